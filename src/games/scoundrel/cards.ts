/** What each Scoundrel card is (rulebook, "Rules"): Clubs and Spades monsters, Diamonds weapons, Hearts potions. */
import { aceHighValue, card, standardDeck } from '../../engine/cards.js';

/** The kind of a card in the dungeon. */
export type CardKind = 'monster' | 'weapon' | 'potion';

/** The 44 cards of the dungeon: the standard deck without jokers, red faces and red Aces. */
export function scoundrelDeck(): string[] {
  return standardDeck().filter((code) => {
    const { rank, suit } = card(code);
    const red = suit === 'D' || suit === 'H';
    return !(red && (rank === 'J' || rank === 'Q' || rank === 'K' || rank === 'A'));
  });
}

/** Monster, weapon or potion, by suit. */
export function kindOf(code: string): CardKind {
  const { suit } = card(code);
  if (suit === 'D') return 'weapon';
  if (suit === 'H') return 'potion';
  return 'monster';
}

/** A card's value: 2..10, J 11, Q 12, K 13, A 14. */
export function valueOf(code: string): number {
  return aceHighValue(card(code).rank);
}
