/**
 * The review's verdict on one Royal Assassin move: good, a mistake, or too close to call, by the rule
 * Scoundrel's verdict follows (src/engine/paired-verdict.ts). Every legal move is valued as the advisor
 * values it (advisor.ts `valueOn`: the solver's best score after it on each drawn order of the unseen
 * cards) over the same orders, and each other move is compared with the move made order by order. A
 * mistake when another move is better by more than ACCURATE_WITHIN by MARGIN standard errors; good when
 * none can be better by more than that, by MARGIN standard errors again; close otherwise. While it is
 * close it draws more orders, doubling up to a budget, and values only the moves still in question.
 * With every card known the exact solver's values decide.
 *
 * Pure and deterministic: the same knowledge, move and seed give the same verdict.
 */
import type { Judgement as CoachJudgement, Estimate, Verdict } from '../../engine/coach.js';
import { clearlyAbove, clearlyWithin, difference, EARLY_MARGIN, MARGIN, mean } from '../../engine/paired-verdict.js';
import { Random, seedRandom } from '../../engine/random.js';
import { advise, sameMove, valueOn } from './advisor.js';
import { type AssassinKnowledge, sampleState, unseenCards } from './knowledge.js';
import { legalActions } from './rules.js';
import type { AssassinAction } from './state.js';

/** The verdict on a move made, with the estimates it rests on. */
export type Judgement = CoachJudgement<AssassinAction>;

/**
 * A move is not a mistake when it is at most this many points of expected score below the best: one
 * card to spare on a win, or one Royal killed in a loss (a win chance 1 % lower costs a point or more).
 */
export const ACCURATE_WITHIN = 1;
/** Orders drawn for the first look, and the most drawn for one move. */
const FIRST_SAMPLES = 16;
const MOST_SAMPLES = 256;

/** How hard the verdict looks. */
export interface JudgeOptions {
  /** Seeds the orders drawn. */
  seed: string;
  /** Orders drawn for the first look (default 16) and at most (default 256). */
  samples?: number;
  mostSamples?: number;
}

/** The verdict on `action`, a legal move of the position the player knows; throws when it is not one. */
export function judgeMove(knowledge: AssassinKnowledge, action: AssassinAction, options: JudgeOptions): Judgement {
  const actions = legalActions(sampleState(knowledge, null));
  const madeAt = actions.findIndex((legal) => sameMove(legal, action));
  if (madeAt === -1) throw new Error(`verdict: ${JSON.stringify(action)} is not a legal move`);
  if (unseenCards(knowledge).length === 0) return exactJudgement(knowledge, actions, madeAt);
  const most = options.mostSamples ?? MOST_SAMPLES;
  let drawn = Math.min(options.samples ?? FIRST_SAMPLES, most);
  // The orders come from one generator, so the first look's and every later batch's are the same under a seed.
  const random = new Random(seedRandom(options.seed));
  const draw = (count: number) => Array.from({ length: count }, () => sampleState(knowledge, random));
  const first = draw(drawn);
  const scores = actions.map((legal) => valueOn(first, legal).scores);
  const open = new Set(actions.keys());
  open.delete(madeAt);
  const compared = new Map<number, ReturnType<typeof difference>>();
  for (;;) {
    const margin = drawn >= most ? MARGIN : EARLY_MARGIN;
    let verdict: Verdict = 'good';
    for (const move of [...open]) {
      const comparison = difference(scores[move]!, scores[madeAt]!, margin);
      compared.set(move, comparison);
      if (clearlyAbove(comparison, ACCURATE_WITHIN)) verdict = 'mistake';
      else if (clearlyWithin(comparison, ACCURATE_WITHIN)) open.delete(move);
      else if (verdict === 'good') verdict = 'close';
    }
    if (verdict !== 'close' || drawn >= most) return judgementOf(actions, scores, madeAt, compared, verdict);
    const batch = draw(Math.min(drawn, most - drawn));
    for (const move of [madeAt, ...open]) scores[move]!.push(...valueOn(batch, actions[move]!).scores);
    drawn += batch.length;
  }
}

/** The judgement: the best other move is the one furthest ahead of the move made on the orders they share. */
function judgementOf(
  actions: readonly AssassinAction[],
  scores: readonly number[][],
  madeAt: number,
  compared: ReadonlyMap<number, { mean: number }>,
  verdict: Verdict,
): Judgement {
  let ahead = madeAt;
  let by = 0;
  for (const [move, comparison] of compared) {
    if (ahead === madeAt || comparison.mean > by) {
      ahead = move;
      by = comparison.mean;
    }
  }
  const estimate = (move: number): Estimate<AssassinAction> => ({
    action: actions[move]!,
    winChance: scores[move]!.filter((score) => score >= 100).length / scores[move]!.length,
    expectedScore: mean(scores[move]!),
  });
  return { made: estimate(madeAt), best: estimate(ahead), choices: actions.length, cost: Math.max(0, by), verdict };
}

/** The verdict with every card known: the exact values, a mistake when another move is better by more than ACCURATE_WITHIN. */
function exactJudgement(knowledge: AssassinKnowledge, actions: readonly AssassinAction[], madeAt: number): Judgement {
  const estimates = advise(knowledge, { seed: 'exact' }).moves.map(
    (move): Estimate<AssassinAction> => ({ action: move.action, winChance: move.winChance, expectedScore: move.expectedScore }),
  );
  const made = estimates[madeAt]!;
  const others = estimates.filter((_, i) => i !== madeAt);
  const best = others.reduce((top, estimate) => (estimate.expectedScore > top.expectedScore ? estimate : top), others[0] ?? made);
  const cost = Math.max(0, best.expectedScore - made.expectedScore);
  return { made, best, choices: actions.length, cost, verdict: cost > ACCURATE_WITHIN ? 'mistake' : 'good' };
}
