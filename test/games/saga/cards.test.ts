import { describe, expect, it } from 'vitest';
import { sagaDeck, sagaValue } from '../../../src/games/saga/cards.js';
import { saga } from '../../../src/games/saga/index.js';
import { ANN, act, annJoins, BO, GM, joins, refusal, table, view } from './helpers.js';

describe('Saga: the deck and the draw pile', () => {
  it('uses A..10 of every suit, 40 cards a deck, Aces counting 1', () => {
    expect(sagaDeck(1)).toHaveLength(40);
    expect(sagaDeck(3)).toHaveLength(120);
    expect(sagaDeck(1).some((c) => /^[JQK]/.test(c))).toBe(false);
    expect(sagaValue('AS')).toBe(1);
    expect(sagaValue('10H')).toBe(10);
  });

  it('deals each player edge + 2 cards from the top of the draw pile', () => {
    let state = annJoins(table(['AC', '2C', '3C', '4C', '5C', '6C', '7C']));
    state = joins(state, BO, 'Bob', 'Bo', [{ name: 'Ninja', rating: 4 }], 1);
    expect(view(state, ANN).hand).toEqual(['AC', '2C', '3C', '4C']);
    expect(view(state, BO).hand).toEqual(['5C', '6C', '7C']);
    expect(view(state).draw).toBe(33);
  });

  it('shuffles the discard pile into a new draw pile when the draw pile runs out, with the seeded generator', () => {
    let state = annJoins(table(['9D', '3S', '2H', '4C']));
    state = { ...state, discard: state.draw.slice(0, 30), draw: [] };
    state = act(
      state,
      [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'social', target: 3 }],
      [ANN, { type: 'play', card: '9D' }],
    );
    const outcome = saga.apply(state, { type: 'resolve' }, GM);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.events.map((e) => e.type)).toContain('reshuffle');
    expect(outcome.state.players[0]!.hand).toHaveLength(4);
    expect(outcome.state.discard).toEqual([]);
    expect(outcome.state.draw).toHaveLength(30);
    expect(saga.apply(state, { type: 'resolve' }, GM)).toEqual(outcome);
  });

  it('refuses a stacked pile that is not exactly the decks', () => {
    expect(() => saga.setup({ seed: 's', deck: ['AC'], players: [{ id: GM, name: 'Gail' }] })).toThrow(/40 cards/);
  });

  it('deals the same table from the same seed, and another from another seed', () => {
    const a = saga.setup({ seed: 'one', players: [{ id: GM, name: 'GM' }] });
    expect(saga.setup({ seed: 'one', players: [{ id: GM, name: 'GM' }] })).toEqual(a);
    expect(saga.setup({ seed: 'two', players: [{ id: GM, name: 'GM' }] }).draw).not.toEqual(a.draw);
    expect(saga.stateSchema.parse(JSON.parse(JSON.stringify(a)))).toEqual(a);
  });

  it('refuses to deal a card that is not in the hand', () => {
    const state = act(annJoins(table(['AC', '2C', '3C', '4C'])), [
      GM,
      { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'social', target: 3 },
    ]);
    expect(refusal(state, ANN, { type: 'play', card: '9D' })).toMatch(/9♦ is not in your hand/);
    expect(refusal(state, ANN, { type: 'play', card: 'ZZ' })).toMatch(/ZZ is not in your hand/);
  });
});
