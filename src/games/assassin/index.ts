/**
 * Royal Assassin (Mark R. Brown, 1996): a patience game of Pretenders to the throne and a Joker.
 *
 * Actions: `{ type: 'draw' }`, `{ type: 'attack', column }`, `{ type: 'reserve' }`,
 * `{ type: 'continue', column }`, `{ type: 'joker', column }`, `column` a suit letter, and
 * `{ type: 'concede' }` once the stockpile is out and only useless plays are left. Options: the
 * rulebook's alternate rules by name (`variants`); only the standard game (no variant) is ranked.
 * Setup is in setup.ts, the columns in board.ts, the plays in plays.ts and rules.ts, the end of the
 * stockpile in endgame.ts, the throne in ruler.ts; each file lists the readings it makes.
 */
import type { Game } from '../../engine/game.js';
import { assassinAchievements } from './achievements.js';
import { applyAction, legalActions } from './rules.js';
import { summarizeAssassinScores } from './score-summary.js';
import { setupAssassin } from './setup.js';
import { decisionMarks } from './share.js';
import { fatalMove } from './stakes.js';
import {
  type AssassinAction,
  type AssassinOptions,
  type AssassinState,
  assassinActionSchema,
  assassinOptionsSchema,
  assassinStateSchema,
} from './state.js';
import { type AssassinView, describeAssassinScore, scoreAssassin, viewAssassin } from './view.js';

/** The Royal Assassin game for the catalog. */
export const assassin: Game<AssassinState, AssassinAction, Partial<AssassinOptions>, 'assassin', AssassinView> = {
  id: 'assassin',
  title: 'Royal Assassin',
  seating: 'solo',
  stateSchema: assassinStateSchema,
  actionSchema: assassinActionSchema,
  setup: setupAssassin,
  legalActions: (state) => legalActions(state),
  apply: (state, action) => applyAction(state, action),
  view: (state) => viewAssassin(state),
  result: scoreAssassin,
  describeScore: describeAssassinScore,
  summarizeScores: summarizeAssassinScores,
  achievements: assassinAchievements,
  fatal: fatalMove,
  shareMarks: decisionMarks,
  unrankedReason: (options) => {
    const parsed = assassinOptionsSchema.partial().safeParse(options ?? {});
    return parsed.success && (parsed.data.variants ?? []).length === 0 ? null : 'alternate rules are not ranked';
  },
};

export type { AssassinMove, PretenderChange } from './stakes.js';
export {
  type AssassinAction,
  type AssassinOptions,
  type AssassinState,
  assassinOptionsSchema,
  type Column,
  type Variant,
} from './state.js';
export { VARIANTS } from './variants.js';
export type { AssassinView, JokerView } from './view.js';
