/**
 * Risus dice, shared by the Risus games (Risus core rules; docs/rulings.md, Rogue Risus): a roll is the sum
 * of a pool of d6, an opposed round compares two totals and the lower one loses, and a "half" cliché
 * rolls one die halved, rounded up.
 */
import type { Random } from './random.js';

/** The outcome of an opposed round for the first side. */
export type Opposed = 'win' | 'lose' | 'tie';

/** The sum of a pool of dice. */
export function sumDice(dice: readonly number[]): number {
  return dice.reduce((total, die) => total + die, 0);
}

/** A die of a ½ cliché: the result halved, rounded up (1-2 → 1, 3-4 → 2, 5-6 → 3). */
export function halfDie(value: number): number {
  return Math.ceil(value / 2);
}

/** Compares two totals; `tiesWin` makes a tie a win for the first side (e.g. Amulet of Strength). */
export function opposed(mine: number, theirs: number, tiesWin = false): Opposed {
  if (mine > theirs) return 'win';
  if (mine < theirs) return 'lose';
  return tiesWin ? 'win' : 'tie';
}

/** How a pool is rolled: once, or twice keeping the better or the worse sum (haste, slow). */
export type PoolMode = 'once' | 'better' | 'worse';

/** A rolled pool: the dice kept, and the other set when it was rolled twice. */
export interface PoolRoll {
  kept: number[];
  other: number[] | null;
}

/** Rolls `count` dice once, or twice keeping the better or worse sum (the first set on a tie). */
export function rollPool(random: Random, count: number, mode: PoolMode = 'once'): PoolRoll {
  const first = random.roll(count);
  if (mode === 'once') return { kept: first, other: null };
  const second = random.roll(count);
  const secondWins = mode === 'better' ? sumDice(second) > sumDice(first) : sumDice(second) < sumDice(first);
  return secondWins ? { kept: second, other: first } : { kept: first, other: second };
}
