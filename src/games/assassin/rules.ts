/**
 * Playing Royal Assassin (rulebook, "Gameplay", "The Joker", "Endgame"; RULINGS.md): turn a card; a
 * Royal is placed at once, a number card waits as `pending` to attack or go on the reserve; attacks
 * are begun only with the pending card and continued with the reserve's top card; the Joker goes over
 * a column of two or more Royals whose Pretender is under attack.
 *
 * Readings written down here:
 * - A pending card must be attacked with or put on the reserve before the next turn or a continue.
 * - With `two-jokers`, a Joker turned from the stockpile waits as pending: place it, or put it on the
 *   reserve, from whose top it can be placed later.
 * - The game is lost when the stockpile is empty and no play is left. With `recycle-reserve`, the
 *   reserve is turned over into a new stockpile, again only after an attack or a Joker was played
 *   since the last time (so the game always ends).
 */
import { clonePlain } from '../../engine/clone.js';
import { card, cardName, isJoker, suitName } from '../../engine/cards.js';
import { applied, refused, type Applied } from '../../engine/game.js';
import { canAttack, COLUMNS, has, layAttack, placeRoyal, pretender, settle, tableClear, targetOf, type Work } from './board.js';
import { isRoyal } from './cards.js';
import type { AssassinAction, AssassinState, Column, Joker } from './state.js';

/** The Joker that can be placed now: the pending one, the one on top of the reserve, or the one set aside. */
function playableJoker(t: AssassinState): Joker | undefined {
  return (
    t.jokers.find((j) => j.at === 'pending') ??
    t.jokers.find((j) => j.at === 'reserve' && t.reserve.at(-1) === j.card) ??
    t.jokers.find((j) => j.at === 'aside')
  );
}

/** The columns a Joker may go over: two or more Royals, the Pretender attacked, no Joker there yet. */
function jokerColumns(t: AssassinState): Column[] {
  if (!playableJoker(t)) return [];
  return COLUMNS.filter((c) => t.columns[c].length >= 2 && (pretender(t, c)?.attack.length ?? 0) > 0 && !t.jokers.some((j) => j.at === c));
}

/** The column the reserve's top card may continue an attack on, if any. */
function continueColumn(t: AssassinState): Column | null {
  const top = t.reserve.at(-1);
  if (t.pending !== null || top === undefined || isJoker(top)) return null;
  const column = targetOf(t, card(top).suit as Column);
  return column && pretender(t, column) ? column : null;
}

/** The stockpile can be turned: it has cards, or `recycle-reserve` can turn the reserve over. */
function canDraw(t: AssassinState): boolean {
  if (t.pending !== null || tableClear(t)) return false;
  if (t.stock.length > 0) return true;
  return has(t, 'recycle-reserve') && t.reserve.length > 0 && (t.recycles === 0 || t.progressSinceRecycle);
}

/** Every play open now; none once the game is over. */
export function legalActions(t: AssassinState): AssassinAction[] {
  if (tableClear(t)) return [];
  const actions: AssassinAction[] = [];
  if (canDraw(t)) actions.push({ type: 'draw' });
  if (t.pending !== null && !isJoker(t.pending)) {
    for (const column of COLUMNS) if (canAttack(t, card(t.pending).suit as Column, column)) actions.push({ type: 'attack', column });
  }
  if (t.pending !== null) actions.push({ type: 'reserve' });
  const onward = continueColumn(t);
  if (onward) actions.push({ type: 'continue', column: onward });
  for (const column of jokerColumns(t)) actions.push({ type: 'joker', column });
  return actions;
}

function draw(work: Work): string | null {
  const { t } = work;
  if (t.pending !== null) return 'Play the turned card first: attack with it or put it on the reserve.';
  if (!canDraw(t)) return t.stock.length === 0 ? 'The stockpile is empty.' : 'The game is over.';
  if (t.stock.length === 0) {
    t.stock = [...t.reserve];
    t.reserve = [];
    for (const joker of t.jokers) if (joker.at === 'reserve') joker.at = 'stock';
    t.recycles += 1;
    t.progressSinceRecycle = false;
    work.events.push({ type: 'recycle', text: `The reserve is turned over into a new stockpile (${t.stock.length} cards).` });
  }
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
  return null;
}

function attack(work: Work, column: Column): string | null {
  const { t } = work;
  if (t.pending === null || isJoker(t.pending)) return 'Turn a number card from the stockpile first: attacks begin with it.';
  const suit = card(t.pending).suit as Column;
  if (!canAttack(t, suit, column)) return attackRefusal(t, suit, column);
  layAttack(work, column, t.pending, 'stockpile');
  t.pending = null;
  t.progressSinceRecycle = true;
  settle(work);
  return null;
}

function attackRefusal(t: AssassinState, suit: Column, column: Column): string {
  if (!pretender(t, column)) return `There is no Pretender in ${suitName(column)}.`;
  if (suit === column || ((suit === 'S' || suit === 'C') === (column === 'S' || column === 'C'))) return 'Black attacks red and red attacks black.';
  const target = targetOf(t, suit);
  if (target && target !== column) return `${suitName(suit)} already attack ${suitName(target)}; a suit attacks one column at a time.`;
  return `${suitName(column)} is already attacked by another suit; a column is attacked by one suit at a time.`;
}

function toReserve(work: Work): string | null {
  const { t } = work;
  if (t.pending === null) return 'There is no turned card to put on the reserve.';
  t.reserve.push(t.pending);
  const joker = t.jokers.find((j) => j.card === t.pending);
  if (joker) joker.at = 'reserve';
  work.events.push({ type: 'reserve', text: `The ${cardName(t.pending)} goes on the reserve.` });
  t.pending = null;
  settle(work);
  return null;
}

function continueAttack(work: Work, column: Column): string | null {
  const { t } = work;
  if (continueColumn(t) !== column) {
    return t.pending !== null ? 'Play the turned card first.' : 'The reserve\'s top card can only continue the attack of its own suit, on the column that suit attacks.';
  }
  layAttack(work, column, t.reserve.pop()!, 'reserve');
  t.progressSinceRecycle = true;
  settle(work);
  return null;
}

function placeJoker(work: Work, column: Column): string | null {
  const { t } = work;
  if (!jokerColumns(t).includes(column)) return 'The Joker goes over a column with two or more Royals whose Pretender is under attack, once per column.';
  const joker = playableJoker(t)!;
  if (joker.at === 'pending') t.pending = null;
  if (joker.at === 'reserve') t.reserve.pop();
  joker.at = column;
  t.progressSinceRecycle = true;
  work.events.push({ type: 'joker', text: `The Joker takes its place over ${suitName(column)}: kill the Pretender and every Royal of ${suitName(column)} dies.` });
  settle(work);
  return null;
}

/** Applies one play, or says which rule forbids it. Never mutates `state`. */
export function applyAction(state: AssassinState, action: AssassinAction): Applied<AssassinState> {
  if (legalActions(state).length === 0) return refused('game-over', 'This game is over.');
  const work: Work = { t: clonePlain(state), events: [] };
  const refusal =
    action.type === 'draw' ? draw(work)
    : action.type === 'attack' ? attack(work, action.column)
    : action.type === 'reserve' ? toReserve(work)
    : action.type === 'continue' ? continueAttack(work, action.column)
    : placeJoker(work, action.column);
  return refusal === null ? applied(work.t, work.events) : refused(`assassin-${action.type}`, refusal);
}
