/**
 * The fourteen scroll effects (rulebook, "Effect Number Lists", Scrolls). Bonuses stay within -1..+3.
 *
 * Readings: Teleport leaves a fight (no kill, no item roll for its card) and explores the next card of
 * the level at once; with the level deck empty it does nothing more. Blink ends the current fight the
 * same way and does nothing outside one. In the escape, leaving a fight does not pass the level: the
 * next `draw` (or the Teleport itself) faces a new monster of that level. Immolate costs a die unless
 * you resist Fire, then a random scroll of those you carry (each scroll equally likely). Magic Mapping
 * shows the rest of the level deck until you descend. Identify with one blank item identifies it at
 * once; with several it asks which.
 */
import { tarotLabel } from '../../engine/tarot.js';
import { capitalised, signed, withArticle } from '../../engine/words.js';
import { removeItem } from './cards.js';
import { isMage, playerResists } from './character.js';
import { endCombat } from './combat.js';
import { type Ctx, say } from './context.js';
import { hurtPlayer } from './damage.js';
import { teleportDraw } from './explore.js';
import { setEffect } from './potions.js';
import { blankItems, identifyChosen } from './tokens.js';

/** The Immolate scroll's effect number: a die of damage unless you resist Fire. */
export const IMMOLATE = 9;

/** The weapon and armour bonuses run from -1 to +3 (rulebook, "Exploring the dungeon"). */
const MIN_BONUS = -1;
const MAX_BONUS = 3;

function clamp(value: number): number {
  return Math.max(MIN_BONUS, Math.min(MAX_BONUS, value));
}

/** Teleport: out of the fight, if any, and into the next card now. */
export function teleport(ctx: Ctx): void {
  if (ctx.state.combat) endCombat(ctx, 'leave');
  say(ctx, 'teleport', 'You vanish and reappear elsewhere.');
  teleportDraw(ctx);
}

function weapon(ctx: Ctx, change: number): void {
  const { state: s } = ctx;
  if (s.weapon === null || isMage(s)) {
    say(ctx, 'no-effect', 'Mages carry no weapon: nothing happens.');
    return;
  }
  s.weapon = clamp(s.weapon + change);
  say(ctx, 'weapon', `Your weapon is now ${signed(s.weapon, true)}.`);
}

function armour(ctx: Ctx, change: number): void {
  ctx.state.armour = clamp(ctx.state.armour + change);
  say(ctx, 'armour', `Your ${isMage(ctx.state) ? 'robe' : 'armour'} is now ${signed(ctx.state.armour, true)}.`);
}

function immolate(ctx: Ctx): void {
  const { state: s } = ctx;
  if (playerResists(s, 'F')) say(ctx, 'immolate', 'The flames wash over you: you resist fire.');
  else hurtPlayer(ctx, 1, 'Immolate', `Burnt by an Immolate scroll on level ${s.level}.`);
  if (s.end) return;
  const scrolls = Object.entries(s.inventory.scroll).flatMap(([card, count]) => Array<string>(count).fill(card));
  if (scrolls.length === 0) return;
  const burnt = scrolls[ctx.random.int(scrolls.length)] as string;
  removeItem(s, 'scroll', burnt);
  say(ctx, 'immolate', `${capitalised(withArticle(tarotLabel(burnt)))} scroll burns to ash.`);
}

function identifyScroll(ctx: Ctx): void {
  const blanks = blankItems(ctx.state);
  const [only] = blanks;
  if (only === undefined) say(ctx, 'no-effect', 'You carry nothing unidentified.');
  else if (blanks.length === 1) identifyChosen(ctx, only);
  else ctx.state.pending = { kind: 'identify' };
}

/** Applies scroll effect 1..14 to the player. */
export function readScroll(ctx: Ctx, effect: number): void {
  const { state: s } = ctx;
  switch (effect) {
    case 1: // Enchant Weapon
      weapon(ctx, 1);
      return;
    case 2: // Curse Weapon
      weapon(ctx, -1);
      return;
    case 3: // Enchant Armor
      armour(ctx, 1);
      return;
    case 4: // Curse Armor
      armour(ctx, -1);
      return;
    case 5: // Remove Curse
      if (s.weapon === -1) s.weapon = 0;
      if (s.armour === -1) s.armour = 0;
      say(ctx, 'remove-curse', 'Every curse on your weapon and armour is lifted.');
      return;
    case 6:
      identifyScroll(ctx);
      return;
    case 7:
      teleport(ctx);
      return;
    case 8:
      setEffect(ctx, 'fear', "Fear: every die of the opponent's next roll shows 1");
      return;
    case IMMOLATE:
      immolate(ctx);
      return;
    case 10: // Magic Mapping
      if (s.escape) {
        say(ctx, 'no-effect', 'There is no level deck to map in the escape.');
        return;
      }
      s.mapped = true;
      say(ctx, 'mapping', 'The rest of the level lies face up before you.');
      return;
    case 11: // Blink
      if (!s.combat) {
        say(ctx, 'no-effect', 'There is no encounter to blink out of.');
        return;
      }
      endCombat(ctx, 'leave');
      say(ctx, 'blink', 'You blink out of the encounter and set its card aside.');
      return;
    case 12: // Chaos
      s.pending = { kind: 'chaos' };
      return;
    case 13: // Gift
      s.gift = true;
      say(ctx, 'gift', 'Gift: your next roll to find an item will succeed.');
      return;
    default: // 14 Blank Scroll
      say(ctx, 'blank', "It's just a piece of paper with nothing written on it.");
  }
}
