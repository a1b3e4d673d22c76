/**
 * `npm run advisor -- --deals N [--weapon-rule lenient|strict] [--seed S] [--samples K] [--ends E] [--workers W]`:
 * plays N seeded Scoundrel deals with the advisor (src/games/scoundrel/advisor.ts), which sees only
 * what a player sees, and with the baselines (random legal play, the bench's careful player, a greedy
 * one-room player: advisor-players.ts), and prints side by side their wins with a 95 % interval and
 * the spread of their scores, then the advisor's decision times, measured here on its worker thread;
 * the last line is a one-line summary. Deal i is `setup({ seed: "<S>-<i>" })`, as the bot deals a
 * seed. The deals are shared out to worker threads (default: one per core). Not part of `npm test`.
 */
import { availableParallelism, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { scoundrel } from '../src/games/scoundrel/index.js';
import { weaponRuleSchema } from '../src/games/scoundrel/state.js';
import { PLAYERS, playAs } from './advisor-players.js';
import { advisorReport, type PlayerTally } from './advisor-report.js';

const settingSchema = z.object({
  deals: z.coerce.number().int().min(1).max(1_000_000),
  weaponRule: weaponRuleSchema,
  seed: z.string().min(1).max(100),
  samples: z.coerce.number().int().min(1).max(10_000),
  ends: z.coerce.number().int().min(1).max(100),
  workers: z.coerce.number().int().min(1).max(64),
});
type Setting = z.infer<typeof settingSchema>;

/** A deal's outcome for every player, in the order of PLAYERS, and the advisor's decision times. */
const playedSchema = z.object({
  type: z.literal('played'),
  deal: z.number().int(),
  scores: z.array(z.number()),
  won: z.array(z.boolean()),
  decisionMs: z.array(z.number()),
});
const fromWorkerSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ready') }), playedSchema]);
type FromWorker = z.infer<typeof fromWorkerSchema>;

/** How a worker starts: Node 20 does not carry tsx's loader into worker threads (see scripts/solve.ts). */
const WORKER_START =
  `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
  `.then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`;

/** Plays one deal with every player. */
function playOne(setting: Setting, deal: number): FromWorker {
  const state = scoundrel.setup({ seed: `${setting.seed}-${deal}`, options: { weaponRule: setting.weaponRule } });
  const played = PLAYERS.map((player) => playAs(player, state, deal, { samples: setting.samples, ends: setting.ends }));
  return {
    type: 'played',
    deal,
    scores: played.map((p) => p.score),
    won: played.map((p) => p.won),
    decisionMs: played.flatMap((p) => p.decisionMs),
  };
}

/** The worker: asks for a deal, plays it, sends the outcome, until told to stop (a deal of -1). */
function work(): void {
  const setting = settingSchema.parse(workerData);
  const port = parentPort!;
  port.on('message', (deal: number) => {
    if (deal < 0) {
      port.close();
      return;
    }
    port.postMessage(playOne(setting, deal));
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
}

/** The main thread: reads the options, shares the deals out, prints the report. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      deals: { type: 'string', default: '1000' },
      'weapon-rule': { type: 'string', default: 'lenient' },
      seed: { type: 'string', default: 'advisor' },
      samples: { type: 'string', default: '64' },
      ends: { type: 'string', default: '6' },
      workers: { type: 'string', default: String(availableParallelism()) },
    },
  });
  const parsed = settingSchema.safeParse({
    deals: values.deals,
    weaponRule: values['weapon-rule'],
    seed: values.seed,
    samples: values.samples,
    ends: values.ends,
    workers: values.workers,
  });
  if (!parsed.success) {
    console.error(
      `Usage: npm run advisor -- --deals N [--weapon-rule lenient|strict] [--seed ` +
        `S] [--samples K] [--ends E] [--workers W]\n${z.prettifyError(parsed.error)}`,
    );
    process.exit(1);
  }
  const setting = parsed.data;
  const workers = Math.min(setting.workers, setting.deals);
  const tallies: PlayerTally[] = PLAYERS.map((name) => ({ name, scores: [], wins: 0 }));
  const decisionMs: number[] = [];
  let next = 0;
  let done = 0;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    for (let w = 0; w < workers; w++) {
      const worker = new Worker(WORKER_START, { eval: true, workerData: setting });
      worker.on('error', reject);
      worker.on('message', (raw: unknown) => {
        const message = fromWorkerSchema.parse(raw);
        if (message.type === 'played') {
          for (const [i, tally] of tallies.entries()) {
            tally.scores.push(message.scores[i]!);
            if (message.won[i]) tally.wins++;
          }
          decisionMs.push(...message.decisionMs);
          done++;
          if (done % 100 === 0) process.stderr.write(`${done} of ${setting.deals} deals played (advisor won ${tallies[0]!.wins})\n`);
          if (done === setting.deals) resolve();
        }
        worker.postMessage(next < setting.deals ? next++ : -1);
      });
    }
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  console.log(advisorReport({ ...setting, workers, machine }, tallies, decisionMs, wallSeconds));
}

if (isMainThread) await main();
else work();
