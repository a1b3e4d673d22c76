import { describe, expect, it } from 'vitest';
import { assassin } from '../../../src/games/assassin/index.js';
import { deal, play, refusal, view } from './helpers.js';

const FOUR = ['KS', 'QH', 'JC', 'JD', '4S'];

describe('Royal Assassin: cancelling', () => {
  it('discards the attack and defence on a Pretender once the defence equals the attack', () => {
    // The setup stops on the 2 of Hearts; the Queen of Hearts, attacked by the 6 of Spades, takes it, then a reserved 4 of Hearts: 6 against 6.
    const state = play(deal(['KS', 'QH', 'JC', 'JD', '2H', '6S', '4H']), { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(state).strengths.H).toBe(8);
    const cancelled = play(state, { type: 'draw' }, { type: 'reserve' });
    expect(view(cancelled).columns.H[0]).toEqual({ royal: 'QH', attack: [], defence: [] });
    expect(cancelled.discard).toEqual(['6S', '2H', '4H']);
    expect(view(cancelled).pairings.H).toBeNull();
  });

  it('discards them too when the defence exceeds the attack', () => {
    const state = play(deal(['KS', 'QH', 'JC', 'JD', '2H', '6S', '5H']), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' }, { type: 'reserve' });
    expect(view(state).columns.H[0]).toEqual({ royal: 'QH', attack: [], defence: [] });
    expect(state.discard).toEqual(['6S', '2H', '5H']);
  });

  it('with exact-cancel, keeps the cards while the defence exceeds the attack, and cancels only on equal totals', () => {
    const over = play(deal(['KS', 'QH', 'JC', 'JD', '2H', '6S', '5H'], ['exact-cancel']), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' }, { type: 'reserve' });
    expect(view(over).columns.H[0]).toEqual({ royal: 'QH', attack: ['6S'], defence: ['2H', '5H'] });
    expect(view(over).strengths.H).toBe(13);
    expect(view(over).pairings.H).toBe('S');
    const equal = play(deal(['KS', 'QH', 'JC', 'JD', '2H', '6S', '4H'], ['exact-cancel']), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' }, { type: 'reserve' });
    expect(view(equal).columns.H[0]!.attack).toEqual([]);
  });
});

describe('Royal Assassin: Aces', () => {
  it('count 11 in an attack', () => {
    const state = play(deal([...FOUR, 'AS']), { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(state).strengths.H).toBe(1);
  });

  it('with aces-low-after-play, count 11 when played and 1 from then on', () => {
    const state = play(deal([...FOUR, 'AS'], ['aces-low-after-play']), { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(state).strengths.H).toBe(11);
    const killed = play(deal([...FOUR, 'AS', '2S'], ['aces-low-after-play']), { type: 'draw' }, { type: 'attack', column: 'D' });
    expect(view(killed).columns.D).toEqual([]);
  });
});

describe('Royal Assassin: a Royal turned onto an attacked column', () => {
  it('interrupts the attack and becomes the Pretender, the attack waiting beneath', () => {
    const state = play(deal([...FOUR, '9S', 'KH']), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' });
    expect(view(state).columns.H).toEqual([{ royal: 'QH', attack: ['9S'], defence: [] }, { royal: 'KH', attack: [], defence: [] }]);
    expect(view(state).strengths.H).toBe(13);
  });

  it('with royal-beneath, comes in under the attack and defence, and may come in already dead', () => {
    const under = play(deal([...FOUR, '9S', 'KH'], ['royal-beneath']), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' });
    expect(view(under).columns.H).toEqual([{ royal: 'QH', attack: [], defence: [] }, { royal: 'KH', attack: ['9S'], defence: [] }]);
    expect(view(under).strengths.H).toBe(4);
    const dead = play(deal(['KS', 'QS', 'JC', 'QD', '4S', '5S', '6S', 'JD'], ['royal-beneath']), { type: 'draw' }, { type: 'attack', column: 'D' }, { type: 'draw' }, { type: 'attack', column: 'D' });
    expect(view(dead).strengths.D).toBe(1);
    const after = play(dead, { type: 'draw' });
    expect(view(after).columns.D).toEqual([{ royal: 'QD', attack: [], defence: [] }]);
    expect(after.discard).toEqual(['JD', '5S', '6S']);
  });
});

describe('Royal Assassin: the Joker', () => {
  const stacked = ['KH', 'KS', 'QH', 'JC', 'JD', '4S'];

  it('goes only over a column of two or more Royals whose Pretender is under attack', () => {
    let state = deal([...stacked, '3S', '5D']);
    expect(refusal(state, { type: 'joker', column: 'H' })).toMatch(/two or more Royals whose Pretender is under attack/);
    state = play(state, { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(assassin.legalActions(state)).toContainEqual({ type: 'joker', column: 'H' });
    state = play(state, { type: 'joker', column: 'H' });
    expect(refusal(state, { type: 'joker', column: 'D' })).toMatch(/two or more Royals/);
    expect(view(state).joker).toBe('H');
  });

  it('returns when its column is destroyed, or with joker-discarded is discarded', () => {
    const kill = (variants: ('joker-discarded')[]) =>
      play(deal([...stacked, '3S', '10S'], variants), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'joker', column: 'H' }, { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(kill([])).columns.H).toEqual([]);
    expect(view(kill([])).joker).toBe('available');
    expect(view(kill(['joker-discarded'])).joker).toBe('discarded');
    expect(kill(['joker-discarded']).discard).toContain('JK1');
  });

  it('with two-jokers, is turned from the stockpile: placed at once, or put on the reserve and placed from its top later', () => {
    const base = deal([...stacked, '3S', 'JK2', '5C', 'JK1'], ['two-jokers']);
    expect(view(base).joker).toBe('buried');
    let state = play(base, { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' });
    expect(view(state).pending).toBe('JK2');
    expect(assassin.legalActions(state)).toEqual([{ type: 'reserve' }, { type: 'joker', column: 'H' }]);
    state = play(state, { type: 'reserve' });
    expect(view(state).joker).toBe('available');
    state = play(state, { type: 'draw' }, { type: 'reserve' });
    expect(assassin.legalActions(state).some((a) => a.type === 'joker')).toBe(false);
    state = play(state, { type: 'draw' }, { type: 'joker', column: 'H' });
    expect(view(state).joker).toBe('H');
  });
});

describe('Royal Assassin: recycling the reserve', () => {
  it('turns the reserve over into a new stockpile when the stockpile is empty, only with recycle-reserve', () => {
    const base = deal([...FOUR]);
    const drained = { ...base, stock: [] as string[], reserve: ['9S', '8S', '5C'] };
    expect(assassin.legalActions(drained)).toEqual([]);
    const recycling = { ...drained, options: { variants: ['recycle-reserve' as const] } };
    const turned = play(recycling, { type: 'draw' });
    expect(turned.recycles).toBe(1);
    expect(view(turned).pending).toBe('9S');
    expect(turned.stock).toEqual(['8S', '5C']);
    const noProgress = play(turned, { type: 'reserve' }, { type: 'draw' }, { type: 'reserve' }, { type: 'draw' }, { type: 'reserve' });
    expect(assassin.legalActions(noProgress)).toEqual([]);
  });
});
