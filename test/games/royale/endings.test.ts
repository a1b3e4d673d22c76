import { describe, expect, it } from 'vitest';
import { royale, type RoyaleState } from '../../../src/games/royale/index.js';
import { MAX_TURNS } from '../../../src/games/royale/rules.js';
import { deal, play, view, withDice } from './helpers.js';

describe('Risus Royale: how a run ends', () => {
  it('is lost when the player is cornered: beaten with no uncleared space next to them', () => {
    const start = play(deal([['4H', 'KS', '7S']]), { type: 'start', cell: 0 });
    const walled: RoyaleState = { ...start, cells: start.cells.map((c, i) => ([1, 4, 5].includes(i) ? { ...c, state: 'cleared' as const } : c)) };
    let state = withDice(walled, [1, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6]);
    state = play(state, { type: 'fight', cliche: 'S' });
    expect(state.phase).toBe('lost');
    expect(view(state).lostBecause).toMatch(/cornered|can no longer be met/);
    expect(royale.legalActions(state)).toEqual([]);
    expect(royale.apply(state, { type: 'move', cell: 1 })).toMatchObject({ ok: false, code: 'game-over' });
  });

  it(`is lost after ${MAX_TURNS} turns without meeting the goal`, () => {
    const state = play(deal([]), { type: 'start', cell: 0 });
    const tired: RoyaleState = { ...state, turns: MAX_TURNS, phase: 'retreat', battle: null };
    const after = play(tired, { type: 'retreat', cell: 1 });
    expect(after.phase).toBe('lost');
    expect(after.lostBecause).toMatch(/100 turns/);
    expect(royale.result(after)).toMatchObject({ over: true, won: false });
  });

  it('is won the moment the goal is met, scoring 1000 less the turns', () => {
    // Goal 1 (the deuces 2S then 2C): defeat all four Wizards; three are already beaten and the last, Snotty, waits on space 1.
    const base = deal([['5C', 'AS', '6C'], ['5D', 'JS', '6D'], ['5H', 'QS', '6H'], ['7C', 'KS', '7D']]);
    expect(base.goal).toBe(1);
    const ready: RoyaleState = {
      ...base, phase: 'move', position: 0, turns: 9,
      cells: base.cells.map((c, i) => (i === 0 || i === 2 || i === 3 ? { ...c, state: 'cleared' as const } : i === 1 ? { ...c, state: 'opponent' as const } : c)),
    };
    const state = play(withDice(ready, [6, 1, 1, 6, 1]), { type: 'move', cell: 1 }, { type: 'fight', cliche: 'S' }, { type: 'fight', cliche: 'S' });
    expect(state.phase).toBe('won');
    expect(royale.result(state)).toMatchObject({ over: true, won: true, score: 1000 - 10 });
    expect(state.victory).toEqual(['JS']);
  });
});
