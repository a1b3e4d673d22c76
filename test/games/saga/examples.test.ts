import { describe, expect, it } from 'vitest';
import { ANN, act, annJoins, GM, sideIn, table, view } from './helpers.js';

describe('Saga: the rulebook examples', () => {
  it('the fence: Weekend Warrior (3) against 10 plays 4C, flips 2C then 5H: 14, success', () => {
    let state = annJoins(table(['4C', '3S', '2H', '9D', '2C', '5H', '7D']));
    expect(view(state, ANN).hand).toEqual(['4C', '3S', '2H', '9D']);
    state = act(
      state,
      [GM, { type: 'check', player: ANN, cliche: 'Weekend Warrior', style: 'physical', target: 10 }],
      [ANN, { type: 'play', card: '4C' }],
    );
    expect(sideIn(state, ANN).mine.map((e) => [e.card, e.value, e.how])).toEqual([
      ['4C', 4, 'played'],
      ['2C', 2, 'trump flip'],
      ['5H', 5, 'trump flip'],
    ]);
    expect(sideIn(state, ANN)).toMatchObject({ total: 14, state: 'done' });
    expect(view(state).contest).toMatchObject({ target: 10, status: 'open', ready: true });
    state = act(state, [GM, { type: 'resolve' }]);
    expect(view(state).contest).toBeNull();
    expect(view(state).last).toMatchObject({ kind: 'check', status: 'resolved', sides: [{ total: 14, result: 'success' }] });
  });

  it('the fence with the 2H played first under edge 2: another card may follow, 9 before the flips', () => {
    let state = annJoins(table(['4C', '3S', '2H', '9D', '2C', '5H', '7D']), 2);
    state = act(
      state,
      [GM, { type: 'check', player: ANN, cliche: 'Weekend Warrior', style: 'physical', target: 10 }],
      [ANN, { type: 'play', card: '2H' }],
    );
    expect(sideIn(state, ANN)).toMatchObject({ total: 5, state: 'may-play' });
    state = act(state, [ANN, { type: 'play', card: '4C' }]);
    const side = sideIn(state, ANN);
    expect(side.mine.slice(0, 2).reduce((sum, e) => sum + e.value, side.rating)).toBe(9);
    expect(side).toMatchObject({ total: 16, state: 'done' });
    expect(act(state, [GM, { type: 'resolve' }]).last?.sides[0]?.result).toBe('success');
  });

  it('the Ninja (4) flipping the 8 of Hearts: 12 to meet or beat, in a conflict and in a fight', () => {
    const conflict = act(annJoins(table(['4C', '3S', '2H', '9D', '8H', '6C'])), [
      GM,
      { type: 'conflict', player: ANN, cliche: 'Weekend Warrior', style: 'physical', opponent: { name: 'Ninja', rank: 4 } },
    ]);
    expect(view(conflict).contest).toMatchObject({ kind: 'conflict', target: 12, base: 4, opponent: 'Ninja' });
    expect(view(conflict).contest!.theirs.map((e) => e.card)).toEqual(['8H']);
    const fight = act(annJoins(table(['4C', '3S', '2H', '9D', '8H', '6C'])), [
      GM,
      { type: 'fight', fighters: [{ player: ANN, cliche: 'Weekend Warrior' }], style: 'physical', opponent: { name: 'Ninja', rank: 4 } },
    ]);
    expect(view(fight).contest).toMatchObject({ kind: 'round', round: 1, target: 12, base: 4 });
  });

  it('the Ninja flipping the 8 of Clubs then the 4 of Hearts: 16 to meet or beat (RULINGS: the arithmetic wins)', () => {
    const state = act(annJoins(table(['4C', '3S', '2H', '9D', '8C', '4H', '6C'])), [
      GM,
      { type: 'conflict', player: ANN, cliche: 'Weekend Warrior', style: 'physical', opponent: { name: 'Ninja', rank: 4 } },
    ]);
    expect(view(state).contest).toMatchObject({ target: 16 });
    expect(view(state).contest!.theirs.map((e) => [e.card, e.how])).toEqual([
      ['8C', 'opponent flip'],
      ['4H', 'opponent flip'],
    ]);
  });
});
