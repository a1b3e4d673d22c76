/**
 * Usable items (rulebook, "Usable Items"): Cups are potions, Pentacles scrolls, Wands wands, each card
 * of a kind with its own effect number. On first use the effect is drawn from the bag of tokens 1..14
 * (tokens already known for that kind are set aside and drawn again) and remembered for every item of
 * that card. Potions and scrolls target the player and may be used at any time; wands only in a fight,
 * at a target chosen before the effect is known.
 *
 * Readings: items are used between rounds (not while a roll waits for extra shots) and not while
 * another choice is open; an item used in a fight counts as "using an item" for the Ring of Rage.
 */
import { tarotLabel } from '../../engine/tarot.js';
import { kindOfCard, removeItem } from './cards.js';
import { endCombat } from './combat.js';
import { type Ctx, say } from './context.js';
import { itemEffect } from './data.js';
import { drinkPotion } from './potions.js';
import { readScroll } from './scrolls.js';
import type { Target } from './state.js';
import { identify } from './tokens.js';
import { zapWand } from './wands.js';

/** Uses one potion, scroll or wand charge of `card`. */
export function useItem(ctx: Ctx, card: string, target: Target | undefined): void {
  const { state: s } = ctx;
  const kind = kindOfCard(card);
  if (kind === null) return;
  if (kind === 'wand') s.pending = null;
  removeItem(s, kind, card);
  if (s.combat) s.combat.itemUsed = true;
  const fresh = s.known[kind][card] === undefined;
  const effect = identify(ctx, kind, card);
  const name = `${itemEffect(kind, effect).name}${fresh ? ' (now identified)' : ''}`;
  if (kind === 'potion') {
    say(ctx, 'drink', `You drink the ${tarotLabel(card)} potion: ${name}.`);
    drinkPotion(ctx, effect);
  } else if (kind === 'scroll') {
    say(ctx, 'read', `You read the ${tarotLabel(card)} scroll: ${name}.`);
    readScroll(ctx, effect);
  } else {
    say(ctx, 'zap', `You point the ${tarotLabel(card)} wand at ${target === 'self' ? 'yourself' : 'the monster'}: ${name}.`);
    zapWand(ctx, effect, target ?? 'monster', card);
  }
  if (!s.end && s.combat && s.combat.monster.dice <= 0) endCombat(ctx, 'kill');
}

/** Raises a wand: the next choice is its target. */
export function aimWand(ctx: Ctx, card: string): void {
  ctx.state.pending = { kind: 'aim', card };
}

/** Lowers a raised wand. */
export function cancelAim(ctx: Ctx): void {
  if (ctx.state.pending?.kind === 'aim') ctx.state.pending = null;
}
