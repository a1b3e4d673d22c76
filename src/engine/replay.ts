/**
 * Replaying a game from its deal: the same seed, options, players and moves give the same state
 * (docs/design.md). Every replay of a run (Watch, Undo, Hint, Review, Share) deals it from `runInit`, exactly
 * as the session service dealt it, and compares what it reaches with the stored state by `samePlain`.
 */
import type { AnyGame, GameEvent, SetupInit } from './game.js';

/** The state after `actions`, with every event told on the way, or why an action does not replay. */
export type Replayed = { ok: true; state: unknown; events: GameEvent[] } | { ok: false; reason: string };

/** What started a run: its seed and options, and the member who plays it (a session's owner, a race's entrant). */
export interface RunStart<Options = unknown> {
  seed: string;
  options?: Options | null;
  ownerId: string;
  ownerName: string;
}

/**
 * The setup of a run exactly as it was dealt: its seed, its options and its one player. A game may deal
 * from its player (Rogue Risus names its hero after them), so a run is dealt and replayed only from this.
 */
export function runInit<Options>(run: RunStart<Options>): SetupInit<Options> {
  return { seed: run.seed, options: run.options ?? undefined, players: [{ id: run.ownerId, name: run.ownerName }] };
}

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
