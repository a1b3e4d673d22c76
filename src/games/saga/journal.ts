/**
 * What a move adds to the table's journal, the story `/saga recap` tells (docs/rulings.md, "What a
 * recap holds"). Readings written down here:
 * - The journal holds what the table was told in public: each resolved check, conflict and fight round
 *   with who played what, both sums card by card, success or failure, the opponent's ranks lost and who
 *   is out; the start, the joins and the end of a fight; members joining and leaving; the GM seat
 *   handed on; heals, edge changes and what the GM ended early.
 * - Calls, plays, stops and payback are not told on their own: the resolution tells every card.
 * - A hidden target enters the story only with its resolution; a hidden check the GM ends early never
 *   tells it.
 * - Names are the ones of the move's moment ("Bob's Sir Reginald"), so the story stays right after a
 *   player leaves.
 */
import type { GameEvent } from '../../engine/game.js';
import { sumTerms } from './cards.js';
import { difficulty, sideTotal } from './contest.js';
import { effectiveHand, playerOf, who } from './seats.js';
import type { Contest, SagaState, Side } from './state.js';

/** The events told as they are: the table's comings and goings and the GM's calls that change it. */
const TOLD = new Set(['join', 'leave', 'gm', 'heal', 'edge', 'fight', 'fight-join', 'end', 'out', 'fight-over']);

/** A player of a contest as the story names them. */
function nameIn(t: SagaState, id: string): string {
  const player = playerOf(t, id);
  return player ? who(player) : 'someone who left';
}

/** What the contest's players had to meet or beat, card by card: "4 (Ninja's rank) + 8♥ flip 8 = 12". */
function targetStory(contest: Contest): string {
  const label = contest.opponent === null ? 'target' : `${contest.opponent}'s rank`;
  const hidden = contest.hidden ? ' (a hidden target until now)' : '';
  const sum =
    contest.theirs.length === 0 ? String(contest.base) : `${sumTerms(contest.base, label, contest.theirs)} = ${difficulty(contest)}`;
  return `${sum}${hidden}`;
}

/** One side's cards and total: "3 (Knight) + 9♣ 9 = 12". */
function sideStory(side: Side): string {
  return `${sumTerms(side.rating, side.cliche, side.mine)} = ${sideTotal(side)}`;
}

/** A resolved check or conflict: who, against what, both sums, success or failure. */
function singleStory(t: SagaState, contest: Contest): string {
  const side = contest.sides[0];
  if (!side) return '';
  const result = side.result === 'success' ? 'Success.' : 'Failure.';
  const what =
    contest.kind === 'check'
      ? `🎯 Check for ${nameIn(t, side.player)}, ${contest.style}`
      : `🤺 Conflict: ${nameIn(t, side.player)} against ${contest.opponent ?? 'the opponent'}, ${contest.style}`;
  return `${what}, meet or beat ${targetStory(contest)}: ${sideStory(side)}. ${result}`;
}

/** A resolved fight round: the target, each fighter's sum and result (and fight hand while the fight goes on), the ranks lost. */
function roundStory(before: SagaState, after: SagaState, round: Contest): string {
  const on = after.fight?.outcome === 'on';
  const sides = round.sides.map((side) => {
    const player = playerOf(after, side.player);
    const hand = on && side.result === 'failure' && player ? ` (fight hand ${effectiveHand(after, player)})` : '';
    return `${nameIn(after, side.player)} ${sideStory(side)}, ${side.result === 'success' ? 'meets it' : `falls short${hand}`}`;
  });
  const foe = round.opponent ?? 'the opponent';
  const from = before.fight?.opponent.rank ?? round.base;
  const to = after.fight?.opponent.rank ?? from;
  const rank = to < from ? `${foe} loses ${from - to} (rank ${from} → ${to}).` : `${foe} stays at rank ${to}.`;
  return `⚔️ Round ${round.round ?? 1} against ${foe}, ${round.style}, meet or beat ${targetStory(round)}: ${sides.join('; ')}. ${rank}`;
}

/** The journal's paragraph for a move from `before` to `after`, or null when the story leaves the move out. */
export function journalText(before: SagaState, after: SagaState, events: readonly GameEvent[]): string | null {
  const parts: string[] = [];
  for (const event of events) {
    if ((event.type === 'resolve' || event.type === 'round') && after.last) {
      parts.push(after.last.kind === 'round' ? roundStory(before, after, after.last) : singleStory(after, after.last));
    } else if (TOLD.has(event.type)) parts.push(event.text);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}
