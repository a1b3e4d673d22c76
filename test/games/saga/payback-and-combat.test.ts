import { describe, expect, it } from 'vitest';
import { saga } from '../../../src/games/saga/index.js';
import { act, ANN, annJoins, GM, refusal, table, view } from './helpers.js';

describe('Saga: GM payback', () => {
  it("sends Spades played by players to the GM's payback hand, other played and flipped cards to the discard pile", () => {
    let state = act(annJoins(table(['7S', 'AH', '2C', '9C', '4C', '3H'])), [GM, { type: 'check', player: ANN, cliche: 'Weekend Warrior', style: 'physical', target: 5 }], [ANN, { type: 'play', card: '7S' }], [GM, { type: 'resolve' }]);
    expect(view(state).payback.count).toBe(1);
    expect(view(state, GM).payback.cards).toEqual(['7S']);
    expect(view(state, ANN).payback.cards).toBeUndefined();
    state = act(state, [GM, { type: 'check', player: ANN, cliche: 'Weekend Warrior', style: 'physical', target: 5 }], [ANN, { type: 'play', card: '9C' }]);
    state = act(state, [GM, { type: 'resolve' }]);
    expect(state.discard).toEqual(['9C', '3H']);
  });

  it('adds payback cards to the difficulty of an open check and discards them', () => {
    let state = act(annJoins(table(['7S', '5S', '2C', '9C', '4D', '3H'])), [GM, { type: 'check', player: ANN, cliche: 'Weekend Warrior', style: 'physical', target: 5 }], [ANN, { type: 'play', card: '7S' }]);
    state = act(state, [GM, { type: 'resolve' }], [GM, { type: 'check', player: ANN, cliche: 'Weekend Warrior', style: 'social', target: 8 }], [ANN, { type: 'play', card: '5S' }]);
    expect(view(state).check).toMatchObject({ total: 8, target: 8 });
    state = act(state, [GM, { type: 'payback', cards: ['7S'] }]);
    expect(view(state).check).toMatchObject({ target: 15 });
    expect(view(state).check!.theirs).toEqual([{ card: '7S', value: 7, how: 'payback' }]);
    state = act(state, [GM, { type: 'resolve' }]);
    expect(view(state).check!.status).toBe('failed');
    expect(state.discard).toContain('7S');
    expect(view(state, GM).payback.cards).toEqual(['5S']);
  });

  it('refuses payback the GM does not hold, or with nothing open', () => {
    const state = act(annJoins(table()), [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'social', target: 3 }]);
    expect(refusal(state, GM, { type: 'payback', cards: ['7S'] })).toMatch(/not among your payback cards/);
    expect(refusal(annJoins(table()), GM, { type: 'payback', cards: ['7S'] })).toMatch(/open check or fight round/);
  });
});

describe('Saga: combat', () => {
  const fight = (rank: number) => [GM, { type: 'fight' as const, player: ANN, cliche: 'Weekend Warrior', style: 'physical' as const, opponent: { name: 'Ninja', rank } }] as [string, Parameters<typeof saga.apply>[1]];

  it('drops the opponent a rank when the player wins a round, and the players win at 0', () => {
    let state = act(annJoins(table(['9D', '8D', '7D', '10D', '2H', '3H', '4H'])), fight(2));
    expect(view(state).check).toMatchObject({ target: 4, base: 2 });
    state = act(state, [ANN, { type: 'play', card: '9D' }], [GM, { type: 'resolve' }]);
    expect(state.fight).toMatchObject({ opponent: { rank: 1 }, round: 2, outcome: 'on' });
    expect(view(state).check).toMatchObject({ status: 'open', base: 1, target: 1 + 4 });
    state = act(state, [ANN, { type: 'play', card: '8D' }], [GM, { type: 'resolve' }]);
    expect(state.fight).toMatchObject({ opponent: { rank: 0 }, outcome: 'won' });
    expect(refusal(state, GM, { type: 'resolve' })).toMatch(/nothing open/);
  });

  it("drops the player's hand for the fight when they lose a round, more when pumping, and puts them out at 0", () => {
    let state = act(annJoins(table(['AD', '2D', 'AS', '2S', '10H', '10S', '9H', '9S', '8H', '8S', '7H', '7S'])), fight(9));
    state = act(state, [ANN, { type: 'play', card: '2D' }], [ANN, { type: 'stop' }], [GM, { type: 'resolve' }]);
    expect(state.fight).toMatchObject({ handSize: 3, outcome: 'on', round: 2 });
    expect(view(state).players[0]!.holding).toBe(3);
    state = act(state, [ANN, { type: 'play', card: 'AD', pump: 'pump' }], [ANN, { type: 'stop' }], [GM, { type: 'resolve' }]);
    expect(state.fight).toMatchObject({ handSize: 1, outcome: 'on' });
    expect(state.players[0]!.handSize).toBe(3);
    state = act(state, [ANN, { type: 'play', card: state.players[0]!.hand[0]! }]);
    if (view(state).check!.mayPlay) state = act(state, [ANN, { type: 'stop' }]);
    state = act(state, [GM, { type: 'resolve' }]);
    expect(state.fight).toMatchObject({ handSize: 0, outcome: 'lost' });
  });

  it('gives ties to the player by default and to the opponent with the variant', () => {
    const exact = act(annJoins(table(['6D', '8D', '9D', '10D', '5H'])), fight(4), [ANN, { type: 'play', card: '6D' }]);
    expect(view(exact).check).toMatchObject({ total: 9, target: 9 });
    expect(act(exact, [GM, { type: 'resolve' }]).fight!.opponent.rank).toBe(3);
    const variant = act(annJoins(table(['6D', '8D', '9D', '10D', '5H'], { tiesToOpponent: true })), fight(4), [ANN, { type: 'play', card: '6D' }], [GM, { type: 'resolve' }]);
    expect(variant.fight).toMatchObject({ opponent: { rank: 4 }, handSize: 3 });
  });

  it('meets or beats a check target: equal succeeds', () => {
    const state = act(annJoins(table(['7D', '8D', '9D', '10D'])), [GM, { type: 'check', player: ANN, cliche: 'Weekend Warrior', style: 'physical', target: 10 }], [ANN, { type: 'play', card: '7D' }], [GM, { type: 'resolve' }]);
    expect(view(state).check).toMatchObject({ total: 10, status: 'succeeded' });
  });

  it('heals the fight hand too during a fight', () => {
    let state = act(annJoins(table(['AD', '2D', 'AS', '2S', '10H', '10S'])), fight(9), [ANN, { type: 'play', card: '2D' }], [ANN, { type: 'stop' }], [GM, { type: 'resolve' }]);
    expect(state.fight!.handSize).toBe(3);
    state = act(state, [GM, { type: 'heal', player: ANN }]);
    expect(state.fight!.handSize).toBe(4);
  });
});
