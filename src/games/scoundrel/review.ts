/**
 * A finished Scoundrel run reviewed move by move: the position the player knew before each move
 * (knowledge.ts), and, from the advisor's advice on it, the estimate of the move made against the
 * move the advisor rates best, what each move cost, the three that cost the most and an accuracy
 * figure. The advice is worked out elsewhere (in a worker); this module only lists the positions and
 * adds up the answers, so the same run and the same advice always give the same review.
 */
import type { Advice } from './advisor.js';
import { knowledgeOf, type ScoundrelKnowledge } from './knowledge.js';
import { applyAction } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';

/** A move counts as accurate when it is estimated at most this many points of expected score below the best. */
export const ACCURATE_WITHIN = 0.5;

/** One move of a run and what the player knew when they made it. */
export interface Decision {
  knowledge: ScoundrelKnowledge;
  action: ScoundrelAction;
}

/** An estimate of one move: its chance to clear the dungeon and its expected score. */
interface Estimate {
  action: ScoundrelAction;
  winChance: number;
  expectedScore: number;
}

/** One reviewed move: the move made and the advisor's best, with their estimates, and how many moves there were to choose from. */
export interface ReviewedMove {
  made: Estimate;
  best: Estimate;
  choices: number;
  /** The weapon held before the move, which names a fight with it. */
  weapon: string | null;
  /** Expected score the move made gave up against the best (0 when it was the best). */
  cost: number;
}

/** A run's review. */
export interface RunReview {
  moves: ReviewedMove[];
  /** Indices into `moves` of the moves that cost the most, costliest first (at most three, each costing something). */
  costliest: number[];
  /** Moves with a choice that were within ACCURATE_WITHIN of the best, and how many moves had a choice. */
  accurate: number;
  choices: number;
}

/** The decisions of a run from its start and the state they lead to, or why one of its moves does not replay. */
export function decisionsOf(
  start: ScoundrelState,
  actions: readonly ScoundrelAction[],
): { ok: true; decisions: Decision[]; end: ScoundrelState } | { ok: false; reason: string } {
  const decisions: Decision[] = [];
  const avoided = new Set<string>();
  let state = start;
  for (const [i, action] of actions.entries()) {
    decisions.push({ knowledge: knowledgeOf(state, avoided), action });
    if (action.type === 'avoid') for (const code of state.room) avoided.add(code);
    const next = applyAction(state, action);
    if (!next.ok) return { ok: false, reason: `move ${i + 1} is refused: ${next.message}` };
    state = next.state;
  }
  return { ok: true, decisions, end: state };
}

/** The key two spellings of the same move share (a fight barehanded may or may not say `weapon: false`). */
function moveKey(action: ScoundrelAction): string {
  return action.type === 'avoid' ? 'avoid' : `${action.card}:${action.weapon === true}`;
}

/** The estimate of the move made in an advice, or null when the advice has no such move. */
function estimateOf(advice: Advice, action: ScoundrelAction): Estimate | null {
  const move = advice.moves.find((m) => moveKey(m.action) === moveKey(action));
  return move ? { action, winChance: move.winChance, expectedScore: move.expectedScore } : null;
}

/** The review of a run from its decisions and the advisor's advice on each, in order; throws when they do not match. */
export function reviewOf(decisions: readonly Decision[], advice: readonly Advice[]): RunReview {
  if (advice.length !== decisions.length) throw new Error(`review: ${decisions.length} decisions, ${advice.length} pieces of advice`);
  const moves = decisions.map((decision, i): ReviewedMove => {
    const given = advice[i]!;
    const made = estimateOf(given, decision.action);
    const best = given.moves[given.best];
    if (!made || !best) throw new Error(`review: the advice on move ${i + 1} does not list the move made`);
    const cost = Math.max(0, best.expectedScore - made.expectedScore);
    const weapon = decision.knowledge.weapon;
    return {
      made,
      best: { action: best.action, winChance: best.winChance, expectedScore: best.expectedScore },
      choices: given.moves.length,
      weapon,
      cost,
    };
  });
  const withChoice = moves.filter((move) => move.choices > 1);
  const costliest = moves
    .map((move, i) => ({ cost: move.cost, i }))
    .filter((move) => move.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.i - b.i)
    .slice(0, 3)
    .map((move) => move.i);
  return {
    moves,
    costliest,
    accurate: withChoice.filter((move) => move.cost <= ACCURATE_WITHIN).length,
    choices: withChoice.length,
  };
}
