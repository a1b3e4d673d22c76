/**
 * A deal to solve as the bot's thread sends it to a solver worker (solver-pool.ts → solver-worker.ts),
 * and the worker's check of what arrives. The check is written out rather than in zod, so that the
 * solver's thread does not load zod (some 4 MB of its heap; README, "Performance"); the worker's
 * answers are checked with zod on the bot's side (solver-messages.ts).
 */
import { WEAPON_RULES } from '../games/scoundrel/rules.js';
import type { WeaponRule } from '../games/scoundrel/state.js';

/** A deal to solve: the 44 cards top first, its weapon rule, and the search's limits. */
export interface SolveJob {
  deck: string[];
  weaponRule: WeaponRule;
  budget: number;
  tableSize: number;
}

/** A job as it is sent to a worker, with the id its answer carries back. */
export interface SolveRequest extends SolveJob {
  id: number;
}

const DECK_SIZE = 44;

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/** The request in `raw` (a message a worker received), or what is wrong with it. */
export function readSolveRequest(raw: unknown): SolveRequest | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const { id, deck, weaponRule, budget, tableSize } = raw as Record<string, unknown>;
  if (!isCount(id, 0)) return 'id: not a whole number from 0';
  if (!Array.isArray(deck) || deck.length > DECK_SIZE || deck.some((code) => typeof code !== 'string' || code.length > 3)) {
    return `deck: not a list of at most ${DECK_SIZE} card codes`;
  }
  if (!WEAPON_RULES.some((rule) => rule === weaponRule)) return `weaponRule: not one of ${WEAPON_RULES.join(', ')}`;
  if (!isCount(budget, 1)) return 'budget: not a whole number from 1';
  if (!isCount(tableSize, 1)) return 'tableSize: not a whole number from 1';
  return { id, deck: deck as string[], weaponRule: weaponRule as WeaponRule, budget, tableSize };
}
