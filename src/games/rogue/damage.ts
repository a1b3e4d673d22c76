/**
 * Dice of damage, and everything that reacts to them (rulebook, effect lists and equipment):
 * - to the player: Invisibility cancels it on a 4+, the Amulet of Life ignores the first die of each
 *   fight, the Amulet of Decay takes a die from the opponent on a 5+ for each die lost;
 * - to the monster: its own Invisibility cancels it on a 4+, Confusion on a 5+, and the Amulet of
 *   Torture heals a die on a 5+ for each die it loses.
 * "Combat" effects only work in a fight. Losing the last die ends the run (docs/rulings.md).
 */
import { count } from '../../engine/words.js';
import { endRun, GEAR, heal, wears } from './character.js';
import { type Ctx, checkDie, say } from './context.js';

function dice(n: number): string {
  return count(n, 'die', 'dice');
}

/** Deals `count` dice of damage to the player; `death` is the story's line if it kills. */
export function hurtPlayer(ctx: Ctx, count: number, cause: string, death: string): void {
  const { state: s } = ctx;
  const combat = s.combat;
  let left = count;
  if (left <= 0 || s.end) return;
  if (combat && s.effects.invisible && checkDie(ctx, 'Invisibility', 4)) {
    say(ctx, 'invisible', `${cause} misses you: Invisibility cancels the damage.`);
    return;
  }
  if (combat && !combat.lifeUsed && wears(s, GEAR.life)) {
    combat.lifeUsed = true;
    left -= 1;
    say(ctx, 'life', 'The Amulet of Life ignores the first die of damage in this fight.');
    if (left === 0) return;
  }
  const lost = Math.min(left, s.dice);
  s.dice -= lost;
  say(ctx, 'hurt', `${cause} costs you ${dice(lost)} (${s.dice}/${s.maxDice} left).`);
  if (s.dice <= 0) {
    endRun(ctx, false, death);
    return;
  }
  if (!combat || !wears(s, GEAR.decay)) return;
  for (let i = 0; i < lost && combat.monster.dice > 0; i++) {
    if (checkDie(ctx, 'Amulet of Decay', 5)) hurtMonster(ctx, 1, 'The Amulet of Decay');
  }
}

/** Deals `count` dice of damage to the monster of the current fight. */
export function hurtMonster(ctx: Ctx, count: number, cause: string): void {
  const { state: s } = ctx;
  const combat = s.combat;
  if (!combat || count <= 0 || s.end) return;
  const { monster } = combat;
  if (combat.monsterEffects.invisible && checkDie(ctx, `${monster.name}'s Invisibility`, 4)) {
    say(ctx, 'invisible', `${cause} misses: the ${monster.name} is invisible.`);
    return;
  }
  if (s.effects.confused && checkDie(ctx, 'Confusion', 5)) {
    say(ctx, 'confused', `${cause} goes astray: Confusion cancels the damage.`);
    return;
  }
  const lost = Math.min(count, monster.dice);
  monster.dice -= lost;
  say(ctx, 'wound', `${cause} takes ${dice(lost)} from the ${monster.name}${monster.dice > 0 ? ` (${monster.dice} left)` : ''}.`);
  if (!wears(s, GEAR.torture)) return;
  for (let i = 0; i < lost; i++) {
    if (checkDie(ctx, 'Amulet of Torture', 5)) heal(ctx, 1, 'The Amulet of Torture');
  }
}
