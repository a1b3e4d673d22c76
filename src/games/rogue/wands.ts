/**
 * The fourteen wand effects (rulebook, "Effect Number Lists", Wands), at the monster or at yourself.
 *
 * Readings: a bolt ("counts as a Fire (4) attack") is one opposed roll of 4 dice of its type against
 * the target's roll, with the target's resistance (-4) or weakness (+4); a higher bolt takes a die.
 * The storms (9-12) take a die unless the target resists that type; at yourself your rings count.
 * The Ring of the Heavens doubles the dice a wand takes from the monster. Teleport at the monster
 * makes it vanish (no kill; the card's item roll still follows); at yourself it is the Teleport
 * scroll. Polymorph rolls a die: 1-3 two up the roster (towards the Ace), 4-6 two down (towards the
 * King), the other way when that runs off the list; the new monster has its full cliché; at yourself
 * it does nothing. The Empty Wand loses all its charges.
 */

import { sumDice } from '../../engine/risus.js';
import { TAROT_RANKS } from '../../engine/tarot.js';
import { GEAR, monsterResists, playerResists, wears } from './character.js';
import { endCombat, replaceMonster } from './combat.js';
import { type Ctx, say, showRoll } from './context.js';
import { hurtMonster, hurtPlayer } from './damage.js';
import { setEffect } from './potions.js';
import { playerTotal, poolMode, rollMonster, rollPlayer } from './rolls.js';
import { teleport } from './scrolls.js';
import type { Combat, DamageType, Target } from './state.js';

/** The dice of a bolt (rulebook: "counts as a Physical (4) attack"). */
const BOLT_DICE = 4;

/** The bolt wands (5-8) by effect number: an opposed roll of 4 dice of a damage type. */
export const BOLTS: Readonly<Record<number, DamageType>> = { 5: 'P', 6: 'F', 7: 'I', 8: 'E' };
/** The storm wands (9-12) by effect number: a die of damage of a type, unless the target resists it. */
export const STORMS: Readonly<Record<number, DamageType>> = { 9: 'P', 10: 'F', 11: 'I', 12: 'E' };
const TYPE_NAMES: Record<DamageType, string> = { P: 'physical', F: 'fire', I: 'ice', E: 'electrical' };

function wandDamage(ctx: Ctx): number {
  return wears(ctx.state, GEAR.heavens) ? 2 : 1;
}

function bolt(ctx: Ctx, combat: Combat, type: DamageType, target: Target): void {
  const { state: s } = ctx;
  const dice = ctx.random.roll(BOLT_DICE);
  const sum = sumDice(dice);
  const { monster } = combat;
  let adjust = 0;
  if (target === 'monster') {
    if (monsterResists(s, monster, type)) adjust -= BOLT_DICE;
    if (monster.weak.includes(type)) adjust += BOLT_DICE;
  } else if (playerResists(s, type)) {
    adjust -= BOLT_DICE;
  }
  const total = sum + adjust;
  const note = adjust === 0 ? '' : adjust > 0 ? `, weak + ${adjust}` : `, resisted − ${-adjust}`;
  showRoll(ctx, `${TYPE_NAMES[type]} bolt (4)`, dice, `${sum}${note} → **${total}**`);
  if (target === 'monster') {
    const defence = rollMonster(ctx, monster, poolMode(combat.monsterEffects.haste, combat.monsterEffects.slow), false);
    if (total > defence) hurtMonster(ctx, wandDamage(ctx), 'The bolt');
    else say(ctx, 'bolt-missed', `The ${monster.name} shrugs off the bolt (${total} to ${defence}).`);
    return;
  }
  const defence = playerTotal({ ...rollPlayer(ctx, 0, null, 'Your defence'), extra: [] });
  if (total > defence) hurtPlayer(ctx, 1, 'Your own bolt', `Struck down by a wand of their own on level ${s.level}.`);
  else say(ctx, 'bolt-missed', `You shrug off your own bolt (${total} to ${defence}).`);
}

function storm(ctx: Ctx, combat: Combat, type: DamageType, target: Target): void {
  const { state: s } = ctx;
  if (target === 'monster') {
    if (monsterResists(s, combat.monster, type))
      say(ctx, 'storm-resisted', `The ${combat.monster.name} resists ${TYPE_NAMES[type]} damage.`);
    else hurtMonster(ctx, wandDamage(ctx), 'The wand');
    return;
  }
  if (playerResists(s, type)) say(ctx, 'storm-resisted', `You resist ${TYPE_NAMES[type]} damage.`);
  else hurtPlayer(ctx, 1, 'Your own wand', `Struck down by a wand of their own on level ${s.level}.`);
}

function polymorph(ctx: Ctx, combat: Combat): void {
  const die = ctx.random.d6();
  const index = TAROT_RANKS.indexOf(combat.monster.rank);
  const wanted = die <= 3 ? index - 2 : index + 2;
  const next = wanted >= 0 && wanted < TAROT_RANKS.length ? wanted : die <= 3 ? index + 2 : index - 2;
  showRoll(ctx, 'Polymorph', [die], `${die <= 3 ? 'two up' : 'two down'} the roster${next === wanted ? '' : ' (runs off: the other way)'}`);
  replaceMonster(ctx, TAROT_RANKS[next] ?? combat.monster.rank);
}

/** Applies wand effect 1..14 at `target`, in the current fight. */
export function zapWand(ctx: Ctx, effect: number, target: Target, card: string): void {
  const { state: s } = ctx;
  const combat = s.combat;
  if (!combat) return;
  const atMonster = target === 'monster';
  const boltType = BOLTS[effect];
  const stormType = STORMS[effect];
  if (boltType) bolt(ctx, combat, boltType, target);
  else if (stormType) storm(ctx, combat, stormType, target);
  else if (effect === 1) {
    if (!atMonster) return teleport(ctx);
    say(ctx, 'vanish', `The ${combat.monster.name} vanishes!`);
    return endCombat(ctx, 'vanish');
  } else if (effect === 2 || effect === 3 || effect === 13) {
    const key = effect === 2 ? 'haste' : effect === 3 ? 'slow' : 'invisible';
    const what = {
      haste: 'Haste: rolls twice, keeps the better',
      slow: 'Slow: rolls twice, keeps the worse',
      invisible: 'Invisibility: damage cancelled on a 4+',
    }[key];
    if (!atMonster) return setEffect(ctx, key, what);
    combat.monsterEffects[key] = true;
    say(ctx, key, `The ${combat.monster.name} is under ${what} for the rest of the fight.`);
  } else if (effect === 4) {
    if (atMonster) polymorph(ctx, combat);
    else say(ctx, 'no-effect', 'Polymorph works only on monsters: nothing happens.');
  } else {
    delete s.inventory.wand[card];
    say(ctx, 'empty-wand', 'This wand has been all used up, sorry: its charges are gone.');
  }
}
