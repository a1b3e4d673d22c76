/** The table of `npm run solve`: its interval, percentiles, buckets and summary line. */
import { describe, expect, it } from 'vitest';
import { type DealOutcome, percentile, report, wilson } from '../../scripts/solve-report.js';

const solved = (best: number, ms = 1): DealOutcome => ({ best, lower: best, upper: best, expansions: 10, ms });

describe('npm run solve: the report', () => {
  it('gives the 95 % Wilson interval (textbook values)', () => {
    const half = wilson(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 4);
    expect(half.high).toBeCloseTo(0.5962, 4);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10).low).toBeCloseTo(0.7225, 4);
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
  });

  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('counts winnable deals, buckets the best scores, and ends with one summary line', () => {
    const outcomes = [
      solved(30, 2),
      solved(30, 4),
      solved(29),
      solved(20),
      solved(-188),
      { best: null, lower: 12, upper: 30, expansions: 99, ms: 900 },
    ];
    const text = report({ deals: 6, rules: 'strict', seed: 's', budget: 99, workers: 2, machine: 'test' }, outcomes, 1, 100);
    expect(text).toContain('| winnable (best score > 0) | 5 of 6: 83.33 %');
    expect(text).toContain('| not decided within the budget | 1 |');
    expect(text).toContain('| 30 (10 of Hearts last) | 2 | 33.33 % |');
    expect(text).toContain('| 0 or less (every line dies) | 1 | 16.67 % |');
    expect(text).toContain('| not decided | 1 | 16.67 % |');
    const last = text.split('\n').at(-1)!;
    expect(last).toMatch(
      new RegExp(
        String.raw`^summary: 6 deals \(strict\): winnable 83\.33 % \[.+\], best 30 in 33\.33 %, ` +
          String.raw`undecided 1, median 1\.0 ms, p99 900\.0 ms, peak RSS 100 MB$`,
      ),
    );
  });
});
