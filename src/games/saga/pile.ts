/**
 * The draw pile (docs/rulings.md, Saga): cards come off the top; when it runs out, the discard pile is
 * shuffled into a new draw pile. Works on a table copy that `apply` owns.
 */
import type { Move } from '../../engine/move.js';
import { who } from './seats.js';
import type { SagaPlayer, SagaState } from './state.js';

/** One action being made on a copy of the table (the move context in src/engine). */
export type Work = Move<SagaState>;

/** The top card of the draw pile, reshuffling the discard pile in when the draw pile is empty; null when both are. */
export function drawCard(work: Work): string | null {
  const { state: t } = work;
  if (t.draw.length === 0 && t.discard.length > 0) {
    t.draw = work.random.shuffle(t.discard);
    t.discard = [];
    work.events.push({
      type: 'reshuffle',
      text: `The draw pile ran out: the discard pile was shuffled into a new one (${t.draw.length} cards).`,
    });
  }
  return t.draw.shift() ?? null;
}

/**
 * Brings the player's hand to `size` cards: a hand over it loses its last cards (the newest) to the
 * discard pile; a hand under it draws until full, or until the cards run out.
 */
export function fitHand(work: Work, player: SagaPlayer, size: number): void {
  if (player.hand.length > size) work.state.discard.push(...player.hand.splice(size));
  while (player.hand.length < size) {
    const card = drawCard(work);
    if (card === null) {
      work.events.push({ type: 'no-cards', text: `No cards are left to draw for ${who(player)}.` });
      return;
    }
    player.hand.push(card);
  }
}
