/** Setting up a Saga table: the shuffled draw pile, the GM, and the options. */
import { assertPermutation } from '../../engine/deck.js';
import type { SetupInit } from '../../engine/game.js';
import { Random, seedRandom } from '../../engine/random.js';
import { sagaDeck } from './cards.js';
import type { SagaOptions, SagaState } from './state.js';

/** The default table: one deck, edge 2, Clubs physical, Hearts social, Diamonds other, ties to the player. */
const DEFAULT_OPTIONS: SagaOptions = {
  decks: 1,
  edge: 2,
  styles: { C: 'physical', H: 'social', D: 'other' },
  tiesToOpponent: false,
};

/** A new table; the first of `players` is the GM. `deck` stacks the draw pile, top first. */
export function setupSaga(init: SetupInit<Partial<SagaOptions>>): SagaState {
  const options: SagaOptions = { ...DEFAULT_OPTIONS, ...init.options };
  const random = new Random(seedRandom(init.seed, init.dice));
  let draw: string[];
  if (init.deck) {
    assertPermutation(init.deck, sagaDeck(options.decks), `A Saga draw pile of ${options.decks} deck(s)`);
    draw = [...init.deck];
  } else {
    draw = random.shuffle(sagaDeck(options.decks));
  }
  return {
    seed: init.seed,
    options,
    random: random.save(),
    gm: init.players?.[0]?.id ?? '',
    gmName: init.players?.[0]?.name ?? 'the GM',
    draw,
    discard: [],
    payback: [],
    players: [],
    contest: null,
    last: null,
    fight: null,
    opponents: [],
  };
}
