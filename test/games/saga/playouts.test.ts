import { describe, expect, it } from 'vitest';
import { chooser } from '../../../src/engine/chooser.js';
import { type SagaAction, type SagaState, saga } from '../../../src/games/saga/index.js';
import { effectiveHand } from '../../../src/games/saga/seats.js';
import { ANN, BO, CY, cardCount, GM } from './helpers.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

const MEMBERS = [GM, ANN, BO, CY];
const STYLES = ['physical', 'social', 'other'] as const;

/** What the GM (or a member) does when nothing is open: a call, or now and then a change at the table. */
function between(state: SagaState, pick: (n: number) => number): [string, SagaAction] {
  const seated = state.players.map((p) => p.id);
  const someone = () => seated[pick(seated.length)]!;
  const cliche = () => (pick(2) ? 'Ninja' : 'Wizard');
  const outsiders = MEMBERS.filter((m) => m !== state.gm && !seated.includes(m));
  const roll = pick(20);
  if (seated.length === 0 || (roll === 0 && outsiders.length > 0)) {
    const id = outsiders[pick(outsiders.length)]!;
    return [
      id,
      {
        type: 'join',
        player: id,
        member: `M${id}`,
        name: `C${id}`,
        cliches: [
          { name: 'Ninja', rating: 3 },
          { name: 'Wizard', rating: 2, pump: 'double' },
        ],
        edge: 1 + pick(4),
      },
    ];
  }
  if (roll === 1) return [state.gm, { type: 'edge', player: someone(), edge: 1 + pick(4) }];
  if (roll === 2) return [someone(), { type: 'leave' }];
  if (roll === 3) {
    const to = MEMBERS.filter((m) => m !== state.gm)[pick(3)]!;
    return [state.gm, { type: 'gm', player: to, name: `M${to}` }];
  }
  const style = STYLES[pick(3)]!;
  const opponent = { name: `Goon ${pick(3)}`, rank: 1 + pick(4) };
  if (roll < 10) return [state.gm, { type: 'check', player: someone(), cliche: cliche(), style, target: 3 + pick(12) }];
  if (roll < 14) return [state.gm, { type: 'conflict', player: someone(), cliche: cliche(), style, opponent }];
  const fighters = seated.filter(() => pick(3) > 0).map((player) => ({ player, cliche: cliche() }));
  return [
    state.gm,
    { type: 'fight', fighters: fighters.length > 0 ? fighters : [{ player: someone(), cliche: cliche() }], style, opponent },
  ];
}

/** What must hold after every move: every card somewhere once, hands at their size, a small state. */
function invariants(state: SagaState): string | null {
  if (cardCount(state) !== 40 * state.options.decks) return `${cardCount(state)} cards on the table`;
  const dry = state.draw.length === 0 && state.discard.length === 0;
  for (const player of state.players) {
    const inContest = (state.contest?.sides.find((s) => s.player === player.id)?.mine.length ?? 0) > 0;
    if (!inContest && !dry && player.hand.length !== effectiveHand(state, player))
      return `${player.id} holds ${player.hand.length}, hand size ${effectiveHand(state, player)}`;
  }
  const size = JSON.stringify(state).length;
  return size < 9000 ? null : `the state takes ${size} characters`;
}

/** A table of up to three players and a GM who calls, plays, resolves and changes seats at random. */
function playout(seed: number, steps = 300): { moves: number; state: SagaState } {
  const pick = chooser(seed);
  let state: SagaState = saga.setup({
    seed: `playout-${seed}`,
    options: { decks: 1 + (seed % 4), edge: 1 + (seed % 4) },
    players: [{ id: GM, name: 'Gail' }],
  });
  let moves = 0;
  for (let step = 0; step < steps; step++) {
    const options = MEMBERS.flatMap((actor) => saga.legalActions(state, actor).map((action) => [actor, action] as const));
    const joining =
      state.fight?.outcome === 'on' ? state.players.find((p) => !state.fight!.fighters.some((f) => f.player === p.id)) : undefined;
    const [actor, action]: readonly [string, SagaAction] =
      joining && pick(8) === 0
        ? [state.gm, { type: 'fight-join', player: joining.id, cliche: 'Ninja' }]
        : state.contest === null || options.length === 0
          ? between(state, pick)
          : options[pick(options.length)]!;
    const outcome = saga.apply(deepFreeze(structuredClone(state)), action, actor);
    const offered = options.some(([a, o]) => a === actor && JSON.stringify(o) === JSON.stringify(action));
    if (!outcome.ok) {
      if (offered) throw new Error(`${actor} ${JSON.stringify(action)} offered but refused: ${outcome.message}`);
      continue;
    }
    state = saga.stateSchema.parse(JSON.parse(JSON.stringify(outcome.state)));
    const broken = invariants(state);
    if (broken) throw new Error(`after ${actor} ${JSON.stringify(action)}: ${broken}`);
    moves++;
  }
  return { moves, state };
}

describe('Saga: random tables', () => {
  it('accepts every action it offers, never mutates, never loses a card, keeps hands at their size, across 15 seeded tables', () => {
    let moves = 0;
    for (let seed = 0; seed < 15; seed++) moves += playout(seed).moves;
    expect(moves).toBeGreaterThan(3000);
  });

  it('plays the same table from the same seed and actions', () => {
    expect(playout(7)).toEqual(playout(7));
  });

  it('keeps a long campaign as small as a short one: the state does not grow with the moves made', () => {
    const short = JSON.stringify(playout(3, 200).state).length;
    const long = JSON.stringify(playout(3, 2000).state).length;
    expect(long).toBeLessThan(short * 1.5);
  });
});
