/**
 * Rogue Risus's Share marks: one emoji a level left behind, in the order played, saying what it cost
 * and nothing of its cards or rolls: 💚 left with more dice than it began with, 🟩 no die lost, 🟨 one,
 * 🟧 two, 🟥 more; then 🏆 for an escape with the Worldstone, or 💀 for a run that ended in the dungeon.
 */
import { costMark, endingMark, replayMarks } from '../../engine/share.js';
import { applyAction } from './rules.js';
import type { RogueAction, RogueState } from './state.js';
import { scoreRogue } from './view.js';

/** The marks of a run from its start and every action applied (stops at an action that does not apply). */
export function levelMarks(start: RogueState, actions: readonly RogueAction[]): string[] {
  return replayMarks(start, actions, {
    apply: applyAction,
    mark: ({ stretch, before, after }) => (after.level > before.level ? costMark(stretch.dice - after.dice, [1, 2]) : null),
    ending: (end) => endingMark(scoreRogue(end)),
  });
}
