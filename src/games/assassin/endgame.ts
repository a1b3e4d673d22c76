/**
 * When the stockpile is out (rulebook, "Endgame"): whether the game goes on, and whether the plays
 * left can still change anything.
 *
 * Readings written down here:
 * - `recycle-reserve` ("…using it as your stockpile until no more legal plays remain"): the reserve
 *   may be turned over when a legal play will come of it. Until a card is played, the passes through
 *   the turned-over reserve are forced (every card goes back on the reserve, Pretenders take their
 *   defence), so they are played ahead on a copy: the reserve is turned over when, in one of those
 *   passes, a turned card can attack, a Joker can be placed, or the reserve's top card can continue an
 *   attack. A pass in which no Pretender takes a card changes nothing, so the look-ahead ends there;
 *   each pass that does change something takes a card out of the reserve for good. And after the
 *   first turn-over, the reserve is turned over again only when the pass just ended changed the table
 *   (a card played, a Joker placed, a card taken in defence): after a pass in which the player passed
 *   up every play it offered, the next pass would be the very same, so the game ends there (it
 *   always ends: each pass that changes the table takes a card out of the cycle, or places a Joker).
 * - "Useless" plays and conceding: once the stockpile is out and cannot be turned over again, the
 *   plays left are continuing an attack with the reserve's top card and placing a Joker. They are
 *   useless when no way of playing them kills a Royal, so the game is lost whatever is played and the
 *   score (the Royals killed) cannot change. A Joker never makes a kill by itself (it only widens one),
 *   so it is enough to follow the reserve down: continue while its top card continues an attack, and
 *   place a Joker lying on top of it when it can go anywhere (which uncovers the card beneath). Then,
 *   besides the useless plays, the player may concede: the game ends as a loss, scored as any loss.
 */
import { isJoker } from '../../engine/cards.js';
import { openMove } from '../../engine/move.js';
import { attackColumns, continueAttack, continueColumn, jokerColumns, placeJoker, toReserve, turnCard } from './plays.js';
import type { AssassinState } from './state.js';

/** True when a play other than turning a card or putting it on the reserve is open. */
function playOpen(t: AssassinState): boolean {
  return attackColumns(t).length > 0 || jokerColumns(t).length > 0 || continueColumn(t) !== null;
}

/**
 * `recycle-reserve`, with the stockpile out and no card pending: true when turning the reserve over
 * leads to a legal play (see the module comment).
 */
export function playAhead(t: AssassinState): boolean {
  const work = openMove(t);
  const ahead = work.state;
  for (;;) {
    const before = ahead.reserve.length;
    if (before === 0) return false;
    do {
      turnCard(work);
      if (playOpen(ahead)) return true;
      toReserve(work);
      if (playOpen(ahead)) return true;
    } while (ahead.stock.length > 0);
    if (ahead.reserve.length === before) return false;
  }
}

/**
 * With the stockpile out for good and no card pending: true when some way of playing the plays left
 * kills a Royal (see the module comment).
 */
export function killPossible(t: AssassinState): boolean {
  const work = openMove(t);
  const ahead = work.state;
  for (;;) {
    const onward = continueColumn(ahead);
    const top = ahead.reserve.at(-1);
    const joker = top !== undefined && isJoker(top) ? jokerColumns(ahead)[0] : undefined;
    if (onward) continueAttack(work, onward);
    else if (joker) placeJoker(work, joker);
    else return false;
    if (ahead.royalsKilled > t.royalsKilled) return true;
  }
}
