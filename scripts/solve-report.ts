/**
 * The table `npm run solve` prints: how many deals can be won (with a 95 % Wilson interval), how
 * the best scores spread, how many deals the budget left undecided, solve times and memory.
 */

/** What the solver said of one deal. */
export interface DealOutcome {
  /** The best score, or null when the budget ran out before it was proven. */
  best: number | null;
  /** The best score is at least this (a line reaching it was found). */
  lower: number;
  /** The best score is at most this. */
  upper: number;
  expansions: number;
  ms: number;
}

/** How the run was made, for the header. */
export interface RunSetting {
  deals: number;
  weaponRule: string;
  seed: string;
  budget: number;
  workers: number;
  machine: string;
}

/** The 95 % Wilson score interval of `wins` successes in `n` trials, as fractions. */
export function wilson(wins: number, n: number, z = 1.959964): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The nearest-rank percentile (0 < p <= 100) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The buckets of best scores: a clear with a potion last at 20 health (22..30), a clear (1..20), a death. */
export const SCORE_BUCKETS: readonly { label: string; low: number; high: number }[] = [
  { label: '30 (10 of Hearts last)', low: 30, high: 30 },
  { label: '29', low: 29, high: 29 },
  { label: '22–28', low: 22, high: 28 },
  { label: '20', low: 20, high: 20 },
  { label: '15–19', low: 15, high: 19 },
  { label: '10–14', low: 10, high: 14 },
  { label: '1–9', low: 1, high: 9 },
  { label: '0 or less (every line dies)', low: -Infinity, high: 0 },
];

const pct = (x: number): string => `${(x * 100).toFixed(2)} %`;
const count = (n: number): string => n.toLocaleString('en-US');

/** The report: a header, the table of measures, the best scores by bucket, and one summary line last. */
export function report(setting: RunSetting, outcomes: readonly DealOutcome[], wallSeconds: number, peakRssMb: number): string {
  const n = outcomes.length;
  const won = outcomes.filter((o) => o.lower > 0).length;
  const undecided = outcomes.filter((o) => o.best === null);
  const open = undecided.filter((o) => o.lower <= 0 && o.upper > 0).length;
  const known = n - open;
  const interval = wilson(won, known);
  const times = outcomes.map((o) => o.ms);
  const expansions = outcomes.map((o) => o.expansions);
  const lines = [
    `Scoundrel solver: ${count(n)} deals, weapon rule ${setting.weaponRule}, seeds ` +
      `"${setting.seed}-0" to "${setting.seed}-${n - 1}" dealt by setup({ seed })`,
    `budget ${count(setting.budget)} expansions a deal; ${setting.workers} worker thread(s); ${setting.machine}`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| winnable (best score > 0) | ${count(won)} of ${count(known)}: ${pct(won / Math.max(1, known))} ` +
      `(95 % Wilson interval ${pct(interval.low)} – ${pct(interval.high)}) |`,
    `| not decided within the budget | ` +
      `${count(undecided.length)}${open > 0 ? ` (${count(open)} of them not known to be winnable or not)` : ''} |`,
    `| solve time a deal: median | ${percentile(times, 50).toFixed(1)} ms |`,
    `| solve time a deal: p99 | ${percentile(times, 99).toFixed(1)} ms |`,
    `| solve time a deal: slowest | ${percentile(times, 100).toFixed(1)} ms |`,
    `| positions expanded a deal: median / p99 / most | ${count(percentile(expansions, 50))} ` +
      `/ ${count(percentile(expansions, 99))} / ${count(percentile(expansions, 100))} |`,
    `| peak memory (resident, whole process) | ${peakRssMb.toFixed(0)} MB |`,
    `| wall time | ${wallSeconds.toFixed(1)} s |`,
    '',
    '| best score | deals | share |',
    '|---|---:|---:|',
  ];
  const decided = outcomes.filter((o) => o.best !== null);
  for (const bucket of SCORE_BUCKETS) {
    const inBucket = decided.filter((o) => o.best! >= bucket.low && o.best! <= bucket.high).length;
    lines.push(`| ${bucket.label} | ${count(inBucket)} | ${pct(inBucket / Math.max(1, n))} |`);
  }
  if (undecided.length > 0) lines.push(`| not decided | ${count(undecided.length)} | ${pct(undecided.length / n)} |`);
  const thirty = decided.filter((o) => o.best === 30).length;
  lines.push(
    '',
    `summary: ${count(n)} deals (${setting.weaponRule}): winnable ` +
      `${pct(won / Math.max(1, known))} [${pct(interval.low)}, ${pct(interval.high)}], ` +
      `best 30 in ${pct(thirty / n)}, undecided ${undecided.length}, median ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, peak RSS ${peakRssMb.toFixed(0)} MB`,
  );
  return lines.join('\n');
}
