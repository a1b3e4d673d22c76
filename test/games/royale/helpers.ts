/** Stacked Risus Royale deals and scripted dice for the rule tests. */
import { standardDeck } from '../../../src/engine/cards.js';
import { type RoyaleOptions, type RoyaleState, type RoyaleView, royale } from '../../../src/games/royale/index.js';
import { movesOf } from '../moves.js';

/** Sam: Wizardry 1, Fighting 4, Thievery 3, Cleric 2. */
export const SAM: RoyaleOptions = { name: 'Sam', points: { S: 1, C: 4, D: 3, H: 2 }, easy: false, harder: 0 };

/** One space's cards as dealt: bottom, middle, top. */
export type Pile = [string, string, string];

/** Cell 0: the Yeti (9D: 5 Diamonds, 4 Clubs) guards Belarus (QC, Elf Fighter 1) and the Dagger (3S). */
export const YETI: Pile = ['3S', 'QC', '9D'];

/** Goal 1, all Wizards: John Wayne (KC, Human Fighter 3) on cell 0, Snotty (JS) on cell 1. */
const JOHN_WAYNE: Pile[] = [
  ['5C', 'KC', '6C'],
  ['5D', 'JS', '6D'],
];

/**
 * A deck that deals the given piles, `piles[i] = [bottom, middle, top]` for the first cells, with the
 * deuces in the given order (the first two pick the goal). Setup sorts the deck into deuces, faces and
 * number cards, each keeping its order: bottoms are the first 16 number cards, tops the next 16.
 */
export function deckFor(piles: Pile[], deuces: string[] = ['2S', '2C', '2D', '2H']): string[] {
  const used = new Set([...piles.flat(), ...deuces]);
  const rest = standardDeck().filter((c) => !used.has(c));
  const faces = [...piles.map((p) => p[1]), ...rest.filter((c) => /^[AJQK]/.test(c))];
  const others = rest.filter((c) => !/^[AJQK]/.test(c));
  const fill = 16 - piles.length;
  const numbers = [...piles.map((p) => p[0]), ...others.slice(0, fill), ...piles.map((p) => p[2]), ...others.slice(fill)];
  return [...deuces, ...faces, ...numbers];
}

/** A run dealt from piles, with scripted dice. */
export function deal(piles: Pile[], dice: number[] = [], options: RoyaleOptions = SAM, deuces?: string[]): RoyaleState {
  return royale.setup({ seed: 'royale-test', deck: deckFor(piles, deuces), dice, options });
}

/** Plays actions in turn, failing the test on a refusal; expects a refusal and returns its message. */
export const { play, refusal } = movesOf(royale);

/** The view. */
export function view(state: RoyaleState): RoyaleView {
  return royale.view(state) as RoyaleView;
}

/** Replaces the dice script of a state (tests script the rolls of the next actions). */
export function withDice(state: RoyaleState, dice: number[]): RoyaleState {
  return { ...state, random: { ...state.random, script: dice } };
}

/** The state with the given cells turned to the given states, e.g. `{ 0: 'cleared', 1: 'opponent' }`. */
export function withCells(state: RoyaleState, cells: Record<number, RoyaleState['cells'][number]['state']>): RoyaleState {
  return {
    ...state,
    cells: state.cells.map((c, i) => {
      const next = cells[i];
      return next ? { ...c, state: next } : c;
    }),
  };
}

/** The player, holding `treasures`, moves from cell 4 onto cell 0, its guard already beaten: John Wayne waits there. */
export function facingJohnWayne(treasures: string[] = []): RoyaleState {
  return play({ ...withCells(deal(JOHN_WAYNE), { 0: 'opponent' }), treasures, phase: 'move', position: 4 }, { type: 'move', cell: 0 });
}
