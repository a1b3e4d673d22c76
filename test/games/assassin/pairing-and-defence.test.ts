import { describe, expect, it } from 'vitest';
import { assassin } from '../../../src/games/assassin/index.js';
import { deal, play, refusal, view } from './helpers.js';

// Setup: Spades King, Hearts Queen, Clubs Jack, Diamonds Jack, stopped by a 4 (4 Royals): every column has a Pretender.
const FOUR = ['KS', 'QH', 'JC', 'JD', '4S'];

describe('Royal Assassin: pairing', () => {
  it('attacks only a column of the other colour', () => {
    const state = play(deal([...FOUR, '5S']), { type: 'draw' });
    expect(assassin.legalActions(state)).toEqual([{ type: 'attack', column: 'D' }, { type: 'attack', column: 'H' }, { type: 'reserve' }]);
    expect(refusal(state, { type: 'attack', column: 'C' })).toMatch(/Black attacks red/);
  });

  it('lets a column be attacked by one suit at a time', () => {
    const state = play(deal([...FOUR, '5S', '6C']), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' });
    expect(refusal(state, { type: 'attack', column: 'H' })).toMatch(/Hearts is already attacked by another suit/);
    expect(play(state, { type: 'attack', column: 'D' }).columns.D[0]!.attack.map((p) => p.card)).toEqual(['6C']);
  });

  it('lets a suit attack one column at a time', () => {
    const state = play(deal([...FOUR, '5S', '6S']), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' });
    expect(refusal(state, { type: 'attack', column: 'D' })).toMatch(/Spades already attack Hearts/);
  });

  it('keeps a pairing while its cards lie under a newer Pretender', () => {
    let state = play(deal([...FOUR, '5S', 'KH', '6C', '7S']), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' });
    expect(view(state).columns.H.map((l) => l.royal)).toEqual(['QH', 'KH']);
    expect(view(state).pairings.H).toBe('S');
    state = play(state, { type: 'draw' });
    expect(refusal(state, { type: 'attack', column: 'H' })).toMatch(/already attacked by another suit/);
    state = play(state, { type: 'reserve' }, { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(state).columns.H[1]!.attack).toEqual(['7S']);
  });

  it('ends a pairing when its cards are gone, so another suit may attack', () => {
    const state = play(
      deal([...FOUR, '10S', '3S', 'AC', '9C']),
      { type: 'draw' },
      { type: 'attack', column: 'H' },
      { type: 'draw' },
      { type: 'attack', column: 'H' },
    );
    expect(view(state).columns.H).toEqual([]);
    expect(view(state).pairings.H).toBeNull();
  });

  it(
    'continues from the reserve only an attack begun on that Pretender: ' + 'a Royal who interrupts is first attacked from the stockpile',
    () => {
      // The 4 of Spades, which ended the setup, waits on the reserve. The 5 of Spades attacks the Queen of Hearts; the 4 could continue.
      let state = play(deal([...FOUR, '5S', 'KH', '7S']), { type: 'draw' }, { type: 'attack', column: 'H' });
      expect(assassin.legalActions(state)).toContainEqual({ type: 'continue', column: 'H' });
      // The King of Hearts interrupts ("it must then be killed before the attack on the previous Pretender can be resumed"): no
      // attack has begun on him, and the 4 cannot begin one.
      state = play(state, { type: 'draw' });
      expect(view(state).pairings.H).toBe('S');
      expect(assassin.legalActions(state)).toEqual([{ type: 'draw' }]);
      expect(refusal(state, { type: 'continue', column: 'H' })).toMatch(/an attack begun from the stockpile/);
      // The 7 of Spades from the stockpile begins the attack on him; now the 4 continues it: 13 - 7 - 4.
      state = play(state, { type: 'draw' }, { type: 'attack', column: 'H' });
      expect(assassin.legalActions(state)).toContainEqual({ type: 'continue', column: 'H' });
      expect(view(play(state, { type: 'continue', column: 'H' })).strengths.H).toBe(2);
    },
  );

  it('begins an attack only from the stockpile: a reserve card cannot start one', () => {
    const state = deal([...FOUR, '5S']);
    expect(refusal(state, { type: 'continue', column: 'H' })).toMatch(/only continue an attack of its own suit/);
    expect(refusal(state, { type: 'attack', column: 'H' })).toMatch(/Turn a number card/);
  });
});

describe('Royal Assassin: defence', () => {
  it('takes cards of its suit from the reserve while its defence is at most its attack, one after another', () => {
    // Reserve after setup: 3H, 2H (top). The Queen of Hearts is attacked for 10: she takes the 2, then the 3.
    const state = play(deal(['3H', 'KS', 'QH', 'JC', 'JD', '2H', '10S']), { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(state).columns.H[0]).toEqual({ royal: 'QH', attack: ['10S'], defence: ['2H', '3H'] });
    expect(view(state).strengths.H).toBe(7);
  });

  it('defends only a Pretender that has attack cards on it', () => {
    const state = deal(['3H', 'KS', 'QH', 'JC', 'JD', '2H']);
    expect(view(state).reserve).toEqual(['3H', '2H']);
    expect(view(state).columns.H[0]!.defence).toEqual([]);
  });

  it('takes a defence card before the reserve top can continue an attack', () => {
    const state = play(deal(['6D', 'KS', 'QH', 'JC', 'JD', '2C', '5D']), { type: 'draw' }, { type: 'attack', column: 'C' });
    expect(view(state).columns.C[0]!.defence).toEqual(['2C']);
    expect(assassin.legalActions(state)).toContainEqual({ type: 'continue', column: 'C' });
  });
});
