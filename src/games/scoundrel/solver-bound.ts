/**
 * The solver's upper bound: no line from a position scores more than `upperBound(position)`.
 *
 * Why it holds, for any line from here to the end:
 * - Health only rises by potions, each by at most its value, so the health at the end (or at a
 *   death) is at most `health + potions left - damage taken`.
 * - Each monster left costs at least its value above the best weapon that could meet it: a weapon
 *   card not yet faced (fresh when equipped, it may hit anything), or the equipped weapon if its
 *   limit allows. Under the `strict` rule a weapon's kills strictly decrease in value, so no
 *   weapon card slays both monsters of one value (spades and clubs): the second of a pair costs at
 *   least its value above the second-best such weapon.
 * - Health never passes 20, and a clear scores 20 plus a potion only when it ends at 20 with that
 *   potion faced last, so a line scores at most 20 plus the best potion left, when the sum above
 *   reaches 20, and at most that sum otherwise (a death scores its health, at most that sum, less
 *   the monsters left).
 */
import { MAX_HEALTH } from './rules.js';
import { type Position, TOP_VALUE } from './solver-state.js';

/**
 * An upper bound on the score of every line from `position` (see the module comment), or from it
 * with the health and weapon given instead of its own.
 */
export function upperBound(position: Position, health = position.health, weapon = position.weapon, limit = position.limit): number {
  let first = 0;
  let second = 0;
  for (let value = 10; value >= 2; value--) {
    if (position.weapons[value]! > 0) {
      if (first === 0) first = value;
      else {
        second = value;
        break;
      }
    }
  }
  let damage = 0;
  for (let value = 2; value <= TOP_VALUE; value++) {
    const count = position.monsters[value]!;
    if (count === 0) continue;
    const held = value <= limit ? weapon : 0;
    let best = first;
    let next = second;
    if (held > best) {
      next = best;
      best = held;
    } else if (held > next) next = held;
    if (value > best) damage += value - best;
    if (count === 2) {
      const cut = position.strict ? next : best;
      if (value > cut) damage += value - cut;
    }
  }
  const most = health + position.potionSum - damage;
  if (most < MAX_HEALTH) return most;
  for (let value = 10; value >= 2; value--) if (position.potions[value]! > 0) return MAX_HEALTH + value;
  return MAX_HEALTH;
}
