/**
 * `npm run solve -- [--game scoundrel|assassin] --deals N [--weapon-rule lenient|strict] [--variant V] [--seed S] [--budget B] [--workers W]`:
 * solves N random deals of Scoundrel (the default) or Royal Assassin (under the standard rules or the
 * alternate rule `--variant` names) exactly and prints how many can be won, how the best
 * scores spread, how many the budget left undecided, solve times and peak memory; the last line is
 * a one-line summary. Deal i is `setup({ seed: "<S>-<i>" })`, as the bot deals a seed. The deals are
 * shared out to worker threads (default: one per core), each solving one deal at a time; a deal's
 * time is measured in its worker. The budget (positions expanded, default 5 million for Scoundrel, 3
 * million for Royal Assassin) is the cap: a
 * deal it cannot decide is counted as undecided, never guessed. Not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { isMainThread, workerData } from 'node:worker_threads';
import { z } from 'zod';
import type { SolveResult } from '../src/engine/coach.js';
import { solveState as solveAssassin } from '../src/games/assassin/solver.js';
import { solveState as solveScoundrel } from '../src/games/scoundrel/index.js';
import { assassinDealOf, dealOf, dealSettings, readDealOptions, rulesOf } from './deal-options.js';
import { machineName, serveDeals, shareDeals } from './deal-workers.js';
import { ASSASSIN_SCALE, type DealOutcome, report, SCOUNDREL_SCALE } from './solve-report.js';

const settingSchema = z.object({
  deals: z.coerce.number().int().min(1).max(10_000_000),
  ...dealSettings,
  budget: z.coerce.number().int().min(0),
});
type Setting = z.infer<typeof settingSchema>;

const USAGE =
  'npm run solve -- [--game scoundrel|assassin] --deals N [--weapon-rule lenient|strict] [--variant V] [--seed S] [--budget B] [--workers W]';

/** Each game's default budget (0 on the command line: the game's own). */
const BUDGETS = { scoundrel: 5_000_000, assassin: 3_000_000 } as const;

/** What a worker answers for one deal. */
const outcomeSchema = z.object({
  best: z.number().nullable(),
  lower: z.number(),
  upper: z.number(),
  expansions: z.number(),
  ms: z.number(),
});

/** Solves one deal and says what the solver found, with the time it took. */
function solveOne(setting: Setting, deal: number): DealOutcome {
  const started = performance.now();
  const limits = { budget: setting.budget };
  const result: SolveResult<unknown> =
    setting.game === 'scoundrel' ? solveScoundrel(dealOf(setting, deal), limits) : solveAssassin(assassinDealOf(setting, deal), limits);
  const ms = performance.now() - started;
  return result.decided
    ? { best: result.best, lower: result.best, upper: result.best, expansions: result.expansions, ms }
    : { best: null, lower: result.lowerBound, upper: result.upperBound, expansions: result.expansions, ms };
}

/** The main thread: reads the options, shares the deals out, samples memory, prints the report. */
async function main(): Promise<void> {
  const read = readDealOptions(settingSchema, USAGE, 'solve', { budget: '0' });
  const setting = { ...read, budget: read.budget || BUDGETS[read.game] };
  const outcomes: DealOutcome[] = new Array<DealOutcome>(setting.deals);
  let done = 0;
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50);
  const started = performance.now();
  await shareDeals({
    scriptUrl: import.meta.url,
    setting,
    outcome: outcomeSchema,
    take(deal, outcome) {
      outcomes[deal] = outcome;
      done++;
      if (done % 1000 === 0) process.stderr.write(`${done} of ${setting.deals} deals solved\n`);
    },
  });
  clearInterval(sampler);
  const wallSeconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
  const scale = setting.game === 'scoundrel' ? SCOUNDREL_SCALE : ASSASSIN_SCALE;
  console.log(report({ ...setting, rules: rulesOf(setting), machine: machineName() }, outcomes, wallSeconds, peakRss / 1e6, scale));
}

if (isMainThread) await main();
else {
  const setting = settingSchema.parse(workerData);
  serveDeals((deal) => solveOne({ ...setting, budget: setting.budget || BUDGETS[setting.game] }, deal));
}
