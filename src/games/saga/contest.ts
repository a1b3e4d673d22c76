/**
 * Checks, conflicts and fight rounds card by card (rulebook, "Actions Against a Target Number" to
 * "Opponents and Trump"; docs/rulings.md): the opponent's flip, each player's plays with automatic trump
 * flips, edge chains and pumps, and where the cards go once the contest is over.
 *
 * Readings written down here:
 * - A double pump adds the doubled card and the next draw-pile card; that extra card is not a trump flip.
 * - A pumped card (pumped or double-pumped) is lost until healed: the player's hand size drops by 1.
 * - Flipped, drawn and payback cards go to the discard pile when the contest is resolved; played Spades
 *   go to the GM's payback hand, other played cards to the discard pile.
 * - A contest called off before it is resolved (the GM ends it, or its last player leaves) costs
 *   nothing: played and pumped cards go back to the hands they came from, payback cards back to the
 *   GM, and only the flipped and drawn cards go to the discard pile.
 */
import { cardLabel, card as parseCard } from '../../engine/cards.js';
import { sagaValue } from './cards.js';
import { drawCard, type Work } from './pile.js';
import { playerOf, who } from './seats.js';
import type { ActionSuit, Contest, ContestKind, Entry, SagaPlayer, SagaState, Side, Style } from './state.js';

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

/** Who takes part in a contest, with the cliché and rating they use. */
export interface Taking {
  player: string;
  cliche: string;
  rating: number;
}

/**
 * A new contest. A conflict or fight round flips its target at once: the opponent's rank plus the
 * top card of the draw pile, and the next while the flips are trump ("Opponents and Trump").
 */
export function openContest(
  work: Work,
  fields: {
    kind: ContestKind;
    style: Style;
    base: number;
    opponent: string | null;
    round: number | null;
    sides: Taking[];
    hidden?: boolean;
  },
): Contest {
  const theirs: Entry[] = [];
  if (fields.kind !== 'check') flipWhileTrump(work, trumpSuit(work.state, fields.style), 'opponent flip', theirs);
  const sides: Side[] = fields.sides.map((s) => ({ ...s, mine: [], mayPlay: true, result: null }));
  return {
    kind: fields.kind,
    style: fields.style,
    base: fields.base,
    opponent: fields.opponent,
    round: fields.round,
    theirs,
    sides,
    status: 'open',
    ...(fields.hidden ? { hidden: true } : {}),
  };
}

/** True while a contest's target is the GM's secret: a hidden check, conflict or fight round not yet resolved. */
export function targetHidden(contest: Contest): boolean {
  return contest.hidden === true && contest.status === 'open';
}

/** The difficulty as the table may be told it: the number, or "the hidden target" while it is hidden. */
export function difficultyText(contest: Contest): string {
  return targetHidden(contest) ? 'the hidden target' : String(difficulty(contest));
}

/** A side's total: the cliché's rating and every card on that side. */
export function sideTotal(side: Side): number {
  return side.rating + side.mine.reduce((sum, entry) => sum + entry.value, 0);
}

/** The difficulty: the target (or the opponent's rank), the opponent's flips and every payback card. */
export function difficulty(contest: Contest): number {
  return contest.base + contest.theirs.reduce((sum, entry) => sum + entry.value, 0);
}

/** The side a member plays in the contest, if any. */
export function sideOf(contest: Contest | null, id: string): Side | undefined {
  return contest?.sides.find((s) => s.player === id);
}

/** Where a side stands: no card yet, in an edge chain (may play on or stop), or done. */
export function sideState(side: Side, player: SagaPlayer | undefined): 'to-play' | 'may-play' | 'done' {
  if (!player || side.result !== null) return 'done';
  if (side.mine.length === 0) return player.hand.length > 0 ? 'to-play' : 'done';
  return side.mayPlay && player.hand.length > 0 ? 'may-play' : 'done';
}

/** The players of the contest whose side is in `state` now, in seat order of the contest. */
export function playersIn(t: SagaState, contest: Contest, state: ReturnType<typeof sideState>): SagaPlayer[] {
  return contest.sides.flatMap((side) => {
    const player = playerOf(t, side.player);
    return player && sideState(side, player) === state ? [player] : [];
  });
}

/**
 * True once every side is done: each player has played a card and ended any edge chain (a card over
 * the edge, or Stop), or holds none. Until then "everyone has played" waits, and the GM who resolves
 * anyway is asked first (plays.ts).
 */
export function contestReady(t: SagaState, contest: Contest): boolean {
  return contest.sides.every((side) => sideState(side, playerOf(t, side.player)) === 'done');
}

/** Plays a card from the hand, doubled for a pump, plus a draw for a double pump; trump flips follow. */
export function playCard(
  work: Work,
  contest: Contest,
  side: Side,
  player: SagaPlayer,
  code: string,
  pump: 'none' | 'pump' | 'double',
): void {
  player.hand.splice(player.hand.indexOf(code), 1);
  const value = sagaValue(code);
  const start = side.mine.length;
  if (pump === 'none') side.mine.push({ card: code, value, how: 'played' });
  else side.mine.push({ card: code, value: value * 2, how: pump === 'pump' ? 'pumped' : 'double-pumped' });
  if (pump === 'double') {
    const extra = drawCard(work);
    if (extra !== null) side.mine.push({ card: extra, value: sagaValue(extra), how: 'double-pump draw' });
  }
  const trump = trumpSuit(work.state, contest.style);
  if (trump !== null && parseCard(code).suit === trump) flipWhileTrump(work, trump, 'trump flip', side.mine);
  side.mayPlay = value <= player.edge && player.hand.length > 0;
  const added = side.mine.slice(start + 1);
  const drawn = added.filter((e) => e.how === 'double-pump draw').map((e) => `, draws ${cardLabel(e.card)}`);
  const flips = added.filter((e) => e.how === 'trump flip').map((e) => cardLabel(e.card));
  const pumpText = pump === 'none' ? '' : pump === 'pump' ? ' pumped' : ' double-pumped';
  const flipText = flips.length > 0 ? ` and flips ${flips.join(' ')}` : '';
  const chain = side.mayPlay ? ' Edge: may play another.' : '';
  work.events.push({
    type: 'play',
    text:
      `${who(player)} plays ${cardLabel(code)}${pumpText}${drawn.join('')}${flipText}: ` +
      `${sideTotal(side)} against ${difficultyText(contest)}.${chain}`,
  });
}

/** True when a card left a hand to go on this side (played, pumped or double-pumped). */
function fromHand(entry: Entry): boolean {
  return entry.how === 'played' || entry.how === 'pumped' || entry.how === 'double-pumped';
}

/** Sends a resolved side's cards on: played Spades to the GM, everything else to the discard pile; pumped cards cost hand size. */
export function clearSide(t: SagaState, side: Side, player: SagaPlayer | undefined): void {
  for (const entry of side.mine) {
    if (fromHand(entry) && parseCard(entry.card).suit === 'S') t.payback.push(entry.card);
    else t.discard.push(entry.card);
    if (player && (entry.how === 'pumped' || entry.how === 'double-pumped')) player.handSize = Math.max(0, player.handSize - 1);
  }
}

/** Sends the difficulty's cards (flips and payback) to the discard pile after a resolution. */
export function clearTheirs(t: SagaState, contest: Contest): void {
  t.discard.push(...contest.theirs.map((entry) => entry.card));
}

/** Takes a side off the table without a result: its cards go back to the player's hand, or to the discard pile if they leave. */
export function withdrawSide(t: SagaState, side: Side, player: SagaPlayer | undefined): void {
  for (const entry of side.mine) {
    if (fromHand(entry) && player) player.hand.push(entry.card);
    else t.discard.push(entry.card);
  }
}

/** Calls off an open contest: every side is withdrawn, payback goes back to the GM, flips to the discard pile. */
export function callOff(t: SagaState, contest: Contest): void {
  for (const side of contest.sides) withdrawSide(t, side, playerOf(t, side.player));
  for (const entry of contest.theirs) (entry.how === 'payback' ? t.payback : t.discard).push(entry.card);
}
