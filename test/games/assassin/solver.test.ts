/**
 * The Royal Assassin solver: its best score is what trying every line gives, on late positions under
 * the standard rules and each alternate rule; every line it returns plays through the engine to the
 * score it claims; and what it says when its budget runs out.
 */
import { describe, expect, it } from 'vitest';
import { type AssassinState, assassin, VARIANTS, type Variant } from '../../../src/games/assassin/index.js';
import { assassinDeck } from '../../../src/games/assassin/setup.js';
import { solveDeal, solveState } from '../../../src/games/assassin/solver.js';
import { bruteForceBest, latePosition, nearWin, replay } from './brute-force.js';

const RULES: Variant[][] = [[], ...VARIANTS.map((variant) => [variant])];

/** Solves `state`, checks the answer is decided and its line plays to it, and returns the best. */
function solvedBest(state: AssassinState): number {
  const solved = solveState(state);
  if (!solved.decided) throw new Error('the solver gave up on a late position');
  expect(assassin.result(replay(state, solved.line))).toMatchObject({ over: true, score: solved.best, won: solved.won });
  return solved.best;
}

/** Checks that the line of a solve plays through the engine to the score it claims (its lower bound when undecided). */
function expectLinePlays(state: AssassinState, solved: ReturnType<typeof solveState>): void {
  const end = assassin.result(replay(state, solved.line));
  expect(end).toMatchObject({ over: true, score: solved.decided ? solved.best : solved.lowerBound });
}

describe('Royal Assassin solver: the best score, against trying every line', () => {
  for (const variants of RULES) {
    it(`agrees with the brute force on late positions (${variants[0] ?? 'standard rules'})`, () => {
      let tried = 0;
      // `recycle-reserve` turns the reserve over and over: a short one is all trying every line can take.
      const recycle = variants.includes('recycle-reserve');
      for (let seed = 1; tried < 12 && seed < 200; seed++) {
        const state = recycle ? latePosition(seed, 2 + (seed % 3), variants, 4) : latePosition(seed, 4 + (seed % 4), variants);
        if (state === null) continue;
        tried++;
        expect(solvedBest(state), `seed ${seed}`).toBe(bruteForceBest(state));
      }
      expect(tried).toBe(12);
    });

    // With `recycle-reserve` a win is bounded by every card left, not by the cards turned: the late positions above cover it.
    if (variants.includes('recycle-reserve')) continue;
    it(`agrees with the brute force a few cards before a win (${variants[0] ?? 'standard rules'})`, () => {
      let tried = 0;
      let won = 0;
      for (let seed = 1; tried < 5 && seed < 100; seed++) {
        const state = nearWin(seed, 1 + (seed % 3), 3 + (seed % 4), variants);
        if (state === null) continue;
        tried++;
        const best = solvedBest(state);
        expect(best, `seed ${seed}`).toBe(bruteForceBest(state));
        if (best >= 100) won++;
      }
      expect(tried).toBe(5);
      expect(won).toBeGreaterThan(2);
    });
  }

  it('scores a finished game as it stands, with no line', () => {
    let state = assassin.setup({ seed: 'finished', options: { variants: [] } });
    while (!assassin.result(state).over) state = replay(state, [assassin.legalActions(state).at(-1)!]);
    expect(solveState(state)).toMatchObject({ decided: true, best: assassin.result(state).score, line: [] });
  });
});

describe('Royal Assassin solver: whole deals', () => {
  for (const variants of RULES) {
    it(`finds a line that plays to the score it claims on seeded deals (${variants[0] ?? 'standard rules'})`, () => {
      // A small budget: `recycle-reserve` deals are often undecided within it, and their line must play all the same.
      for (let i = 0; i < 3; i++) {
        const state = assassin.setup({ seed: `solver-${i}`, options: { variants } });
        expectLinePlays(state, solveState(state, { budget: 100_000 }));
      }
    });
  }

  it('solveDeal deals the stockpile it is given under the rules it is given', () => {
    const deck = assassinDeck({ variants: ['two-jokers'] });
    const solved = solveDeal(deck, { variants: ['two-jokers'], budget: 100_000 });
    expectLinePlays(assassin.setup({ seed: 'solver', deck, options: { variants: ['two-jokers'] } }), solved);
  });
});

describe('Royal Assassin solver: a budget too small', () => {
  it('says undecided, with a line that reaches its lower bound and an upper bound that holds', () => {
    let undecided = 0;
    for (let seed = 1; seed <= 60 && undecided < 4; seed++) {
      const state = latePosition(seed, 7);
      if (state === null) continue;
      const solved = solveState(state, { budget: 1 });
      if (solved.decided) continue;
      undecided++;
      const best = bruteForceBest(state);
      expect(assassin.result(replay(state, solved.line)).score).toBe(solved.lowerBound);
      expect(solved.lowerBound).toBeLessThanOrEqual(best);
      expect(solved.upperBound).toBeGreaterThanOrEqual(best);
      expect(solved.lowerBound).toBeLessThan(solved.upperBound);
    }
    expect(undecided).toBe(4);
  });
});
