/**
 * The review's verdict on one move (review.ts): good, a mistake, or too close to call. The advisor's
 * estimates come from drawn orders of the unseen cards, so a bare comparison of two of them calls a
 * move a mistake under one seed and not under another. The verdict instead plays the advisor's lines
 * for every legal move (advisor.ts `scoreLines`: the move, then each way of ending its turn the advisor
 * weighs) over the same drawn orders, takes each move's best line, and looks at the differences, order
 * by order, between another move's best line and the move made's: their mean and its standard error.
 * A mistake when another move is better by more than ACCURATE_WITHIN by MARGIN standard errors; good
 * when no line of another move can be better by more than ACCURATE_WITHIN, by MARGIN standard errors
 * again; close otherwise. While it is close it draws more orders, doubling up to a budget, and plays
 * on only the lines still in question. With every card known the exact solver's values decide.
 *
 * Pure and deterministic: the same knowledge, move and seed give the same verdict.
 */
import type { Estimate as CoachEstimate, Judgement as CoachJudgement, Verdict as CoachVerdict } from '../../engine/coach.js';
import { clearlyAbove, clearlyWithin, difference, EARLY_MARGIN, MARGIN, mean } from '../../engine/paired-verdict.js';
import { Random, seedRandom } from '../../engine/random.js';
import { type Advice, advise, DEFAULT_ENDS, moveKey, scoreLines } from './advisor.js';
import { playOutState } from './advisor-policy.js';
import { type ScoundrelKnowledge, sampleState, unseenCards } from './knowledge.js';
import { applyAction, legalActions } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';
import { scoreScoundrel } from './view.js';

/** A move is not a mistake when it is at most this many points of expected score below the best. */
export const ACCURATE_WITHIN = 0.5;

/** Orders drawn for the first look, and the most drawn for one move. */
const FIRST_SAMPLES = 64;
const MOST_SAMPLES = 16_384;

/** What the review says of a move: no worse than the best, clearly worse, or too close to call. */
export type Verdict = CoachVerdict;

/** An estimate of one move: its chance to clear the dungeon and its expected score. */
type Estimate = CoachEstimate<ScoundrelAction>;

/** The verdict on a move made, with the estimates it rests on. */
export type Judgement = CoachJudgement<ScoundrelAction>;

/** How hard the verdict looks. */
export interface JudgeOptions {
  /** Seeds the orders drawn. */
  seed: string;
  /** Orders drawn for the first look (default 64) and at most (default 16,384). */
  samples?: number;
  mostSamples?: number;
}

/** The verdict on `action`, a legal move of the position the player knows; throws when it is not one. */
export function judgeMove(knowledge: ScoundrelKnowledge, action: ScoundrelAction, options: JudgeOptions): Judgement {
  const actions = legalActions(sampleState(knowledge, null));
  const madeAt = actions.findIndex((legal) => moveKey(legal) === moveKey(action));
  if (madeAt === -1) throw new Error(`verdict: ${JSON.stringify(action)} is not a legal move`);
  const named = actions.map((legal, i) => (i === madeAt ? action : legal));
  if (unseenCards(knowledge).length === 0) return exactJudgement(advise(knowledge, { seed: options.seed }), named, madeAt);
  const random = new Random(seedRandom(options.seed));
  const most = options.mostSamples ?? MOST_SAMPLES;
  let drawn = Math.min(options.samples ?? FIRST_SAMPLES, most);
  // The first orders play every line the advisor weighs; later ones only the lines still in question.
  const first = Array.from({ length: drawn }, () => sampleState(knowledge, random));
  let lines: Line[] = scoreLines(first, actions, DEFAULT_ENDS).flatMap((moveLines, move) =>
    moveLines.map((line) => ({ move, plan: line.plan, key: line.key, scores: Array.from(line.scores) })),
  );
  // Each other move's latest comparison with the move made, and the moves no longer in question.
  const compared = new Map<number, Comparison>();
  const settled = new Set<number>();
  for (;;) {
    const margin = drawn >= most ? MARGIN : EARLY_MARGIN;
    const best = bestLines(lines);
    lines = lines.filter((line) => difference(best.get(line.move)!.scores, line.scores, margin).low <= 0);
    const made = best.get(madeAt)!;
    let verdict: Verdict = 'good';
    for (const [move, line] of best) {
      if (move === madeAt || settled.has(move)) continue;
      const comparison = { line, ...difference(line.scores, made.scores, margin) };
      compared.set(move, comparison);
      if (clearlyAbove(comparison, ACCURATE_WITHIN)) verdict = 'mistake';
      // Settled only when none of its lines (not just its best, which may be a line the move made shares) can be that much better.
      else if (lines.every((other) => other.move !== move || clearlyWithin(difference(other.scores, made.scores, margin), ACCURATE_WITHIN)))
        settled.add(move);
      else if (verdict === 'good') verdict = 'close';
    }
    if (verdict !== 'close' || drawn >= most) return judgementOf(named, made, compared, verdict);
    lines = lines.filter((line) => !settled.has(line.move));
    const batch = Math.min(drawn, most - drawn);
    for (let k = 0; k < batch; k++) playOn(lines, sampleState(knowledge, random));
    drawn += batch;
  }
}

/** A line still weighed: the move it starts with (its index), the plan, where it ends the turn, and its score on every order drawn so far. */
interface Line {
  move: number;
  plan: ScoundrelAction[];
  key: string;
  scores: number[];
}

/** Another move's best line against the move made's: the mean difference order by order, less and plus the margin's standard errors. */
interface Comparison {
  line: Line;
  mean: number;
  low: number;
  high: number;
}

/** Each move's best line (by its mean score) among `lines`. */
function bestLines(lines: readonly Line[]): Map<number, Line> {
  const best = new Map<number, Line>();
  for (const line of lines) {
    const top = best.get(line.move);
    if (top === undefined || mean(line.scores) > mean(top.scores)) best.set(line.move, line);
  }
  return best;
}

/** The judgement from the move made's best line and the other moves' comparisons with it: the best other move is the one furthest ahead. */
function judgementOf(
  named: readonly ScoundrelAction[],
  made: Line,
  compared: ReadonlyMap<number, Comparison>,
  verdict: Verdict,
): Judgement {
  const estimate = (line: Line): Estimate => ({
    action: named[line.move]!,
    winChance: wins(line.scores),
    expectedScore: mean(line.scores),
  });
  let ahead: Comparison | null = null;
  for (const comparison of compared.values()) if (ahead === null || comparison.mean > ahead.mean) ahead = comparison;
  return {
    made: estimate(made),
    best: estimate(ahead?.line ?? made),
    choices: named.length,
    cost: Math.max(0, ahead?.mean ?? 0),
    verdict,
  };
}

/** Plays every line on one more order, each way of ending the turn once. */
function playOn(lines: readonly Line[], sample: ScoundrelState): void {
  const played = new Map<string, number>();
  for (const line of lines) {
    let score = played.get(line.key);
    if (score === undefined) {
      score = lineScore(sample, line.plan);
      played.set(line.key, score);
    }
    line.scores.push(score);
  }
}

/** The score of a plan on an order: played through the engine to the end of its turn, then on by the one-room player. */
function lineScore(sample: ScoundrelState, plan: readonly ScoundrelAction[]): number {
  let state = sample;
  for (const step of plan) {
    const next = applyAction(state, step);
    if (!next.ok) throw new Error(`verdict: a planned move was refused: ${next.message}`);
    state = next.state;
  }
  const result = scoreScoundrel(state);
  return result.over ? result.score! : playOutState(state);
}

/** The verdict with every card known: the exact values, a mistake when another move is better by more than ACCURATE_WITHIN. */
function exactJudgement(advice: Advice, named: readonly ScoundrelAction[], madeAt: number): Judgement {
  const estimates = advice.moves.map(
    (move, i): Estimate => ({ action: named[i]!, winChance: move.winChance, expectedScore: move.expectedScore }),
  );
  const made = estimates[madeAt]!;
  const others = estimates.filter((_, i) => i !== madeAt);
  const best = others.reduce((top, estimate) => (estimate.expectedScore > top.expectedScore ? estimate : top), others[0] ?? made);
  const cost = Math.max(0, best.expectedScore - made.expectedScore);
  return { made, best, choices: estimates.length, cost, verdict: cost > ACCURATE_WITHIN ? 'mistake' : 'good' };
}

/** The share of scores above 0 (a clear). */
function wins(scores: readonly number[]): number {
  return scores.filter((score) => score > 0).length / scores.length;
}
