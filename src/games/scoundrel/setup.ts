/** Dealing a Scoundrel run: shuffle the 44-card dungeon and turn the first room. */
import { assertPermutation } from '../../engine/deck.js';
import type { SetupInit } from '../../engine/game.js';
import { Random, seedRandom } from '../../engine/random.js';
import { scoundrelDeck } from './cards.js';
import { fillRoom, MAX_HEALTH } from './rules.js';
import type { ScoundrelOptions, ScoundrelState } from './state.js';

/** A new run from a seed, or from a stacked dungeon (top card first) for tests. */
export function setupScoundrel(init: SetupInit<Partial<ScoundrelOptions>>): ScoundrelState {
  const random = new Random(seedRandom(init.seed, init.dice));
  let dungeon: string[];
  if (init.deck) {
    assertPermutation(init.deck, scoundrelDeck(), 'A Scoundrel dungeon');
    dungeon = [...init.deck];
  } else {
    dungeon = random.shuffle(scoundrelDeck());
  }
  return fillRoom({
    seed: init.seed,
    options: { weaponRule: init.options?.weaponRule ?? 'lenient' },
    random: random.save(),
    dungeon,
    room: [],
    health: MAX_HEALTH,
    weapon: null,
    slain: [],
    discard: [],
    turn: { faced: 0, potionUsed: false },
    lastTurnAvoided: false,
    lastFaced: null,
  });
}
