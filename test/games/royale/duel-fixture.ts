/** A stacked Risus Royale duel for the rule tests: Ann challenges Bob on a map whose first four spaces are known. */
import type { SetupInit } from '../../../src/engine/game.js';
import { type DuelAction, type DuelOptions, type DuelState, duel } from '../../../src/games/royale/duel/duel.js';
import type { RoyaleOptions } from '../../../src/games/royale/state.js';
import { deckFor } from './helpers.js';

export const ANN = '111';
export const BOB = '222';
/** Ann: Wizardry 4, Fighting 3, Thievery 2, Cleric 1. */
export const ANN_CHARACTER: RoyaleOptions = { name: 'Ann', points: { S: 4, C: 3, D: 2, H: 1 }, easy: false, harder: 0 };
/** Bob accepts as Wizardry 1, Fighting 4, Thievery 3, Cleric 2. */
export const BOB_ACCEPTS: DuelAction = { type: 'accept', S: 1, C: 4, D: 3, H: 2 };

/**
 * Cell 0: Boar (3C, 2 Fighting, 1 Thievery) guarding Ian McKellan (KS, Human Wizard 4), Censer (4H) beneath.
 * Cell 1: Giant (10C, 5 Fighting, 5 Thievery) guarding John Wayne (KC). Cells 2 and 3: the other Kings.
 */
const PILES: [string, string, string][] = [
  ['4H', 'KS', '3C'],
  ['5H', 'KC', '10C'],
  ['6H', 'KD', '4C'],
  ['7H', 'KH', '5C'],
];

/**
 * The set-up of a duel dealt from PILES, with scripted dice: Ann (deuces 2D then 2H: goal 9, all Humans) challenges Bob (2S then 2C:
 * goal 1, all Wizards).
 */
export function duelInit(deuces = ['2D', '2H', '2S', '2C'], dice: number[] = []): SetupInit<DuelOptions> {
  return {
    seed: 'duel-test',
    deck: deckFor(PILES, deuces),
    dice,
    options: { character: ANN_CHARACTER, challenged: { id: BOB, name: 'Bob' } },
    players: [{ id: ANN, name: 'Ann' }],
  };
}

/** A duel dealt from PILES, waiting for Bob's answer. */
export function dealt(deuces?: string[]): DuelState {
  return duel.setup(duelInit(deuces));
}

/** Plays `[actor, action]` pairs in turn, failing the test on a refusal. */
export function play(state: DuelState, ...moves: [string, DuelAction][]): DuelState {
  let current = state;
  for (const [actor, action] of moves) {
    const outcome = duel.apply(current, action, actor);
    if (!outcome.ok) throw new Error(`${actor} ${JSON.stringify(action)} refused: ${outcome.message}`);
    current = outcome.state;
  }
  return current;
}

/** Scripts the dice of the next rolls (the player's dice first, then the enemy's). */
export function withDice(state: DuelState, dice: number[]): DuelState {
  return { ...state, random: { ...state.random, script: dice } };
}

/** The dice of Ann's clearing of cell 0: the Boar in two rounds of Fighting, then Ian McKellan in four of Wizardry. */
export const ANN_CLEARS_CELL_0_DICE = [
  [6, 6, 6, 1, 1],
  [6, 6, 6, 1],
  [6, 6, 6, 6, 1, 1, 1, 1],
  [6, 6, 6, 6, 1, 1, 1],
  [6, 6, 6, 6, 1, 1],
  [6, 6, 6, 6, 1],
].flat();

/** Ann's moves as she starts on cell 0 and clears it (with ANN_CLEARS_CELL_0_DICE). */
export const ANN_CLEARS_CELL_0: [string, DuelAction][] = [
  [ANN, { type: 'start', cell: 0 }],
  [ANN, { type: 'fight', cliche: 'C' }],
  [ANN, { type: 'fight', cliche: 'C' }],
  ...Array.from({ length: 4 }, (): [string, DuelAction] => [ANN, { type: 'fight', cliche: 'S' }]),
];

/** Ann starts on cell 0 and clears it: the Boar in two rounds of Fighting, then Ian McKellan in four of Wizardry. */
export function annClearsCell0(state: DuelState): DuelState {
  return play(withDice(state, ANN_CLEARS_CELL_0_DICE), ...ANN_CLEARS_CELL_0);
}
