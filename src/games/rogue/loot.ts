/**
 * Finding things (rulebook, "Cups", "Pentacles", "Wands", "Swords"): the item roll after a Cup (2+,
 * one potion), Pentacle (3+, one scroll) or Wand (4+, three charges) card, helped by the Alchemist's,
 * Fate's and Justicar's rings and the Gift scroll; and a monster's "Item" drop, a random major arcana
 * that is shuffled back into its pile (docs/rulings.md).
 */
import { tarotLabel } from '../../engine/tarot.js';
import { addItem } from './cards.js';
import { GEAR, wears } from './character.js';
import { type Ctx, checkDie, say } from './context.js';
import { gainEquipment } from './equipment.js';
import type { ItemKind, RogueState } from './state.js';

/** The lowest die that finds an item of this kind, with the rings worn; 1 means it always succeeds. */
function itemNeeds(s: RogueState, kind: ItemKind): number {
  if (kind === 'potion') return wears(s, GEAR.alchemist) ? 1 : 2;
  if (kind === 'scroll') return wears(s, GEAR.fate) ? 2 : 3;
  return wears(s, GEAR.justicar) ? 3 : 4;
}

/** How many of an item one find gives: one potion or scroll, three wand charges. */
function findCount(kind: ItemKind): number {
  return kind === 'wand' ? 3 : 1;
}

/** Rolls to find the item of a Cup, Pentacle or Wand card. */
export function itemRoll(ctx: Ctx, kind: ItemKind, card: string): void {
  const { state: s } = ctx;
  let found: boolean;
  if (s.gift) {
    s.gift = false;
    found = true;
    say(ctx, 'gift', 'The Gift scroll makes this find certain.');
  } else if (itemNeeds(s, kind) <= 1) {
    found = true;
    say(ctx, 'alchemist', "The Alchemist's Ring finds the potion.");
  } else {
    found = checkDie(ctx, `Find a ${kind}`, itemNeeds(s, kind));
  }
  if (!found) {
    say(ctx, 'no-item', `You find no ${kind} here.`);
    return;
  }
  const count = findCount(kind);
  addItem(s, kind, card, count);
  say(
    ctx,
    'item',
    kind === 'wand' ? `You find a wand (${tarotLabel(card)}) with ${count} charges.` : `You find a ${kind} (${tarotLabel(card)}).`,
  );
}

/** A monster's "Item": the top of the equipment pile, which is then shuffled back together. */
export function dropEquipment(ctx: Ctx): void {
  const { state: s } = ctx;
  const card = s.majors[0];
  if (card === undefined) return;
  s.majors = ctx.random.shuffle(s.majors);
  gainEquipment(ctx, card);
}
