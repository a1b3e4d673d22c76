/**
 * The fourteen potion effects (rulebook, "Effect Number Lists", Potions). A "Combat" effect lasts the
 * current fight, or the next one when drunk outside a fight. Readings: Berserk does nothing for a
 * mage and Clarity nothing for a fighter (the list says "Fighter only" and "Mage only"); Poison can
 * take the last die.
 */
import { addKills, heal, isMage } from './character.js';
import { type Ctx, say } from './context.js';
import { hurtPlayer } from './damage.js';
import type { Effects } from './state.js';

/** The Poison potion's effect number: a die of damage. */
export const POISON = 3;
/** The healing potions' effect numbers: Minor Healing, Major Healing, Revivify. */
export const HEALING = [1, 2, 13] as const;

/** Sets a "Combat" effect on the player, for this fight or the next. */
export function setEffect(ctx: Ctx, effect: keyof Effects, text: string): void {
  ctx.state.effects[effect] = true;
  say(ctx, effect, `${text} ${ctx.state.combat ? 'for the rest of this fight' : 'in your next fight'}.`);
}

/** Applies potion effect 1..14 to the player. */
export function drinkPotion(ctx: Ctx, effect: number): void {
  const { state: s } = ctx;
  switch (effect) {
    case 1: // Minor Healing
      heal(ctx, 1, 'Minor Healing');
      return;
    case 2: // Major Healing
      heal(ctx, 2, 'Major Healing');
      return;
    case POISON:
      hurtPlayer(ctx, 1, 'The poison', `Poisoned by a potion on level ${s.level}.`);
      return;
    case 4:
      setEffect(ctx, 'haste', 'Haste: you roll twice and keep the better');
      return;
    case 5:
      setEffect(ctx, 'slow', 'Slow: you roll twice and keep the worse');
      return;
    case 6:
      if (isMage(s)) say(ctx, 'no-effect', 'Berserk rage is for fighters: nothing happens.');
      else setEffect(ctx, 'berserk', 'Berserk: +2 dice to every roll');
      return;
    case 7:
      setEffect(ctx, 'invisible', 'Invisibility: damage to you is cancelled on a 4+');
      return;
    case 8: // Gain Strength
      say(ctx, 'strength', 'Gain Strength: you mark off 2 kills.');
      addKills(ctx, 2);
      return;
    case 9:
      setEffect(ctx, 'confused', 'Confusion: your damage is cancelled on a 5+');
      return;
    case 10:
      setEffect(ctx, 'levitating', 'Levitation: +1 die to every roll');
      return;
    case 11: // Clarity
      if (!isMage(s)) {
        say(ctx, 'no-effect', 'Clarity is for mages: nothing happens.');
        return;
      }
      s.clarity = true;
      say(ctx, 'clarity', 'Clarity: your next pumped roll costs no dice.');
      return;
    case 12:
      setEffect(ctx, 'paralysed', 'Paralysis: the next monster roll against you counts double');
      return;
    case 13: // Revivify
      heal(ctx, s.maxDice, 'Revivify');
      return;
    default: // 14 Water
      say(ctx, 'water', 'Water: it does nothing, but sure is refreshing!');
  }
}
