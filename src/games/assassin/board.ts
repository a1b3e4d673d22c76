/**
 * The columns (rulebook, "Gameplay" and "The Joker"; docs/rulings.md, Royal Assassin): strength, pairing,
 * automatic defence, cancelling, killing Pretenders, and the Joker's assassination of a whole column.
 * Works on a copy that `apply` owns.
 *
 * Readings written down here:
 * - Settling runs after every change until nothing moves: a Pretender at or below 0 dies; cancelling
 *   discards the attack and defence cards on a Pretender; the reserve's top card goes to defence.
 * - `aces-low-after-play` ("only worth 11 when they are first played, then immediately revert to 1"):
 *   an Ace counts 11 while the play that put it on a Pretender (in attack or in defence) is settled:
 *   the kill it makes, the defence it draws, the cancelling it causes. Then it drops to 1, which is a
 *   change of value like any other, so the table is settled again: a defence may now match or exceed
 *   the attack (cancelled), or fall to the attack or below (the reserve's top card defends again).
 * - `royal-beneath`: a Royal turned onto an attacked column takes over the attack and defence cards
 *   on the Pretender, which stays in the column beneath it.
 */

import { card, cardName, isJoker, suitName } from '../../engine/cards.js';
import type { Move } from '../../engine/move.js';
import { opposite, valueOf } from './cards.js';
import type { AssassinState, Column, Layer, Variant } from './state.js';

/** The four columns in table order. */
export const COLUMNS: readonly Column[] = ['S', 'C', 'D', 'H'];

/** One action being made on a copy of the state (the move context in src/engine). */
export type Work = Move<AssassinState>;

/** True when an alternate rule is on. */
export function has(t: AssassinState, variant: Variant): boolean {
  return t.options.variants.includes(variant);
}

/** The Pretender of a column: its top layer. */
export function pretender(t: AssassinState, column: Column): Layer | undefined {
  return t.columns[column].at(-1);
}

function total(cards: Layer['attack']): number {
  return cards.reduce((sum, placed) => sum + placed.value, 0);
}

/** A Pretender's strength: its value, less the attack, plus the defence. */
export function strength(layer: Layer): number {
  return valueOf(layer.royal) - total(layer.attack) + total(layer.defence);
}

/**
 * A Pretender's strength after a card lands, as the log tells it: "strength 7" while the Pretender
 * stands, or "killed with 5 to spare" once the attack outweighs the Royal (the kill follows as the
 * table settles), never a strength below 1.
 */
function strengthWords(layer: Layer): string {
  const left = strength(layer);
  if (left > 0) return `strength ${left}`;
  return left === 0 ? 'killed with nothing to spare' : `killed with ${-left} to spare`;
}

/** The suit attacking a column: the suit of the attack cards anywhere in it, or null. */
export function attacker(t: AssassinState, column: Column): Column | null {
  const placed = t.columns[column].flatMap((layer) => layer.attack)[0];
  return placed ? (card(placed.card).suit as Column) : null;
}

/** The column a suit attacks, or null. */
export function targetOf(t: AssassinState, suit: Column): Column | null {
  return COLUMNS.find((column) => attacker(t, column) === suit) ?? null;
}

/** Whether a number card of `suit` may be laid on `column` (colour, one suit per column, one column per suit). */
export function canAttack(t: AssassinState, suit: Column, column: Column): boolean {
  if (!pretender(t, column) || !opposite(suit, column)) return false;
  const current = attacker(t, column);
  const target = targetOf(t, suit);
  return (current === null || current === suit) && (target === null || target === column);
}

/** The value a card enters a sum with. */
function entering(code: string): number {
  return valueOf(code);
}

/** After a play has been settled, its Aces drop to 1 under `aces-low-after-play`; true when one did. */
function lowerAces(work: Work): boolean {
  if (!has(work.state, 'aces-low-after-play')) return false;
  let dropped = false;
  for (const column of COLUMNS) {
    for (const layer of work.state.columns[column]) {
      for (const placed of [...layer.attack, ...layer.defence]) {
        if (card(placed.card).rank !== 'A' || placed.value === 1) continue;
        placed.value = 1;
        dropped = true;
        work.events.push({ type: 'ace', text: `The ${cardName(placed.card)} drops to 1: ${strengthWords(layer)}.` });
      }
    }
  }
  return dropped;
}

/** Lays an attack card on a column's Pretender. */
export function layAttack(work: Work, column: Column, code: string, from: 'stockpile' | 'reserve'): void {
  const layer = pretender(work.state, column)!;
  layer.attack.push({ card: code, value: entering(code) });
  work.events.push({
    type: 'attack',
    text: `The ${cardName(code)} from the ${from} attacks the ${cardName(layer.royal)}: ${strengthWords(layer)}.`,
  });
}

/** Places a Royal on its column: on top, interrupting any attack, or beneath the cards with `royal-beneath`. */
export function placeRoyal(work: Work, code: string): void {
  const column = card(code).suit as Column;
  const stack = work.state.columns[column];
  const top = stack.at(-1);
  if (top && has(work.state, 'royal-beneath') && (top.attack.length > 0 || top.defence.length > 0)) {
    stack.push({ royal: code, attack: top.attack, defence: top.defence });
    top.attack = [];
    top.defence = [];
    work.events.push({ type: 'royal', text: `The ${cardName(code)} comes into play beneath the attack on ${suitName(column)}.` });
  } else {
    stack.push({ royal: code, attack: [], defence: [] });
    work.events.push({
      type: 'royal',
      text: `The ${cardName(code)} takes the ${suitName(column)} column${top ? ', interrupting the attack beneath it' : ''}.`,
    });
  }
}

function kill(work: Work, column: Column): void {
  const { state: t } = work;
  const joker = t.jokers.find((j) => j.at === column);
  if (joker) {
    const layers = t.columns[column];
    t.royalsKilled += layers.length;
    t.discard.push(...layers.flatMap((l) => [l.royal, ...l.attack.map((p) => p.card), ...l.defence.map((p) => p.card)]));
    t.columns[column] = [];
    joker.at = has(t, 'joker-discarded') ? 'discarded' : 'aside';
    if (joker.at === 'discarded') t.discard.push(joker.card);
    work.events.push({
      type: 'assassination',
      text:
        `The Royal Assassin strikes: every Royal of ${suitName(column)} dies with its Pretender. ` +
        `The Joker ${joker.at === 'aside' ? 'returns to your side' : 'is discarded'}.`,
    });
    return;
  }
  const layer = t.columns[column].pop()!;
  t.royalsKilled += 1;
  t.discard.push(layer.royal, ...layer.attack.map((p) => p.card), ...layer.defence.map((p) => p.card));
  const next = pretender(t, column);
  work.events.push({
    type: 'kill',
    text: `The ${cardName(layer.royal)} dies.${next ? ` The ${cardName(next.royal)} is the new Pretender.` : ''}`,
  });
}

/** One change to the columns, or false when nothing is left to happen. */
function settleOnce(work: Work): boolean {
  const { state: t } = work;
  for (const column of COLUMNS) {
    const layer = pretender(t, column);
    if (!layer) continue;
    if (strength(layer) <= 0) {
      kill(work, column);
      return true;
    }
    const attack = total(layer.attack);
    const defence = total(layer.defence);
    const cancels = has(t, 'exact-cancel') ? defence === attack : defence >= attack;
    if (layer.attack.length > 0 && cancels) {
      t.discard.push(...layer.attack.map((p) => p.card), ...layer.defence.map((p) => p.card));
      layer.attack = [];
      layer.defence = [];
      work.events.push({ type: 'cancel', text: `The defence on the ${cardName(layer.royal)} matches the attack: both are discarded.` });
      return true;
    }
  }
  const top = t.reserve.at(-1);
  if (top === undefined || isJoker(top)) return false;
  const defender = pretender(t, card(top).suit as Column);
  if (!defender || defender.attack.length === 0 || total(defender.defence) > total(defender.attack)) return false;
  defender.defence.push({ card: t.reserve.pop()!, value: entering(top) });
  t.changedSinceRecycle = true;
  work.events.push({
    type: 'defence',
    text: `The ${cardName(defender.royal)} takes the ${cardName(top)} from the reserve to defend: ${strengthWords(defender)}.`,
  });
  return true;
}

/** Settles the table after a change: deaths, cancellations and defence until nothing moves; Aces dropping to 1 start it again. */
export function settle(work: Work): void {
  do {
    while (settleOnce(work)) {
      // Each pass makes one change; the loop ends because cards only leave the reserve and columns.
    }
  } while (lowerAces(work));
}

/** True when no Royal is face up on the table. */
export function tableClear(t: AssassinState): boolean {
  return COLUMNS.every((column) => t.columns[column].length === 0);
}
