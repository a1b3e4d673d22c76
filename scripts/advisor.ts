/**
 * `npm run advisor -- [--game scoundrel|assassin] --deals N [--weapon-rule lenient|strict] [--variant V] [--seed S] [--samples K] [--ends E] [--workers W]`:
 * plays N seeded deals of Scoundrel (the default) or Royal Assassin with the game's advisor
 * (src/games/<game>/advisor.ts), which sees only what a player sees, and with the baselines (Scoundrel:
 * random legal play, the bench's careful player, a greedy one-room player, advisor-players.ts; Royal
 * Assassin: random legal play and a greedy player that attacks whenever it can, assassin-players.ts),
 * and prints side by side their wins with a 95 % interval and
 * the spread of their scores, then the advisor's decision times, measured here on its worker thread;
 * the last line is a one-line summary. Deal i is `setup({ seed: "<S>-<i>" })`, as the bot deals a
 * seed. The deals are shared out to worker threads (default: one per core). Not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { isMainThread, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { PLAYERS, playAs } from './advisor-players.js';
import { advisorReport, type PlayerTally } from './advisor-report.js';
import { ASSASSIN_PLAYERS, playAssassinAs } from './assassin-players.js';
import { assassinDealOf, dealOf, dealSettings, readDealOptions, rulesOf } from './deal-options.js';
import { machineName, serveDeals, shareDeals } from './deal-workers.js';

const settingSchema = z.object({
  deals: z.coerce.number().int().min(1).max(1_000_000),
  ...dealSettings,
  /** 0: the game's own default. */
  samples: z.coerce.number().int().min(0).max(10_000),
  ends: z.coerce.number().int().min(1).max(100),
});
type Setting = z.infer<typeof settingSchema>;

const USAGE =
  'npm run advisor -- [--game scoundrel|assassin] --deals N [--weapon-rule lenient|strict] [--variant V] [--seed S] [--samples K] [--ends E] [--workers W]';

/** Each game's default number of drawn orders a decision. */
const SAMPLES = { scoundrel: 64, assassin: 16 } as const;

/** The players of a game, in the order the table lists them. */
const playersOf = (setting: Setting): readonly string[] => (setting.game === 'scoundrel' ? PLAYERS : ASSASSIN_PLAYERS);

/** A deal's outcome for every player, in the order of PLAYERS, and the advisor's decision times. */
const playedSchema = z.object({ scores: z.array(z.number()), won: z.array(z.boolean()), decisionMs: z.array(z.number()) });
type Played = z.infer<typeof playedSchema>;

/** Plays one deal with every player. */
function playOne(setting: Setting, deal: number): Played {
  const samples = setting.samples || SAMPLES[setting.game];
  const played =
    setting.game === 'scoundrel'
      ? PLAYERS.map((player) => playAs(player, dealOf(setting, deal), deal, { samples, ends: setting.ends }))
      : ASSASSIN_PLAYERS.map((player) => playAssassinAs(player, assassinDealOf(setting, deal), deal, samples));
  return {
    scores: played.map((p) => p.score),
    won: played.map((p) => p.won),
    decisionMs: played.flatMap((p) => p.decisionMs),
  };
}

/** The main thread: reads the options, shares the deals out, prints the report. */
async function main(): Promise<void> {
  const setting = readDealOptions(settingSchema, USAGE, 'advisor', { samples: '0', ends: '6' });
  const tallies: PlayerTally[] = playersOf(setting).map((name) => ({ name, scores: [], wins: 0 }));
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
  const run = { ...setting, rules: rulesOf(setting), samples: setting.samples || SAMPLES[setting.game], machine: machineName() };
  console.log(advisorReport(run, tallies, decisionMs, wallSeconds));
}

if (isMainThread) await main();
else {
  const setting = settingSchema.parse(workerData);
  serveDeals((deal) => playOne(setting, deal));
}
