/**
 * The token bags (rulebook, "Usable Items"): an item's effect is drawn from tokens 1..14 on first use;
 * tokens already known for that kind are set aside and drawn again, and every token goes back into
 * the bag afterwards. Each kind's bag order is kept in the state so tests can stack it.
 */
import { tarotLabel } from '../../engine/tarot.js';
import { held, kindOfCard } from './cards.js';
import { type Ctx, say } from './context.js';
import { itemEffect } from './data.js';
import type { ItemKind, RogueState } from './state.js';

/** The held items whose effect is not known yet, every kind. */
export function blankItems(s: RogueState): string[] {
  return (['potion', 'scroll', 'wand'] as const).flatMap((kind) => held(s, kind).filter((card) => s.known[kind][card] === undefined));
}

/** Draws an effect token for a card (set aside the known ones, return them all after) and records it. */
export function identify(ctx: Ctx, kind: ItemKind, card: string): number {
  const { state: s } = ctx;
  const known = s.known[kind][card];
  if (known !== undefined) return known;
  const taken = new Set(Object.values(s.known[kind]));
  const effect = s.bags[kind].find((token) => !taken.has(token));
  if (effect === undefined) throw new Error(`No ${kind} token left for ${card}`);
  s.known[kind][card] = effect;
  s.bags[kind] = ctx.random.shuffle(s.bags[kind]);
  return effect;
}

/** Identify scroll: records the effect of one blank item the player holds. */
export function identifyChosen(ctx: Ctx, card: string): void {
  const kind = kindOfCard(card);
  ctx.state.pending = null;
  if (kind === null) return;
  const effect = identify(ctx, kind, card);
  say(ctx, 'identify', `Identify: the ${kind} ${tarotLabel(card)} is ${itemEffect(kind, effect).name}.`);
}

/** Chaos scroll: forgets every known effect of one kind. */
export function eraseKnown(ctx: Ctx, group: ItemKind): void {
  ctx.state.pending = null;
  ctx.state.known[group] = {};
  say(ctx, 'chaos', `Chaos: every ${group} effect you knew is forgotten.`);
}
