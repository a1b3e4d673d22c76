/**
 * The decisions of a Royal Assassin game: before each move, what the player knew (knowledge.ts), and the
 * move they made; then what they know at the end. Review judges each decision, Hint advises on the last
 * knowledge: both see only this.
 */
import type { Decision, Decisions } from '../../engine/coach.js';
import { type AssassinKnowledge, knowledgeOf } from './knowledge.js';
import { applyAction } from './rules.js';
import type { AssassinAction, AssassinState } from './state.js';

/** The decisions of a game from its start, what the player knows after them, and the state they lead to; or why a move does not replay. */
export function decisionsOf(
  start: AssassinState,
  actions: readonly AssassinAction[],
): Decisions<AssassinState, AssassinKnowledge, AssassinAction> {
  const decisions: Decision<AssassinKnowledge, AssassinAction>[] = [];
  let state = start;
  for (const [i, action] of actions.entries()) {
    decisions.push({ knowledge: knowledgeOf(state), action });
    const next = applyAction(state, action);
    if (!next.ok) return { ok: false, reason: `move ${i + 1} is refused: ${next.message}` };
    state = next.state;
  }
  return { ok: true, decisions, now: knowledgeOf(state), end: state };
}
