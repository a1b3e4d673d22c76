/**
 * The chart of a reviewed run: one point a move in each series, the costliest mistakes ringed, the close moves marked, a
 * legend saying what both marks mean in words, the best score marked, and readable.
 */
import { describe, expect, it } from 'vitest';
import { reviewChart } from '../../src/pictures/review-chart.js';
import { readabilityProblems } from './readability.js';
import { find, texts } from './scene-query.js';

const points = Array.from({ length: 24 }, (_, i) => ({ winChance: (24 - i) / 48, expectedScore: 10 - i * 2 }));

describe('the chart of a review', () => {
  it('draws every move in both series, rings the costliest mistakes, marks the close moves, and the best possible score', () => {
    const scene = reviewChart({ win: 'clear', points, costliest: [3, 9], close: [5, 12], score: -40, best: 14 });
    expect(find(scene, { series: 'chance' })[0]?.mark.points).toBe(24);
    expect(find(scene, { series: 'score' })[0]?.mark.points).toBe(24);
    expect(find(scene, { costly: 1 })[0]?.mark.move).toBe(4);
    expect(find(scene, { marker: 'best' })[0]?.mark.label).toBe('best 14');
    expect(texts(scene)).toContain('- - best 14 · yours −40');
    expect(find(scene, { close: 6 })).toHaveLength(1);
    expect(find(scene, { close: 13 })).toHaveLength(1);
    expect(texts(scene)).toEqual(expect.arrayContaining(['a costly mistake', 'close: too close to call']));
    expect(scene.alt).toMatch(
      /The deal's best possible score: 14\. Costliest mistakes, ringed: 4, 10\. Too close to call, marked with a diamond: 6, 13\./,
    );
    expect(readabilityProblems(scene)).toEqual([]);
  });

  it('leaves the best score out when the solver does not know it', () => {
    const scene = reviewChart({ win: 'clear', points: points.slice(0, 1), costliest: [], close: [], score: 5, best: null });
    expect(find(scene, { marker: 'best' })).toEqual([]);
    expect(readabilityProblems(scene)).toEqual([]);
  });
});
