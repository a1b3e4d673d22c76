/**
 * The table `npm run solve` prints: how many deals can be won (with a 95 % Wilson interval), how
 * the best scores spread, how many deals the budget left undecided, solve times and memory. A game's
 * scores are read through its scale (Scoundrel's or Royal Assassin's).
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
  /** The rules dealt under, as the header and summary name them. */
  rules: string;
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

/** A range of best scores the report counts. */
interface Bucket {
  label: string;
  low: number;
  high: number;
}

/** How a game's scores read: its name, the least winning score, the buckets, and the summary line. */
export interface ScoreScale {
  game: string;
  /** What the rules are called in the header ("weapon rule", "rules"). */
  rulesName: string;
  /** The least score that is a win, and how the table says so. */
  winsFrom: number;
  winLabel: string;
  buckets: readonly Bucket[];
  /** The report's last line. */
  summary(run: Summary): string;
}

/** What the summary line may tell. */
interface Summary {
  setting: RunSetting;
  decided: readonly DealOutcome[];
  won: number;
  known: number;
  undecided: number;
  times: readonly number[];
  peakRssMb: number;
}

/** The buckets of best scores: a clear with a potion last at 20 health (22..30), a clear (1..20), a death. */
const SCOUNDREL_BUCKETS: readonly Bucket[] = [
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

/** Scoundrel's scale: a clear scores above 0; the summary tells the share of deals with the best score there is. */
export const SCOUNDREL_SCALE: ScoreScale = {
  game: 'Scoundrel',
  rulesName: 'weapon rule',
  winsFrom: 1,
  winLabel: 'best score > 0',
  buckets: SCOUNDREL_BUCKETS,
  summary: ({ setting, decided, won, known, undecided, times, peakRssMb }) => {
    const interval = wilson(won, known);
    const thirty = decided.filter((o) => o.best === 30).length;
    return (
      `summary: ${count(setting.deals)} deals (${setting.rules}): winnable ` +
      `${pct(won / Math.max(1, known))} [${pct(interval.low)}, ${pct(interval.high)}], ` +
      `best 30 in ${pct(thirty / setting.deals)}, undecided ${undecided}, median ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, peak RSS ${peakRssMb.toFixed(0)} MB`
    );
  },
};

/** Royal Assassin's scale: a win scores 100 plus the stockpile cards it did not need, a loss the Royals killed. */
export const ASSASSIN_SCALE: ScoreScale = {
  game: 'Royal Assassin',
  rulesName: 'rules',
  winsFrom: 100,
  winLabel: 'best score ≥ 100: a win',
  buckets: [
    { label: 'a win with 30 or more cards to spare', low: 130, high: Infinity },
    { label: 'a win with 20–29 to spare', low: 120, high: 129 },
    { label: 'a win with 10–19 to spare', low: 110, high: 119 },
    { label: 'a win with 0–9 to spare', low: 100, high: 109 },
    { label: 'a loss, 6–11 Royals killed', low: 6, high: 11 },
    { label: 'a loss, 0–5 Royals killed', low: -Infinity, high: 5 },
  ],
  summary: ({ won, known }) => `solver: winnable ${won} of ${known} deals (${pct(won / Math.max(1, known))})`,
};

/** The report: a header, the table of measures, the best scores by bucket, and one summary line last. */
export function report(
  setting: RunSetting,
  outcomes: readonly DealOutcome[],
  wallSeconds: number,
  peakRssMb: number,
  scale: ScoreScale = SCOUNDREL_SCALE,
): string {
  const n = outcomes.length;
  const wins = scale.winsFrom;
  const won = outcomes.filter((o) => o.lower >= wins).length;
  const undecided = outcomes.filter((o) => o.best === null);
  const open = undecided.filter((o) => o.lower < wins && o.upper >= wins).length;
  const known = n - open;
  const interval = wilson(won, known);
  const times = outcomes.map((o) => o.ms);
  const expansions = outcomes.map((o) => o.expansions);
  const lines = [
    `${scale.game} solver: ${count(n)} deals, ${scale.rulesName} ${setting.rules}, seeds ` +
      `"${setting.seed}-0" to "${setting.seed}-${n - 1}" dealt by setup({ seed })`,
    `budget ${count(setting.budget)} expansions a deal; ${setting.workers} worker thread(s); ${setting.machine}`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| winnable (${scale.winLabel}) | ${count(won)} of ${count(known)}: ${pct(won / Math.max(1, known))} ` +
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
  for (const bucket of scale.buckets) {
    const inBucket = decided.filter((o) => o.best! >= bucket.low && o.best! <= bucket.high).length;
    lines.push(`| ${bucket.label} | ${count(inBucket)} | ${pct(inBucket / Math.max(1, n))} |`);
  }
  if (undecided.length > 0) lines.push(`| not decided | ${count(undecided.length)} | ${pct(undecided.length / n)} |`);
  lines.push('', scale.summary({ setting, decided, won, known, undecided: undecided.length, times, peakRssMb }));
  return lines.join('\n');
}
