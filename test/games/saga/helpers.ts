/** Stacked Saga tables for the rule tests. */
import { expect } from 'vitest';
import { sagaDeck } from '../../../src/games/saga/cards.js';
import { type SagaAction, type SagaState, type SagaView, saga } from '../../../src/games/saga/index.js';
import type { Cliche, SagaOptions } from '../../../src/games/saga/state.js';

export const GM = 'gm';
export const ANN = 'ann';
export const BO = 'bo';
export const CY = 'cy';

/** A full draw pile of `decks` decks whose top cards are `top`, the rest in the fixed deck order. */
function stack(top: string[], decks = 1): string[] {
  const rest = sagaDeck(decks);
  for (const code of top) rest.splice(rest.indexOf(code), 1);
  return [...top, ...rest];
}

/** A table with the GM and no players yet. */
export function table(top: string[] = [], options: Partial<SagaOptions> = {}): SagaState {
  return saga.setup({ seed: 'saga-test', deck: stack(top, options.decks ?? 1), options, players: [{ id: GM, name: 'Gail' }] });
}

/** A move as `act` takes it: who makes it, and the action. */
export type Step = [string, SagaAction];

/** Applies actions in turn, failing the test on any refusal. */
export function act(state: SagaState, ...steps: Step[]): SagaState {
  let current = state;
  for (const [actor, action] of steps) {
    const outcome = saga.apply(current, action, actor);
    if (!outcome.ok) throw new Error(`${actor} ${action.type} refused: ${outcome.message}`);
    current = outcome.state;
  }
  return current;
}

/** The events an action tells, failing the test on a refusal. */
export function told(state: SagaState, actor: string, action: SagaAction): string[] {
  const outcome = saga.apply(state, action, actor);
  if (!outcome.ok) throw new Error(`${actor} ${action.type} refused: ${outcome.message}`);
  return outcome.events.map((e) => e.text);
}

/** Expects a refusal and returns its message. */
export function refusal(state: SagaState, actor: string, action: SagaAction): string {
  const outcome = saga.apply(state, action, actor);
  expect(outcome.ok).toBe(false);
  return outcome.ok ? '' : outcome.message;
}

const ANN_CLICHES: Cliche[] = [
  { name: 'Weekend Warrior', rating: 3, pump: 'single' },
  { name: 'Hairdresser', rating: 2, pump: 'single' },
  { name: 'Wizard', rating: 4, pump: 'double' },
];

/** A member joins with a character and clichés. */
export function joins(state: SagaState, id: string, member: string, name: string, cliches: Cliche[], edge?: number): SagaState {
  return act(state, [id, { type: 'join', player: id, member, name, cliches, ...(edge === undefined ? {} : { edge }) }]);
}

/** Ann (member and character) joins with Weekend Warrior (3), Hairdresser (2) and [Wizard] (4). */
export function annJoins(state: SagaState, edge?: number): SagaState {
  return joins(state, ANN, 'Ann', 'Ann', ANN_CLICHES, edge);
}

/** Bob joins as Sir Reginald with Knight (4) and Poet (2). */
export function boJoins(state: SagaState, edge?: number): SagaState {
  return joins(
    state,
    BO,
    'Bob',
    'Sir Reginald',
    [
      { name: 'Knight', rating: 4 },
      { name: 'Poet', rating: 2 },
    ],
    edge,
  );
}

/** Cyd joins as Zed with Thief (3) and [Witch] (2). */
export function cyJoins(state: SagaState, edge?: number): SagaState {
  return joins(
    state,
    CY,
    'Cyd',
    'Zed',
    [
      { name: 'Thief', rating: 3 },
      { name: 'Witch', rating: 2, pump: 'double' },
    ],
    edge,
  );
}

/** The view of the table for a member. */
export function view(state: SagaState, viewer = ''): SagaView {
  return saga.view(state, viewer) as SagaView;
}

/** A member's side of the open contest, as the table shows it. */
export function sideIn(state: SagaState, id: string) {
  const side = view(state).contest?.sides.find((s) => s.player === id);
  if (!side) throw new Error(`${id} has no side in the open contest`);
  return side;
}

/** Cards in every pile, hand and open contest: the decks' worth, never more or less. */
export function cardCount(state: SagaState): number {
  const open = state.contest ? state.contest.theirs.length + state.contest.sides.reduce((n, s) => n + s.mine.length, 0) : 0;
  return state.draw.length + state.discard.length + state.payback.length + state.players.reduce((n, p) => n + p.hand.length, 0) + open;
}
