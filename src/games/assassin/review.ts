/**
 * A finished Royal Assassin game reviewed move by move: the position the player knew before each move
 * (knowledge.ts), and, from the verdict on it (verdict.ts: good, close or a mistake), the estimate of
 * the move made against the best other move, what each mistake cost, the three that cost the most and
 * an accuracy figure. The verdicts are worked out elsewhere (in a worker); this module only lists the
 * positions and adds up the answers, so the same game and the same verdicts always give the same review.
 */
import { accuracyOf, costliestMistakes } from '../../engine/coach.js';
import { sameMove } from './advisor.js';
import { type AssassinKnowledge, knowledgeOf } from './knowledge.js';
import { applyAction } from './rules.js';
import type { AssassinAction, AssassinState } from './state.js';
import type { Judgement } from './verdict.js';

/** One move of a game and what the player knew when they made it. */
interface Decision {
  knowledge: AssassinKnowledge;
  action: AssassinAction;
}

/** A game's review. */
interface GameReview {
  moves: Judgement[];
  /** Indices into `moves` of the mistakes that cost the most, costliest first (at most three, none that cost nothing). */
  costliest: number[];
  /** Moves with a choice that were not mistakes (good or close), and how many moves had a choice. */
  accurate: number;
  choices: number;
}

/** The decisions of a game from its start and the state they lead to, or why one of its moves does not replay. */
export function decisionsOf(
  start: AssassinState,
  actions: readonly AssassinAction[],
): { ok: true; decisions: Decision[]; end: AssassinState } | { ok: false; reason: string } {
  const decisions: Decision[] = [];
  let state = start;
  for (const [i, action] of actions.entries()) {
    decisions.push({ knowledge: knowledgeOf(state), action });
    const next = applyAction(state, action);
    if (!next.ok) return { ok: false, reason: `move ${i + 1} is refused: ${next.message}` };
    state = next.state;
  }
  return { ok: true, decisions, end: state };
}

/** The review of a game from its decisions and the verdict on each, in order; throws when they do not match. */
export function reviewOf(decisions: readonly Decision[], judgements: readonly Judgement[]): GameReview {
  if (judgements.length !== decisions.length) throw new Error(`review: ${decisions.length} decisions, ${judgements.length} verdicts`);
  decisions.forEach((decision, i) => {
    if (!sameMove(judgements[i]!.made.action, decision.action)) throw new Error(`review: the verdict on move ${i + 1} is on another move`);
  });
  const moves = [...judgements];
  return { moves, costliest: costliestMistakes(moves), ...accuracyOf(moves) };
}
