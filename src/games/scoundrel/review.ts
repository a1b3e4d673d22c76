/**
 * A finished Scoundrel run reviewed move by move: the position the player knew before each move
 * (knowledge.ts), and, from the verdict on it (verdict.ts: good, close or a mistake), the estimate of
 * the move made against the best other move, what each mistake cost, the three that cost the most and
 * an accuracy figure. The verdicts are worked out elsewhere (in a worker); this module only lists the
 * positions and adds up the answers, so the same run and the same verdicts always give the same review.
 */
import { accuracyOf, costliestMistakes } from '../../engine/coach.js';
import { moveKey } from './advisor.js';
import { knowledgeOf, type ScoundrelKnowledge } from './knowledge.js';
import { applyAction } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';
import type { Judgement } from './verdict.js';

/** One move of a run and what the player knew when they made it. */
export interface Decision {
  knowledge: ScoundrelKnowledge;
  action: ScoundrelAction;
}

/** One reviewed move: the verdict on it (verdict.ts) and the weapon held before it, which names a fight with it. */
export interface ReviewedMove extends Judgement {
  weapon: string | null;
}

/** A run's review. */
export interface RunReview {
  moves: ReviewedMove[];
  /** Indices into `moves` of the mistakes that cost the most, costliest first (at most three). */
  costliest: number[];
  /** Moves with a choice that were not mistakes (good or close), and how many moves had a choice. */
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

/** The review of a run from its decisions and the verdict on each, in order; throws when they do not match. */
export function reviewOf(decisions: readonly Decision[], judgements: readonly Judgement[]): RunReview {
  if (judgements.length !== decisions.length) throw new Error(`review: ${decisions.length} decisions, ${judgements.length} verdicts`);
  const moves = decisions.map((decision, i): ReviewedMove => {
    const judged = judgements[i]!;
    if (moveKey(judged.made.action) !== moveKey(decision.action))
      throw new Error(`review: the verdict on move ${i + 1} is on another move`);
    return { ...judged, weapon: decision.knowledge.weapon };
  });
  return { moves, costliest: costliestMistakes(moves), ...accuracyOf(moves) };
}
