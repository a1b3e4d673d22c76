/**
 * What a Royal Assassin player knows at a point of a game, and nothing more: the table (every column
 * with the cards on each Pretender), the reserve, the discard, the pending card, where each Joker is,
 * the stockpile's size, and the set of cards not yet seen, never their order. Once the reserve has
 * been turned over into a new stockpile (`recycle-reserve`), that stockpile is cards the player laid
 * down in an order they saw, so it is known card by card.
 */
import type { Random } from '../../engine/random.js';
import { assassinDeck } from './setup.js';
import type { AssassinOptions, AssassinState, Joker, Layer } from './state.js';

/** A player's knowledge of a game: the table and piles in view, the stockpile's size and the cards unseen. */
export interface AssassinKnowledge {
  options: AssassinOptions;
  columns: AssassinState['columns'];
  reserve: string[];
  discard: string[];
  pending: string | null;
  jokers: Joker[];
  setup: AssassinState['setup'];
  royalsKilled: number;
  turned: number;
  recycles: number;
  changedSinceRecycle: boolean;
  conceded: boolean;
  /** How many cards the stockpile holds. */
  stockSize: number;
  /** The stockpile top first when its order is known (the reserve turned over), else empty. */
  knownStock: string[];
  /** The cards never seen, in deck order: the stockpile's cards until the reserve is turned over. */
  unseen: string[];
}

function copyLayer(layer: Layer): Layer {
  return { royal: layer.royal, attack: layer.attack.map((p) => ({ ...p })), defence: layer.defence.map((p) => ({ ...p })) };
}

/** The cards of `state` the player has never seen, in deck order. */
function unseenOf(state: AssassinState): string[] {
  if (state.recycles > 0) return [];
  const stock = new Set(state.stock);
  return assassinDeck(state.options).filter((code) => stock.has(code));
}

/** What the player of `state` knows: the one place a knowledge is built, so the stockpile's order never leaks. */
export function knowledgeOf(state: AssassinState): AssassinKnowledge {
  return {
    options: { variants: [...state.options.variants] },
    columns: {
      S: state.columns.S.map(copyLayer),
      C: state.columns.C.map(copyLayer),
      D: state.columns.D.map(copyLayer),
      H: state.columns.H.map(copyLayer),
    },
    reserve: [...state.reserve],
    discard: [...state.discard],
    pending: state.pending,
    jokers: state.jokers.map((joker) => ({ ...joker })),
    setup: { ...state.setup },
    royalsKilled: state.royalsKilled,
    turned: state.turned,
    recycles: state.recycles,
    changedSinceRecycle: state.changedSinceRecycle,
    conceded: state.conceded,
    stockSize: state.stock.length,
    // A stockpile turned over from the reserve holds only cards seen, in the order they lay.
    knownStock: state.recycles > 0 ? [...state.stock] : [],
    unseen: unseenOf(state),
  };
}

/** The cards the player has never seen, in deck order however they arrive: the advice on a knowledge never depends on their order. */
export function unseenCards(knowledge: AssassinKnowledge): string[] {
  const deck = assassinDeck(knowledge.options);
  return [...knowledge.unseen].sort((a, b) => deck.indexOf(a) - deck.indexOf(b));
}

/** A state the knowledge allows, the unseen cards in an order drawn from `random`, or in deck order when it is null. */
export function sampleState(knowledge: AssassinKnowledge, random: Random | null): AssassinState {
  const unseen = unseenCards(knowledge);
  const order = random === null ? unseen : random.shuffle(unseen);
  const { stockSize: _size, knownStock, unseen: _unseen, ...table } = structuredClone(knowledge);
  return {
    ...table,
    seed: 'advisor',
    random: { words: [1, 2, 3, 4], script: [] },
    stock: unseen.length > 0 ? order : knownStock,
  };
}
