/**
 * The zod schema of the seeded generator's stored state (random.ts). It lives apart from the generator
 * so that code that only runs the generator, such as the solver's thread, does not load zod (some 4 MB
 * of that thread's heap; docs/performance.md, "What keeps it fast and small").
 */
import { z } from 'zod';
import type { RandomState } from './random.js';

/** The stored form of the generator: sfc32's four words and the scripted dice still unused. */
export const randomStateSchema: z.ZodType<RandomState> = z.object({
  words: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  script: z.array(z.number().int().min(1).max(6)),
});

/** The fields every game's stored state starts with: the seed it was dealt from, its options, and its seeded generator. */
export function seededState<O extends z.ZodType>(options: O) {
  return { seed: z.string(), options, random: randomStateSchema };
}
