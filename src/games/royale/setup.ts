/**
 * Dealing Risus Royale (rulebook, "Rules" 4 and 6; docs/rulings.md): the first two deuces of the deck give
 * the goal and all four start the discard pile; the faces and Aces keep their deck order, as do the
 * number cards 3..10; pile i gets number card i at the bottom, face card i in the middle and number
 * card 16 + i on top. With `anyGoal` the player plays goal 12 ("if you want to play an easier game …
 * simply pick this goal") instead of the goal the deuces deal.
 */
import { card, type Suit, standardDeck } from '../../engine/cards.js';
import { assertPermutation } from '../../engine/deck.js';
import type { SetupInit } from '../../engine/game.js';
import { Random, seedRandom } from '../../engine/random.js';
import { computeSets } from './goals.js';
import { type RoyaleOptions, type RoyaleState, royaleOptionsSchema } from './state.js';
import { goalOf, isOpponentRank } from './tables.js';

/** The character a run starts with when no options are given: a 4-3-2-1 adventurer. */
export const DEFAULT_CHARACTER: RoyaleOptions = { name: 'Adventurer', points: { S: 1, C: 4, D: 3, H: 2 }, easy: false, harder: 0 };

/** Why a character's points do not work, or null when they do. */
export function characterProblem(options: RoyaleOptions): string | null {
  const values = Object.values(options.points);
  const total = values.reduce((sum, v) => sum + v, 0);
  const wanted = options.easy ? 12 : 10;
  if (values.some((v) => v < 1 || v > 4)) return 'Each cliché gets 1 to 4 points.';
  if (total !== wanted) return `The points must total ${wanted}${options.easy ? ' (easy)' : ''}, not ${total}.`;
  return null;
}

/** Goal 12: achieve any one of the other goals. */
const ANY_GOAL = 12;

/** The goal the first two deuces deal (first deuce the row, second the column of the chart). */
export function dealtGoal(deuces: readonly string[]): number {
  return goalOf(card(deuces[0]!).suit as Suit, card(deuces[1]!).suit as Suit);
}

/** A new run from a seed, or from a stacked deck (top first) for tests; `dice` scripts the rolls. */
export function setupRoyale(init: SetupInit<RoyaleOptions>): RoyaleState {
  const options = royaleOptionsSchema.parse(init.options ?? DEFAULT_CHARACTER);
  const problem = characterProblem(options);
  if (problem) throw new Error(problem);
  const random = new Random(seedRandom(init.seed, init.dice));
  if (init.deck) assertPermutation(init.deck, standardDeck(), 'A Risus Royale deck');
  const deck = init.deck ? [...init.deck] : random.shuffle(standardDeck());
  const deuces = deck.filter((c) => card(c).rank === '2');
  const faces = deck.filter((c) => isOpponentRank(card(c).rank));
  const numbers = deck.filter((c) => card(c).rank !== '2' && !isOpponentRank(card(c).rank));
  const cells = Array.from({ length: 16 }, (_, i) => ({
    bottom: numbers[i]!,
    middle: faces[i]!,
    top: numbers[16 + i]!,
    state: 'hidden' as const,
  }));
  const goal = options.anyGoal ? ANY_GOAL : dealtGoal(deuces);
  return {
    seed: init.seed,
    options,
    random: random.save(),
    ...freshStart(cells, goal),
    deuces,
    cells,
    discard: [...deuces],
    rolls: [],
  };
}

/** A player as they stand before their first move on a dealt map: off it, unhurt, nothing won, their goal's sets worked out. */
export function freshStart(cells: RoyaleState['cells'], goal: RoyaleState['goal']) {
  return {
    goal,
    goalSets: computeSets(cells, goal),
    position: -1,
    phase: 'start' as const,
    battle: null,
    wounds: { S: 0, C: 0, D: 0, H: 0 },
    treasures: [],
    victory: [],
    turns: 0,
    lostBecause: null,
  };
}
