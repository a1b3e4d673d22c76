/**
 * The Royal Assassin advisor: from what the player knows (knowledge.ts), never the stockpile's order,
 * an estimate for each legal move of the chance to win and the expected score, and the move it would
 * make.
 *
 * How it estimates (determinized search). It draws orders for the unseen cards (the same orders for
 * every move, from its seed), and values a move on each order by the exact solver's best score from
 * after it (solver.ts) with a small budget of positions, which keeps a decision fast; when the budget
 * runs out it takes the best line the solver found (its lower bound), a score some line surely reaches
 * on that order. A move is worth its average over the orders. When no card is unseen the rest of the
 * game is known and the solver, with its full budget, gives each move's value exactly.
 *
 * Pure and deterministic: the same knowledge and seed give the same advice.
 */
import { bestMoveIndex, type Advice as CoachAdvice, type MoveEstimate as CoachMoveEstimate, type SolveLimits } from '../../engine/coach.js';
import { Random, seedRandom } from '../../engine/random.js';
import { type AssassinKnowledge, sampleState, unseenCards } from './knowledge.js';
import { applyAction, legalActions } from './rules.js';
import { solveState } from './solver.js';
import type { AssassinAction, AssassinState } from './state.js';

/** One legal move with the advisor's estimates (its plan: the move and the plays after it until the next card is turned). */
type MoveEstimate = CoachMoveEstimate<AssassinAction>;

/** The advice for a position: every legal move in the board's order, and which the advisor would make. */
export type Advice = CoachAdvice<AssassinAction>;

/** How hard the advisor looks. */
export interface AdviseOptions {
  /** Seeds the orders drawn for the unseen cards. */
  seed: string;
  /** Orders drawn (default 16). */
  samples?: number;
}

const DEFAULT_SAMPLES = 16;
/** The solver's limits on one drawn order: a few thousand positions, a small table to clear. */
const SAMPLE_LIMITS: SolveLimits = { budget: 4_000, tableSize: 1 << 14 };
/** Scores from 100 up are wins. */
const WIN = 100;

/** True when two actions are the same move (a column given or not on a move without one changes nothing). */
export function sameMove(a: AssassinAction, b: AssassinAction): boolean {
  return a.type === b.type && ('column' in a ? a.column : null) === ('column' in b ? b.column : null);
}

/** The advisor's estimates for every legal move of the position the player knows. */
export function advise(knowledge: AssassinKnowledge, options: AdviseOptions): Advice {
  const known = sampleState(knowledge, null);
  const actions = legalActions(known);
  if (actions.length === 0) return { moves: [], best: -1, exact: true };
  const exact = unseenCards(knowledge).length === 0;
  const samples = exact ? [known] : drawOrders(knowledge, options.seed, options.samples ?? DEFAULT_SAMPLES);
  const limits = exact ? {} : SAMPLE_LIMITS;
  const moves = actions.map((action) => {
    const valued = valueOn(samples, action, limits);
    return estimate(action, valued.scores, valued.plan);
  });
  return { moves, best: bestMoveIndex(moves), exact };
}

/** `count` states the knowledge allows, the unseen cards in orders drawn from `seed`. */
function drawOrders(knowledge: AssassinKnowledge, seed: string, count: number): AssassinState[] {
  const random = new Random(seedRandom(seed));
  return Array.from({ length: count }, () => sampleState(knowledge, random));
}

/**
 * A move's score on each of `samples`: the solver's best from after it (its best line found when the
 * budget runs out), and the plan on the first sample, the move and the plays after it until the next
 * card is turned (they reveal nothing, so they are the same plan on every order). A move that turns a
 * card is its plan alone: what follows depends on the card, and the first sample's is only a guess.
 */
export function valueOn(
  samples: readonly AssassinState[],
  action: AssassinAction,
  limits: SolveLimits = SAMPLE_LIMITS,
): { scores: number[]; plan: AssassinAction[] } {
  let plan: AssassinAction[] = [action];
  const scores = samples.map((sample, i) => {
    const solved = solveState(mustApply(sample, action), limits);
    if (i === 0) {
      const draw = action.type === 'draw' ? 0 : solved.line.findIndex((step) => step.type === 'draw');
      plan = [action, ...solved.line.slice(0, draw === -1 ? solved.line.length : draw)];
    }
    return solved.decided ? solved.best : solved.lowerBound;
  });
  return { scores, plan };
}

/** A move's estimates from its scores over the drawn orders (a score of 100 or more is a win). */
function estimate(action: AssassinAction, scores: readonly number[], plan: AssassinAction[]): MoveEstimate {
  const wins = scores.filter((score) => score >= WIN).length;
  const sum = scores.reduce((total, score) => total + score, 0);
  return { action, winChance: wins / scores.length, expectedScore: sum / scores.length, plan };
}

function mustApply(state: AssassinState, action: AssassinAction): AssassinState {
  const next = applyAction(state, action);
  if (!next.ok) throw new Error(`advisor: a legal move was refused: ${next.message}`);
  return next.state;
}
