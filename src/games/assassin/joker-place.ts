/** Where one of two Jokers is (`two-jokers`), in words: for the board, or short enough for the table's picture. */
import { suitName, suitSymbol } from '../../engine/cards.js';
import { count } from '../../engine/words.js';
import type { JokerView } from './view.js';

/** Where `joker` is: "just turned up", "in the reserve under 3 cards", "over ♦ Diamonds"; `short` for a picture's line. */
export function jokerPlace(joker: JokerView, short = false): string {
  switch (joker.at) {
    case 'aside':
      return 'by your side, ready';
    case 'pending':
      return 'just turned up';
    case 'stock':
      return 'in the stockpile';
    case 'discarded':
      return 'discarded';
    case 'reserve':
      if (joker.fromTop === 0) return short ? 'reserve top, ready' : 'on top of the reserve, ready';
      return short ? `in the reserve, ${count(joker.fromTop, 'card')} down` : `in the reserve under ${count(joker.fromTop, 'card')}`;
    default:
      return short ? `over ${suitName(joker.at)}` : `over ${suitSymbol(joker.at)} ${suitName(joker.at)}`;
  }
}
