/**
 * Checks and fight rounds (rulebook, "Actions Against a Target Number" to "Full Combat"; RULINGS.md):
 * the player plays from the hand, trump flips are automatic, edge chains and pumps, GM payback, and
 * the resolution that sends the cards on and refills the hand.
 *
 * Readings written down here:
 * - A double pump adds the doubled card and the next draw-pile card; that extra card is not a trump flip.
 * - Losing a fight round costs 1 card of hand size for the fight, plus 1 for each pump made that round
 *   (2 for a double pump): "more if pumping".
 * - A pumped card is lost until healed: the player's hand size drops by 1 per pumped card.
 * - Flipped, drawn and payback cards go to the discard pile when the contest is resolved; played Spades
 *   go to the GM's payback hand, other played cards to the discard pile.
 * - Only the acting player's hand refills at the resolution (to the fight's hand size during a fight).
 * - The GM may resolve once the player has played a card: that ends an edge chain the player left open.
 */
import { card as parseCard, cardLabel } from '../../engine/cards.js';
import { drawCard, refill, type Work } from './pile.js';
import { sagaValue } from './cards.js';
import type { ActionSuit, Contest, Entry, SagaPlayer, SagaState, Style } from './state.js';

/** The suit that is trump for a style (the GM's mapping; Spades are never trump). */
export function trumpSuit(state: SagaState, style: Style): ActionSuit | null {
  const found = (Object.entries(state.options.styles) as [ActionSuit, Style][]).find(([, s]) => s === style);
  return found ? found[0] : null;
}

/** Flips cards onto `into` while they are of the trump suit: one flip, and another for each trump flipped. */
function flipWhileTrump(work: Work, trump: ActionSuit | null, how: Entry['how'], into: Entry[]): void {
  for (;;) {
    const card = drawCard(work);
    if (card === null) return;
    into.push({ card, value: sagaValue(card), how });
    if (trump === null || parseCard(card).suit !== trump) return;
  }
}

/** A new contest: for a fight round, the opponent's flip (with the trump rule) is made at once. */
export function openContest(work: Work, fields: { player: SagaPlayer; cliche: string; rating: number; style: Style; base: number; fight: boolean }): Contest {
  const theirs: Entry[] = [];
  if (fields.fight) flipWhileTrump(work, trumpSuit(work.t, fields.style), 'opponent flip', theirs);
  return { player: fields.player.id, cliche: fields.cliche, style: fields.style, base: fields.base, rating: fields.rating, mine: [], theirs, pumps: 0, mayPlay: true, status: 'open' };
}

/** The player's total: the cliché's rating and every card on their side. */
export function playerTotal(contest: Contest): number {
  return contest.rating + contest.mine.reduce((sum, entry) => sum + entry.value, 0);
}

/** The difficulty: the target (or the opponent's rank), the opponent's flips and every payback card. */
export function difficulty(contest: Contest): number {
  return contest.base + contest.theirs.reduce((sum, entry) => sum + entry.value, 0);
}

/** Plays a card from the hand, doubled for a pump, plus a draw for a double pump; trump flips follow. */
export function playCard(work: Work, contest: Contest, player: SagaPlayer, code: string, pump: 'none' | 'pump' | 'double'): void {
  player.hand.splice(player.hand.indexOf(code), 1);
  const value = sagaValue(code);
  if (pump === 'none') contest.mine.push({ card: code, value, how: 'played' });
  else contest.mine.push({ card: code, value: value * 2, how: pump === 'pump' ? 'pumped' : 'double-pumped' });
  if (pump === 'double') {
    const extra = drawCard(work);
    if (extra !== null) contest.mine.push({ card: extra, value: sagaValue(extra), how: 'double-pump draw' });
  }
  contest.pumps += pump === 'none' ? 0 : pump === 'pump' ? 1 : 2;
  const trump = trumpSuit(work.t, contest.style);
  if (trump !== null && parseCard(code).suit === trump) flipWhileTrump(work, trump, 'trump flip', contest.mine);
  contest.mayPlay = value <= player.edge && player.hand.length > 0;
  const pumpText = pump === 'none' ? '' : pump === 'pump' ? ' pumped' : ' double-pumped';
  work.events.push({ type: 'play', text: `${player.name} plays ${cardLabel(code)}${pumpText}: ${playerTotal(contest)} against ${difficulty(contest)}.` });
}

/** True once the GM may resolve: the player has played a card (resolving ends an open edge chain) or holds none. */
export function playerDone(contest: Contest, player: SagaPlayer): boolean {
  return contest.mine.length > 0 || player.hand.length === 0;
}

/** Sends a resolved contest's cards on: played Spades to the GM, everything else to the discard pile; pumped cards cost hand size. */
export function clearContest(t: SagaState, contest: Contest, player: SagaPlayer): void {
  for (const entry of contest.mine.concat(contest.theirs)) {
    const fromHand = entry.how === 'played' || entry.how === 'pumped' || entry.how === 'double-pumped';
    if (fromHand && parseCard(entry.card).suit === 'S') t.payback.push(entry.card);
    else t.discard.push(entry.card);
    if (entry.how === 'pumped' || entry.how === 'double-pumped') player.handSize = Math.max(0, player.handSize - 1);
  }
}

/** Draws the acting player's hand back up after a resolution. */
export function refillAfter(work: Work, player: SagaPlayer, limit: number): void {
  refill(work, player, Math.min(player.handSize, limit));
}
