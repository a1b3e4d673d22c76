/** Scoundrel moves and the advisor's estimates in words, as Hint and Review write them. */
import { cardLabel } from '../../../engine/cards.js';
import { kindOf } from '../../../games/scoundrel/cards.js';
import type { ScoundrelAction } from '../../../games/scoundrel/index.js';

/** A move in words: "Fight J♠ with 7♦", "Drink 5♥", "Avoid the room". */
export function moveWords(action: ScoundrelAction, weapon: string | null): string {
  if (action.type === 'avoid') return 'Avoid the room';
  const code = cardLabel(action.card);
  const kind = kindOf(action.card);
  if (kind === 'weapon') return `Equip ${code}`;
  if (kind === 'potion') return `Drink ${code}`;
  return action.weapon && weapon !== null ? `Fight ${code} with ${cardLabel(weapon)}` : `Fight ${code} barehanded`;
}

/** A chance to clear as a whole percentage: "42 %". */
export const percent = (chance: number): string => `${Math.round(chance * 100)} %`;

/** An expected score with its sign and one decimal: "+3.5", "−12.0". */
export const score = (value: number): string => (value >= 0 ? `+${value.toFixed(1)}` : `−${(-value).toFixed(1)}`);
