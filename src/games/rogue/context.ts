/**
 * A move of Rogue: the engine's move context (engine/move.ts) over a Rogue state, with the helpers
 * that tell what happens (events, the run's story, the rolls shown on the board).
 */
import { clonePlain } from '../../engine/clone.js';
import type { Move } from '../../engine/move.js';
import type { RogueState } from './state.js';

/** A move in progress: the draft state, the generator, and the narration so far. */
export type Ctx = Move<RogueState>;

/** A deep copy of `state` without the rolls shown on the board (every move but an extra shot starts so). */
export function withoutRolls(state: RogueState): RogueState {
  const s = clonePlain(state);
  s.rolls = [];
  return s;
}

/** Narrates one event. */
export function say(ctx: Ctx, type: string, text: string): void {
  ctx.events.push({ type, text });
}

/** Adds a line to the story of the run (shown when it is over). */
export function tell(ctx: Ctx, text: string): void {
  ctx.state.story.push(text);
}

/** Shows a roll on the board: what it was for, each die, and how it added up. */
export function showRoll(ctx: Ctx, label: string, dice: number[], text: string): void {
  ctx.state.rolls.push({ label, dice, text });
}

/** Rolls one d6 for a check and shows it. */
export function checkDie(ctx: Ctx, label: string, needs: number): boolean {
  const die = ctx.random.d6();
  const ok = die >= needs;
  showRoll(ctx, label, [die], `${die} (needs ${needs}+): ${ok ? 'yes' : 'no'}`);
  return ok;
}
