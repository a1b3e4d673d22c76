/**
 * The decisions of a Scoundrel run: before each move, what the player knew (knowledge.ts), and the
 * move they made; then what they know at the end. Review judges each decision, Hint advises on the
 * last knowledge: both see only this.
 */
import type { Decision, Decisions } from '../../engine/coach.js';
import { knowledgeOf, type ScoundrelKnowledge } from './knowledge.js';
import { applyAction } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';

/** One move of a run and what the player knew when they made it. */
export type ScoundrelDecision = Decision<ScoundrelKnowledge, ScoundrelAction>;

/** The decisions of a run from its start, what the player knows after them, and the state they lead to; or why a move does not replay. */
export function decisionsOf(
  start: ScoundrelState,
  actions: readonly ScoundrelAction[],
): Decisions<ScoundrelState, ScoundrelKnowledge, ScoundrelAction> {
  const decisions: ScoundrelDecision[] = [];
  const avoided = new Set<string>();
  let state = start;
  for (const [i, action] of actions.entries()) {
    decisions.push({ knowledge: knowledgeOf(state, avoided), action });
    if (action.type === 'avoid') for (const code of state.room) avoided.add(code);
    const next = applyAction(state, action);
    if (!next.ok) return { ok: false, reason: `move ${i + 1} is refused: ${next.message}` };
    state = next.state;
  }
  return { ok: true, decisions, now: knowledgeOf(state, avoided), end: state };
}
