/**
 * Test helpers for the Scoundrel rule tests: stacked dungeons, actions, and a few ways to play.
 *
 * The 44 cards are written out here from the rulebook, not taken from the engine, so the deck tests
 * check the engine against the rulebook rather than against itself.
 */
import {
  type ScoundrelAction,
  type ScoundrelOptions,
  type ScoundrelState,
  type ScoundrelView,
  scoundrel,
} from '../../../src/games/scoundrel/index.js';

/** Monster ranks, low to high (rulebook: "10 is 10, Jack is 11, Queen is 12, King is 13, and Ace is 14"). */
const MONSTER_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** Weapon and potion ranks: the red faces and red Aces are removed. */
const RED_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

/** The 26 monsters: Spades 2..A, then Clubs 2..A. */
export const MONSTERS: readonly string[] = [...MONSTER_RANKS.map((r) => `${r}S`), ...MONSTER_RANKS.map((r) => `${r}C`)];
/** The 9 weapons: Diamonds 2..10. */
export const WEAPONS: readonly string[] = RED_RANKS.map((r) => `${r}D`);
/** The 9 potions: Hearts 2..10. */
export const POTIONS: readonly string[] = RED_RANKS.map((r) => `${r}H`);
/** All 44 cards in the fixed order `stack` appends them in: monsters, weapons, potions. */
export const ALL_CARDS: readonly string[] = [...MONSTERS, ...WEAPONS, ...POTIONS];

/** The value of a card by its rank, from the rulebook (independent of the engine). */
export function value(code: string): number {
  const rank = code.slice(0, -1);
  const faces: Record<string, number> = { J: 11, Q: 12, K: 13, A: 14 };
  return faces[rank] ?? Number(rank);
}

/** The sum of the values of every monster in a list of codes. */
export function monsterTotal(codes: readonly string[]): number {
  return codes.filter((c) => c.endsWith('S') || c.endsWith('C')).reduce((sum, c) => sum + value(c), 0);
}

/** Cards written as strings of codes separated by spaces, e.g. `cards('10D AS AC', '10H KS KC')`, in that order. */
export function cards(...written: string[]): string[] {
  return written.flatMap((codes) => codes.split(' '));
}

/** A full legal 44-card dungeon, top card first: `top`, then every other card in the fixed order. */
export function stack(top: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const code of top) {
    if (!ALL_CARDS.includes(code)) throw new Error(`stack: ${code} is not a Scoundrel card`);
    if (seen.has(code)) throw new Error(`stack: ${code} is stacked twice`);
    seen.add(code);
  }
  return [...top, ...ALL_CARDS.filter((code) => !seen.has(code))];
}

/** A new run on a stacked dungeon. */
export function deal(top: readonly string[] = [], options?: Partial<ScoundrelOptions>): ScoundrelState {
  return scoundrel.setup({ seed: 'stacked', deck: stack(top), ...(options ? { options } : {}) });
}

/** Face a card (barehanded for a monster). */
export function face(card: string): ScoundrelAction {
  return { type: 'face', card };
}

/** Face a monster with the equipped weapon. */
export function hit(card: string): ScoundrelAction {
  return { type: 'face', card, weapon: true };
}

/** Avoid the room. */
export const AVOID: ScoundrelAction = { type: 'avoid' };

/** Applies an action that must be accepted; fails the test with the engine's message otherwise. */
export function act(state: ScoundrelState, action: ScoundrelAction): ScoundrelState {
  const outcome = scoundrel.apply(state, action);
  if (!outcome.ok) throw new Error(`${JSON.stringify(action)} was refused: ${outcome.code}: ${outcome.message}`);
  return outcome.state;
}

/** Applies actions in order, each of which must be accepted. */
export function play(state: ScoundrelState, ...actions: ScoundrelAction[]): ScoundrelState {
  return actions.reduce(act, state);
}

/** Applies an action that must be refused and returns the refusal. */
export function refusal(state: ScoundrelState, action: ScoundrelAction): { code: string; message: string } {
  const outcome = scoundrel.apply(state, action);
  if (outcome.ok) throw new Error(`${JSON.stringify(action)} was accepted; a refusal was expected`);
  return { code: outcome.code, message: outcome.message };
}

/** The player's view, typed. */
export function view(state: ScoundrelState): ScoundrelView {
  return scoundrel.view(state) as ScoundrelView;
}

/** True when legalActions offers exactly this action. */
export function offers(state: ScoundrelState, action: ScoundrelAction): boolean {
  return scoundrel.legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action));
}

/**
 * Plays the run to its end facing the first card of the room each time, with the weapon whenever
 * the engine allows it, except monsters listed in `barehanded`. Since the 4th card of a room stays
 * at the front and the room refills behind it, this faces the cards in dungeon order, and turns
 * are cards 1-3, 4-6, ... 40-42, then 43-44. Returns every state reached, the first one included.
 */
export function faceInOrder(state: ScoundrelState, barehanded: readonly string[] = []): ScoundrelState[] {
  const states = [state];
  let current = state;
  while (!scoundrel.result(current).over) {
    const card = current.room[0];
    if (card === undefined) throw new Error('faceInOrder: empty room in a run that is not over');
    const withWeapon = !barehanded.includes(card) && offers(current, hit(card));
    current = act(current, withWeapon ? hit(card) : face(card));
    states.push(current);
  }
  return states;
}

/**
 * 30 cards (10 full turns) that leave the player at 20 health with every monster but the 10 of
 * Clubs faced: the 10 of Diamonds, then the monsters from high to low on it, a potion opening each
 * turn that takes damage. Turns: [10D AS AC] 12, [10H KS KC] 14, [9H QS QC] 16, [8H JS JC] 18,
 * [7H 10S 9S] 20, then no more damage.
 */
export const SAFE_30: readonly string[] = cards(
  '10D AS AC 10H KS KC 9H QS QC 8H JS JC 7H 10S 9S',
  '9C 8S 8C 7S 7C 6S 6C 5S 5C 4S 4C 3S 3C 2S 2C',
);

/** The 14 cards SAFE_30 leaves: 10C, 2D..9D, 2H..6H (arrange them as the test needs). */
export const AFTER_SAFE_30: readonly string[] = ALL_CARDS.filter((c) => !SAFE_30.includes(c));

/** Freezes an object and everything in it, so any mutation throws (test files are ES modules: strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  }
  return value;
}

/** One step of a playout: the state acted on and the action taken. */
export interface Step {
  state: ScoundrelState;
  action: ScoundrelAction;
}

/**
 * Plays a run from `start` to its end choosing among legalActions with a seeded chooser. Returns
 * the steps and the final state. Fails if the run is not over within `limit` actions.
 */
export function playout(start: ScoundrelState, choose: (n: number) => number, limit = 500): { steps: Step[]; end: ScoundrelState } {
  const steps: Step[] = [];
  let state = start;
  while (!scoundrel.result(state).over) {
    if (steps.length >= limit) throw new Error(`playout: not over after ${limit} actions`);
    const actions = scoundrel.legalActions(state);
    if (actions.length === 0) throw new Error('playout: no legal action in a run that is not over');
    const action = actions[choose(actions.length)]!;
    steps.push({ state, action });
    state = act(state, action);
  }
  return { steps, end: state };
}
