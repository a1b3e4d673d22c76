/**
 * Dealing Royal Assassin (rulebook, "Setup"; docs/rulings.md): the Joker set aside (or, with `two-jokers`,
 * both shuffled in), cards turned from the stockpile, number cards to the reserve and Royals to their
 * columns. After each Royal, the next number card other than an Ace ends the setup when its value is
 * at most the number of Royals face up; with `four-royals`, the fourth Royal ends it.
 */
import { card, isJoker, standardDeck } from '../../engine/cards.js';
import { assertPermutation } from '../../engine/deck.js';
import type { SetupInit } from '../../engine/game.js';
import { openMove } from '../../engine/move.js';
import { Random, seedRandom } from '../../engine/random.js';
import { placeRoyal, type Work } from './board.js';
import { isRoyal, valueOf } from './cards.js';
import type { AssassinOptions, AssassinState } from './state.js';

/** The stockpile's cards: 52, plus both Jokers with `two-jokers`. */
export function assassinDeck(options: AssassinOptions): string[] {
  return [...standardDeck(), ...(options.variants.includes('two-jokers') ? ['JK1', 'JK2'] : [])];
}

function royalsUp(t: AssassinState): number {
  return Object.values(t.columns).reduce((n, column) => n + column.length, 0);
}

/** The stockpile a seed deals for `options`, top first, before setup lays out the table (what the solver is given): setup's own shuffle. */
export function assassinStock(seed: string, options: AssassinOptions): string[] {
  return new Random(seedRandom(seed)).shuffle(assassinDeck(options));
}

/** A new game from a seed, or from a stacked stockpile (top first) for tests. */
export function setupAssassin(init: SetupInit<Partial<AssassinOptions>>): AssassinState {
  const options: AssassinOptions = { variants: [...new Set(init.options?.variants ?? [])] };
  const random = new Random(seedRandom(init.seed, init.dice));
  const deck = assassinDeck(options);
  if (init.deck) assertPermutation(init.deck, deck, 'A Royal Assassin stockpile');
  const twoJokers = options.variants.includes('two-jokers');
  const fourRoyals = options.variants.includes('four-royals');
  const t: AssassinState = {
    seed: init.seed,
    options,
    random: random.save(),
    stock: init.deck ? [...init.deck] : random.shuffle(deck),
    reserve: [],
    discard: [],
    columns: { S: [], C: [], D: [], H: [] },
    pending: null,
    jokers: twoJokers
      ? [
          { card: 'JK1', at: 'stock' },
          { card: 'JK2', at: 'stock' },
        ]
      : [{ card: 'JK1', at: 'aside' }],
    setup: { royals: 0, stopper: null },
    royalsKilled: 0,
    turned: 0,
    recycles: 0,
    changedSinceRecycle: false,
    conceded: false,
  };
  t.random = random.save();
  // The table is dealt fresh: the setup works on it as it is.
  const work: Work = openMove(t, (dealt) => dealt);
  let armed = false;
  while (t.stock.length > 0) {
    const code = t.stock.shift()!;
    if (isJoker(code)) {
      t.reserve.push(code);
      t.jokers.find((j) => j.card === code)!.at = 'reserve';
    } else if (isRoyal(code)) {
      placeRoyal(work, code);
      armed = true;
      if (fourRoyals && royalsUp(t) >= 4) break;
    } else {
      t.reserve.push(code);
      if (armed && card(code).rank !== 'A') {
        if (!fourRoyals && valueOf(code) <= royalsUp(t)) {
          t.setup.stopper = code;
          break;
        }
        armed = false;
      }
    }
  }
  t.setup.royals = royalsUp(t);
  return t;
}
