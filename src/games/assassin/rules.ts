/**
 * Playing Royal Assassin (rulebook, "Gameplay", "The Joker", "Endgame"; docs/rulings.md): turn a card; a
 * Royal is placed at once, a number card waits as `pending` to attack or go on the reserve; attacks
 * are begun only with the pending card and continued with the reserve's top card; the Joker goes over
 * a column of two or more Royals whose Pretender is under attack. The plays are in plays.ts; what is
 * left once the stockpile is out (turning the reserve over, useless plays, conceding) in endgame.ts.
 *
 * The game is lost when the stockpile is out and no play is left (with `recycle-reserve`, when turning
 * the reserve over leads to no play either), or when the player concedes.
 */
import { type Applied, refused } from '../../engine/game.js';
import { makeMove } from '../../engine/move.js';
import { has, tableClear, type Work } from './board.js';
import { killPossible, playAhead } from './endgame.js';
import { attack, attackColumns, continueAttack, continueColumn, jokerColumns, placeJoker, toReserve, turnCard } from './plays.js';
import type { AssassinAction, AssassinState } from './state.js';

/** The stockpile can be turned: it has cards, or `recycle-reserve` turns the reserve over into a play. */
function canDraw(t: AssassinState): boolean {
  if (t.pending !== null || tableClear(t)) return false;
  if (t.stock.length > 0) return true;
  return has(t, 'recycle-reserve') && t.reserve.length > 0 && (t.recycles === 0 || t.changedSinceRecycle) && playAhead(t);
}

/** Every play open now; none once the game is over. */
export function legalActions(t: AssassinState): AssassinAction[] {
  if (tableClear(t) || t.conceded) return [];
  const actions: AssassinAction[] = [];
  const draw = canDraw(t);
  if (draw) actions.push({ type: 'draw' });
  for (const column of attackColumns(t)) actions.push({ type: 'attack', column });
  if (t.pending !== null) actions.push({ type: 'reserve' });
  const onward = continueColumn(t);
  if (onward) actions.push({ type: 'continue', column: onward });
  for (const column of jokerColumns(t)) actions.push({ type: 'joker', column });
  if (!draw && t.pending === null && actions.length > 0 && !killPossible(t)) actions.push({ type: 'concede' });
  return actions;
}

function draw(work: Work): string | null {
  const { state: t } = work;
  if (t.pending !== null) return 'Play the turned card first: attack with it or put it on the reserve.';
  if (!canDraw(t)) return t.stock.length === 0 ? 'The stockpile is empty.' : 'The game is over.';
  turnCard(work);
  return null;
}

function concede(work: Work): string | null {
  if (!legalActions(work.state).some((a) => a.type === 'concede'))
    return 'You may concede only when the stockpile is out and no play left can kill a Royal.';
  work.state.conceded = true;
  work.events.push({ type: 'concede', text: 'You concede: no play left could kill a Royal.' });
  return null;
}

/** Applies one play, or says which rule forbids it. Never mutates `state`. */
export function applyAction(state: AssassinState, action: AssassinAction): Applied<AssassinState> {
  if (legalActions(state).length === 0) return refused('game-over', 'This game is over.');
  return makeMove(state, `assassin-${action.type}`, (work) =>
    action.type === 'draw'
      ? draw(work)
      : action.type === 'attack'
        ? attack(work, action.column)
        : action.type === 'reserve'
          ? toReserve(work)
          : action.type === 'continue'
            ? continueAttack(work, action.column)
            : action.type === 'joker'
              ? placeJoker(work, action.column)
              : concede(work),
  );
}
