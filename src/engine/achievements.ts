/** Building a game's achievements from definitions that each decide themselves from a finished run. */
import type { AchievementDef, GameAchievements } from './game.js';

/** An achievement with the test that decides it from a finished run's state and every action applied. */
export interface Achievement<State, Action> extends AchievementDef {
  test(state: State, actions: readonly Action[]): boolean;
}

/**
 * A game's achievements. `counts` says whether a run may earn any: it is over, and was played with
 * options no easier than the standard rules (each game documents which).
 */
export function defineAchievements<State, Action>(
  achievements: readonly Achievement<State, Action>[],
  counts: (state: State) => boolean,
): GameAchievements<State, Action> {
  const ids = achievements.map((a) => a.id);
  if (new Set(ids).size !== ids.length) throw new Error(`Achievement ids repeat: ${ids.join(', ')}`);
  return {
    list: achievements.map(({ id, title, description, emoji }) => ({ id, title, description, ...(emoji ? { emoji } : {}) })),
    earned: (state, actions) => (counts(state) ? achievements.filter((a) => a.test(state, actions)).map((a) => a.id) : []),
  };
}
