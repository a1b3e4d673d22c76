/**
 * Scoundrel (Zach Gage and Kurt Bieg, 2011): a solo roguelike through a 44-card dungeon.
 *
 * Actions: `{ type: 'avoid' }` and `{ type: 'face', card, weapon? }` (`weapon: true` fights a monster
 * with the equipped weapon; ignored for weapons and potions). Option `weaponRule`: `lenient`
 * (default; a used weapon hits monsters up to the last it slew) or `strict` (strictly weaker).
 * The rules and their readings are in rules.ts; scoring in view.ts; what each move would do in
 * stakes.ts; achievements in achievements.ts; the best possible score of a deal, with the deck known,
 * in solver.ts, and a line of play told room by room in line-rooms.ts.
 */
import type { Game } from '../../engine/game.js';
import { scoundrelAchievements } from './achievements.js';
import { applyAction, legalActions } from './rules.js';
import { setupScoundrel } from './setup.js';
import { roomMarks } from './share.js';
import { fatalMove } from './stakes.js';
import { type ScoundrelAction, type ScoundrelOptions, type ScoundrelState, scoundrelActionSchema, scoundrelStateSchema } from './state.js';
import { type ScoundrelView, scoreScoundrel, viewScoundrel } from './view.js';

/** The Scoundrel game for the catalog. */
export const scoundrel: Game<ScoundrelState, ScoundrelAction, Partial<ScoundrelOptions>, 'scoundrel', ScoundrelView> = {
  id: 'scoundrel',
  title: 'Scoundrel',
  seating: 'solo',
  stateSchema: scoundrelStateSchema,
  actionSchema: scoundrelActionSchema,
  setup: setupScoundrel,
  legalActions: (state) => legalActions(state),
  apply: (state, action) => applyAction(state, action),
  view: (state) => viewScoundrel(state),
  result: scoreScoundrel,
  achievements: scoundrelAchievements,
  fatal: fatalMove,
  shareMarks: roomMarks,
};

export { solveDeal, solveState } from './solver.js';
export type { ScoundrelMove } from './stakes.js';
export type { ScoundrelAction, ScoundrelOptions, ScoundrelState } from './state.js';
export type { ScoundrelView } from './view.js';
