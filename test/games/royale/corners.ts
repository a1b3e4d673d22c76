/** Risus Royale positions in a corner of the map: cell 0, hemmed in by cleared spaces, is reached only through cell 5. */
import type { RoyaleState } from '../../../src/games/royale/index.js';
import { type Pile, withCells } from './helpers.js';

/** Piles written as 'bottom middle top', one string each. */
function piles(...written: string[]): Pile[] {
  return written.map((pile) => pile.split(' ') as Pile);
}

/**
 * Goal 1, all Wizards: Snotty (JS) on cell 0, Frato Poofwand (AS) on cell 6. With cells 1, 4 and 5 cleared (see `onCellFive`),
 * cell 0 is reached only through 5, and moving on to 6 cuts Snotty off.
 */
export const SNOTTY_IN_THE_CORNER = piles('5C JS 6C', '5D AC 6D', '5H JC 6H', '7C QC 7D', '7H KC 8C', '8D AD 8H', '9C AS 9D');

/**
 * Goal 1, all Wizards: Snotty, Mauritius and Ian McKellan on cells 1, 4 and 5 (cleared by `onCellFive`); the last, Frato Poofwand,
 * face down on cell 0 under a Boar: a dead end that may still meet the goal.
 */
export const LAST_WIZARD_IN_THE_CORNER = piles('5C AS 3C', '5D JS 6D', '5H JC 6H', '7C QC 7D', '7H QS 8C', '8D KS 8H');

/** The spaces around cell 0 (1, 4 and 5) cleared: a player beaten on cell 0 has nowhere to retreat. */
export function walled(state: RoyaleState): RoyaleState {
  return withCells(state, { 1: 'cleared', 4: 'cleared', 5: 'cleared' });
}

/** The player about to move from cell 5 on turn 7, with cells 1, 4 and 5 cleared: cell 0 is reached only through 5. */
export function onCellFive(state: RoyaleState): RoyaleState {
  return walled({ ...state, phase: 'move', position: 5, turns: 7 });
}
