/**
 * Scoundrel's Share marks: one emoji a room, in the order played, saying what the room cost and
 * nothing of its cards: 🏃 avoided, 💚 left with more health than it began with, 🟩 no health lost,
 * 🟨 up to 5 lost, 🟧 up to 10, 🟥 more, 💀 the room that ended the run; 🏆 after the last room of a
 * run that got through the dungeon.
 */
import { applyAction, isOver } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';

/** The mark of a room the player faced, by the health it cost (negative: healed). */
function costMark(before: number, after: ScoundrelState): string {
  if (after.health <= 0) return '💀';
  const lost = before - after.health;
  if (lost < 0) return '💚';
  if (lost === 0) return '🟩';
  if (lost <= 5) return '🟨';
  return lost <= 10 ? '🟧' : '🟥';
}

/** The marks of a run from its start and every action applied (stops at an action that does not apply). */
export function roomMarks(start: ScoundrelState, actions: readonly ScoundrelAction[]): string[] {
  const marks: string[] = [];
  let state = start;
  let roomHealth = start.health;
  for (const action of actions) {
    const applied = applyAction(state, action);
    if (!applied.ok) break;
    state = applied.state;
    if (action.type === 'avoid') marks.push('🏃');
    else if (state.turn.faced === 0 || isOver(state)) marks.push(costMark(roomHealth, state));
    else continue;
    roomHealth = state.health;
  }
  if (isOver(state) && state.health > 0) marks.push('🏆');
  return marks;
}
