/**
 * Risus Royale (Mark R. Brown, 2005): a solitaire adventure across the Kingdom of Kardz, a 4x4 map
 * of card piles, with Risus dice battles against creatures and opponents.
 *
 * Actions (state.ts): `start`, `move`, `retreat` (a `cell` 0..15, row-major), `declare` and `use` (an
 * `item`, the treasure's card code), `escape`, `fight` (a `cliche`: S Wizardry, C Fighting, D
 * Thievery, H Cleric-Type-Stuff). Options: the character's name and points, `easy` (12 points) and
 * `harder` (+1 or +2 to every opponent). Readings of the rulebook: battle.ts and rules.ts.
 */
import type { Game } from '../../engine/game.js';
import { applyAction, legalActions } from './rules.js';
import { setupRoyale } from './setup.js';
import { royaleActionSchema, royaleStateSchema, type RoyaleAction, type RoyaleOptions, type RoyaleState } from './state.js';
import { describeRoyaleScore, scoreRoyale, viewRoyale } from './view.js';

/** The Risus Royale game for the registry. */
export const royale: Game<RoyaleState, RoyaleAction, RoyaleOptions> = {
  id: 'royale',
  title: 'Risus Royale',
  seating: 'solo',
  stateSchema: royaleStateSchema,
  actionSchema: royaleActionSchema,
  setup: setupRoyale,
  legalActions: (state) => legalActions(state),
  apply: (state, action) => applyAction(state, action),
  view: (state) => viewRoyale(state),
  result: scoreRoyale,
  describeScore: describeRoyaleScore,
};

export { characterProblem, DEFAULT_CHARACTER } from './setup.js';
export type { ClicheSuit, RoyaleAction, RoyaleOptions, RoyaleState } from './state.js';
export type { RoyaleView, SpaceView, BattleView } from './view.js';
