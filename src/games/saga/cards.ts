/** Saga's deck (rulebook, "Building A Deck"): A..10 of every suit, Aces count 1; several decks for a big table. */
import { aceLowValue, card, RANKS, SUITS } from '../../engine/cards.js';

/** The cards of `decks` Saga decks, in a fixed order: 40 per deck. */
export function sagaDeck(decks: number): string[] {
  const one = SUITS.flatMap((suit) => RANKS.filter((rank) => rank !== 'J' && rank !== 'Q' && rank !== 'K').map((rank) => `${rank}${suit}`));
  return Array.from({ length: decks }, () => one).flat();
}

/** A card's value: Ace 1, else its number. */
export function sagaValue(code: string): number {
  return aceLowValue(card(code).rank);
}
