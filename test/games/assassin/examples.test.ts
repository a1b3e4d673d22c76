import { describe, expect, it } from 'vitest';
import { assassin } from '../../../src/games/assassin/index.js';
import { deal, play, view } from './helpers.js';

describe('Royal Assassin: the rulebook examples', () => {
  it('example 1: the Queen defends with the 2 of Clubs, the 9 of Diamonds from the reserve kills her, the Jack takes over', () => {
    let state = deal(['9D', 'JC', 'QC', '2C', '6D']);
    expect(view(state).columns.C).toEqual([
      { royal: 'JC', attack: [], defence: [] },
      { royal: 'QC', attack: [], defence: [] },
    ]);
    expect(view(state).reserve).toEqual(['9D', '2C']);
    state = play(state, { type: 'draw' });
    expect(view(state).pending).toBe('6D');
    state = play(state, { type: 'attack', column: 'C' });
    expect(view(state).columns.C[1]).toEqual({ royal: 'QC', attack: ['6D'], defence: ['2C'] });
    expect(view(state).strengths.C).toBe(8);
    expect(view(state).reserve).toEqual(['9D']);
    state = play(state, { type: 'continue', column: 'C' });
    expect(view(state).columns.C).toEqual([{ royal: 'JC', attack: [], defence: [] }]);
    expect(view(state).strengths.C).toBe(11);
    expect(state.discard).toEqual(['QC', '6D', '9D', '2C']);
    expect(view(state).reserve).toEqual([]);
  });

  it('example 2: the Jack defends until the Clubs outweigh the Hearts and all three are discarded; Diamonds then kill him', () => {
    let state = deal(['10D', 'JC', 'KS', 'QS', 'JS', '4C', '6H', '3C', '7D']);
    expect(view(state).reserve).toEqual(['10D', '4C']);
    state = play(state, { type: 'draw' }, { type: 'attack', column: 'C' });
    expect(view(state).columns.C[0]).toEqual({ royal: 'JC', attack: ['6H'], defence: ['4C'] });
    expect(view(state).strengths.C).toBe(9);
    state = play(state, { type: 'draw' });
    expect(view(state).pending).toBe('3C');
    expect(play(state, { type: 'reserve' }).columns.C[0]).toEqual({ royal: 'JC', attack: [], defence: [] });
    state = play(state, { type: 'reserve' });
    expect(view(state).strengths.C).toBe(11);
    expect(view(state).pairings.C).toBeNull();
    expect(state.discard).toEqual(['6H', '4C', '3C']);
    state = play(state, { type: 'draw' }, { type: 'attack', column: 'C' });
    expect(view(state).strengths.C).toBe(4);
    state = play(state, { type: 'continue', column: 'C' });
    expect(view(state).columns.C).toEqual([]);
  });

  it('example 3: the King interrupts, the pairing holds, the Joker goes over Hearts, and killing the Jack kills every Heart', () => {
    let state = deal(['6D', '7S', 'QH', 'JC', 'KC', 'QC', '3S', 'KH', '5C', '2S', 'JH', 'AS'], ['four-royals']);
    expect(view(state).reserve).toEqual(['6D', '7S']);
    state = play(state, { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(state).strengths.H).toBe(9);
    state = play(state, { type: 'continue', column: 'H' });
    expect(view(state).strengths.H).toBe(2);
    expect(view(state).reserve).toEqual(['6D']);
    state = play(state, { type: 'draw' });
    expect(view(state).columns.H.map((l) => l.royal)).toEqual(['QH', 'KH']);
    expect(view(state).strengths.H).toBe(13);
    expect(view(state).pairings.H).toBe('S');
    state = play(state, { type: 'draw' });
    expect(view(state).pending).toBe('5C');
    expect(assassin.legalActions(state)).toEqual([{ type: 'reserve' }]);
    expect(play(state, { type: 'reserve' }).reserve).toEqual(['6D', '5C']);
    state = play(state, { type: 'reserve' }, { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(state).strengths.H).toBe(11);
    state = play(state, { type: 'joker', column: 'H' });
    expect(view(state).joker).toBe('H');
    state = play(state, { type: 'draw' });
    expect(view(state).columns.H.map((l) => l.royal)).toEqual(['QH', 'KH', 'JH']);
    expect(view(state).joker).toBe('H');
    state = play(state, { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(state).columns.H).toEqual([]);
    expect(view(state).joker).toBe('available');
    expect(state.royalsKilled).toBe(3);
  });
});
