/** A Risus Royale duel's state and actions, with the zod schemas that guard them (duel.ts plays them). */
import { z } from 'zod';
import { royaleActionSchema, royaleOptionsSchema, royaleStateSchema } from '../state.js';

const snowflake = z.string().regex(/^\d{1,20}$/);
const points = z.number().int().min(1).max(4);

/** One player: who they are, their character (null until the challenged member accepts) and their own part of the game. */
const seatSchema = royaleStateSchema
  .pick({
    goal: true,
    goalSets: true,
    deuces: true,
    position: true,
    phase: true,
    battle: true,
    wounds: true,
    treasures: true,
    victory: true,
    turns: true,
    lostBecause: true,
  })
  .extend({
    id: snowflake,
    /** The member's name as the server showed it when the duel was set up. */
    name: z.string().min(1).max(40),
    options: royaleOptionsSchema.nullable(),
    /** The spaces this player cleared: their opponents count for this player alone. */
    cleared: z.array(z.number().int().min(0).max(15)),
  });
/** One player of a duel. */
export type Seat = z.infer<typeof seatSchema>;

/** The stored state of a duel: the one map, its pile of discards and its dice, and the two players. */
export const duelStateSchema = royaleStateSchema.pick({ seed: true, random: true, cells: true, discard: true, rolls: true }).extend({
  /** A challenge waiting for its answer, a duel being played, or one over (won, or lost by both), declined or expired. */
  status: z.enum(['challenge', 'playing', 'over', 'declined', 'expired']),
  /** The challenger, then the challenged member. */
  seats: z.tuple([seatSchema, seatSchema]),
  /** The seat whose turn it is. */
  turn: z.union([z.literal(0), z.literal(1)]),
  /** The seat whose move rolled the last rolls, if any. */
  rolledBy: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** A deal the challenger named by its seed: both players know it, so the board shows it from the start. */
  knownDeal: z.boolean(),
  /** The seat that reached its goal first, once the duel is over; null when both lost. */
  winner: z.union([z.literal(0), z.literal(1)]).nullable(),
});
/** A duel's state. */
export type DuelState = z.infer<typeof duelStateSchema>;

/**
 * A duel's actions: Risus Royale's own on the player's turn; `accept` with the challenged member's
 * character points, `decline` (by either member) and `expire` (by the bot's clock alone) while the
 * challenge waits.
 */
export const duelActionSchema = z.union([
  royaleActionSchema,
  z.object({ type: z.literal('accept'), S: points, C: points, D: points, H: points }),
  z.object({ type: z.literal('decline') }),
  z.object({ type: z.literal('expire') }),
]);
/** A duel's action. */
export type DuelAction = z.infer<typeof duelActionSchema>;

/** What a duel is set up with: the challenger's character, and the member challenged (named as the server shows them). */
export const duelOptionsSchema = z.object({
  character: royaleOptionsSchema,
  challenged: z.object({ id: snowflake, name: z.string().min(1).max(40) }),
  /** The seed was named by the challenger (a known deal), rather than dealt fresh. */
  knownDeal: z.boolean().default(false),
});
/** A duel's set-up. */
export type DuelOptions = z.input<typeof duelOptionsSchema>;
