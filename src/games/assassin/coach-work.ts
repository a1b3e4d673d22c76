/**
 * Royal Assassin's coach in the background worker (engine/coach.ts `CoachWork`), found there by the game's
 * id: the exact solver, the advisor and the verdict, with the worker's own check of the knowledge and the
 * play a request brings. The check is written out rather than in zod, so that the worker does not load zod
 * (docs/performance.md, "What keeps it fast and small"); the solver and the advisor check the cards themselves.
 */
import type { CoachWork } from '../../engine/coach.js';
import { advise } from './advisor.js';
import type { AssassinKnowledge } from './knowledge.js';
import { solveDeal } from './solver.js';
import type { AssassinAction, Column } from './state.js';
import { VARIANTS, variantsOf } from './variants.js';
import { judgeMove } from './verdict.js';

const COLUMNS: readonly string[] = ['S', 'C', 'D', 'H'];
const JOKER_PLACES: readonly string[] = [...COLUMNS, 'aside', 'stock', 'pending', 'reserve', 'discarded'];
/** More cards than any pile of a game holds (two decks' worth of room). */
const MOST = 60;

const isCode = (value: unknown): value is string => typeof value === 'string' && value.length >= 2 && value.length <= 3;
const isCards = (value: unknown): value is string[] => Array.isArray(value) && value.length <= MOST && value.every(isCode);
const isCount = (value: unknown, most: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= most;

/** True for a card on a Pretender with the value it counts for. */
function isPlaced(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { card, value: counts } = value as Record<string, unknown>;
  return isCode(card) && typeof counts === 'number' && Number.isSafeInteger(counts) && Math.abs(counts) <= 20;
}

/** True for a column: at most 8 Royals, each with the cards played on it. */
function isColumn(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= 8 &&
    value.every((layer: unknown) => {
      if (typeof layer !== 'object' || layer === null) return false;
      const { royal, attack, defence } = layer as Record<string, unknown>;
      const piles = [attack, defence];
      return isCode(royal) && piles.every((pile) => Array.isArray(pile) && pile.length <= MOST && pile.every(isPlaced));
    })
  );
}

/** The knowledge in `raw`, or what is wrong with it. */
function readKnowledge(raw: unknown): AssassinKnowledge | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const k = raw as Record<string, unknown>;
  const options = k.options as Record<string, unknown> | null;
  const variants = typeof options === 'object' && options !== null ? options.variants : null;
  if (!Array.isArray(variants) || !variants.every((v) => VARIANTS.some((known) => known === v)))
    return 'options: not a list of alternate rules';
  const columns = k.columns as Record<string, unknown> | null;
  if (typeof columns !== 'object' || columns === null || !COLUMNS.every((c) => isColumn(columns[c])))
    return 'columns: not four columns of Royals';
  for (const field of ['reserve', 'discard', 'knownStock', 'unseen'] as const)
    if (!isCards(k[field])) return `${field}: not a list of at most ${MOST} card codes`;
  if (k.pending !== null && !isCode(k.pending)) return 'pending: not a card code or null';
  const jokers = k.jokers;
  if (
    !Array.isArray(jokers) ||
    jokers.length > 2 ||
    !jokers.every((j: unknown) => {
      const { card, at } = (j ?? {}) as Record<string, unknown>;
      return (card === 'JK1' || card === 'JK2') && typeof at === 'string' && JOKER_PLACES.includes(at);
    })
  )
    return 'jokers: not at most two Jokers, each in a place';
  const setup = (k.setup ?? {}) as Record<string, unknown>;
  if (!isCount(setup.royals, 16) || (setup.stopper !== null && !isCode(setup.stopper)))
    return 'setup: not the Royals placed and the stopper';
  for (const field of ['royalsKilled', 'turned', 'recycles', 'stockSize'] as const)
    if (!isCount(k[field], 1_000)) return `${field}: not a whole number from 0 to 1000`;
  for (const field of ['changedSinceRecycle', 'conceded'] as const) if (typeof k[field] !== 'boolean') return `${field}: not true or false`;
  const knowledge = raw as AssassinKnowledge;
  const [field, stock] = knowledge.recycles > 0 ? ['knownStock', knowledge.knownStock] : ['unseen', knowledge.unseen];
  if (stock.length !== knowledge.stockSize) return `stockSize: ${knowledge.stockSize} cards, but ${field} holds ${stock.length}`;
  return knowledge;
}

/** The play in `raw`, or what is wrong with it (the verdict checks it is legal). */
function readMove(raw: unknown): AssassinAction | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const { type, column } = raw as Record<string, unknown>;
  if (type === 'draw' || type === 'reserve' || type === 'concede') return { type };
  if ((type === 'attack' || type === 'continue' || type === 'joker') && typeof column === 'string' && COLUMNS.includes(column))
    return { type, column: column as Column };
  return 'not a play of Royal Assassin';
}

/** Royal Assassin's searches, as the worker runs them. */
export const coachWork: CoachWork<AssassinKnowledge, AssassinAction> = {
  solve(deck, rules, limits) {
    const variants = variantsOf(rules);
    if (variants === null) throw new Error(`not a set of alternate rules: ${rules}`);
    return solveDeal(deck, { variants, ...limits });
  },
  advise: (knowledge, seed) => advise(knowledge, { seed }),
  judge: (knowledge, move, seed) => judgeMove(knowledge, move, { seed }),
  readKnowledge,
  readMove,
};
