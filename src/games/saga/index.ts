/**
 * Saga card resolution for a Risus table (saga-for-risus.txt; RULINGS.md, "Saga rules for Risus"):
 * a GM and players, private hands, checks and fights resolved with cards instead of dice.
 *
 * Actions, with the acting member as `actor` (the GM is the first player given to `setup`, the
 * session's owner): `join`, `check`, `fight`, `play`, `stop`, `payback`, `resolve`, `heal` (shapes in
 * state.ts). The engine enforces who may do what. A table has no leaderboard: `result` is never over;
 * the table runs until the GM ends it with `/game end`. Readings of the rulebook are in contest.ts.
 */
import type { Game } from '../../engine/game.js';
import { applyAction, legalActions } from './rules.js';
import { setupSaga } from './setup.js';
import { sagaActionSchema, sagaStateSchema, type SagaAction, type SagaOptions, type SagaState } from './state.js';
import { viewSaga } from './view.js';

/** The Saga game for the registry. */
export const saga: Game<SagaState, SagaAction, Partial<SagaOptions>> = {
  id: 'saga',
  title: 'Saga for Risus',
  seating: 'table',
  stateSchema: sagaStateSchema,
  actionSchema: sagaActionSchema,
  setup: setupSaga,
  legalActions: (state, actor) => legalActions(state, actor),
  apply: (state, action, actor) => applyAction(state, action, actor),
  view: (state, viewer) => viewSaga(state, viewer),
  result: () => ({ over: false }),
};

export { parseCliches, CLICHE_FORM } from './cliches.js';
export type { SagaAction, SagaOptions, SagaState, Style } from './state.js';
export type { SagaCheckView, SagaPlayerView, SagaView } from './view.js';
