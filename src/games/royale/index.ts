/**
 * Risus Royale (Mark R. Brown, 2005): a solitaire adventure across the Kingdom of Kardz, a 4x4 map
 * of card piles, with Risus dice battles against creatures and opponents.
 *
 * Actions (state.ts): `start`, `move`, `retreat` (a `cell` 0..15, row-major), `declare` and `use` (an
 * `item`, the treasure's card code), `escape`, `fight` (a `cliche`: S Wizardry, C Fighting, D
 * Thievery, H Cleric; and `pump`, the dice pumped into the roll). Options: the character's
 * name and points, `easy` (12 points), `harder` (+1 or +2 to every opponent), `anyGoal` (goal 12
 * instead of the dealt one), and the optional Risus rules `pumping` and `doublePump`; only the
 * standard game (none of these) is ranked. Readings of the rulebook: battle.ts, goals.ts, rules.ts
 * and setup.ts.
 */
import type { Game } from '../../engine/game.js';
import { royaleAchievements } from './achievements.js';
import { applyAction, legalActions } from './rules.js';
import { summarizeRoyaleScores } from './score-summary.js';
import { DEFAULT_CHARACTER, setupRoyale } from './setup.js';
import { battleMarks } from './share.js';
import { fatalMove } from './stakes.js';
import {
  type RoyaleAction,
  type RoyaleOptions,
  type RoyaleState,
  royaleActionSchema,
  royaleOptionsSchema,
  royaleStateSchema,
} from './state.js';
import { describeRoyaleScore, optionNames, type RoyaleView, scoreRoyale, viewRoyale } from './view.js';

/** The Risus Royale game for the catalog. */
export const royale: Game<RoyaleState, RoyaleAction, RoyaleOptions, 'royale', RoyaleView> = {
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
  summarizeScores: summarizeRoyaleScores,
  achievements: royaleAchievements,
  fatal: fatalMove,
  shareMarks: battleMarks,
  unrankedReason: (options) => {
    const parsed = royaleOptionsSchema.safeParse(options ?? DEFAULT_CHARACTER);
    if (!parsed.success) return 'these are not the standard rules';
    const changed = optionNames(parsed.data);
    if (changed.length === 0) return null;
    const list = changed.length === 1 ? changed[0]! : `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)!}`;
    return `${list} ${changed.length === 1 ? 'is' : 'are'} not ranked`;
  },
};

export { characterProblem } from './setup.js';
export type { RoyaleMove } from './stakes.js';
export {
  type ClicheSuit,
  type RoyaleAction,
  type RoyaleOptions,
  type RoyaleSettings,
  type RoyaleState,
  royaleOptionsSchema,
} from './state.js';
export { type BattleView, optionNames, type RoyaleView, type SpaceView } from './view.js';
