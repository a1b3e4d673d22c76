/**
 * What each move on a Scoundrel board would do, before it is made: the health it costs or heals, a
 * potion that would do nothing, the weapon's reach after a fight, and whether the move kills
 * (rulebook, "Rules"; docs/rulings.md, Scoundrel). The board words these; it decides nothing itself.
 *
 * Risk, as the board colours it: a move that kills, or the costliest fight of the room, is `danger`;
 * a potion that heals and a fight that costs nothing are `safe`; the rest is `neutral`.
 */
import type { Risk } from '../../engine/game.js';
import { kindOf } from './cards.js';
import { fightDamage, legalActions, limitAfter, MAX_HEALTH, potionHeal } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';

/** One move of the board with what it would do. */
export interface ScoundrelMove {
  action: ScoundrelAction;
  risk: Risk;
  /** The move leaves the player at 0 health or below: the run ends (docs/rulings.md: death). */
  endsRun: boolean;
  /** The change of health: negative for damage, positive for healing. */
  health: number;
  /** A potion that heals nothing: one was already drunk this turn, or health is full. */
  noEffect: 'potion-used' | 'full-health' | null;
  /** After a fight with the weapon: the highest monster value it can still hit. */
  weaponThenHits: number | null;
  /** Equipping: the weapon it discards, with the monsters on it. */
  replaces: string | null;
}

type Stakes = Omit<ScoundrelMove, 'risk'>;

/** What `action` would do in `state` (a card not in the room does nothing). */
function moveStakes(state: ScoundrelState, action: ScoundrelAction): Stakes {
  const none: Stakes = { action, endsRun: false, health: 0, noEffect: null, weaponThenHits: null, replaces: null };
  if (action.type === 'avoid' || !state.room.includes(action.card)) return none;
  const kind = kindOf(action.card);
  if (kind === 'weapon') return { ...none, replaces: state.weapon };
  if (kind === 'potion') {
    const { heal, wasted } = potionHeal(state, action.card);
    const noEffect = wasted ? 'potion-used' : heal === 0 && state.health >= MAX_HEALTH ? 'full-health' : null;
    return { ...none, health: heal, noEffect };
  }
  const withWeapon = action.weapon === true && state.weapon !== null;
  const damage = fightDamage(state, action.card, withWeapon);
  return {
    ...none,
    health: damage > 0 ? -damage : 0,
    endsRun: state.health - damage <= 0,
    weaponThenHits: withWeapon ? limitAfter(state, action.card) : null,
  };
}

/** True when `action` kills the player (the Game contract's `fatal`). */
export function fatalMove(state: ScoundrelState, action: ScoundrelAction): boolean {
  return moveStakes(state, action).endsRun;
}

function riskOf(move: Stakes, costliest: number): Risk {
  if (move.endsRun || (move.health < 0 && -move.health === costliest)) return 'danger';
  if (move.health > 0) return 'safe';
  const fight = move.action.type === 'face' && kindOf(move.action.card) === 'monster';
  return fight && move.health === 0 ? 'safe' : 'neutral';
}

/** Every legal move, in the board's order, with its stakes and its risk. */
export function scoundrelMoves(state: ScoundrelState): ScoundrelMove[] {
  const moves = legalActions(state).map((action) => moveStakes(state, action));
  const costliest = Math.max(0, ...moves.map((move) => -move.health));
  return moves.map((move) => ({ ...move, risk: riskOf(move, costliest) }));
}
