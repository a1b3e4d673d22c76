/**
 * Risus Royale's charts (rulebook, "Goals", "Creatures", "Opponents", "Treasures"), kept in
 * data/royale.json and checked with zod when loaded.
 */
import { z } from 'zod';
import { card, type Rank, type Suit } from '../../engine/cards.js';
import raw from '../../../data/royale.json' with { type: 'json' };

const suit = z.enum(['S', 'C', 'D', 'H']);
const bySuit = <T extends z.ZodType>(inner: T) => z.object({ S: inner, C: inner, D: inner, H: inner });
const numbers = <T extends z.ZodType>(inner: T) => z.record(z.enum(['3', '4', '5', '6', '7', '8', '9', '10']), inner);

const tablesSchema = z.object({
  goals: z.record(suit, z.partialRecord(suit, z.number().int().min(1).max(12))),
  goalNames: z.record(z.string(), z.string()),
  clicheNames: bySuit(z.string()),
  creatureAdjectives: bySuit(z.string()),
  secondarySuit: bySuit(suit),
  creatureStrength: numbers(z.tuple([z.number().int(), z.number().int()])),
  creatures: bySuit(numbers(z.string())),
  classes: bySuit(z.string()),
  races: z.object({ A: z.string(), J: z.string(), Q: z.string(), K: z.string() }),
  opponents: bySuit(z.object({ A: z.tuple([z.string(), z.number().int()]), J: z.tuple([z.string(), z.number().int()]), Q: z.tuple([z.string(), z.number().int()]), K: z.tuple([z.string(), z.number().int()]) })),
  treasureKinds: numbers(z.tuple([z.enum(['plus', 'minus', 'X', 'W']), z.enum(['C', 'O', 'both'])])),
  treasures: bySuit(numbers(z.string())),
});

/** The checked charts. */
export const TABLES = tablesSchema.parse(raw);

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
