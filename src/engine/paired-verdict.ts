/**
 * The statistics of a verdict on a move (every game's coach): two moves scored on the same drawn orders
 * of the unseen cards are compared order by order, by the mean of their differences and its standard
 * error, so the luck of an order cancels out. A difference counts when it clears the game's threshold
 * by MARGIN standard errors (EARLY_MARGIN while more orders may still be drawn).
 */

/** How many standard errors a difference must clear a threshold by to count. */
export const MARGIN = 3;
/** Before the budget of orders is spent a verdict needs more: a few early orders can miss a rare, costly difference. */
export const EARLY_MARGIN = 4;

/** The mean of `a − b` order by order, less and plus `margin` standard errors. */
export function difference(a: readonly number[], b: readonly number[], margin: number): { mean: number; low: number; high: number } {
  const n = a.length;
  let sum = 0;
  let squares = 0;
  for (let k = 0; k < n; k++) {
    const d = a[k]! - b[k]!;
    sum += d;
    squares += d * d;
  }
  const average = sum / n;
  const variance = n > 1 ? Math.max(0, (squares - n * average * average) / (n - 1)) : 0;
  const error = Math.sqrt(variance / n);
  return { mean: average, low: average - margin * error, high: average + margin * error };
}

/** A difference in a move's favour clearly more than `threshold`: even less its margin, it is above (the move made is a mistake). */
export function clearlyAbove(difference: { low: number }, threshold: number): boolean {
  return difference.low > threshold;
}

/** A difference clearly no more than `threshold`: even plus its margin it is not above (nothing to fear from that move). */
export function clearlyWithin(difference: { high: number }, threshold: number): boolean {
  return difference.high <= threshold;
}

/** The mean of a list of scores. */
export function mean(scores: readonly number[]): number {
  let sum = 0;
  for (const score of scores) sum += score;
  return sum / scores.length;
}
