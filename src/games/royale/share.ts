/**
 * Risus Royale's Share marks: one emoji a battle, in the order fought, saying what it cost and nothing
 * of the map's cards or the dice: 🏃 escaped, 🟩 no wound, 🟨 one, 🟧 two, 🟥 more; then 🏆 for the goal
 * achieved, or 💀 for the run lost. A battle begins as its space is entered, which heals every wound,
 * so what it cost is the wounds it ends with.
 */
import { costMark, endingMark, replayMarks } from '../../engine/share.js';
import { applyAction } from './rules.js';
import type { RoyaleAction, RoyaleState } from './state.js';
import { scoreRoyale } from './view.js';

/** Every wound taken, in every cliché. */
function wounds(state: RoyaleState): number {
  return state.wounds.S + state.wounds.C + state.wounds.D + state.wounds.H;
}

/** The marks of a run from its start and every action applied (stops at an action that does not apply). */
export function battleMarks(start: RoyaleState, actions: readonly RoyaleAction[]): string[] {
  return replayMarks(start, actions, {
    apply: applyAction,
    mark: ({ before, action, after }) => {
      // A battle's mark when it is over, unless it ended the run (the ending says so).
      if (before.phase !== 'battle' || after.phase === 'battle' || after.phase === 'lost') return null;
      return action.type === 'escape' ? '🏃' : costMark(wounds(after), [1, 2]);
    },
    ending: (end) => endingMark(scoreRoyale(end)),
  });
}
