/**
 * Royal Assassin plays in words, as Hint, Review and the best line write them: "Attack K♠ with 7♣",
 * "Put 7♣ on the reserve", "Place the Joker over Q♦". A card the player has not seen is never named:
 * once a card is turned in a plan, the table after it depends on that card, so the plays after it name
 * none: the card turned is "it", the reserve's top is "the reserve's top card", and a Pretender is named
 * by his column ("the Spades Pretender").
 */
import { cardLabel, suitName } from '../../engine/cards.js';
import { pretender } from './board.js';
import { applyAction } from './rules.js';
import type { AssassinAction, AssassinState, Column } from './state.js';

/** The Pretender of a column as a label: his card, or his column's suit when the table is not known. */
function royalOf(state: AssassinState, column: Column, known: boolean): string {
  if (!known) return `the ${suitName(column)} Pretender`;
  const layer = pretender(state, column);
  return layer ? cardLabel(layer.royal) : 'the empty column';
}

/** A play in words in `state`; `turned`: the cards turned since `state` in a plan, after which the play names no card. */
export function playWords(state: AssassinState, action: AssassinAction, turned = 0): string {
  const known = turned === 0;
  const pending = !known || state.pending === null ? 'it' : cardLabel(state.pending);
  // Named only by the play that takes it: the reserve may be empty (turned over, or never filled).
  const top = () => (known ? cardLabel(state.reserve.at(-1)!) : "the reserve's top card");
  switch (action.type) {
    case 'draw':
      return state.stock.length > turned ? 'Turn a card' : 'Turn the reserve over';
    case 'attack':
      return `Attack ${royalOf(state, action.column, known)} with ${pending}`;
    case 'continue':
      return `Continue on ${royalOf(state, action.column, known)} with ${top()}`;
    case 'reserve':
      return `Put ${pending} on the reserve`;
    case 'joker':
      return `Place the Joker over ${royalOf(state, action.column, known)}`;
    case 'concede':
      return 'Concede';
  }
}

/** Plays made one after another from `state`, each in words; from the first card turned on, the table is not known and no card is named. */
export function playsWords(state: AssassinState, plays: readonly AssassinAction[]): string[] {
  let at = state;
  let turned = 0;
  return plays.map((action) => {
    const words = playWords(at, action, turned);
    if (action.type === 'draw') turned++;
    else if (turned === 0) {
      const next = applyAction(at, action);
      if (next.ok) at = next.state;
    }
    return words;
  });
}
