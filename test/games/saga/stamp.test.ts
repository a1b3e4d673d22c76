import { describe, expect, it } from 'vitest';
import { type SagaAction, type SagaState, saga } from '../../../src/games/saga/index.js';
import { ANN, act, annJoins, BO, boJoins, CY, cyJoins, GM, table, view } from './helpers.js';

/** A play as a hand drawn on `drawnOn` offers it: it carries the stamp of what that hand showed. */
function playFrom(drawnOn: SagaState, who: string, card: string): SagaAction {
  return { type: 'play', card, pump: 'none', seen: view(drawnOn, who).seen };
}

function stands(state: SagaState, who: string, action: SagaAction): boolean {
  return saga.stillStands!(state, action, who);
}

/**
 * Ann, Sir Reginald and Zed in a fight against a Ninja: Ann first passes a 2♠ to the GM's payback in a
 * check, then every fighter's hand is drawn when round 1 opens.
 */
function roundOne(): SagaState {
  let state = cyJoins(
    boJoins(annJoins(table(['2S', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '6H', '7H', '8H', '9H', '10D', '10S', 'AD', 'AH']))),
  );
  state = act(
    state,
    [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'other', target: 3 }],
    [ANN, { type: 'play', card: '2S' }],
    [ANN, { type: 'stop' }],
    [GM, { type: 'resolve' }],
  );
  expect(state.payback).toEqual(['2S']);
  const fighters = [ANN, BO, CY].map((player, i) => ({ player, cliche: ['Weekend Warrior', 'Knight', 'Thief'][i]! }));
  return act(state, [GM, { type: 'fight', fighters, style: 'physical', opponent: { name: 'Ninja', rank: 6 } }]);
}

describe('Saga: a play chosen on a hand drawn before others played still stands (stamp.ts)', () => {
  it("stands after another player's card, its flips and the GM's payback, and is made on the table as it is now", () => {
    const opened = roundOne();
    let state = act(opened, [ANN, playFrom(opened, ANN, '5D')], [GM, { type: 'payback', cards: ['2S'] }]);
    expect(state.contest?.theirs.map((e) => e.how)).toEqual(['opponent flip', 'payback']);
    const bo = playFrom(opened, BO, '9D');
    expect(stands(state, BO, bo)).toBe(true);
    const made = saga.apply(state, bo, BO);
    expect(made.ok && made.state.contest?.sides.find((s) => s.player === BO)?.mine.map((e) => e.card)).toEqual(['9D']);
    state = made.ok ? made.state : state;
    expect(stands(state, CY, playFrom(opened, CY, '9H'))).toBe(true);
  });

  it('no longer stands once the round is resolved, or once the player played, or their edge changed', () => {
    const opened = roundOne();
    let state = act(opened, [ANN, playFrom(opened, ANN, '5D')], [BO, playFrom(opened, BO, '9D')]);
    expect(stands(state, BO, { type: 'stop', seen: view(opened, BO).seen })).toBe(false);
    const edged = act(state, [GM, { type: 'edge', player: CY, edge: 3 }]);
    expect(stands(edged, CY, playFrom(opened, CY, '9H'))).toBe(false);
    expect(stands(edged, CY, playFrom(edged, CY, '9H'))).toBe(true);
    state = act(state, [CY, playFrom(opened, CY, '9H')], [GM, { type: 'resolve' }]);
    expect(state.contest).toMatchObject({ kind: 'round', round: 2 });
    expect(stands(state, ANN, playFrom(opened, ANN, view(state, ANN).hand[0]!))).toBe(false);
    expect(stands(state, ANN, playFrom(state, ANN, view(state, ANN).hand[0]!))).toBe(true);
  });

  it('never lets a move without a stamp stand, nor a stamp another member drew', () => {
    const opened = roundOne();
    const state = act(opened, [ANN, playFrom(opened, ANN, '5D')]);
    expect(stands(state, BO, { type: 'play', card: '9D', pump: 'none' })).toBe(false);
    expect(stands(state, BO, playFrom(opened, CY, '9D'))).toBe(false);
    expect(stands(state, GM, { type: 'resolve' })).toBe(false);
  });
});
