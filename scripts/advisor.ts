/**
 * `npm run advisor -- --deals N [--weapon-rule lenient|strict] [--seed S] [--samples K] [--ends E] [--workers W]`:
 * plays N seeded Scoundrel deals with the advisor (src/games/scoundrel/advisor.ts), which sees only
 * what a player sees, and with the baselines (random legal play, the bench's careful player, a greedy
 * one-room player: advisor-players.ts), and prints side by side their wins with a 95 % interval and
 * the spread of their scores, then the advisor's decision times, measured here on its worker thread;
 * the last line is a one-line summary. Deal i is `setup({ seed: "<S>-<i>" })`, as the bot deals a
 * seed. The deals are shared out to worker threads (default: one per core). Not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { isMainThread, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { PLAYERS, playAs } from './advisor-players.js';
import { advisorReport, type PlayerTally } from './advisor-report.js';
import { dealOf, dealSettings, readDealOptions } from './deal-options.js';
import { machineName, serveDeals, shareDeals } from './deal-workers.js';

const settingSchema = z.object({
  deals: z.coerce.number().int().min(1).max(1_000_000),
  ...dealSettings,
  samples: z.coerce.number().int().min(1).max(10_000),
  ends: z.coerce.number().int().min(1).max(100),
});
type Setting = z.infer<typeof settingSchema>;

const USAGE = 'npm run advisor -- --deals N [--weapon-rule lenient|strict] [--seed S] [--samples K] [--ends E] [--workers W]';

/** A deal's outcome for every player, in the order of PLAYERS, and the advisor's decision times. */
const playedSchema = z.object({ scores: z.array(z.number()), won: z.array(z.boolean()), decisionMs: z.array(z.number()) });
type Played = z.infer<typeof playedSchema>;

/** Plays one deal with every player. */
function playOne(setting: Setting, deal: number): Played {
  const state = dealOf(setting, deal);
  const played = PLAYERS.map((player) => playAs(player, state, deal, { samples: setting.samples, ends: setting.ends }));
  return {
    scores: played.map((p) => p.score),
    won: played.map((p) => p.won),
    decisionMs: played.flatMap((p) => p.decisionMs),
  };
}

/** The main thread: reads the options, shares the deals out, prints the report. */
async function main(): Promise<void> {
  const setting = readDealOptions(settingSchema, USAGE, 'advisor', { samples: '64', ends: '6' });
  const tallies: PlayerTally[] = PLAYERS.map((name) => ({ name, scores: [], wins: 0 }));
  const decisionMs: number[] = [];
  let done = 0;
  const started = performance.now();
  await shareDeals({
    scriptUrl: import.meta.url,
    setting,
    outcome: playedSchema,
    take(_deal, played) {
      for (const [i, tally] of tallies.entries()) {
        tally.scores.push(played.scores[i]!);
        if (played.won[i]) tally.wins++;
      }
      decisionMs.push(...played.decisionMs);
      done++;
      if (done % 100 === 0) process.stderr.write(`${done} of ${setting.deals} deals played (advisor won ${tallies[0]!.wins})\n`);
    },
  });
  const wallSeconds = (performance.now() - started) / 1000;
  console.log(advisorReport({ ...setting, machine: machineName() }, tallies, decisionMs, wallSeconds));
}

if (isMainThread) await main();
else {
  const setting = settingSchema.parse(workerData);
  serveDeals((deal) => playOne(setting, deal));
}
