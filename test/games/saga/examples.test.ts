import { describe, expect, it } from 'vitest';
import { act, ANN, annJoins, GM, table, view } from './helpers.js';

describe('Saga: the rulebook examples', () => {
  it('the fence: Weekend Warrior (3) against 10 plays 4C, flips 2C then 5H: 14, success', () => {
    let state = annJoins(table(['4C', '3S', '2H', '9D', '2C', '5H', '7D']));
    expect(view(state, ANN).hand).toEqual(['4C', '3S', '2H', '9D']);
    state = act(state, [GM, { type: 'check', player: ANN, cliche: 'Weekend Warrior', style: 'physical', target: 10 }], [ANN, { type: 'play', card: '4C' }]);
    const open = view(state).check!;
    expect(open.mine.map((e) => [e.card, e.value, e.how])).toEqual([['4C', 4, 'played'], ['2C', 2, 'trump flip'], ['5H', 5, 'trump flip']]);
    expect(open).toMatchObject({ total: 14, target: 10, status: 'open', done: true });
    state = act(state, [GM, { type: 'resolve' }]);
    expect(view(state).check).toMatchObject({ total: 14, status: 'succeeded' });
  });

  it('the fence with the 2H played first under edge 2: another card may follow, 9 before the flips', () => {
    let state = annJoins(table(['4C', '3S', '2H', '9D', '2C', '5H', '7D']), 2);
    state = act(state, [GM, { type: 'check', player: ANN, cliche: 'Weekend Warrior', style: 'physical', target: 10 }], [ANN, { type: 'play', card: '2H' }]);
    expect(view(state).check).toMatchObject({ total: 5, mayPlay: true, done: true });
    state = act(state, [ANN, { type: 'play', card: '4C' }]);
    const check = view(state).check!;
    expect(check.mine.slice(0, 2).reduce((sum, e) => sum + e.value, check.rating)).toBe(9);
    expect(check).toMatchObject({ total: 16, mayPlay: false, done: true });
    expect(act(state, [GM, { type: 'resolve' }]).contest?.status).toBe('succeeded');
  });

  it('the Ninja (4) flipping the 8 of Hearts: 12 to beat', () => {
    const state = act(annJoins(table(['4C', '3S', '2H', '9D', '8H', '6C'])), [GM, { type: 'fight', player: ANN, cliche: 'Weekend Warrior', style: 'physical', opponent: { name: 'Ninja', rank: 4 } }]);
    expect(view(state).check).toMatchObject({ kind: 'fight', target: 12, base: 4 });
    expect(view(state).check!.theirs.map((e) => e.card)).toEqual(['8H']);
  });

  it('the Ninja flipping the 8 of Clubs then the 4 of Hearts: 16 to beat (RULINGS: the arithmetic wins)', () => {
    const state = act(annJoins(table(['4C', '3S', '2H', '9D', '8C', '4H', '6C'])), [GM, { type: 'fight', player: ANN, cliche: 'Weekend Warrior', style: 'physical', opponent: { name: 'Ninja', rank: 4 } }]);
    expect(view(state).check).toMatchObject({ target: 16 });
    expect(view(state).check!.theirs.map((e) => [e.card, e.how])).toEqual([['8C', 'opponent flip'], ['4H', 'opponent flip']]);
  });
});
