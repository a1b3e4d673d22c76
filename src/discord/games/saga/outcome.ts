/**
 * The public record of a resolved check, conflict or fight round, told to the whole table: who played
 * what, each total against the target, success or failure, the opponent's rank, each fighter's hand,
 * who is out and how a fight ended. Names are escaped; mentions in an embed ping nobody.
 */
import type { APIEmbed } from 'discord.js';
import type { GameEvent } from '../../../engine/game.js';
import { rankAfterRound, type SagaContestView, type SagaView } from '../../../games/saga/index.js';
import { COLORS } from '../../render/message.js';
import { truncate, userText } from '../../render/text.js';
import { characterOf, contestName, contestText } from './text.js';

/** The result in a few words: "✅ Success", "❌ Failure", "2 of 3 meet it". */
function verdict(contest: SagaContestView): string {
  const won = contest.sides.filter((side) => side.result === 'success').length;
  if (contest.kind !== 'round') return won > 0 ? '✅ Success' : '❌ Failure';
  return `${won} of ${contest.sides.length} meet it`;
}

/**
 * A fight round's aftermath: the opponent's rank before and after, and each fighter's hand (or out).
 * Both ranks come from the round itself (its base, and the game's rank after it), so a hidden fight's
 * round tells them once resolved while the next round's target stays hidden.
 */
function fightLines(round: SagaContestView, after: SagaView): string[] {
  const now = after.fight;
  if (!now || round.base === null) return [];
  const foe = `**${userText(now.opponent.name, 40)}**`;
  const from = round.base;
  const to = rankAfterRound(from, round.sides);
  const rank =
    to < from ? `${foe} loses ${from - to} rank${from - to === 1 ? '' : 's'}: ${from} → **${to}**.` : `${foe} stays at rank **${to}**.`;
  const hands = now.fighters.map((f) => `${characterOf(after, f.player)} ${f.handSize > 0 ? `hand ${f.handSize}` : 'out'}`).join(' · ');
  return now.outcome === 'on' ? [rank, `Fight hands: ${hands}.`] : [rank];
}

/** The record of the contest a move resolved, or null when it resolved none. */
export function outcomeRecord(after: SagaView, events: GameEvent[]): APIEmbed | null {
  const last = after.last;
  if (!last || !events.some((e) => e.type === 'resolve' || e.type === 'round')) return null;
  const told = events.filter((e) => e.type === 'out' || e.type === 'fight-over').map((e) => userText(e.text, 200));
  const lines = [contestText(after, last), ...(last.kind === 'round' ? fightLines(last, after) : []), ...told];
  const won = last.sides.some((side) => side.result === 'success');
  return {
    title: truncate(`${contestName(after, last)} · ${verdict(last)}`, 256),
    description: truncate(lines.join('\n'), 4000),
    color: won ? COLORS.good : COLORS.danger,
  };
}
