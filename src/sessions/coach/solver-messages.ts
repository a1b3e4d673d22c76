/**
 * What a solver worker answers the bot's thread (a deal solved, a position advised on, a move judged, or a replay made) (solver-work.ts → solver-pool.ts), and the
 * solver's answer as it is stored (deal-solutions.ts), checked with zod on the bot's side: a message crossing
 * threads is a boundary like any other. Its moves are checked here as moves of some game (an object with a
 * type); the game's own rules check them where they are used (a line played, a move words are given to).
 * The requests going the other way, and the worker's check of them, are in solver-request.ts.
 */
import { z } from 'zod';

/** A move of some game, as a worker's answer carries it. */
const moveSchema = z.looseObject({ type: z.string().max(40) });
const line = z.array(moveSchema).max(400);

/** The solver's answer (engine/coach.ts `SolveResult`): decided with the best score, or the bounds it got to. */
export const solveResultSchema = z.discriminatedUnion('decided', [
  z.object({ decided: z.literal(true), best: z.number().int(), won: z.boolean(), line, expansions: z.number().int().min(0) }),
  z.object({
    decided: z.literal(false),
    lowerBound: z.number().int(),
    upperBound: z.number().int(),
    line,
    expansions: z.number().int().min(0),
  }),
]);

/** The advisor's answer (engine/coach.ts `Advice`): each legal move's estimates, and the move it would make. */
const adviceSchema = z.object({
  moves: z
    .array(
      z.object({
        action: moveSchema,
        winChance: z.number().min(0).max(1),
        expectedScore: z.number(),
        plan: z.array(moveSchema).min(1).max(40),
      }),
    )
    .max(60),
  best: z.number().int().min(-1),
  exact: z.boolean(),
});

const estimateSchema = z.object({ action: moveSchema, winChance: z.number().min(0).max(1), expectedScore: z.number() });

/** The verdict on a move of a run (engine/coach.ts `Judgement`): the move made and the best other move, with their estimates. */
export const judgementSchema = z.object({
  made: estimateSchema,
  best: estimateSchema,
  choices: z.number().int().min(1),
  cost: z.number().min(0),
  verdict: z.enum(['good', 'close', 'mistake']),
});

/** A worker's answer to a request: the solver's result, the advisor's advice, a verdict or a replay's GIF, and the time it took there; or why it failed. */
export const solveReplySchema = z.union([
  z.object({ id: z.number().int(), ok: z.literal(true), result: solveResultSchema, ms: z.number().min(0) }),
  z.object({ id: z.number().int(), ok: z.literal(true), advice: adviceSchema, ms: z.number().min(0) }),
  z.object({ id: z.number().int(), ok: z.literal(true), judgement: judgementSchema, ms: z.number().min(0) }),
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    bytes: z.instanceof(ArrayBuffer),
    frames: z.number().int().min(1),
    width: z.number().int().min(1),
    ms: z.number().min(0),
  }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: z.string() }),
]);
export type SolveReply = z.infer<typeof solveReplySchema>;

/** A move of some game, as a worker's answer carries it (the game's rules check it where it is used). */
export type WorkerMove = z.infer<typeof moveSchema>;
