/**
 * The plays of Royal Assassin on a working copy (rulebook, "Gameplay" and "The Joker"; docs/rulings.md):
 * turn a card, attack with it or put it on the reserve, continue from the reserve, place a Joker.
 * Each returns null when done, or why a rule forbids it. rules.ts offers them; endgame.ts plays them
 * ahead on copies to see what the stockpile still holds.
 *
 * Readings written down here:
 * - A pending card must be attacked with or put on the reserve before the next turn or a continue.
 * - "An attack must always be begun from the stockpile": the reserve's top card continues an attack
 *   only on a Pretender who already has attack cards on him (see `continueColumn`).
 * - With `two-jokers`, a Joker turned from the stockpile waits as pending: place it, or put it on the
 *   reserve, from whose top it can be placed later.
 * - With `recycle-reserve`, turning over the reserve puts its bottom card on top of the new stockpile
 *   (a face-up pile turned face down).
 */
import { card, cardName, isJoker, suitName } from '../../engine/cards.js';
import { COLUMNS, canAttack, layAttack, placeRoyal, pretender, settle, targetOf, type Work } from './board.js';
import { isRoyal } from './cards.js';
import type { AssassinState, Column, Joker } from './state.js';

/** The Joker that can be placed now: the pending one, the one on top of the reserve, or the one set aside. */
export function playableJoker(t: AssassinState): Joker | undefined {
  return (
    t.jokers.find((j) => j.at === 'pending') ??
    t.jokers.find((j) => j.at === 'reserve' && t.reserve.at(-1) === j.card) ??
    t.jokers.find((j) => j.at === 'aside')
  );
}

/** The columns a Joker may go over: two or more Royals, the Pretender attacked, no Joker there yet. */
export function jokerColumns(t: AssassinState): Column[] {
  if (!playableJoker(t)) return [];
  return COLUMNS.filter((c) => t.columns[c].length >= 2 && (pretender(t, c)?.attack.length ?? 0) > 0 && !t.jokers.some((j) => j.at === c));
}

/**
 * The column the reserve's top card may continue an attack on, if any: the column its suit attacks,
 * when the attack has begun on that column's Pretender (he has attack cards on him). A Royal who
 * interrupts an attack has none, and an attack on him is begun from the stockpile like any other.
 */
export function continueColumn(t: AssassinState): Column | null {
  const top = t.reserve.at(-1);
  if (t.pending !== null || top === undefined || isJoker(top)) return null;
  const column = targetOf(t, card(top).suit as Column);
  return column && (pretender(t, column)?.attack.length ?? 0) > 0 ? column : null;
}

/** The columns the pending number card may attack. */
export function attackColumns(t: AssassinState): Column[] {
  if (t.pending === null || isJoker(t.pending)) return [];
  const suit = card(t.pending).suit as Column;
  return COLUMNS.filter((column) => canAttack(t, suit, column));
}

/** Turns the reserve over into a new stockpile (`recycle-reserve`). */
function turnOver(work: Work): void {
  const { state: t } = work;
  t.stock = [...t.reserve];
  t.reserve = [];
  for (const joker of t.jokers) if (joker.at === 'reserve') joker.at = 'stock';
  t.recycles += 1;
  t.changedSinceRecycle = false;
  work.events.push({ type: 'recycle', text: `The reserve is turned over into a new stockpile (${t.stock.length} cards).` });
}

/** Turns the stockpile's top card (turning the reserve over first when the stockpile is out). */
export function turnCard(work: Work): void {
  const { state: t } = work;
  if (t.stock.length === 0) turnOver(work);
  const code = t.stock.shift()!;
  t.turned += 1;
  if (isJoker(code)) {
    t.jokers.find((j) => j.card === code)!.at = 'pending';
    t.pending = code;
    work.events.push({ type: 'turn', text: 'You turn up a Joker: place it over a column, or put it on the reserve.' });
  } else if (isRoyal(code)) {
    placeRoyal(work, code);
    settle(work);
  } else {
    t.pending = code;
    work.events.push({ type: 'turn', text: `You turn up the ${cardName(code)}.` });
  }
}

/** Attacks a column's Pretender with the pending card. */
export function attack(work: Work, column: Column): string | null {
  const { state: t } = work;
  if (t.pending === null || isJoker(t.pending)) return 'Turn a number card from the stockpile first: attacks begin with it.';
  const suit = card(t.pending).suit as Column;
  if (!canAttack(t, suit, column)) return attackRefusal(t, suit, column);
  layAttack(work, column, t.pending, 'stockpile');
  t.pending = null;
  t.changedSinceRecycle = true;
  settle(work);
  return null;
}

function attackRefusal(t: AssassinState, suit: Column, column: Column): string {
  if (!pretender(t, column)) return `There is no Pretender in ${suitName(column)}.`;
  if (suit === column || (suit === 'S' || suit === 'C') === (column === 'S' || column === 'C'))
    return 'Black attacks red and red attacks black.';
  const target = targetOf(t, suit);
  if (target && target !== column) return `${suitName(suit)} already attack ${suitName(target)}; a suit attacks one column at a time.`;
  return `${suitName(column)} is already attacked by another suit; a column is attacked by one suit at a time.`;
}

/** Puts the pending card on the reserve, where a Pretender may take it for defence. */
export function toReserve(work: Work): string | null {
  const { state: t } = work;
  if (t.pending === null) return 'There is no turned card to put on the reserve.';
  t.reserve.push(t.pending);
  const joker = t.jokers.find((j) => j.card === t.pending);
  if (joker) joker.at = 'reserve';
  work.events.push({ type: 'reserve', text: `The ${cardName(t.pending)} goes on the reserve.` });
  t.pending = null;
  settle(work);
  return null;
}

/** Continues an attack with the reserve's top card. */
export function continueAttack(work: Work, column: Column): string | null {
  const { state: t } = work;
  if (continueColumn(t) !== column) {
    return t.pending !== null
      ? 'Play the turned card first.'
      : "The reserve's top card can only continue an attack of its own suit: an attack begun from the stockpile on that Pretender.";
  }
  layAttack(work, column, t.reserve.pop()!, 'reserve');
  t.changedSinceRecycle = true;
  settle(work);
  return null;
}

/** Places the playable Joker over a column. */
export function placeJoker(work: Work, column: Column): string | null {
  const { state: t } = work;
  if (!jokerColumns(t).includes(column))
    return 'The Joker goes over a column with two or more Royals whose Pretender is under attack, once per column.';
  const joker = playableJoker(t)!;
  if (joker.at === 'pending') t.pending = null;
  if (joker.at === 'reserve') t.reserve.pop();
  joker.at = column;
  t.changedSinceRecycle = true;
  work.events.push({
    type: 'joker',
    text: `The Joker takes its place over ${suitName(column)}: kill the Pretender and every Royal of ${suitName(column)} dies.`,
  });
  settle(work);
  return null;
}
