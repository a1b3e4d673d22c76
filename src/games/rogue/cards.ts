/** What each tarot card is in Rogue Risus (rulebook, "Usable Items"): Cups potions, Pentacles scrolls, Wands wands. */
import { minor, TAROT_RANKS } from '../../engine/tarot.js';
import type { ItemKind, RogueState } from './state.js';

const KIND_OF_SUIT = { C: 'potion', P: 'scroll', W: 'wand' } as const;

/** The item kind of a minor-arcana card; null for Swords. */
export function kindOfCard(card: string): ItemKind | null {
  const { suit } = minor(card);
  return suit === 'S' ? null : KIND_OF_SUIT[suit];
}

/** The cards of a kind the player holds, in roster order (Ace to King). */
export function held(s: RogueState, kind: ItemKind): string[] {
  const order = (card: string): number => TAROT_RANKS.indexOf(minor(card).rank);
  return Object.keys(s.inventory[kind]).sort((a, b) => order(a) - order(b));
}

/** Adds items to the inventory (wands count charges). */
export function addItem(s: RogueState, kind: ItemKind, card: string, count: number): void {
  s.inventory[kind][card] = (s.inventory[kind][card] ?? 0) + count;
}

/** Takes one item (or wand charge) from the inventory. */
export function removeItem(s: RogueState, kind: ItemKind, card: string): void {
  const left = (s.inventory[kind][card] ?? 0) - 1;
  if (left > 0) s.inventory[kind][card] = left;
  else delete s.inventory[kind][card];
}
