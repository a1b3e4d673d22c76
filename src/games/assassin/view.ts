/** What the player sees of Royal Assassin, and how a game scores. */
import { cardLabel, cardName } from '../../engine/cards.js';
import type { GameResult } from '../../engine/game.js';
import { count } from '../../engine/words.js';
import { attacker, COLUMNS, pretender, strength, tableClear } from './board.js';
import { ruler } from './ruler.js';
import { legalActions } from './rules.js';
import { type AssassinMove, assassinMoves } from './stakes.js';
import type { AssassinState, Column } from './state.js';

/** A column as shown: bottom to top, with codes. */
interface ColumnLayerView {
  royal: string;
  attack: string[];
  defence: string[];
}

/** The table: never the stockpile's order. */
export interface AssassinView {
  columns: Record<Column, ColumnLayerView[]>;
  /** Each column's Pretender strength, or null for an empty column. */
  strengths: Record<Column, number | null>;
  /** The suit attacking each column, or null. */
  pairings: Record<Column, Column | null>;
  reserve: string[];
  stock: number;
  pending: string | null;
  joker: 'available' | Column | 'discarded' | 'buried';
  /** Where each Joker is; a Joker in the reserve is counted from its top (0: on top). */
  jokers: JokerView[];
  jokerNeeds: string;
  setup: { royals: number; stopper: string | null };
  variants: string[];
  seed: string;
  turned: number;
  royalsKilled: number;
  over: boolean;
  won: boolean;
  conceded: boolean;
  /** Every legal play in the board's order, with what it would do and how risky it is. */
  moves: AssassinMove[];
  ruler?: string;
}

/** Where a Joker is: by your side, over a column, just turned, in the stockpile, in the reserve, or discarded. */
export type JokerView =
  | { card: 'JK1' | 'JK2'; at: 'aside' | 'pending' | 'stock' | 'discarded' | Column }
  | { card: 'JK1' | 'JK2'; at: 'reserve'; fromTop: number };

function jokerViews(t: AssassinState): JokerView[] {
  return t.jokers.map((joker) =>
    joker.at === 'reserve'
      ? { card: joker.card, at: 'reserve', fromTop: t.reserve.length - 1 - t.reserve.lastIndexOf(joker.card) }
      : { card: joker.card, at: joker.at },
  );
}

function jokerState(t: AssassinState): AssassinView['joker'] {
  const placed = t.jokers.find((j) => COLUMNS.includes(j.at as Column));
  if (placed) return placed.at as Column;
  if (t.jokers.some((j) => j.at === 'aside' || j.at === 'pending' || (j.at === 'reserve' && t.reserve.at(-1) === j.card)))
    return 'available';
  return t.jokers.every((j) => j.at === 'discarded') ? 'discarded' : 'buried';
}

/** The player's view of the game. */
export function viewAssassin(t: AssassinState): AssassinView {
  const over = legalActions(t).length === 0;
  const won = tableClear(t);
  const map = <T>(f: (c: Column) => T) => Object.fromEntries(COLUMNS.map((c) => [c, f(c)])) as Record<Column, T>;
  return {
    columns: map((c) =>
      t.columns[c].map((l) => ({ royal: l.royal, attack: l.attack.map((p) => p.card), defence: l.defence.map((p) => p.card) })),
    ),
    strengths: map((c) => {
      const top = pretender(t, c);
      return top ? strength(top) : null;
    }),
    pairings: map((c) => attacker(t, c)),
    reserve: [...t.reserve],
    stock: t.stock.length,
    pending: t.pending,
    joker: jokerState(t),
    jokers: jokerViews(t),
    jokerNeeds: 'a column of two or more Royals whose Pretender is under attack',
    setup: t.setup,
    variants: t.options.variants,
    seed: t.seed,
    turned: t.turned,
    royalsKilled: t.royalsKilled,
    over,
    won,
    conceded: t.conceded,
    moves: assassinMoves(t),
    ...(over && !won ? { ruler: ruler(t) } : {}),
  };
}

/** A score in words: a win and its spare stockpile cards, or the Royals a loss killed. */
export function describeAssassinScore(score: number): string {
  return score >= 100 ? `won with ${count(score - 100, 'card')} to spare` : `${count(score, 'Royal')} killed`;
}

/** A win scores 100 plus the stockpile cards it did not need; a loss (conceded or not) scores the Royals killed (0 to 12). */
export function scoreAssassin(t: AssassinState): GameResult {
  if (legalActions(t).length > 0) return { over: false };
  if (tableClear(t)) {
    const score = 100 + t.stock.length;
    return {
      over: true,
      won: true,
      score,
      summary: `Every Pretender is dead with ${count(t.stock.length, 'stockpile card')} to spare (${t.turned} turned): ${score}.`,
    };
  }
  const throne = ruler(t);
  const who =
    throne === 'JK1'
      ? 'The Joker takes the throne and declares a Royal Holiday'
      : `The ${cardName(throne)} (${cardLabel(throne)}) takes the throne`;
  const conceded = t.conceded ? 'You concede. ' : '';
  return {
    over: true,
    won: false,
    score: t.royalsKilled,
    summary: `${conceded}${who}. You killed ${count(t.royalsKilled, 'Royal')}: ${t.royalsKilled}.`,
  };
}
