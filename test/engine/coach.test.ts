/**
 * What every game's coach shares (src/engine/coach.ts): the advisor's choice among moves (the best expected score, then the best
 * chance to win, then the first on the board), and a review's costliest mistakes and accuracy.
 */
import { describe, expect, it } from 'vitest';
import { accuracyOf, bestMoveIndex, costliestMistakes } from '../../src/engine/coach.js';

const move = (expectedScore: number, winChance: number) => ({ expectedScore, winChance });

describe("The advisor's choice among its estimates", () => {
  it('takes the best expected score, whatever the chances to win', () => {
    expect(bestMoveIndex([move(3, 0.9), move(3.5, 0.1), move(2, 1)])).toBe(1);
  });

  it('among equal expected scores, takes the best chance to win', () => {
    expect(bestMoveIndex([move(4, 0.2), move(4, 0.25), move(4, 0.1)])).toBe(1);
  });

  it('among moves equal in both, takes the first on the board, not a later one', () => {
    expect(bestMoveIndex([move(1, 0), move(4, 0.5), move(4, 0.5), move(4, 0.5)])).toBe(1);
  });

  it('with one move, takes it', () => {
    expect(bestMoveIndex([move(-7, 0)])).toBe(0);
  });
});

describe("A review's costliest mistakes and accuracy", () => {
  const judged = (verdict: 'good' | 'close' | 'mistake', cost: number, choices = 3) => ({ verdict, cost, choices });

  it('lists mistakes alone, costliest first, the earlier first among equals, at most three', () => {
    const moves = [
      judged('mistake', 2),
      judged('mistake', 5),
      judged('good', 0),
      judged('mistake', 2),
      judged('mistake', 1),
      judged('mistake', 5),
    ];
    expect(costliestMistakes(moves)).toEqual([1, 5, 0]);
  });

  it('never lists a close move, however much it seems to cost, nor a move that cost nothing', () => {
    expect(costliestMistakes([judged('close', 9), judged('mistake', 0), judged('good', 4)])).toEqual([]);
  });

  it('counts a close move as no mistake, and only the moves that had a choice', () => {
    const moves = [judged('good', 0), judged('close', 3), judged('mistake', 2), judged('mistake', 2, 1), judged('good', 0, 1)];
    expect(accuracyOf(moves)).toEqual({ accurate: 2, choices: 3 });
  });
});
