/**
 * The Royal Assassin advisor and its knowledge: the knowledge holds no stockpile order, so two games
 * whose stockpiles are permutations of each other get the same knowledge and the same advice; the
 * move it advises is legal; with nothing unseen its values are the exact solver's.
 */
import { describe, expect, it } from 'vitest';
import { advise } from '../../../src/games/assassin/advisor.js';
import { type AssassinState, assassin } from '../../../src/games/assassin/index.js';
import { knowledgeOf, sampleState, unseenCards } from '../../../src/games/assassin/knowledge.js';
import { solveState } from '../../../src/games/assassin/solver.js';
import { latePosition, nearWin, replay } from './brute-force.js';

/** A position with a choice: deal `seed` played by its first legal moves until one offers more than one move. */
function choiceAfter(seed: string, skip: number): AssassinState {
  let state = assassin.setup({ seed, options: { variants: [] } });
  let choices = 0;
  for (;;) {
    const legal = assassin.legalActions(state);
    if (legal.length > 1 && choices++ >= skip) return state;
    state = replay(state, [legal[0]!]);
  }
}

describe('Royal Assassin knowledge', () => {
  it('holds the stockpile as its size and the set of cards unseen, never their order', () => {
    const state = choiceAfter('knowledge', 2);
    const shuffled = { ...state, stock: [...state.stock].reverse() };
    expect(knowledgeOf(shuffled)).toEqual(knowledgeOf(state));
    expect(unseenCards(knowledgeOf(state)).sort()).toEqual([...state.stock].sort());
  });

  it('samples states the engine plays as the game itself (same table, the unseen cards as its stockpile)', () => {
    const state = choiceAfter('sample', 3);
    const sample = sampleState(knowledgeOf(state), null);
    expect(sample.stock.length).toBe(state.stock.length);
    expect(assassin.legalActions(sample)).toEqual(assassin.legalActions(state));
  });
});

describe('Royal Assassin advisor', () => {
  it('gives the same advice when the unseen cards lie in another order', () => {
    for (const [seed, skip] of [
      ['same-a', 1],
      ['same-b', 4],
    ] as const) {
      const state = choiceAfter(seed, skip);
      const other = { ...state, stock: [...state.stock.slice(1), state.stock[0]!] };
      expect(advise(knowledgeOf(other), { seed: 'x', samples: 6 })).toEqual(advise(knowledgeOf(state), { seed: 'x', samples: 6 }));
    }
  });

  it('advises a legal move', () => {
    for (let skip = 0; skip < 4; skip++) {
      const state = choiceAfter(`legal-${skip}`, skip);
      const advice = advise(knowledgeOf(state), { seed: 'legal', samples: 6 });
      expect(assassin.legalActions(state)).toContainEqual(advice.moves[advice.best]!.action);
      expect(advice.moves.map((move) => move.action)).toEqual(assassin.legalActions(state));
      expect(advice.exact).toBe(false);
    }
  });

  it('with nothing unseen gives the exact solver’s value of every move', () => {
    let checked = 0;
    for (let seed = 1; seed < 40 && checked < 4; seed++) {
      const state = nearWin(seed, 0, 0) ?? latePosition(seed, 0);
      if (state === null || assassin.legalActions(state).length < 2) continue;
      checked++;
      const advice = advise(knowledgeOf(state), { seed: 'exact' });
      expect(advice.exact).toBe(true);
      for (const move of advice.moves) {
        const solved = solveState(replay(state, [move.action]));
        expect(solved.decided && move.expectedScore).toBe(solved.decided && solved.best);
      }
    }
    expect(checked).toBe(4);
  });
});
