import { describe, expect, it } from 'vitest';
import { paybackChoices, saga } from '../../../src/games/saga/index.js';
import { ANN, act, annJoins, GM, refusal, sideIn, table, view } from './helpers.js';

const check = (style: 'physical' | 'social' | 'other', target: number) =>
  [GM, { type: 'check' as const, player: ANN, cliche: 'Weekend Warrior', style, target }] as [string, Parameters<typeof saga.apply>[1]];

describe('Saga: GM payback', () => {
  it("sends Spades played by players to the GM's payback hand, other played and flipped cards to the discard pile", () => {
    let state = act(
      annJoins(table(['7S', 'AH', '2C', '9C', '4C', '3H'])),
      check('physical', 5),
      [ANN, { type: 'play', card: '7S' }],
      [GM, { type: 'resolve' }],
    );
    expect(view(state).payback.count).toBe(1);
    expect(view(state, GM).payback.cards).toEqual(['7S']);
    expect(view(state, ANN).payback.cards).toBeUndefined();
    state = act(state, check('physical', 5), [ANN, { type: 'play', card: '9C' }]);
    state = act(state, [GM, { type: 'resolve' }]);
    expect(state.discard).toEqual(['9C', '3H']);
  });

  it('adds payback cards to the difficulty of an open check and discards them', () => {
    let state = act(annJoins(table(['7S', '5S', '2C', '9C', '4D', '3H'])), check('physical', 5), [ANN, { type: 'play', card: '7S' }]);
    state = act(state, [GM, { type: 'resolve' }], check('social', 8), [ANN, { type: 'play', card: '5S' }]);
    expect(sideIn(state, ANN).total).toBe(8);
    expect(view(state).contest!.target).toBe(8);
    state = act(state, [GM, { type: 'payback', cards: ['7S'] }]);
    expect(view(state).contest!.target).toBe(15);
    expect(view(state).contest!.theirs).toEqual([{ card: '7S', value: 7, how: 'payback' }]);
    state = act(state, [GM, { type: 'resolve' }]);
    expect(view(state).last!.sides[0]!.result).toBe('failure');
    expect(state.discard).toContain('7S');
    expect(view(state, GM).payback.cards).toEqual(['5S']);
  });

  it('refuses payback the GM does not hold, or with nothing open', () => {
    const state = act(annJoins(table()), [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'social', target: 3 }]);
    expect(refusal(state, GM, { type: 'payback', cards: ['7S'] })).toMatch(/7♠ is not among your payback cards/);
    expect(refusal(state, GM, { type: 'payback', cards: ['ZZ'] })).toMatch(/ZZ is not among your payback cards/);
    expect(refusal(annJoins(table()), GM, { type: 'payback', cards: ['7S'] })).toMatch(/open check, conflict or fight round/);
  });

  it('offers each copy of a card as its own choice when several decks are in play, and takes exactly the copies chosen', () => {
    expect(paybackChoices(['7S', '2S', '7S', '9S', '7S'])).toEqual([
      { value: '9S', card: '9S' },
      { value: '7S', card: '7S' },
      { value: '7S.2', card: '7S' },
      { value: '7S.3', card: '7S' },
      { value: '2S', card: '2S' },
    ]);
    const open = act(annJoins(table([], { decks: 2 })), check('social', 3));
    const state = { ...open, payback: ['7S', '7S', '2S'] };
    expect(saga.legalActions(state, GM).filter((a) => a.type === 'payback')).toEqual([
      { type: 'payback', cards: ['7S'] },
      { type: 'payback', cards: ['7S.2'] },
      { type: 'payback', cards: ['2S'] },
    ]);
    const both = act(state, [GM, { type: 'payback', cards: ['7S', '7S.2'] }]);
    expect(view(both).contest!.target).toBe(3 + 14);
    expect(both.payback).toEqual(['2S']);
    expect(refusal(state, GM, { type: 'payback', cards: ['7S.2', '7S.2'] })).toBe('7♠ (copy 2) is chosen twice.');
    expect(refusal(state, GM, { type: 'payback', cards: ['7S', '7S.1'] })).toBe('7♠ is chosen twice.');
    expect(refusal(state, GM, { type: 'payback', cards: ['7S.3'] })).toBe('You hold 2 7♠, not a copy number 3.');
    expect(refusal(state, GM, { type: 'payback', cards: ['2S.2'] })).toBe('You hold one 2♠, not a copy number 2.');
    expect(refusal(state, GM, { type: 'payback', cards: ['7S.0'] })).toBe('7S.0 is not among your payback cards.');
  });
});
