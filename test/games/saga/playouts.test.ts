import { describe, expect, it } from 'vitest';
import { saga, type SagaAction, type SagaState } from '../../../src/games/saga/index.js';
import { BO, GM, ANN } from './helpers.js';
import { chooser } from '../../../src/engine/chooser.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/** A table where Ann and Bo have joined, with checks and fights called at random by the "GM". */
function playout(seed: number): number {
  const pick = chooser(seed);
  let state: SagaState = saga.setup({ seed: `playout-${seed}`, options: { decks: 1 + (seed % 2), edge: 1 + (seed % 4) }, players: [{ id: GM, name: 'GM' }] });
  for (const [id, name] of [[ANN, 'Ann'], [BO, 'Bo']] as const) {
    const joined = saga.apply(state, { type: 'join', player: id, name, cliches: [{ name: 'Ninja', rating: 3 }, { name: 'Wizard', rating: 2, pump: 'double' }] }, id);
    if (!joined.ok) throw new Error(joined.message);
    state = joined.state;
  }
  let moves = 0;
  for (let step = 0; step < 300; step++) {
    if (state.contest?.status !== 'open') {
      const player = pick(2) ? ANN : BO;
      const call: SagaAction = pick(3)
        ? { type: 'check', player, cliche: pick(2) ? 'Ninja' : 'Wizard', style: (['physical', 'social', 'other'] as const)[pick(3)]!, target: 3 + pick(12) }
        : { type: 'fight', player, cliche: 'Ninja', style: 'physical', opponent: { name: 'Goon', rank: 1 + pick(4) } };
      const called = saga.apply(state, call, GM);
      if (!called.ok) throw new Error(called.message);
      state = called.state;
    }
    const actors = [GM, ANN, BO];
    const options = actors.flatMap((actor) => saga.legalActions(state, actor).map((action) => [actor, action] as const));
    if (options.length === 0) {
      state = { ...state, contest: null, fight: null };
      continue;
    }
    const [actor, action] = options[pick(options.length)]!;
    const frozen = deepFreeze(structuredClone(state));
    const outcome = saga.apply(frozen, action, actor);
    if (!outcome.ok) throw new Error(`${actor} ${JSON.stringify(action)} offered but refused: ${outcome.message}`);
    state = saga.stateSchema.parse(JSON.parse(JSON.stringify(outcome.state)));
    moves++;
  }
  const cards = state.draw.length + state.discard.length + state.payback.length + state.players.reduce((n, p) => n + p.hand.length, 0)
    + (state.contest?.status === 'open' ? state.contest.mine.length + state.contest.theirs.length : 0);
  expect(cards).toBe(40 * state.options.decks);
  return moves;
}

describe('Saga: random tables', () => {
  it('accepts every action it offers, never mutates, never loses a card, across 60 seeded tables', () => {
    let moves = 0;
    for (let seed = 0; seed < 60; seed++) moves += playout(seed);
    expect(moves).toBeGreaterThan(5000);
  });

  it('plays the same table from the same seed and actions', () => {
    expect(playout(7)).toBe(playout(7));
  });
});
