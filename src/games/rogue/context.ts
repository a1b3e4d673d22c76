/**
 * The working copy of one move: `apply` clones the state once, the rules change the clone through
 * this context, and the generator's advanced state is stored back at the end (so `apply` never
 * mutates its input).
 */
import { clonePlain } from '../../engine/clone.js';
import { applied, type Applied, type GameEvent } from '../../engine/game.js';
import { Random } from '../../engine/random.js';
import type { RogueState } from './state.js';

/** A move in progress: the draft state, the generator, and the narration so far. */
export interface Ctx {
  s: RogueState;
  random: Random;
  events: GameEvent[];
}

/** Opens a move on a deep copy of `state`; `keepRolls` keeps the rolls shown (extra shots). */
export function openMove(state: RogueState, keepRolls = false): Ctx {
  const s = clonePlain(state);
  if (!keepRolls) s.rolls = [];
  return { s, random: new Random(s.random), events: [] };
}

/** Closes a move: stores the generator and returns the new state with its events. */
export function closeMove(ctx: Ctx): Applied<RogueState> {
  ctx.s.random = ctx.random.save();
  return applied(ctx.s, ctx.events);
}

/** Narrates one event. */
export function say(ctx: Ctx, type: string, text: string): void {
  ctx.events.push({ type, text });
}

/** Adds a line to the story of the run (shown when it is over). */
export function tell(ctx: Ctx, text: string): void {
  ctx.s.story.push(text);
}

/** Shows a roll on the board: what it was for, each die, and how it added up. */
export function showRoll(ctx: Ctx, label: string, dice: number[], text: string): void {
  ctx.s.rolls.push({ label, dice, text });
}

/** Rolls one d6 for a check and shows it. */
export function checkDie(ctx: Ctx, label: string, needs: number): boolean {
  const die = ctx.random.d6();
  const ok = die >= needs;
  showRoll(ctx, label, [die], `${die} (needs ${needs}+): ${ok ? 'yes' : 'no'}`);
  return ok;
}
