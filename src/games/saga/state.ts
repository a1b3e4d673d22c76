/** Saga for Risus: the table's state, options and actions, with the zod schemas that guard them. */
import { z } from 'zod';
import { seededState } from '../../engine/random-schema.js';

/** The three action styles a check, conflict or fight is made in; Spades are always GM payback. */
const styleSchema = z.enum(['physical', 'social', 'other']);
export type Style = z.infer<typeof styleSchema>;

/** An action suit. */
const actionSuitSchema = z.enum(['C', 'H', 'D']);
export type ActionSuit = z.infer<typeof actionSuitSchema>;

/** How much a cliché may be pumped: once (`single`, any cliché) or twice (`double`, written in brackets). */
const pumpLimitSchema = z.enum(['single', 'double']);

/** A cliché with its rating, e.g. `[Wizard] (4)`. */
const clicheSchema = z.object({
  name: z.string().min(1).max(40),
  rating: z.number().int().min(1).max(6),
  pump: pumpLimitSchema.optional(),
});
export type Cliche = z.infer<typeof clicheSchema>;

/** Table options: decks shuffled together, the default edge, the suit of each style, the combat tie rule. */
const sagaOptionsSchema = z.object({
  decks: z.number().int().min(1).max(4),
  edge: z.number().int().min(1).max(4),
  styles: z.record(actionSuitSchema, styleSchema),
  tiesToOpponent: z.boolean(),
});
export type SagaOptions = z.infer<typeof sagaOptionsSchema>;

const playerSchema = z.object({
  id: z.string(),
  /** The member's name in the server when they joined, for the story ("Bob's Sir Reginald"). */
  member: z.string(),
  /** The character's name. */
  name: z.string(),
  cliches: z.array(clicheSchema),
  edge: z.number().int().min(1).max(4),
  /** Cards the hand refills to: edge + 2, less the pumped cards lost until healed. */
  handSize: z.number().int().min(0),
  hand: z.array(z.string()),
});
export type SagaPlayer = z.infer<typeof playerSchema>;

/** One card in a sum: played, doubled, drawn by a double pump, flipped, or added as payback. */
const entrySchema = z.object({
  card: z.string(),
  value: z.number().int(),
  how: z.enum(['played', 'pumped', 'double-pumped', 'double-pump draw', 'trump flip', 'opponent flip', 'payback']),
});
export type Entry = z.infer<typeof entrySchema>;

/** One player's side of a contest: the cliché they use and the cards on their side. */
const sideSchema = z.object({
  player: z.string(),
  cliche: z.string(),
  rating: z.number().int(),
  mine: z.array(entrySchema),
  /** The player may play a card: none yet, or the last one was at or under their edge. */
  mayPlay: z.boolean(),
  /** Set when the contest is resolved: the side met or beat the target, or fell short. */
  result: z.enum(['success', 'failure']).nullable(),
});
export type Side = z.infer<typeof sideSchema>;

/** What a contest is: a check against a target, a single-action conflict, or one round of a fight. */
const contestKindSchema = z.enum(['check', 'conflict', 'round']);
export type ContestKind = z.infer<typeof contestKindSchema>;

/** A check, a conflict or one fight round: each player's side, the difficulty's side, and how it ended. */
const contestSchema = z.object({
  kind: contestKindSchema,
  style: styleSchema,
  /** The target before flips and payback: the check's target, or the opponent's rank. */
  base: z.number().int(),
  /** The opponent of a conflict or fight round. */
  opponent: z.string().nullable(),
  /** A fight round's number. */
  round: z.number().int().min(1).nullable(),
  theirs: z.array(entrySchema),
  sides: z.array(sideSchema),
  status: z.enum(['open', 'resolved']),
  /** A contest whose target (a check's, or an opponent's rank, flips and payback) only the GM sees until it is resolved. */
  hidden: z.boolean().optional(),
});
export type Contest = z.infer<typeof contestSchema>;

/** An opponent: a name and the rank of the cliché it fights with. */
const opponentSchema = z.object({ name: z.string(), rank: z.number().int().min(0) });
export type Opponent = z.infer<typeof opponentSchema>;

/** A player in a fight: the cliché they fight with and the rounds they lost (each costs a card of the fight hand). */
const fighterSchema = z.object({
  player: z.string(),
  cliche: z.string(),
  rating: z.number().int(),
  lost: z.number().int().min(0),
});
export type Fighter = z.infer<typeof fighterSchema>;

/** A group fight against one opponent, or the last one (its outcome says how it ended). */
const fightSchema = z.object({
  opponent: opponentSchema,
  style: styleSchema,
  round: z.number().int().min(1),
  fighters: z.array(fighterSchema),
  outcome: z.enum(['on', 'won', 'lost', 'ended']),
  /** Each round's target, the opponent's rank with it, is the GM's secret until that round is resolved. */
  hidden: z.boolean().optional(),
});
export type Fight = z.infer<typeof fightSchema>;

/** How many recent opponents the table remembers for autocomplete and default ranks. */
export const RECENT_OPPONENTS = 10;

/**
 * The stored state of a table: draw pile listed top first. Nothing in it grows with the number of
 * past actions: the piles and hands hold the decks' cards, `players` the members seated now, and
 * only the open contest, the last resolved one and the current or last fight are kept.
 */
export const sagaStateSchema = z.object({
  ...seededState(sagaOptionsSchema),
  gm: z.string(),
  /** The GM's name in the server, for the table and the story. */
  gmName: z.string(),
  draw: z.array(z.string()),
  discard: z.array(z.string()),
  payback: z.array(z.string()),
  players: z.array(playerSchema),
  /** The open check, conflict or fight round. */
  contest: contestSchema.nullable(),
  /** The last contest resolved, with both sums and each side's result. */
  last: contestSchema.nullable(),
  fight: fightSchema.nullable(),
  /** Opponents met lately, newest first, with the rank they started at. */
  opponents: z.array(opponentSchema).max(RECENT_OPPONENTS),
});
export type SagaState = z.infer<typeof sagaStateSchema>;

const name = z.string().trim().min(1).max(40);
const id = z.string().min(1).max(32);
/** A player named by member id, mention, character name or member name (slash commands send what was typed). */
const ref = z.string().trim().min(1).max(100);
const cliche = z.string().trim().min(1).max(40);
const opponent = z.object({ name, rank: z.number().int().min(1).max(20).optional() });
/** What the hand a play or stop was chosen on showed (stamp.ts), so it may stand after others acted. */
const stamp = z
  .string()
  .regex(/^[a-z0-9]{1,8}$/)
  .optional();

/** Every action of the table, by whoever acts (the GM is the table's owner until they hand the seat on). */
export const sagaActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    player: id,
    name,
    member: z.string().trim().min(1).max(80),
    cliches: z.array(clicheSchema).min(1).max(10),
    edge: z.number().int().min(1).max(4).optional(),
  }),
  z.object({
    type: z.literal('check'),
    player: ref,
    cliche,
    style: styleSchema,
    target: z.number().int().min(1).max(99),
    /** Only the GM sees the target until the check is resolved. */
    hidden: z.boolean().optional(),
  }),
  /** `hidden`: only the GM sees the opponent's rank, flips and payback until the conflict is resolved. */
  z.object({ type: z.literal('conflict'), player: ref, cliche, style: styleSchema, opponent, hidden: z.boolean().optional() }),
  z.object({
    type: z.literal('fight'),
    fighters: z
      .array(z.object({ player: ref, cliche }))
      .min(1)
      .max(12),
    style: styleSchema,
    opponent,
    /** Only the GM sees each round's target, and the opponent's rank, until the round is resolved. */
    hidden: z.boolean().optional(),
  }),
  z.object({ type: z.literal('fight-join'), player: ref, cliche }),
  z.object({ type: z.literal('play'), card: z.string().max(3), pump: z.enum(['none', 'pump', 'double']).optional(), seen: stamp }),
  z.object({ type: z.literal('stop'), seen: stamp }),
  z.object({ type: z.literal('payback'), cards: z.array(z.string().max(6)).min(1).max(40) }),
  /** `anyway`: resolve over open edge chains, ending them. */
  z.object({ type: z.literal('resolve'), anyway: z.boolean().optional() }),
  z.object({ type: z.literal('heal'), player: ref }),
  z.object({ type: z.literal('end') }),
  z.object({ type: z.literal('edge'), player: ref, edge: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal('leave'), player: ref.optional() }),
  z.object({ type: z.literal('gm'), player: id, name: z.string().trim().min(1).max(80) }),
]);
export type SagaAction = z.infer<typeof sagaActionSchema>;
