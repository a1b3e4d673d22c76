/**
 * Risus Royale's charts (rulebook, "Goals", "Creatures", "Opponents", "Treasures"), kept in
 * data/royale.json. Its shape is checked by test/games/royale/tables.test.ts rather than when it is
 * loaded, so that the drawing thread, which draws the charts' names, loads no schema library
 * (docs/performance.md, "What keeps it fast and small").
 */

import raw from '../../../data/royale.json' with { type: 'json' };
import { card, type Rank, type Suit } from '../../engine/cards.js';

type BySuit<T> = Record<Suit, T>;
/** A number card's rank, as the charts key it. */
type ByNumber<T> = Record<'3' | '4' | '5' | '6' | '7' | '8' | '9' | '10', T>;
type ByFace<T> = Record<'A' | 'J' | 'Q' | 'K', T>;

/** What data/royale.json holds. */
export interface RoyaleTables {
  goals: BySuit<Partial<BySuit<number>>>;
  goalNames: Record<string, string>;
  clicheNames: BySuit<string>;
  creatureAdjectives: BySuit<string>;
  secondarySuit: BySuit<Suit>;
  creatureStrength: ByNumber<[number, number]>;
  creatures: BySuit<ByNumber<string>>;
  classes: BySuit<string>;
  races: ByFace<string>;
  opponents: BySuit<ByFace<[string, number]>>;
  treasureKinds: ByNumber<['plus' | 'minus' | 'X' | 'W', 'C' | 'O' | 'both']>;
  treasures: BySuit<ByNumber<string>>;
}

/** The charts (JSON types its pairs as arrays, so the shape the test checks is stated here). */
export const TABLES = raw as unknown as RoyaleTables;

/** A creature (a number card 3..10): its name and its two clichés. */
export interface Creature {
  name: string;
  strengths: Partial<Record<Suit, number>>;
}

/** The creature a number card shows (rulebook, "Creatures"): base cliché in its suit, secondary in the paired suit. */
export function creatureOf(code: string): Creature {
  const { rank, suit: s } = card(code);
  const key = rank as '3';
  const [base, secondary] = TABLES.creatureStrength[key]!;
  const other = TABLES.secondarySuit[s];
  return {
    name: `${TABLES.creatureAdjectives[s]} ${TABLES.creatureAdjectives[other]} ${TABLES.creatures[s][key]}`,
    strengths: { [s]: base, [other]: secondary },
  };
}

/** An opponent (an Ace or face card): name, race, class and its one cliché, the suit. */
export interface Opponent {
  name: string;
  race: string;
  cls: string;
  suit: Suit;
  strength: number;
}

/** The opponent a face card or Ace shows (rulebook, "Opponents"); `harder` adds to its strength. */
export function opponentOf(code: string, harder = 0): Opponent {
  const { rank, suit: s } = card(code);
  const key = rank as 'A' | 'J' | 'Q' | 'K';
  const [name, strength] = TABLES.opponents[s][key];
  return { name, race: TABLES.races[key], cls: TABLES.classes[s], suit: s, strength: strength + harder };
}

/** A treasure item (rulebook, "Treasures"). */
export interface Treasure {
  name: string;
  suit: Suit;
  /** The ability roll it needs: its card's number. */
  number: number;
  kind: 'plus' | 'minus' | 'X' | 'W';
  /** `C`: against creatures only; `O`: opponents only. */
  against: 'C' | 'O' | 'both';
}

const treasures = new Map<string, Treasure>();

/** The treasure a number card gives. */
export function treasureOf(code: string): Treasure {
  let known = treasures.get(code);
  if (!known) {
    known = readTreasure(code);
    treasures.set(code, known);
  }
  return known;
}

function readTreasure(code: string): Treasure {
  const { rank, suit: s } = card(code);
  const key = rank as '3';
  const [kind, against] = TABLES.treasureKinds[key]!;
  return { name: TABLES.treasures[s][key]!, suit: s, number: Number(rank), kind, against };
}

/** The goal number the first two deuces give (first deuce the row, second the column). */
export function goalOf(first: Suit, second: Suit): number {
  return TABLES.goals[first]![second]!;
}

/** True for an Ace or a face card: an opponent. */
export function isOpponentRank(rank: Rank): boolean {
  return rank === 'A' || rank === 'J' || rank === 'Q' || rank === 'K';
}
