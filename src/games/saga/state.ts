/** Saga for Risus: the table's state, options and actions, with the zod schemas that guard them. */
import { z } from 'zod';
import { randomStateSchema } from '../../engine/random.js';

/** The three action styles a check or fight is made in; Spades are always GM payback. */
export const styleSchema = z.enum(['physical', 'social', 'other']);
export type Style = z.infer<typeof styleSchema>;

/** An action suit. */
export const actionSuitSchema = z.enum(['C', 'H', 'D']);
export type ActionSuit = z.infer<typeof actionSuitSchema>;

/** How much a cliché may be pumped: once (`single`, any cliché) or twice (`double`, written in brackets). */
export const pumpLimitSchema = z.enum(['single', 'double']);

/** A cliché with its rating, e.g. `[Wizard] (4)`. */
export const clicheSchema = z.object({
  name: z.string().min(1).max(40),
  rating: z.number().int().min(1).max(6),
  pump: pumpLimitSchema.optional(),
});
export type Cliche = z.infer<typeof clicheSchema>;

/** Table options: decks shuffled together, the default edge, the suit of each style, the combat tie rule. */
export const sagaOptionsSchema = z.object({
  decks: z.number().int().min(1).max(4),
  edge: z.number().int().min(1).max(4),
  styles: z.record(actionSuitSchema, styleSchema),
  tiesToOpponent: z.boolean(),
});
export type SagaOptions = z.infer<typeof sagaOptionsSchema>;

const playerSchema = z.object({
  id: z.string(),
  name: z.string(),
  cliches: z.array(clicheSchema),
  edge: z.number().int().min(1).max(4),
  /** Cards the hand refills to: edge + 2, less the pumped cards lost until healed. */
  handSize: z.number().int().min(0),
  hand: z.array(z.string()),
});
export type SagaPlayer = z.infer<typeof playerSchema>;

/** One card in a sum: played, doubled, drawn by a double pump, flipped, or added as payback. */
export const entrySchema = z.object({
  card: z.string(),
  value: z.number().int(),
  how: z.enum(['played', 'pumped', 'double-pumped', 'double-pump draw', 'trump flip', 'opponent flip', 'payback']),
});
export type Entry = z.infer<typeof entrySchema>;

/** A check, or one round of a fight: the player's side, the difficulty's side, and how it ended. */
const contestSchema = z.object({
  player: z.string(),
  cliche: z.string(),
  style: styleSchema,
  /** The target before flips and payback: the check's target, or the opponent's rank this round. */
  base: z.number().int(),
  rating: z.number().int(),
  mine: z.array(entrySchema),
  theirs: z.array(entrySchema),
  /** How many pumps the player made: 1 for a pump, 2 for a double pump. */
  pumps: z.number().int().min(0),
  /** The player may play a card: none yet, or the last one was at or under their edge. */
  mayPlay: z.boolean(),
  status: z.enum(['open', 'succeeded', 'failed']),
});
export type Contest = z.infer<typeof contestSchema>;

const fightSchema = z.object({
  player: z.string(),
  cliche: z.string(),
  style: styleSchema,
  opponent: z.object({ name: z.string(), rank: z.number().int().min(0) }),
  /** The player's hand size for this fight. */
  handSize: z.number().int().min(0),
  round: z.number().int().min(1),
  outcome: z.enum(['on', 'won', 'lost']),
});
export type Fight = z.infer<typeof fightSchema>;

/** The stored state of a table: draw pile listed top first. */
export const sagaStateSchema = z.object({
  seed: z.string(),
  options: sagaOptionsSchema,
  random: randomStateSchema,
  gm: z.string(),
  draw: z.array(z.string()),
  discard: z.array(z.string()),
  payback: z.array(z.string()),
  players: z.array(playerSchema),
  contest: contestSchema.nullable(),
  fight: fightSchema.nullable(),
});
export type SagaState = z.infer<typeof sagaStateSchema>;

const name = z.string().min(1).max(40);
const id = z.string().min(1).max(32);

/** Every action of the table, by whoever acts (the GM is the table's owner). */
export const sagaActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), player: id, name, cliches: z.array(clicheSchema).min(1).max(10), edge: z.number().int().min(1).max(4).optional() }),
  z.object({ type: z.literal('check'), player: id, cliche: name, style: styleSchema, target: z.number().int().min(1).max(99) }),
  z.object({ type: z.literal('fight'), player: id, cliche: name, style: styleSchema, opponent: z.object({ name, rank: z.number().int().min(1).max(20) }) }),
  z.object({ type: z.literal('play'), card: z.string().max(3), pump: z.enum(['none', 'pump', 'double']).optional() }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('payback'), cards: z.array(z.string().max(3)).min(1).max(40) }),
  z.object({ type: z.literal('resolve') }),
  z.object({ type: z.literal('heal'), player: id }),
]);
export type SagaAction = z.infer<typeof sagaActionSchema>;
