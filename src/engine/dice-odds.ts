/**
 * Exact odds of an opposed Risus roll (Risus core: each side sums its d6 and the higher total wins):
 * the distribution of each side's total is counted exactly (a convolution of d6), and the chance to
 * win is a fraction of whole numbers. Rounding happens only in `percentText`, for a label.
 */
import type { PoolMode } from './risus.js';

/** An exact probability `num / den` in lowest terms (bigint: 6^n outgrows a double's integers past 20 dice). */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/** A pool of d6 as one side rolls it; `dropHighest` leaves its highest die out (Risus Royale's X items). */
export interface DicePool {
  dice: number;
  dropHighest?: boolean;
}

/** The three outcomes of an opposed roll for the first side. */
export interface OpposedOdds {
  win: Fraction;
  tie: Fraction;
  lose: Fraction;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** `num / den` in lowest terms. */
export function fraction(num: bigint, den: bigint): Fraction {
  if (den <= 0n) throw new Error('A probability needs a positive denominator');
  const divisor = gcd(num, den) || 1n;
  return { num: num / divisor, den: den / divisor };
}

/** Ways each total of `dice` dice showing 1..`faces` comes up (index = total). */
function waysUpTo(dice: number, faces: number): bigint[] {
  let ways: bigint[] = [1n];
  for (let die = 0; die < dice; die++) {
    const next = Array<bigint>(ways.length + faces).fill(0n);
    ways.forEach((count, total) => {
      if (count === 0n) return;
      for (let face = 1; face <= faces; face++) next[total + face]! += count;
    });
    ways = next;
  }
  return ways;
}

/**
 * How many of the 6^dice rolls give each total (index = total). With `dropHighest`, the total leaves
 * out the highest die: rolls whose highest die is exactly k are those with every die <= k less those
 * with every die <= k - 1, and their total is the sum less k.
 */
export function totalWays(pool: DicePool): bigint[] {
  if (!Number.isInteger(pool.dice) || pool.dice < 0) throw new Error(`A pool of ${pool.dice} dice`);
  if (!pool.dropHighest || pool.dice === 0) return waysUpTo(pool.dice, 6);
  const ways = Array<bigint>(6 * pool.dice + 1).fill(0n);
  for (let high = 1; high <= 6; high++) {
    const upTo = waysUpTo(pool.dice, high);
    const below = waysUpTo(pool.dice, high - 1);
    upTo.forEach((count, sum) => {
      const exactly = count - (below[sum] ?? 0n);
      if (exactly !== 0n) ways[sum - high]! += exactly;
    });
  }
  return ways;
}

/** The exact chances that `mine` rolls a higher, equal or lower total than `theirs`. */
export function opposedOdds(mine: DicePool, theirs: DicePool): OpposedOdds {
  const a = totalWays(mine);
  const b = totalWays(theirs);
  let win = 0n;
  let tie = 0n;
  let below = 0n; // rolls of theirs with a total lower than the current total of mine
  for (let total = 0; total < a.length; total++) {
    const ways = a[total]!;
    const same = b[total] ?? 0n;
    win += ways * below;
    tie += ways * same;
    below += same;
  }
  const all = 6n ** BigInt(mine.dice + theirs.dice);
  return { win: fraction(win, all), tie: fraction(tie, all), lose: fraction(all - win - tie, all) };
}

/** The exact chance that `mine` wins one opposed roll; a tie counts as lost (Risus Royale) or won. */
export function chanceToWin(mine: DicePool, theirs: DicePool, ties: 'lose' | 'win'): Fraction {
  const odds = opposedOdds(mine, theirs);
  if (ties === 'lose') return odds.win;
  return fraction(odds.win.num * odds.tie.den + odds.tie.num * odds.win.den, odds.win.den * odds.tie.den);
}

/** The exact spread of a roll's totals: how many of `den` equally likely rolls give each total. */
export interface Spread {
  ways: ReadonlyMap<number, bigint>;
  den: bigint;
}

/**
 * The sums of `dice` d6 rolled once, or twice keeping the better or the worse sum (`rollPool` in risus.ts): the better of two is at most t
 * when both are, the worse at least t when both are.
 */
export function sumSpread(dice: number, mode: PoolMode = 'once'): Spread {
  const once = totalWays({ dice });
  const den = 6n ** BigInt(dice);
  if (mode === 'once') return { ways: new Map(once.flatMap((ways, sum) => (ways > 0n ? [[sum, ways] as const] : []))), den };
  const ways = new Map<number, bigint>();
  let below = 0n; // rolls of one set with a sum under the current one
  once.forEach((count, sum) => {
    const upTo = below + count;
    const twice = mode === 'better' ? upTo * upTo - below * below : (den - below) ** 2n - (den - upTo) ** 2n;
    if (twice > 0n) ways.set(sum, twice);
    below = upTo;
  });
  return { ways, den: den * den };
}

/** The spread of a roll whose total is `total(sum)` of a spread of sums (halved, less a resistance, doubled…). */
export function spreadOf(sums: Spread, total: (sum: number) => number): Spread {
  const ways = new Map<number, bigint>();
  for (const [sum, count] of sums.ways) ways.set(total(sum), (ways.get(total(sum)) ?? 0n) + count);
  return { ways, den: sums.den };
}

/** The exact chance that a roll of `mine` beats one of `theirs`; a tie counts as lost, or as won. */
export function chanceToBeat(mine: Spread, theirs: Spread, ties: 'lose' | 'win'): Fraction {
  let won = 0n;
  for (const [total, ways] of mine.ways)
    for (const [other, count] of theirs.ways) if (total > other || (ties === 'win' && total === other)) won += ways * count;
  return fraction(won, mine.den * theirs.den);
}

/** A probability as a whole percentage for a label; only a certainty shows as 0% or 100% ("<1%", ">99%"). */
export function percentText(p: Fraction): string {
  if (p.num === 0n) return '0%';
  if (p.num === p.den) return '100%';
  const rounded = Number((p.num * 200n + p.den) / (2n * p.den)); // round half up: (100 p + 1/2) floored
  if (rounded < 1) return '<1%';
  if (rounded > 99) return '>99%';
  return `${rounded}%`;
}
