/** Stacked Saga tables for the rule tests. */
import { expect } from 'vitest';
import { saga, type SagaAction, type SagaState, type SagaView } from '../../../src/games/saga/index.js';
import { sagaDeck } from '../../../src/games/saga/cards.js';
import type { SagaOptions } from '../../../src/games/saga/state.js';

export const GM = 'gm';
export const ANN = 'ann';
export const BO = 'bo';

/** A full draw pile of `decks` decks whose top cards are `top`, the rest in the fixed deck order. */
export function stack(top: string[], decks = 1): string[] {
  const rest = sagaDeck(decks);
  for (const code of top) rest.splice(rest.indexOf(code), 1);
  return [...top, ...rest];
}

/** A table with the GM and no players yet. */
export function table(top: string[] = [], options: Partial<SagaOptions> = {}): SagaState {
  return saga.setup({ seed: 'saga-test', deck: stack(top, options.decks ?? 1), options, players: [{ id: GM, name: 'GM' }] });
}

/** Applies actions in turn, failing the test on any refusal. */
export function act(state: SagaState, ...steps: [string, SagaAction][]): SagaState {
  let current = state;
  for (const [actor, action] of steps) {
    const outcome = saga.apply(current, action, actor);
    if (!outcome.ok) throw new Error(`${actor} ${action.type} refused: ${outcome.message}`);
    current = outcome.state;
  }
  return current;
}

/** Expects a refusal and returns its message. */
export function refusal(state: SagaState, actor: string, action: SagaAction): string {
  const outcome = saga.apply(state, action, actor);
  expect(outcome.ok).toBe(false);
  return outcome.ok ? '' : outcome.message;
}

/** Ann joins with Weekend Warrior (3), Hairdresser (2) and [Wizard] (4). */
export function annJoins(state: SagaState, edge?: number): SagaState {
  return act(state, [ANN, {
    type: 'join', player: ANN, name: 'Ann',
    cliches: [{ name: 'Weekend Warrior', rating: 3, pump: 'single' }, { name: 'Hairdresser', rating: 2, pump: 'single' }, { name: 'Wizard', rating: 4, pump: 'double' }],
    ...(edge === undefined ? {} : { edge }),
  }]);
}

/** The view of the table for a member. */
export function view(state: SagaState, viewer = ''): SagaView {
  return saga.view(state, viewer) as SagaView;
}
