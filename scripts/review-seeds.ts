/**
 * `npm run review-seeds -- [--deals N] [--weapon-rule lenient|strict] [--seed S] [--slips P] [--workers W]`:
 * how much a run's review depends on its seed. Plays N seeded Scoundrel runs (default 20) with the
 * advisor slipping now and then (at each choice, with chance P, default 0.25, a random legal move:
 * seeded, so some moves are mistakes), then reviews every move of each run twice, as the bot does
 * (verdict.ts, seeded `review-<session id>-<move>`) under two session ids, and prints how many of the
 * verdicts (good, close, mistake) differ between the two, which changes they are, and how long a verdict
 * and a run's review take; beside it, the same count for the old verdict, "✓ when the move made is the
 * advisor's best at 64 orders, ✗ otherwise". The last line is the figure. Deal i is
 * `setup({ seed: "<S>-<i>" })`. Not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { isMainThread, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { chooser } from '../src/engine/chooser.js';
import { advise, moveKey } from '../src/games/scoundrel/advisor.js';
import { type ScoundrelDecision as Decision, decisionsOf } from '../src/games/scoundrel/decisions.js';
import { type ScoundrelAction, scoundrel } from '../src/games/scoundrel/index.js';
import { knowledgeOf } from '../src/games/scoundrel/knowledge.js';
import { judgeMove, type Verdict } from '../src/games/scoundrel/verdict.js';
import { dealOf, dealSettings, readDealOptions } from './deal-options.js';
import { machineName, serveDeals, shareDeals } from './deal-workers.js';
import { percentile } from './solve-report.js';

const settingSchema = z.object({
  deals: z.coerce.number().int().min(1).max(10_000),
  ...dealSettings,
  slips: z.coerce.number().min(0).max(1),
});
type Setting = z.infer<typeof settingSchema>;

const USAGE = 'npm run review-seeds -- [--deals N] [--weapon-rule lenient|strict] [--seed S] [--slips P] [--workers W]';

/** The two session ids a run is reviewed under. */
const SESSIONS = ['first', 'second'] as const;

/** One run reviewed under both seeds: per move with a choice, each seed's verdict and the old verdict. */
const reviewedSchema = z.object({
  verdicts: z.array(z.tuple([z.enum(['good', 'close', 'mistake']), z.enum(['good', 'close', 'mistake'])])),
  oldVerdicts: z.array(z.tuple([z.boolean(), z.boolean()])),
  /** The time each verdict took (every move, both seeds), and the processor time of the whole process meanwhile. */
  moveMs: z.array(z.number()),
  moveCpuMs: z.array(z.number()),
});
type Reviewed = z.infer<typeof reviewedSchema>;

/** Deal `deal` played by the slipping advisor: its moves. */
function slippingRun(setting: Setting, deal: number): ScoundrelAction[] {
  let state = dealOf(setting, deal);
  const pick = chooser(deal + 1);
  const avoided = new Set<string>();
  const actions: ScoundrelAction[] = [];
  while (!scoundrel.result(state).over) {
    const legal = scoundrel.legalActions(state);
    let action = legal[0]!;
    if (legal.length > 1) {
      const advice = advise(knowledgeOf(state, avoided), { seed: `${state.seed}-play-${actions.length}` });
      action = pick(1_000_000) < setting.slips * 1_000_000 ? legal[pick(legal.length)]! : advice.moves[advice.best]!.action;
    }
    if (action.type === 'avoid') for (const code of state.room) avoided.add(code);
    const next = scoundrel.apply(state, action);
    if (!next.ok) throw new Error(next.message);
    actions.push(action);
    state = next.state;
  }
  return actions;
}

/** The old verdict: the move made is the advisor's best (its estimate at least the best's). */
function oldVerdict(decision: Decision, seed: string): boolean {
  const advice = advise(decision.knowledge, { seed });
  const made = advice.moves.find((move) => moveKey(move.action) === moveKey(decision.action))!;
  return made.expectedScore >= advice.moves[advice.best]!.expectedScore;
}

/** Reviews deal `deal`'s run under both session ids: the verdicts on its moves with a choice, and the time each verdict took. */
function reviewOne(setting: Setting, deal: number): Reviewed {
  const replayed = decisionsOf(dealOf(setting, deal), slippingRun(setting, deal));
  if (!replayed.ok) throw new Error(replayed.reason);
  const seeds = (i: number) => SESSIONS.map((session) => `review-${session}-${deal}-${i}`);
  const moveMs: number[] = [];
  const moveCpuMs: number[] = [];
  const judged = replayed.decisions.map((decision, i) =>
    seeds(i).map((seed) => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const judgement = judgeMove(decision.knowledge, decision.action, { seed });
      moveMs.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      moveCpuMs.push((used.user + used.system) / 1000);
      return judgement;
    }),
  );
  const chosen = replayed.decisions.map((decision, i) => ({ decision, i })).filter(({ i }) => judged[i]![0]!.choices > 1);
  return {
    verdicts: chosen.map(({ i }) => [judged[i]![0]!.verdict, judged[i]![1]!.verdict]),
    oldVerdicts: chosen.map(({ decision, i }) => {
      const [a, b] = seeds(i).map((seed) => oldVerdict(decision, seed));
      return [a!, b!];
    }),
    moveMs,
    moveCpuMs,
  };
}

const pct = (part: number, whole: number): string => `${((part / Math.max(1, whole)) * 100).toFixed(1)} %`;

/** The main thread: reads the options, shares the runs out, prints the counts. */
async function main(): Promise<void> {
  const setting = readDealOptions(settingSchema, USAGE, 'review-seeds', { deals: '20', slips: '0.25' });
  const runs: Reviewed[] = [];
  const started = performance.now();
  await shareDeals({
    scriptUrl: import.meta.url,
    setting,
    outcome: reviewedSchema,
    take: (_deal, reviewed) => runs.push(reviewed),
  });
  const verdicts = runs.flatMap((run) => run.verdicts);
  const old = runs.flatMap((run) => run.oldVerdicts);
  const differ = verdicts.filter(([a, b]) => a !== b).length;
  const oldDiffer = old.filter(([a, b]) => a !== b).length;
  const count = (verdict: Verdict) => verdicts.reduce((n, pair) => n + pair.filter((v) => v === verdict).length, 0);
  const changes = new Map<string, number>();
  for (const [a, b] of verdicts.filter(([a, b]) => a !== b)) {
    const change = [a, b].sort().join(' / ');
    changes.set(change, (changes.get(change) ?? 0) + 1);
  }
  const moveMs = runs.flatMap((run) => run.moveMs);
  const moveCpuMs = runs.flatMap((run) => run.moveCpuMs);
  const aReview = (ms: readonly number[]) => (ms.reduce((sum, x) => sum + x, 0) / (runs.length * SESSIONS.length) / 1000).toFixed(1);
  const spread = (ms: readonly number[]) =>
    `p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, slowest ${percentile(ms, 100).toFixed(0)} ms`;
  console.log(
    [
      `Scoundrel review verdicts under two seeds: ${setting.deals} runs, weapon rule ${setting.weaponRule}, ` +
        `seeds "${setting.seed}-0" to "${setting.seed}-${setting.deals - 1}", the advisor slipping at ${pct(setting.slips, 1)} of its choices`,
      `${setting.workers} worker thread(s); ${machineName()}`,
      `moves with a choice: ${verdicts.length}; verdicts under both seeds: good ${count('good')}, close ${count('close')}, mistake ${count('mistake')}`,
      `old verdict (✓ only for the advisor's best at 64 orders): ${oldDiffer} of ${old.length} differ (${pct(oldDiffer, old.length)})`,
      `a verdict: ${spread(moveMs)}; a run's review ${aReview(moveMs)} s on average; wall time ${((performance.now() - started) / 1000).toFixed(0)} s`,
      `processor time of the process while a verdict was worked out (a verdict's own with --workers 1): ${spread(moveCpuMs)}; ` +
        `a run's review ${aReview(moveCpuMs)} s`,
      `the verdicts that differ: ${[...changes].map(([change, n]) => `${change} ${n}`).join(', ') || 'none'}`,
      `verdicts that differ between the two seeds: ${differ} of ${verdicts.length} (${pct(differ, verdicts.length)})`,
    ].join('\n'),
  );
}

if (isMainThread) await main();
else {
  const setting = settingSchema.parse(workerData);
  serveDeals((deal) => reviewOne(setting, deal));
}
