/**
 * Royal Assassin's Share marks: one emoji a decision on a turned card, in the order made, and nothing
 * of the cards: ⚔️ played on a Pretender, 💥 a play that killed one, 📥 put on the reserve, 🃏 a Joker
 * placed, 🏳️ conceded; then 🏆 for every Pretender dead, or 💀 for a throne taken.
 */
import { endingMark, replayMarks } from '../../engine/share.js';
import { applyAction } from './rules.js';
import type { AssassinAction, AssassinState } from './state.js';
import { scoreAssassin } from './view.js';

/** The mark of each decision, by its kind. */
const MARKS: Record<Exclude<AssassinAction['type'], 'draw' | 'attack' | 'continue'>, string> = { reserve: '📥', joker: '🃏', concede: '🏳️' };

/** The marks of a run from its start and every action applied (stops at an action that does not apply). */
export function decisionMarks(start: AssassinState, actions: readonly AssassinAction[]): string[] {
  return replayMarks(start, actions, {
    apply: applyAction,
    mark: ({ before, action, after }) => {
      if (action.type === 'draw') return null;
      if (action.type === 'attack' || action.type === 'continue') return after.royalsKilled > before.royalsKilled ? '💥' : '⚔️';
      return MARKS[action.type];
    },
    ending: (end) => endingMark(scoreAssassin(end)),
  });
}
