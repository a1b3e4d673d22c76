/** Scoundrel moves in words, as Hint, Review and the best line write them. */
import { cardLabel } from '../../engine/cards.js';
import { kindOf } from './cards.js';
import type { ScoundrelAction } from './state.js';

/** A move in words: "Fight J♠ with 7♦", "Drink 5♥", "Avoid the room". */
export function moveWords(action: ScoundrelAction, weapon: string | null): string {
  if (action.type === 'avoid') return 'Avoid the room';
  const code = cardLabel(action.card);
  const kind = kindOf(action.card);
  if (kind === 'weapon') return `Equip ${code}`;
  if (kind === 'potion') return `Drink ${code}`;
  return action.weapon && weapon !== null ? `Fight ${code} with ${cardLabel(weapon)}` : `Fight ${code} barehanded`;
}

/** Moves made one after another in words, starting with `weapon` held: equipping a weapon names it in the fights after. */
export function movesWords(moves: readonly ScoundrelAction[], weapon: string | null): string[] {
  let held = weapon;
  return moves.map((action) => {
    const words = moveWords(action, held);
    if (action.type === 'face' && kindOf(action.card) === 'weapon') held = action.card;
    return words;
  });
}
