/**
 * The goals (rulebook, "Goals"): each is one or more sets of spaces whose opponents must all be
 * defeated. A goal is met when every opponent of one of its sets is defeated, and can no longer be
 * met when every set holds an undefeated opponent the player cannot reach any more.
 */
import { card, type Rank, type Suit } from '../../engine/cards.js';
import { reachable } from './map.js';
import type { RoyaleState } from './state.js';

const SUITS: Suit[] = ['S', 'C', 'D', 'H'];
const RANKS: Rank[] = ['A', 'J', 'Q', 'K'];

/** Goal 11's sets: the rows, the columns, the two diagonals and the four corners. */
export const LINES: readonly number[][] = [
  ...[0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => r * 4 + c)),
  ...[0, 1, 2, 3].map((c) => [0, 1, 2, 3].map((r) => r * 4 + c)),
  [0, 5, 10, 15],
  [3, 6, 9, 12],
  [0, 3, 12, 15],
];

/** The goals that are "any one of" others: 5 (a class), 10 (a race), 12 (any goal). */
const ANY_OF: Partial<Record<number, number[]>> = { 5: [1, 2, 3, 4], 10: [6, 7, 8, 9], 12: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] };

/** The goals a goal offers, each to be met whole: itself, or those it picks any one of. */
export function goalChoices(goal: number): readonly number[] {
  return CHOICES[goal] ?? [goal];
}

function choicesOf(goal: number): number[] {
  const any = ANY_OF[goal];
  return any ? [...new Set(any.flatMap(choicesOf))] : [goal];
}

const CHOICES: Partial<Record<number, readonly number[]>> = Object.fromEntries(
  Object.keys(ANY_OF).map((goal) => [goal, choicesOf(Number(goal))]),
);

/** Goals 1-4 (every opponent of a class) and 6-9 (of a race): the test of the opponents they need; null for the others. */
export function opponentsOfGoal(goal: number): ((code: string) => boolean) | null {
  if (goal >= 1 && goal <= 4) return (code) => card(code).suit === SUITS[goal - 1];
  if (goal >= 6 && goal <= 9) return (code) => card(code).rank === RANKS[goal - 6];
  return null;
}

/** The sets of spaces (by their opponents) whose defeat meets a goal; the deal's are kept in the state. */
function goalSets(t: RoyaleState, goal: number): number[][] {
  return goal === t.goal ? t.goalSets : computeSets(t.cells, goal);
}

/** The sets of a goal on a map, from the opponents in the middle of each pile. */
export function computeSets(cells: readonly { middle: string }[], goal: number): number[][] {
  const needs = opponentsOfGoal(goal);
  if (needs) return [cells.flatMap((cell, i) => (needs(cell.middle) ? [i] : []))];
  if (goal === 11) return LINES.map((line) => [...line]);
  return (ANY_OF[goal] ?? []).flatMap((any) => computeSets(cells, any));
}

/**
 * The goal's sets still the player's own: in a duel (duel.ts), a set holding a space the rival cleared
 * can never be met, since an opponent counts only for the player who defeated him.
 */
export function ownSets(t: RoyaleState): number[][] {
  const taken = t.rivalCleared ?? [];
  const sets = goalSets(t, t.goal);
  return taken.length === 0 ? sets : sets.filter((set) => !set.some((c) => taken.includes(c)));
}

/** True when every opponent of a set is defeated (its space cleared). */
function done(t: RoyaleState, set: number[]): boolean {
  return set.every((c) => t.cells[c]!.state === 'cleared');
}

/** True when the goal is met. */
export function goalMet(t: RoyaleState): boolean {
  return ownSets(t).some((set) => done(t, set));
}

/** The sets of the goal that can still be completed: all their undefeated opponents are reachable. */
function liveSets(t: RoyaleState): number[][] {
  const open = reachable(t);
  return ownSets(t).filter((set) => set.every((c) => t.cells[c]!.state === 'cleared' || open.has(c)));
}

/** True when some set of the goal can still be completed. */
export function goalPossible(t: RoyaleState): boolean {
  return liveSets(t).length > 0;
}

/**
 * True when the opponent of a space must be defeated to achieve the goal (rule 16: escape is for an
 * opponent who "isn't necessary to achieving your goal"): every set that can still be completed holds
 * his space. Under an "any" goal (5, 10, 11, 12) he is necessary only when no set without him is left.
 */
export function necessary(t: RoyaleState, cell: number): boolean {
  const live = liveSets(t);
  return live.length > 0 && live.every((set) => set.includes(cell));
}

/** True when a space's opponent counts toward the goal. */
export function relevant(t: RoyaleState, cell: number): boolean {
  return ownSets(t).some((set) => set.includes(cell));
}

/** The most opponents of one set of the goal defeated so far (by this player, in a duel). */
export function progress(t: RoyaleState): { defeated: number; needed: number } {
  const own = ownSets(t);
  const taken = t.rivalCleared ?? [];
  let best = { defeated: 0, needed: Infinity };
  for (const set of own.length > 0 ? own : goalSets(t, t.goal)) {
    const defeated = set.filter((c) => t.cells[c]!.state === 'cleared' && !taken.includes(c)).length;
    if (
      set.length - defeated < best.needed - best.defeated ||
      (set.length - defeated === best.needed - best.defeated && defeated > best.defeated)
    ) {
      best = { defeated, needed: set.length };
    }
  }
  return best;
}
