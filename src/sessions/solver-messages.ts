/**
 * What the bot's thread and the solver's worker thread say to each other (solver-pool.ts,
 * solver-worker.ts), and the solver's answer as it is stored (deal-solutions.ts), checked with zod
 * on each side: a message crossing threads is a boundary like any other.
 */
import { z } from 'zod';
import { scoundrelActionSchema, weaponRuleSchema } from '../games/scoundrel/state.js';

/** A deal to solve: the 44 cards top first, its weapon rule, and the search's limits. */
export const solveJobSchema = z.object({
  deck: z.array(z.string().max(3)).max(44),
  weaponRule: weaponRuleSchema,
  budget: z.number().int().min(1),
  tableSize: z.number().int().min(1),
});
export type SolveJob = z.infer<typeof solveJobSchema>;

/** A job as it is sent to a worker, with the id its answer carries back. */
export const solveRequestSchema = solveJobSchema.extend({ id: z.number().int().min(0) });
export type SolveRequest = z.infer<typeof solveRequestSchema>;

const line = z.array(scoundrelActionSchema).max(200);

/** The solver's answer (solver.ts `SolveResult`): decided with the best score, or the bounds it got to. */
export const solveResultSchema = z.discriminatedUnion('decided', [
  z.object({ decided: z.literal(true), best: z.number().int(), won: z.boolean(), line, expansions: z.number().int().min(0) }),
  z.object({ decided: z.literal(false), lowerBound: z.number().int(), upperBound: z.number().int(), line, expansions: z.number().int().min(0) }),
]);

/** A worker's answer to a request: the solver's result and the time it took there, or why it failed. */
export const solveReplySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.number().int(), ok: z.literal(true), result: solveResultSchema, ms: z.number().min(0) }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: z.string() }),
]);
export type SolveReply = z.infer<typeof solveReplySchema>;
