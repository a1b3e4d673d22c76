/** A Scoundrel line room by room in words, as the best line tells it: "9♠ 8♦ 5♥ J♣ — equip 8♦, 9♠ on 8♦ (−1), drink 5♥ (+3) → ❤ 17". */
import { cardLabel } from '../../engine/cards.js';
import { signed } from '../../engine/words.js';
import type { LineRoom, LineStep } from './line-rooms.js';

/** One card of a room as the line played it. */
function stepText(step: LineStep): string {
  const card = cardLabel(step.card);
  if (step.how === 'equip') return `equip ${card}`;
  if (step.how === 'wasted') return `${card} wasted (second potion)`;
  if (step.how === 'drink') return step.change > 0 ? `drink ${card} (${signed(step.change, true)})` : `drink ${card} (no effect)`;
  const cost = step.change === 0 ? 'no damage' : signed(step.change);
  return step.how === 'weapon' ? `${card} on ${cardLabel(step.weapon ?? '')} (${cost})` : `${card} barehanded (${cost})`;
}

/** A room of the line: its cards as turned, what was done there in order, and the health it left. */
export function roomWords(room: LineRoom): string {
  const what = room.avoided ? 'avoided' : room.steps.map(stepText).join(', ');
  const after = room.health > 0 ? `❤ ${room.health}` : `slain (❤ ${signed(room.health)})`;
  return `${room.cards.map(cardLabel).join(' ')} — ${what} → ${after}`;
}
