import { describe, expect, it } from 'vitest';
import { deal, face, play, view } from './helpers.js';

describe('Scoundrel: potions', () => {
  it('heal by their value', () => {
    const state = play(deal(['JS', '5H']), face('JS'), face('5H'));
    expect(view(state).health).toBe(9 + 5);
    expect(view(state).potionUsed).toBe(true);
  });

  it('never raise health above 20', () => {
    const state = play(deal(['3S', '9H']), face('3S'), face('9H'));
    expect(view(state).health).toBe(20);
  });

  it('work once per turn: a second potion in the same turn is discarded with no effect', () => {
    const state = play(deal(['JS', '5H', '4H']), face('JS'), face('5H'));
    const discard = view(state).discard;
    const after = play(state, face('4H'));
    expect(view(after).health).toBe(14);
    expect(view(after).discard).toBe(discard + 1);
    expect(after.discard.at(-1)).toBe('4H');
    expect(view(after).room).not.toContain('4H');
  });

  it('the first potion of the turn is the one that heals, whatever the values', () => {
    const state = play(deal(['AS', '2H', '10H']), face('AS'), face('2H'), face('10H'));
    expect(view(state).health).toBe(6 + 2);
  });

  it('work again on the next turn', () => {
    // Turn 1: AS, 2H (heals), 3H (wasted); the 4th card, 10H, stays for turn 2 and heals there.
    const state = play(deal(['AS', '2H', '3H', '10H']), face('AS'), face('2H'), face('3H'));
    expect(view(state).health).toBe(8);
    expect(view(state).potionUsed).toBe(false);
    expect(view(play(state, face('10H'))).health).toBe(18);
  });

  it("a potion drunk at full health still counts as the turn's potion", () => {
    const state = play(deal(['5H', 'JS', '4H']), face('5H'));
    expect(view(state).health).toBe(20);
    expect(view(state).potionUsed).toBe(true);
    const after = play(state, face('JS'), face('4H'));
    expect(view(after).health).toBe(9);
  });
});
