/**
 * Saga card resolution for a Risus table (saga-for-risus.txt; docs/rulings.md, "Saga for Risus"):
 * a GM and players, private hands, checks, single-action conflicts and group fights resolved with
 * cards instead of dice.
 *
 * Actions, with the acting member as `actor` (the GM is the first player given to `setup`, the
 * session's owner, until they hand the seat on): `join`, `leave`, `check`, `conflict`, `fight`,
 * `fight-join`, `play`, `stop`, `payback`, `resolve`, `heal`, `edge`, `end`, `gm` (shapes in state.ts).
 * The engine enforces who may do what. A table has no leaderboard: `result` is never over; the table
 * runs until the GM (`gm`: whoever holds the seat now), the member who opened it or a moderator ends it
 * with `/game end`.
 *
 * The readings of the rulebook are written where they are played:
 * - contest.ts: double pumps, pumped cards lost until healed, where played, flipped and payback cards
 *   go, and a contest called off costing nothing.
 * - plays.ts: when the GM may resolve (an open edge chain only by resolving anyway, which ends it),
 *   meet or beat, ties, refills.
 * - calls.ts: one thing open at a time, single-action conflicts, opponents' remembered ranks, ending early.
 * - fight.ts: group fights: one target a round for everyone, a rank per player who meets it, one fight
 *   hand per player (hand size less pumps less rounds lost, the hand trimmed to it, out at 0).
 * - seating.ts: healing, edge changes, players leaving, and handing the GM seat on (the payback hand
 *   goes with the seat; a player who becomes GM leaves the table first).
 * - payback.ts: copies of one card from several decks as distinct choices (`7S`, `7S.2`).
 * - stamp.ts: a play or stop chosen on a hand drawn before other players acted still stands.
 * - seats.ts: a player named by id, mention, character or member name.
 * - journal.ts: what the table's journal (the recap) holds, and a hidden target told only once resolved.
 *
 * A long campaign never grows the state: it keeps the piles, the seated players, the open contest,
 * the last one resolved, the current or last fight and at most ten recent opponents.
 */
import type { Game } from '../../engine/game.js';
import { journalText } from './journal.js';
import { applyAction, legalActions } from './rules.js';
import { setupSaga } from './setup.js';
import { stillStands } from './stamp.js';
import { type SagaAction, type SagaOptions, type SagaState, sagaActionSchema, sagaStateSchema } from './state.js';
import { type SagaView, viewSaga } from './view.js';

/** The Saga game for the catalog. */
export const saga: Game<SagaState, SagaAction, Partial<SagaOptions>, 'saga', SagaView> = {
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
  gm: (state) => state.gm || null,
  stillStands: (state, action, actor) => stillStands(state, action, actor),
  journal: (before, after, events) => journalText(before, after, events),
};

export { parseCliches } from './cliches.js';
export { rankAfterRound } from './fight.js';
export { paybackChoices } from './payback.js';
export { effectiveHand, fighterOf, findPlayer, fullHand } from './seats.js';
export type { SagaAction, SagaOptions, SagaPlayer, SagaState } from './state.js';
export type { SagaContestView, SagaPlayerView, SagaPlayView, SagaSideView, SagaView } from './view.js';
