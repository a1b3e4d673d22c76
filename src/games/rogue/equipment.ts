/**
 * Wearing major-arcana equipment (rulebook, "Equipment" and "Major Arcana Equipment List"):
 * a fighter wears 1 amulet and 2 rings, a mage 1 amulet, 2 rings and 1 special item. A card for a
 * full slot asks which to keep.
 *
 * Readings: equipment the class cannot use (a special item or the mage-only Ring of Infernal
 * Knowledge for a fighter, a fighter-only piece for a mage) is left behind; a second copy of a card already worn changes
 * nothing (the card is shuffled back, so it can turn up again).
 */
import { withArticle } from '../../engine/words.js';
import { isMage, wears } from './character.js';
import { type Ctx, say, tell } from './context.js';
import { type Equipment, equipment } from './data.js';
import type { RogueState, Slot } from './state.js';

/** The slots a card could go in for this character (empty when the class cannot use it). */
export function slotsFor(s: RogueState, item: Equipment): Slot[] {
  if (item.slot === 'none') return [];
  if (item.only === 'fighter' && isMage(s)) return [];
  if (item.only === 'mage' && !isMage(s)) return [];
  if (item.slot === 'special') return isMage(s) ? ['special'] : [];
  if (item.slot === 'amulet') return ['amulet'];
  return ['ring1', 'ring2'];
}

/** The card worn in a slot, or null. */
function wornIn(s: RogueState, slot: Slot): string | null {
  if (slot === 'amulet') return s.amulet;
  if (slot === 'special') return s.special;
  return s.rings[slot === 'ring1' ? 0 : 1] ?? null;
}

function putOn(s: RogueState, slot: Slot, card: string): void {
  if (slot === 'amulet') s.amulet = card;
  else if (slot === 'special') s.special = card;
  else s.rings[slot === 'ring1' ? 0 : 1] = card;
}

/** A found equipment card: worn at once in a free slot, left behind, or a choice when the slot is full. */
export function gainEquipment(ctx: Ctx, card: string): void {
  const { state: s } = ctx;
  const item = equipment(card);
  const slots = slotsFor(s, item);
  if (slots.length === 0) {
    say(
      ctx,
      'equipment-useless',
      `The ${item.name} (${item.arcana}) is of no use to ${withArticle(s.cliche.replace('-', ' '))}; you leave it.`,
    );
    return;
  }
  if (wears(s, card)) {
    say(ctx, 'equipment-twice', `Another ${item.name}: you already wear one.`);
    return;
  }
  const free = slots.find((slot) => wornIn(s, slot) === null);
  if (free) {
    putOn(s, free, card);
    say(ctx, 'equip', `You put on the ${item.name} (${item.arcana}).`);
    tell(ctx, `Level ${s.level}: found the ${item.name}.`);
    return;
  }
  s.pending = { kind: 'equip', card };
  say(ctx, 'equipment-choice', `You find the ${item.name} (${item.arcana}): wear it instead of something, or leave it.`);
}

/** Wears the pending card in `slot`, leaving what was there. */
export function equipPending(ctx: Ctx, slot: Slot): void {
  const { state: s } = ctx;
  if (s.pending?.kind !== 'equip') return;
  const item = equipment(s.pending.card);
  const old = wornIn(s, slot);
  putOn(s, slot, item.card);
  s.pending = null;
  const replaced = old === null ? '' : ` instead of the ${equipment(old).name}`;
  say(ctx, 'equip', `You put on the ${item.name}${replaced}.`);
  tell(ctx, `Level ${s.level}: took the ${item.name}${replaced}.`);
}

/** Leaves the pending card behind. */
export function discardPending(ctx: Ctx): void {
  const { state: s } = ctx;
  if (s.pending?.kind !== 'equip') return;
  say(ctx, 'discard', `You leave the ${equipment(s.pending.card).name} behind.`);
  s.pending = null;
}
