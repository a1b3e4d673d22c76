/** Replaying a game from its deal: the same seed, options and moves give the same state (docs/design.md). */
import type { AnyGame, GameEvent, SetupInit } from './game.js';

/** The state after `actions`, with every event told on the way, or why an action does not replay. */
export type Replayed = { ok: true; state: unknown; events: GameEvent[] } | { ok: false; reason: string };

/**
 * Deals `game` from `init` and applies `actions` in order, each read by the game's action schema and made
 * by `actor`; `step` sees the deal and each state reached after it, with the events that led there (none
 * for the deal). The last state, or why an action does not replay.
 */
function playBack(
  game: AnyGame,
  init: SetupInit<unknown>,
  actions: readonly unknown[],
  actor: string | undefined,
  step: (state: unknown, events: readonly GameEvent[]) => void,
): { ok: true; state: unknown } | { ok: false; reason: string } {
  let state = game.setup(init);
  step(state, []);
  for (const [i, action] of actions.entries()) {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, reason: `action ${i + 1} does not read as a ${game.title} action` };
    const next = game.apply(state, parsed.data, actor);
    if (!next.ok) return { ok: false, reason: `action ${i + 1} is refused: ${next.message}` };
    state = next.state;
    step(state, next.events);
  }
  return { ok: true, state };
}

/** Deals `game` from `init` and applies `actions` in order, each by `actor`. */
export function replay(game: AnyGame, init: SetupInit<unknown>, actions: readonly unknown[], actor?: string): Replayed {
  const events: GameEvent[] = [];
  const played = playBack(game, init, actions, actor, (_, told) => events.push(...told));
  return played.ok ? { ...played, events } : played;
}

/** The state after `actions`, with the game's view of the deal and after each of them in order, or why an action does not replay. */
export function replayViews(
  game: AnyGame,
  init: SetupInit<unknown>,
  actions: readonly unknown[],
): { ok: true; state: unknown; views: unknown[] } | { ok: false; reason: string } {
  const views: unknown[] = [];
  const played = playBack(game, init, actions, undefined, (state) => views.push(game.view(state)));
  return played.ok ? { ...played, views } : played;
}
