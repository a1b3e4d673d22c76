/**
 * Scoundrel's Share marks: one emoji a room, in the order played, saying what the room cost and
 * nothing of its cards: 🏃 avoided, 💚 left with more health than it began with, 🟩 no health lost,
 * 🟨 up to 5 lost, 🟧 up to 10, 🟥 more, 💀 the room that ended the run; 🏆 after the last room of a
 * run that got through the dungeon.
 */
import { costMark, replayMarks } from '../../engine/share.js';
import { applyAction, isOver } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';

/** The marks of a run from its start and every action applied (stops at an action that does not apply). */
export function roomMarks(start: ScoundrelState, actions: readonly ScoundrelAction[]): string[] {
  return replayMarks(start, actions, {
    apply: applyAction,
    mark: ({ stretch, action, after }) => {
      if (action.type === 'avoid') return '🏃';
      if (after.turn.faced !== 0 && !isOver(after)) return null;
      return after.health <= 0 ? '💀' : costMark(stretch.health - after.health, [5, 10]);
    },
    ending: (end) => (isOver(end) && end.health > 0 ? '🏆' : null),
  });
}
