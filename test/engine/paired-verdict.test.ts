/**
 * The statistics of a verdict (src/engine/paired-verdict.ts): the paired difference of two moves' scores
 * on the same orders, and whether it is clearly above a threshold (a mistake) or clearly within it, at
 * exactly the threshold and just past it.
 */
import { describe, expect, it } from 'vitest';
import { clearlyAbove, clearlyWithin, difference, EARLY_MARGIN, MARGIN } from '../../src/engine/paired-verdict.js';

const THRESHOLD = 0.5;

describe('A paired difference', () => {
  it('is the mean of the differences order by order, less and plus its margin of standard errors', () => {
    // Differences 1, 2, 3: mean 2, standard deviation 1, standard error 1/√3.
    const d = difference([5, 6, 7], [4, 4, 4], MARGIN);
    expect(d.mean).toBe(2);
    expect(d.low).toBeCloseTo(2 - MARGIN / Math.sqrt(3), 12);
    expect(d.high).toBeCloseTo(2 + MARGIN / Math.sqrt(3), 12);
  });

  it('cancels the luck both moves share: the same gap on every order has no error at all', () => {
    expect(difference([10, -3, 40], [9, -4, 39], MARGIN)).toEqual({ mean: 1, low: 1, high: 1 });
  });
});

describe('A verdict at its threshold', () => {
  it('exactly at the threshold is no mistake, and nothing more is to be feared', () => {
    const at = difference([1.5, 2.5, 0.5], [1, 2, 0], MARGIN);
    expect(at).toEqual({ mean: THRESHOLD, low: THRESHOLD, high: THRESHOLD });
    expect(clearlyAbove(at, THRESHOLD)).toBe(false);
    expect(clearlyWithin(at, THRESHOLD)).toBe(true);
  });

  it('just past the threshold is a mistake, and not within it', () => {
    const past = difference([1.5625, 2.5625], [1, 2], MARGIN);
    expect(clearlyAbove(past, THRESHOLD)).toBe(true);
    expect(clearlyWithin(past, THRESHOLD)).toBe(false);
  });

  it('past the threshold on the mean but not by its margin is neither: too close to call', () => {
    const close = difference([2, 0, 2, 0], [0, 0, 0, 0], MARGIN);
    expect(close.mean).toBe(1);
    expect(clearlyAbove(close, THRESHOLD)).toBe(false);
    expect(clearlyWithin(close, THRESHOLD)).toBe(false);
  });
});

describe('The margins of a verdict (docs/solver.md: 3 standard errors, 4 before the last look)', () => {
  // Two orders whose differences are 1 + e and 1 − e: a mean of 1 and a standard error of exactly e.
  const spread = (e: number) => [
    [1 + e, 1 - e],
    [0, 0],
  ];
  const mistake = (e: number, margin: number) => {
    const [a, b] = spread(e);
    return clearlyAbove(difference(a!, b!, margin), THRESHOLD);
  };

  it('at the last look, past half a point by 3 standard errors is a mistake (1 − 3 × 0.16 = 0.52), and short of it not (1 − 3 × 0.17 = 0.49)', () => {
    expect(mistake(0.16, MARGIN)).toBe(true);
    expect(mistake(0.17, MARGIN)).toBe(false);
  });

  it('before the last look, past it by 4 standard errors is a mistake (1 − 4 × 0.12 = 0.52), and short of it not (1 − 4 × 0.13 = 0.48)', () => {
    expect(mistake(0.12, EARLY_MARGIN)).toBe(true);
    expect(mistake(0.13, EARLY_MARGIN)).toBe(false);
  });
});
