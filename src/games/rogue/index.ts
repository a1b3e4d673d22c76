/**
 * Rogue Risus (Dan Suptic, 2006): a solo roguelike with a tarot deck and Risus dice. Twenty levels of
 * 25 minor-arcana cards, the Worldstone on level 20, and the escape through one monster of every
 * level from 20 to 1. Options: `cliche` (`fighter` default, `fire-mage`, `ice-mage`,
 * `lightning-mage`) and `name` (the player's name when left out). Tables in data/rogue/.
 *
 * Actions (`legalActions` lists exactly these, in the board's order):
 * - `{ type: 'draw' }` explore the next card (in the escape: face the next level's monster);
 *   `{ type: 'rest' }`; `{ type: 'descend' }` (after 16 cards; the only way on at 25);
 *   `{ type: 'escape' }` (with the Worldstone);
 * - in a fight: `{ type: 'fight', pump? }` roll a round, pumping 1..n dice (mages; a fighter with
 *   the Amulet of Strength); then, while a losing or tied roll waits, `{ type: 'shoot' }` (one extra
 *   shot, one more die) or `{ type: 'accept' }`;
 * - `{ type: 'use', card }` drink a potion (Cups) or read a scroll (Pentacles), any time nothing
 *   else waits; `{ type: 'aim', card }` raise a wand in a fight, then `{ type: 'use', card,
 *   target: 'monster' | 'self' }` or `{ type: 'cancel' }`;
 * - choices: `{ type: 'pick', card }` (Amulet of Speed), `{ type: 'equip', slot: 'amulet' |
 *   'special' | 'ring1' | 'ring2' }` or `{ type: 'discard' }` (equipment for a full slot),
 *   `{ type: 'identify', card }` (Identify scroll), `{ type: 'chaos', group: 'potion' | 'scroll' |
 *   'wand' }` (Chaos scroll).
 *
 * Readings where the rulebook is silent (with docs/rulings.md, each tested under test/games/rogue/):
 * - `deck` stacks the top of level 1 (the rest of its 25 cards come from the seed); later levels are
 *   dealt from a fresh shuffle of all 56 suit cards. The equipment pile, the escape's swords and the
 *   three token bags are kept in the state in draw order, top first, and reshuffled after each draw.
 * - A tie costs nobody a die; the next `fight` rolls again. Extra shots are offered only while the
 *   roll is not already a win; they never come back. Pumping never takes the last die (except under
 *   Clarity, which makes the pump free); pumped dice are a cost, not damage (no Amulet of Life, Decay
 *   or Invisibility). Penalties that leave 0 or -1 dice roll one die divided by 2 or 3, rounded up;
 *   extra shots add to the divided result.
 * - Haste and Slow together cancel out. Fear and Paralysis wait for the monster's next round roll.
 * - Level-ups heal the die they add. Rest is offered only when a die is missing.
 * - In the escape a monster that vanishes, or a fight left by Teleport or Blink, does not pass the
 *   level; winning the level-1 fight ends the run at once. Monster drops happen in the escape too.
 * - Items, wands and equipment: see items.ts, scrolls.ts, wands.ts, potions.ts, equipment.ts,
 *   explore.ts and combat.ts.
 * Score: escaped × 1,000,000 + deepest level × 10,000 + kills (view.ts). What each move would cost:
 * stakes.ts. Achievements: achievements.ts.
 */
import type { Game } from '../../engine/game.js';
import { rogueAchievements } from './achievements.js';
import { applyAction, legalActions } from './rules.js';
import { summarizeRogueScores } from './score-summary.js';
import { setupRogue } from './setup.js';
import { levelMarks } from './share.js';
import { fatalMove } from './stakes.js';
import { type RogueAction, type RogueOptions, type RogueState, rogueActionSchema, rogueStateSchema } from './state.js';
import { describeRogueScore, type RogueView, scoreRogue, viewRogue } from './view.js';

/** The Rogue Risus game for the catalog. */
export const rogue: Game<RogueState, RogueAction, Partial<RogueOptions>, 'rogue', RogueView> = {
  id: 'rogue',
  title: 'Rogue Risus',
  seating: 'solo',
  stateSchema: rogueStateSchema,
  actionSchema: rogueActionSchema,
  setup: setupRogue,
  legalActions: (state) => legalActions(state),
  apply: (state, action) => applyAction(state, action),
  view: (state) => viewRogue(state),
  result: scoreRogue,
  describeScore: describeRogueScore,
  summarizeScores: summarizeRogueScores,
  achievements: rogueAchievements,
  fatal: fatalMove,
  shareMarks: levelMarks,
};

export type { RogueMove, RollStakes } from './stakes.js';
export type { RogueAction, RogueOptions, RogueState } from './state.js';
export type { RogueView } from './view.js';
