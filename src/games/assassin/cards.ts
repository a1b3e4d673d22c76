/** Royal Assassin's card values (rulebook, "Gameplay"): K 13, Q 12, J 11, number cards their value, Aces 11. */
import { card, isFace, isJoker, isRed, type Suit } from '../../engine/cards.js';

/** True for J, Q and K. */
export function isRoyal(code: string): boolean {
  return !isJoker(code) && isFace(card(code).rank);
}

/** The value a card counts for: K 13, Q 12, J 11, Ace 11, else its number. */
export function valueOf(code: string): number {
  const { rank } = card(code);
  if (rank === 'K') return 13;
  if (rank === 'Q') return 12;
  if (rank === 'J' || rank === 'A') return 11;
  return Number(rank);
}

/** A black suit attacks a red column and a red suit a black one. */
export function opposite(a: Suit, b: Suit): boolean {
  return isRed(a) !== isRed(b);
}
