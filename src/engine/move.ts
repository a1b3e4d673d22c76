/**
 * One move in progress (docs/design.md: `apply` works on a copy and never mutates its input): the rules
 * change a copy of the state, draw from the state's seeded generator and tell events; at the end the
 * generator's advanced state is stored back in the copy.
 */
import { clonePlain } from './clone.js';
import { type Applied, applied, type GameEvent, refused } from './game.js';
import { Random, type RandomState } from './random.js';

/** A state that holds its seeded generator. */
export interface Seeded {
  random: RandomState;
}

/** A move in progress: the copy of the state it changes, the state's generator open, and the events told so far. */
export interface Move<S extends Seeded> {
  state: S;
  random: Random;
  events: GameEvent[];
}

/** Opens a move on a copy of `state` made by `copy` (a deep copy unless a game copies less). */
export function openMove<S extends Seeded>(state: S, copy: (state: S) => S = clonePlain): Move<S> {
  const draft = copy(state);
  return { state: draft, random: new Random(draft.random), events: [] };
}

/** Closes a move: stores the generator's advanced state in the copy and returns it with the events. */
export function closeMove<S extends Seeded>(move: Move<S>): Applied<S> {
  move.state.random = move.random.save();
  return applied(move.state, move.events);
}

/** Plays a move on a deep copy of `state`: the new state, or refused with `code` when `play` returns a refusal message. */
export function makeMove<S extends Seeded>(state: S, code: string, play: (move: Move<S>) => string | null): Applied<S> {
  const move = openMove(state);
  const refusal = play(move);
  return refusal === null ? closeMove(move) : refused(code, refusal);
}
