/** Playing actions in the rule tests, for any game: a line that must be accepted, and an action that must be refused. */
import { expect } from 'vitest';
import type { Applied } from '../../src/engine/game.js';

/** The part of a game these helpers use: applying an action. */
interface Applies<State, Action> {
  apply(state: State, action: Action): Applied<State>;
}

/** A game's line and refusal helpers. */
interface Moves<State, Action> {
  /** Plays actions in turn, failing the test on any refusal with the action and the game's message. */
  play(state: State, ...actions: Action[]): State;
  /** Expects the game to refuse the action, and returns its message. */
  refusal(state: State, action: Action): string;
}

/** `play` and `refusal` for one game. */
export function movesOf<State, Action>(game: Applies<State, Action>): Moves<State, Action> {
  return {
    play(state, ...actions) {
      let current = state;
      for (const action of actions) {
        const outcome = game.apply(current, action);
        if (!outcome.ok) throw new Error(`${JSON.stringify(action)} refused: ${outcome.message}`);
        current = outcome.state;
      }
      return current;
    },
    refusal(state, action) {
      const outcome = game.apply(state, action);
      expect(outcome.ok).toBe(false);
      return outcome.ok ? '' : outcome.message;
    },
  };
}
