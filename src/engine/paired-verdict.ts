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
export function difference(a: ArrayLike<number>, b: ArrayLike<number>, margin: number): { mean: number; low: number; high: number } {
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
export function mean(scores: ArrayLike<number>): number {
  let sum = 0;
  for (let k = 0; k < scores.length; k++) sum += scores[k]!;
  return sum / scores.length;
}

/**
 * A line's whole scores on the orders drawn so far, two bytes each: a verdict may weigh tens of lines on up to 16,384 orders, and
 * the worker that works it out shares the bot's memory budget.
 */
export class ScoreList {
  private buffer = new Int16Array(64);
  private size = 0;

  /** Adds the score on the next order: a whole number that fits two bytes, as every game's scores do. */
  push(score: number): void {
    if (!Number.isInteger(score) || score < -32_768 || score > 32_767) throw new RangeError(`ScoreList: ${score} is not a whole score`);
    if (this.size === this.buffer.length) {
      const grown = new Int16Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.size++] = score;
  }

  /** The scores so far, in the order the orders were drawn (a view, not a copy). */
  values(): Int16Array {
    return this.buffer.subarray(0, this.size);
  }
}
