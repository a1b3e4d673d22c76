/** Saga's deck (rulebook, "Building A Deck"): A..10 of every suit, Aces count 1; several decks for a big table. */
import { aceLowValue, card, cardLabel, RANKS, SUITS } from '../../engine/cards.js';
import type { Entry } from './state.js';

/** The cards of `decks` Saga decks, in a fixed order: 40 per deck. */
export function sagaDeck(decks: number): string[] {
  const one = SUITS.flatMap((suit) => RANKS.filter((rank) => rank !== 'J' && rank !== 'Q' && rank !== 'K').map((rank) => `${rank}${suit}`));
  return Array.from({ length: decks }, () => one).flat();
}

/** A card's value: Ace 1, else its number. */
export function sagaValue(code: string): number {
  return aceLowValue(card(code).rank);
}

/** How each card came into a sum, as the story says it after the card. */
const HOW: Record<Entry['how'], string> = {
  played: '',
  pumped: ' pumped ×2',
  'double-pumped': ' double-pumped ×2',
  'double-pump draw': ' drawn',
  'trump flip': ' trump flip',
  'opponent flip': ' flip',
  payback: ' payback',
};

/** A sum card by card, without its total: "4 (Knight) + 9♣ 9 + 8♥ trump flip 8". */
export function sumTerms(start: number, label: string, entries: readonly Entry[]): string {
  return [`${start} (${label})`, ...entries.map((e) => `${cardLabel(e.card)}${HOW[e.how]} ${e.value}`)].join(' + ');
}
