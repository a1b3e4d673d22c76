/** The Saga tables of the Discord layer's tests: members with ids as Discord's (so a mention of one is a real mention), and moves. */
import type { SagaAction, SagaState } from '../../src/games/saga/index.js';
import { act } from '../games/saga/helpers.js';

/** The GM's id. */
export const GM = '1'.repeat(18);
/** Ann's id. */
export const ANN = '2'.repeat(18);
/** Bob's id. */
export const BO = '3'.repeat(18);
/** Cyd's id. */
export const CY = '4'.repeat(18);

/** Applies one move, failing the test on a refusal. */
export function apply(state: SagaState, actor: string, action: SagaAction): SagaState {
  return act(state, [actor, action]);
}
