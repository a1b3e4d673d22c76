/**
 * Replaying a game from its deal: the same seed, options, players and moves give the same state
 * (docs/design.md). Every replay of a run (Watch, Undo, Hint, Review, Share) deals it from `runInit`, exactly
 * as the session service dealt it, and compares what it reaches with the stored state by `samePlain`.
 */
import type { AnyGame, GameEvent, SetupInit } from './game.js';
import { capitalised } from './words.js';

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
 * by `actor`; `step` sees the deal and each state reached after it, with the action and the events that
 * led there (none for the deal). The last state, or why an action does not replay.
 */
function playBack(
  game: AnyGame,
  init: SetupInit<unknown>,
  actions: readonly unknown[],
  actor: string | undefined,
  step: (state: unknown, led: { action: { type: string }; events: readonly GameEvent[] } | null) => void,
): { ok: true; state: unknown } | { ok: false; reason: string } {
  let state = game.setup(init);
  step(state, null);
  for (const [i, action] of actions.entries()) {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, reason: `action ${i + 1} does not read as a ${game.title} action` };
    const next = game.apply(state, parsed.data, actor);
    if (!next.ok) return { ok: false, reason: `action ${i + 1} is refused: ${next.message}` };
    state = next.state;
    step(state, { action: parsed.data, events: next.events });
  }
  return { ok: true, state };
}

/** Deals `game` from `init` and applies `actions` in order, each by `actor`. */
export function replay(game: AnyGame, init: SetupInit<unknown>, actions: readonly unknown[], actor?: string): Replayed {
  const events: GameEvent[] = [];
  const played = playBack(game, init, actions, actor, (_, led) => events.push(...(led?.events ?? [])));
  return played.ok ? { ...played, events } : played;
}

/** One frame of a replay: the game's public view of the board, and what led there in one line. */
export interface ReplayFrame {
  view: unknown;
  caption: string;
}

/** The caption of the deal's frame. */
const DEAL_CAPTION = 'The deal';

/**
 * What a move did, in one line: what it narrated (the events its board's log shows), or, for a move that
 * narrates nothing (a retreat, a wand raised), its kind ("Retreat").
 */
function captionOf(action: { type: string }, events: readonly GameEvent[]): string {
  const told = events
    .map((event) => event.text.replace(/\s+/gu, ' ').trim())
    .filter((text) => text !== '')
    .join(' ');
  return told !== '' ? told : capitalised(action.type.replace(/[-_.]+/gu, ' '));
}

/**
 * The frames of a replay: the game's view of the deal, then after each of `actions` (made by `actor`) with
 * what the move did; and the state reached. Or why an action does not replay.
 */
export function replayFrames(
  game: AnyGame,
  init: SetupInit<unknown>,
  actions: readonly unknown[],
  actor?: string,
): { ok: true; state: unknown; frames: ReplayFrame[] } | { ok: false; reason: string } {
  const frames: ReplayFrame[] = [];
  const played = playBack(game, init, actions, actor, (state, led) =>
    frames.push({ view: game.view(state), caption: led === null ? DEAL_CAPTION : captionOf(led.action, led.events) }),
  );
  return played.ok ? { ...played, frames } : played;
}
