/**
 * The table `npm run advisor` prints: for each player its wins with a 95 % Wilson interval and the
 * spread of its scores, then the advisor's decision times, and a one-line summary last.
 */
import { percentile, wilson } from './solve-report.js';

/** One player's deals. */
export interface PlayerTally {
  name: string;
  scores: number[];
  wins: number;
}

/** How the run was made, for the header. */
export interface AdvisorRunSetting {
  game: 'scoundrel' | 'assassin';
  deals: number;
  /** The rules dealt under: Scoundrel's weapon rule, or Royal Assassin's standard rules or alternate rule. */
  rules: string;
  seed: string;
  samples: number;
  ends: number;
  workers: number;
  machine: string;
}

const pct = (x: number): string => `${(x * 100).toFixed(2)} %`;

/** The report: a header, one row a player, the decision times, the wall time, and the summary line. */
export function advisorReport(
  setting: AdvisorRunSetting,
  tallies: readonly PlayerTally[],
  decisionMs: readonly number[],
  wallSeconds: number,
): string {
  const n = setting.deals;
  const rows = tallies.map((t) => {
    const interval = wilson(t.wins, n);
    const mean = t.scores.reduce((sum, s) => sum + s, 0) / Math.max(1, t.scores.length);
    const spread = [10, 50, 90].map((p) => percentile(t.scores, p)).join(' / ');
    return (
      `| ${t.name} | ${t.wins.toLocaleString('en-US')} of ${n.toLocaleString('en-US')}: ${pct(t.wins / n)} ` +
      `(${pct(interval.low)} – ${pct(interval.high)}) | ${mean.toFixed(1)} | ${spread} | ${percentile(t.scores, 100)} |`
    );
  });
  const advisor = tallies.find((t) => t.name === 'advisor');
  const wins = advisor?.wins ?? 0;
  const scoundrel = setting.game === 'scoundrel';
  return [
    `${scoundrel ? 'Scoundrel' : 'Royal Assassin'} advisor: ${n.toLocaleString('en-US')} deals, ` +
      `${scoundrel ? 'weapon rule' : 'rules'} ${setting.rules}, ` +
      `seeds "${setting.seed}-0" to "${setting.seed}-${n - 1}" dealt by setup({ seed })`,
    `advisor: ${setting.samples} drawn orders${scoundrel ? `, ${setting.ends} turn ends played out a move` : ' each solved a move'}; ` +
      `${setting.workers} worker thread(s); ${setting.machine}`,
    '',
    '| player | won (95 % Wilson interval) | mean score | score p10 / median / p90 | best score |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    '',
    `advisor decisions (more than one legal move): ${decisionMs.length.toLocaleString('en-US')}, ` +
      `time p50 ${percentile(decisionMs, 50).toFixed(0)} ` +
      `ms, p99 ${percentile(decisionMs, 99).toFixed(0)} ms, slowest ${percentile(decisionMs, 100).toFixed(0)} ms`,
    `wall time ${wallSeconds.toFixed(0)} s`,
    `advisor: won ${wins} of ${n} deals (${pct(wins / n)})${scoundrel ? `, weapon rule ${setting.rules}` : ''}`,
  ].join('\n');
}
