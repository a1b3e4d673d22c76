/**
 * Saga's public turn lines: when a check, conflict or fight round opens, the turn passes to someone, or
 * the GM seat is handed on, a short line names exactly the members who must act now. The caller sends
 * it with mentions allowed for exactly `pings`; names in it are escaped, so nothing else in it can ping.
 */
import type { GameEvent } from '../../../engine/game.js';
import { type SagaContestView, type SagaState, type SagaView, saga } from '../../../games/saga/index.js';
import { userText } from '../../render/text.js';
import { characterOf, mention } from './text.js';

/** A public line and the members it pings. */
export interface Announcement {
  content: string;
  pings: string[];
}

function opening(view: SagaView, contest: SagaContestView): string {
  const foe = userText(contest.opponent ?? '', 40);
  if (contest.kind === 'check') {
    const side = contest.sides[0];
    const who = side ? `**${characterOf(view, side.player)}** with ${userText(side.cliche, 40)} (${side.rating})` : 'nobody';
    return `🎯 Check for ${who}, ${contest.style}: meet or beat **${contest.target}**.`;
  }
  if (contest.kind === 'conflict')
    return `🤺 Conflict: **${characterOf(view, contest.sides[0]?.player ?? '')}** against **${foe}**, ${contest.style}: meet or beat **${contest.target}**.`;
  return `⚔️ Round ${contest.round ?? 1} against **${foe}**: meet or beat **${contest.target}**.`;
}

function list(ids: string[]): string {
  const mentions = ids.map(mention);
  return mentions.length <= 2 ? mentions.join(' and ') : `${mentions.slice(0, -1).join(', ')} and ${mentions.at(-1) ?? ''}`;
}

/**
 * The line to post after a Saga move from `before` to `after`, or null when nobody new must act:
 * the players who must play now (all of them when a contest has just opened, else those whose turn
 * has just come), the GM when everyone has played, and a member just handed the GM seat, who runs
 * the table from now on.
 */
export function announce(before: SagaState | null, after: SagaState, _events: GameEvent[]): Announcement | null {
  const now = saga.view(after);
  const was = before ? saga.view(before) : null;
  const contest = now.contest;
  const handedOn = was !== null && was.gm !== now.gm;
  const fresh = contest !== null && (!was?.contest || was.contest.kind !== contest.kind || was.contest.round !== contest.round);
  const players = contest === null ? [] : fresh ? now.waitingFor : now.waitingFor.filter((id) => !(was?.waitingFor ?? []).includes(id));
  const gmNow = contest !== null && !fresh && now.gmTurn && (!was?.gmTurn || handedOn);
  const newGm = handedOn && !gmNow;
  if (players.length === 0 && !gmNow && !newGm) return null;
  const parts = fresh ? [opening(now, contest)] : [];
  if (players.length > 0) {
    const whom = players.map((id) => `**${characterOf(now, id)}**`).join(', ');
    parts.push(`${list(players)}: your turn to play for ${whom} (your hand: \`/saga hand\` or the table's button).`);
  }
  if (gmNow) parts.push(`${mention(now.gm)}: everyone has played, the GM resolves.`);
  if (newGm) parts.push(`${mention(now.gm)}: you run the table now, as its GM (your panel: \`/saga hand\` or the table's button).`);
  return { content: parts.join(' '), pings: [...players, ...(gmNow || newGm ? [now.gm] : [])] };
}
