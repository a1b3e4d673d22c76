/** Replaying a game from its deal: the same seed, options and moves give the same state (docs/design.md). */
import type { AnyGame, GameEvent, SetupInit } from './game.js';

/** The state after `actions`, with every event told on the way, or why an action does not replay. */
export type Replayed = { ok: true; state: unknown; events: GameEvent[] } | { ok: false; reason: string };

/** Deals `game` from `init` and applies `actions` in order, each by `actor`. */
export function replay(game: AnyGame, init: SetupInit<unknown>, actions: readonly unknown[], actor?: string): Replayed {
  let state = game.setup(init);
  const events: GameEvent[] = [];
  for (const [i, action] of actions.entries()) {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, reason: `action ${i + 1} does not read as a ${game.title} action` };
    const next = game.apply(state, parsed.data, actor);
    if (!next.ok) return { ok: false, reason: `action ${i + 1} is refused: ${next.message}` };
    state = next.state;
    events.push(...next.events);
  }
  return { ok: true, state, events };
}

/** The game's view of the deal and after each of `actions` in order, or why an action does not replay. */
export function replayViews(
  game: AnyGame,
  init: SetupInit<unknown>,
  actions: readonly unknown[],
): { ok: true; views: unknown[] } | { ok: false; reason: string } {
  let state = game.setup(init);
  const views = [game.view(state)];
  for (const [i, action] of actions.entries()) {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, reason: `action ${i + 1} does not read as a ${game.title} action` };
    const next = game.apply(state, parsed.data);
    if (!next.ok) return { ok: false, reason: `action ${i + 1} is refused: ${next.message}` };
    state = next.state;
    views.push(game.view(state));
  }
  return { ok: true, views };
}
