import { describe, expect, it } from 'vitest';
import type { SagaAction } from '../../../src/games/saga/index.js';
import { ANN, act, annJoins, BO, boJoins, GM, table, told, view } from './helpers.js';

const bobCheck = [GM, { type: 'check', player: BO, cliche: 'Knight', style: 'physical', target: 10 }] as [string, SagaAction];

describe('Saga: the log reads as a story with member and character names', () => {
  it('tells a check from the call to the result', () => {
    let state = boJoins(table(['9C', '2H', 'AD', '5S', '8H']));
    expect(
      told(table(), BO, { type: 'join', player: BO, member: 'Bob', name: 'Sir Reginald', cliches: [{ name: 'Knight', rating: 4 }] }),
    ).toEqual(['Bob joins as Sir Reginald (edge 2, hand of 4).']);
    expect(told(state, GM, bobCheck[1])).toEqual(["Bob's Sir Reginald: a physical check with Knight (4), meet or beat 10."]);
    state = act(state, bobCheck);
    expect(told(state, BO, { type: 'play', card: '9C' })).toEqual(["Bob's Sir Reginald plays 9♣ and flips 8♥: 21 against 10."]);
    expect(told(state, BO, { type: 'play', card: 'AD' })).toEqual(["Bob's Sir Reginald plays A♦: 5 against 10. Edge: may play another."]);
    state = act(state, [BO, { type: 'play', card: '9C' }]);
    expect(told(state, GM, { type: 'resolve' })).toEqual(["Bob's Sir Reginald: 21 against 10. Success."]);
  });

  it('tells a pump, a double pump with its draw, a stop and payback', () => {
    let state = act(annJoins(table(['2D', 'AS', '3S', '4S', '5C'])), [
      GM,
      { type: 'check', player: ANN, cliche: 'Wizard', style: 'other', target: 30 },
    ]);
    expect(told(state, ANN, { type: 'play', card: '2D', pump: 'double' })).toEqual([
      'Ann plays 2♦ double-pumped, draws 5♣ and flips 2♠: 15 against 30. Edge: may play another.',
    ]);
    state = act(state, [ANN, { type: 'play', card: 'AS', pump: 'pump' }]);
    expect(told(state, ANN, { type: 'stop' })).toEqual(['Ann stops at 6.']);
    state = act(state, [ANN, { type: 'stop' }], [GM, { type: 'resolve' }]);
    state = act(state, [GM, { type: 'check', player: ANN, cliche: 'Wizard', style: 'other', target: 3 }]);
    expect(told(state, GM, { type: 'payback', cards: ['AS'] })).toEqual(['The GM adds payback A♠: meet or beat 4.']);
  });
});

describe('Saga: the table says who acts next', () => {
  it('names who plays, who may play on, and when the GM resolves', () => {
    let state = boJoins(annJoins(table(['AC', '9D', '9H', '9S', '2C', '3C', '4C', '5C', '10S'])));
    expect(view(state)).toMatchObject({ waitingFor: [], gmTurn: false, next: 'the GM calls a check, a conflict or a fight' });
    state = act(state, [
      GM,
      {
        type: 'fight',
        fighters: [
          { player: ANN, cliche: 'Hairdresser' },
          { player: 'Sir Reginald', cliche: 'Poet' },
        ],
        style: 'social',
        opponent: { name: 'Ogre', rank: 3 },
      },
    ]);
    expect(view(state)).toMatchObject({ waitingFor: [ANN, BO], gmTurn: false, next: 'Ann plays for Ann; Bob plays for Sir Reginald' });
    state = act(state, [ANN, { type: 'play', card: 'AC' }]);
    expect(view(state)).toMatchObject({
      waitingFor: [ANN, BO],
      next: 'Ann may play another card for Ann or stop; Bob plays for Sir Reginald',
    });
    state = act(state, [BO, { type: 'play', card: '5C' }]);
    expect(view(state)).toMatchObject({ waitingFor: [ANN], gmTurn: false, contest: { ready: false } });
    state = act(state, [ANN, { type: 'stop' }]);
    expect(view(state)).toMatchObject({ waitingFor: [], gmTurn: true, next: 'the GM resolves' });
  });

  it("shows a player's plays with the total each gives before any flip, the edge chains, pumps and trumps", () => {
    const state = act(annJoins(table(['AC', '9D', '2H', '9S'])), [
      GM,
      { type: 'check', player: ANN, cliche: 'Wizard', style: 'social', target: 10 },
    ]);
    const plays = view(state, ANN).plays;
    expect(plays.filter((p) => p.pump === 'none')).toEqual([
      { card: 'AC', pump: 'none', total: 5, chain: true, trump: false },
      { card: '9D', pump: 'none', total: 13, chain: false, trump: false },
      { card: '2H', pump: 'none', total: 6, chain: true, trump: true },
      { card: '9S', pump: 'none', total: 13, chain: false, trump: false },
    ]);
    expect(plays.filter((p) => p.card === '9D').map((p) => [p.pump, p.total])).toEqual([
      ['none', 13],
      ['pump', 22],
      ['double', 22],
    ]);
    expect(view(state, BO).plays).toEqual([]);
    expect(view(state, GM).plays).toEqual([]);
    const after = act(state, [ANN, { type: 'play', card: 'AC' }]);
    expect(view(after, ANN).plays.find((p) => p.card === '9D' && p.pump === 'none')!.total).toBe(14);
  });
});
