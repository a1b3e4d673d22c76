/**
 * The goal as the player can see it. The run itself is lost on what really lies under the cards
 * (goals.ts: a needed opponent cut off, even face down); a button may only call a move a certain
 * loss when it loses whatever the face-down piles hold, or it would tell what they hold. So the
 * question here is whether some arrangement of the opponents not seen yet, over the spaces whose
 * opponent is still face down, lets the goal be met within the given spaces.
 *
 * What the player sees: the opponent of every space cleared or showing its opponent; the sixteen
 * opponents are the Aces and faces (rulebook, rule 6), one in the middle of each pile. A goal of one
 * class or race (1-4, 6-9) can be met within the spaces when every seen opponent it needs is among
 * them and the unseen ones it needs fit in the face-down spaces among them; goal 11 when one of its
 * lines lies within them; a goal of "any one" when one of its choices can.
 */
import { goalChoices, LINES, opponentsOfGoal } from './goals.js';
import type { RoyaleState } from './state.js';

/** The sixteen opponents: the Aces and the faces. */
const OPPONENTS: readonly string[] = ['A', 'J', 'Q', 'K'].flatMap((rank) => ['S', 'C', 'D', 'H'].map((suit) => `${rank}${suit}`));

/** How many of the sixteen opponents each goal of one class or race needs (all four of them). */
const NEEDED = new Map<number, number>();

function needed(goal: number, needs: (code: string) => boolean): number {
  let count = NEEDED.get(goal);
  if (count === undefined) {
    count = OPPONENTS.filter(needs).length;
    NEEDED.set(goal, count);
  }
  return count;
}

/**
 * True when, for all the player can see, the goal can still be met by defeating opponents on the
 * cleared spaces and on `open` (the spaces still to be fought over).
 */
export function goalPossibleAsSeen(t: RoyaleState, open: ReadonlySet<number>): boolean {
  // A space a rival cleared (a duel) is not within: his opponent counts only for the rival.
  const taken = t.rivalCleared ?? [];
  const within = t.cells.map((cell, i) => (cell.state === 'cleared' && !taken.includes(i)) || open.has(i));
  const seen = t.cells.map((cell) => cell.state === 'opponent' || cell.state === 'cleared');
  const faceDownWithin = within.filter((inside, i) => inside && !seen[i]).length;
  return goalChoices(t.goal).some((goal) => {
    const needs = opponentsOfGoal(goal);
    if (!needs) return LINES.some((line) => line.every((cell) => within[cell]));
    let shown = 0;
    for (let i = 0; i < t.cells.length; i++) {
      if (!seen[i] || !needs(t.cells[i]!.middle)) continue;
      if (!within[i]) return false;
      shown++;
    }
    return needed(goal, needs) - shown <= faceDownWithin;
  });
}
