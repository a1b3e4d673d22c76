/**
 * Royal Assassin plays in words, as Hint, Review and the best line write them: "Attack K♠ with 7♣",
 * "Put 7♣ on the reserve", "Place the Joker over Q♦". A card the player has not seen is never named:
 * after a card is turned in a plan, the card it turned is "it".
 */
import { cardLabel } from '../../engine/cards.js';
import { pretender } from './board.js';
import { applyAction } from './rules.js';
import type { AssassinAction, AssassinState } from './state.js';

/** The Royal on top of a column, as a label. */
function royalOf(state: AssassinState, column: AssassinAction & { column: unknown }): string {
  const layer = pretender(state, column.column as 'S' | 'C' | 'D' | 'H');
  return layer ? cardLabel(layer.royal) : 'the empty column';
}

/** A play in words in `state`; `hidden`: the pending card and the reserve's top may be a card turned that the player has not seen yet. */
export function playWords(state: AssassinState, action: AssassinAction, hidden = false): string {
  const pending = hidden || state.pending === null ? 'it' : cardLabel(state.pending);
  const top = hidden ? 'it' : cardLabel(state.reserve.at(-1) ?? '');
  switch (action.type) {
    case 'draw':
      return state.stock.length === 0 ? 'Turn the reserve over' : 'Turn a card';
    case 'attack':
      return `Attack ${royalOf(state, action)} with ${pending}`;
    case 'continue':
      return `Continue on ${royalOf(state, action)} with ${top}`;
    case 'reserve':
      return `Put ${pending} on the reserve`;
    case 'joker':
      return `Place the Joker over ${royalOf(state, action)}`;
    case 'concede':
      return 'Concede';
  }
}

/** Plays made one after another from `state`, each in words; once a card is turned, the cards it may have brought are not named. */
export function playsWords(state: AssassinState, plays: readonly AssassinAction[]): string[] {
  let at = state;
  let hidden = false;
  return plays.map((action) => {
    const words = playWords(at, action, hidden);
    const next = applyAction(at, action);
    if (next.ok) at = next.state;
    if (action.type === 'draw') hidden = true;
    return words;
  });
}
