import { describe, expect, it } from 'vitest';
import { type RoyaleState, royale } from '../../../src/games/royale/index.js';
import { MAX_TURNS } from '../../../src/games/royale/rules.js';
import { onCellFive, SNOTTY_IN_THE_CORNER, walled } from './corners.js';
import { deal, play, view, withCells, withDice } from './helpers.js';

describe('Risus Royale: how a run ends', () => {
  it('is lost when the player is cornered: beaten with no uncleared space next to them', () => {
    const start = play(deal([['4H', 'KS', '7S']]), { type: 'start', cell: 0 });
    let state = withDice(walled(start), [1, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6]);
    state = play(state, { type: 'fight', cliche: 'S' });
    expect(state.phase).toBe('lost');
    expect(view(state).lostBecause).toMatch(/cornered|can no longer be met/);
    expect(royale.legalActions(state)).toEqual([]);
    expect(royale.apply(state, { type: 'move', cell: 1 })).toMatchObject({ ok: false, code: 'game-over' });
  });

  it('is lost at the move that cuts off an opponent the goal needs, before anything on the new space is fought', () => {
    // Goal 1, all Wizards: Snotty (JS) on cell 0, Frato Poofwand (AS) on cell 6. The player stands on cell 5, cleared, with 1 and 4
    // cleared too: cell 0 is reached only through 5. Moving on to 6 cuts it off, so the run is lost there, before the guard on 6
    // is turned up (beating it and Frato would have counted a goal opponent more).
    const state = onCellFive(deal(SNOTTY_IN_THE_CORNER, [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1]));
    expect(royale.legalActions(state)).toContainEqual({ type: 'move', cell: 6 });
    const moved = play(state, { type: 'move', cell: 6 });
    expect(moved).toMatchObject({ phase: 'lost', position: 6, battle: null, rolls: [] });
    expect(moved.lostBecause).toMatch(/can no longer be met/);
    expect(view(moved).map[6]).toMatchObject({ state: 'hidden', card: null });
    expect(royale.result(moved)).toMatchObject({ over: true, won: false, score: 0 });
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
    const base = deal([
      ['5C', 'AS', '6C'],
      ['5D', 'JS', '6D'],
      ['5H', 'QS', '6H'],
      ['7C', 'KS', '7D'],
    ]);
    expect(base.goal).toBe(1);
    const ready: RoyaleState = {
      ...withCells(base, { 0: 'cleared', 1: 'opponent', 2: 'cleared', 3: 'cleared' }),
      phase: 'move',
      position: 0,
      turns: 9,
    };
    const state = play(
      withDice(ready, [6, 1, 1, 6, 1]),
      { type: 'move', cell: 1 },
      { type: 'fight', cliche: 'S' },
      { type: 'fight', cliche: 'S' },
    );
    expect(state.phase).toBe('won');
    expect(royale.result(state)).toMatchObject({ over: true, won: true, score: 1000 - 10 });
    expect(state.victory).toEqual(['JS']);
  });
});
