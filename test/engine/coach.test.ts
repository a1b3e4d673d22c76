/** The advisor's choice among moves: the best expected score, then the best chance to win, then the first on the board. */
import { describe, expect, it } from 'vitest';
import { bestMoveIndex } from '../../src/engine/coach.js';

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
