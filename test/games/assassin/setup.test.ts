import { describe, expect, it } from 'vitest';
import { assassin } from '../../../src/games/assassin/index.js';
import { deal, view } from './helpers.js';

describe('Royal Assassin: setup', () => {
  it('ends with 2 Royals when the next number card after the second is a 2', () => {
    const state = deal(['5D', 'KS', 'QH', '2C']);
    expect(view(state).setup).toEqual({ royals: 2, stopper: '2C' });
    expect(view(state).reserve).toEqual(['5D', '2C']);
    expect(view(state).columns.S.map((l) => l.royal)).toEqual(['KS']);
    expect(view(state).columns.H.map((l) => l.royal)).toEqual(['QH']);
    expect(view(state).joker).toBe('available');
  });

  it('ignores Aces: the number card after the Ace ends the setup', () => {
    // Two Royals up; the Ace is passed over, and the 2 that follows it is the card checked.
    const state = deal(['KS', 'QH', 'AD', '2C']);
    expect(view(state).setup).toEqual({ royals: 2, stopper: '2C' });
    expect(view(state).reserve).toEqual(['AD', '2C']);
  });

  it('checks only the first number card after each Royal, and ignores Aces', () => {
    const state = deal(['KS', '9C', '2C', 'QH', 'AD', '3D', 'JD', '3C']);
    expect(view(state).setup).toEqual({ royals: 3, stopper: '3C' });
    expect(view(state).reserve).toEqual(['9C', '2C', 'AD', '3D', '3C']);
  });

  it('can run to 10 Royals', () => {
    const top = ['JS', '2C', 'QS', '3C', 'KS', '4C', 'JC', '5C', 'QC', '6C', 'KC', '7C', 'JD', '8C', 'QD', '9C', 'KD', '10C', 'JH', '10D'];
    const state = deal(top);
    expect(view(state).setup).toEqual({ royals: 10, stopper: '10D' });
    expect(view(state).stock).toBe(52 - top.length);
  });

  it('with four-royals, ends when the fourth Royal is placed', () => {
    const state = deal(['2C', 'KS', 'AD', 'QH', '9C', 'JD', 'KC', '2H'], ['four-royals']);
    expect(view(state).setup).toEqual({ royals: 4, stopper: null });
    expect(view(state).reserve).toEqual(['2C', 'AD', '9C']);
    expect(view(state).stock).toBe(52 - 7);
  });

  it('keeps the Joker aside, or with two-jokers shuffles both into the stockpile', () => {
    expect(assassin.setup({ seed: 'a', options: { variants: [] } }).stock).not.toContain('JK1');
    const two = assassin.setup({ seed: 'a', options: { variants: ['two-jokers'] } });
    expect([...two.stock, ...two.reserve].filter((c) => c.startsWith('JK')).sort()).toEqual(['JK1', 'JK2']);
    expect(() => assassin.setup({ seed: 'a', deck: ['AS'], options: { variants: [] } })).toThrow(/52 cards/);
  });

  it('deals the same game from the same seed and a different one from another', () => {
    const a = assassin.setup({ seed: 'throne', options: { variants: [] } });
    expect(assassin.setup({ seed: 'throne', options: { variants: [] } })).toEqual(a);
    expect(assassin.setup({ seed: 'throne2', options: { variants: [] } }).stock).not.toEqual(a.stock);
    expect(assassin.stateSchema.parse(JSON.parse(JSON.stringify(a)))).toEqual(a);
  });
});
