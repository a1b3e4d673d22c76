/** What the player sees of a Scoundrel run, and how it scores (rulebook, end of "Rules"; docs/rulings.md). */

import { cardName } from '../../engine/cards.js';
import type { GameResult } from '../../engine/game.js';
import { count, signed } from '../../engine/words.js';
import { kindOf, valueOf } from './cards.js';
import { canAvoid, isOver, MAX_HEALTH, weaponCanHit, weaponLimit } from './rules.js';
import { type ScoundrelMove, scoundrelMoves } from './stakes.js';
import type { ScoundrelState, WeaponRule } from './state.js';

/** The board of a run: never the order of the dungeon. */
export interface ScoundrelView {
  health: number;
  maxHealth: number;
  room: string[];
  weapon: string | null;
  slain: string[];
  /** The highest monster value the weapon may still hit; null for a fresh weapon or none. */
  weaponLimit: number | null;
  /** The room's monsters the weapon may hit. */
  weaponTargets: string[];
  dungeon: number;
  discard: number;
  canAvoid: boolean;
  lastTurnAvoided: boolean;
  potionUsed: boolean;
  faced: number;
  weaponRule: WeaponRule;
  seed: string;
  /** Every legal move in the board's order, with what it would do and how risky it is. */
  moves: ScoundrelMove[];
  over: boolean;
  won: boolean;
  score: number | null;
}

/** The player's view of the run. */
export function viewScoundrel(state: ScoundrelState): ScoundrelView {
  const result = scoreScoundrel(state);
  return {
    health: state.health,
    maxHealth: MAX_HEALTH,
    room: [...state.room],
    weapon: state.weapon,
    slain: [...state.slain],
    weaponLimit: state.weapon === null ? null : weaponLimit(state),
    weaponTargets: state.room.filter((code) => kindOf(code) === 'monster' && weaponCanHit(state, code)),
    dungeon: state.dungeon.length,
    discard: state.discard.length,
    canAvoid: canAvoid(state),
    lastTurnAvoided: state.lastTurnAvoided,
    potionUsed: state.turn.potionUsed,
    faced: state.turn.faced,
    weaponRule: state.options.weaponRule,
    seed: state.seed,
    moves: scoundrelMoves(state),
    over: result.over,
    won: result.won === true,
    score: result.score ?? null,
  };
}

/**
 * The score: on death, health minus every monster not yet faced; on a clear, health, plus the last
 * potion's value when health is 20 and the last card faced was a potion.
 */
export function scoreScoundrel(state: ScoundrelState): GameResult {
  if (!isOver(state)) return { over: false };
  if (state.health <= 0) {
    const left = [...state.room, ...state.dungeon].filter((code) => kindOf(code) === 'monster');
    const remaining = left.reduce((sum, code) => sum + valueOf(code), 0);
    const score = state.health - remaining;
    return {
      over: true,
      won: false,
      score,
      summary:
        `Slain with ${signed(state.health)} health and ${count(left.length, 'monster')} left ` +
        `worth ${remaining}: ${signed(state.health)} − ${remaining} = ${signed(score)}.`,
    };
  }
  const last = state.lastFaced;
  if (state.health === MAX_HEALTH && last !== null && kindOf(last) === 'potion') {
    const score = state.health + valueOf(last);
    return {
      over: true,
      won: true,
      score,
      summary: `Cleared the dungeon at full health, last card the ${cardName(last)}: ${state.health} + ${valueOf(last)} = ${score}.`,
    };
  }
  return { over: true, won: true, score: state.health, summary: `Cleared the dungeon with ${state.health} health.` };
}
