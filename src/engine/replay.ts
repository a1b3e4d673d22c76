/**
 * Replaying a game from its deal: the same seed, options, players and moves, each made by the member who
 * made it, give the same state (docs/design.md). Every replay of a run (Watch, Undo, Hint, Review, Share)
 * deals it from `runInit`, exactly as the session service dealt it, and compares what it reaches with the
 * stored state by `samePlain`.
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

/** Who made a run's moves: one member every move (a solo run's player), or each move's maker in order (a table game that keeps its moves). */
export type Movers = string | readonly string[];

/** Who made the moves of a stored run: each move's recorded maker when it keeps them, else its owner, who makes every move of a solo run. */
export function moversOf(run: { ownerId: string; actors?: readonly string[] | undefined }): Movers {
  return run.actors ?? run.ownerId;
}

/**
 * The setup of a run exactly as it was dealt: its seed, its options and its one player. A game may deal
 * from its player (Rogue Risus names its hero after them), so a run is dealt and replayed only from this.
 */
export function runInit<Options>(run: RunStart<Options>): SetupInit<Options> {
  return { seed: run.seed, options: run.options ?? undefined, players: [{ id: run.ownerId, name: run.ownerName }] };
}

/** What led to a state of a replay: the state the move was made on, the move, and the events it narrated. */
interface Led {
  before: unknown;
  action: { type: string };
  events: readonly GameEvent[];
}

/**
 * Deals `game` from `init` and applies `actions` in order, each read by the game's action schema and made
 * by its mover (`by`); `step` sees the deal and each state reached after it, with what led there (null for
 * the deal). The last state, or why an action does not replay.
 */
function playBack(
  game: AnyGame,
  init: SetupInit<unknown>,
  actions: readonly unknown[],
  by: Movers | undefined,
  step: (state: unknown, led: Led | null) => void,
): { ok: true; state: unknown } | { ok: false; reason: string } {
  let state = game.setup(init);
  step(state, null);
  for (const [i, action] of actions.entries()) {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, reason: `action ${i + 1} does not read as a ${game.title} action` };
    const next = game.apply(state, parsed.data, typeof by === 'string' ? by : by?.[i]);
    if (!next.ok) return { ok: false, reason: `action ${i + 1} is refused: ${next.message}` };
    step(next.state, { before: state, action: parsed.data, events: next.events });
    state = next.state;
  }
  return { ok: true, state };
}

/** Deals `game` from `init` and applies `actions` in order, made by `by`. */
export function replay(game: AnyGame, init: SetupInit<unknown>, actions: readonly unknown[], by?: Movers): Replayed {
  const events: GameEvent[] = [];
  const played = playBack(game, init, actions, by, (_, led) => events.push(...(led?.events ?? [])));
  return played.ok ? { ...played, events } : played;
}

/** One frame of a replay: the game's public view of the board, and what led there in one line. */
export interface ReplayFrame {
  view: unknown;
  caption: string;
}

/** The caption of the deal's frame. */
const DEAL_CAPTION = 'The deal';

/** A line of text on one line: its runs of spaces and line breaks one space each, and none at its ends. */
function oneLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * What a move did, in one line: the game's own caption when it has one (a game of several members names who
 * did what), else what it narrated (the events its board's log shows), or, for a move that narrates nothing
 * (a retreat, a wand raised), its kind ("Retreat").
 */
function captionOf(game: AnyGame, { before, action, events }: Led): string {
  if (game.caption) return oneLine(game.caption(before, action, events));
  const told = oneLine(events.map((event) => event.text).join(' '));
  return told !== '' ? told : capitalised(action.type.replace(/[-_.]+/gu, ' '));
}

/** How a replay is played back and drawn. */
export interface FrameOptions {
  /** Who made the moves (none: as a solo game's rules make a move without an actor). */
  by?: Movers;
  /**
   * The view a state's frame is drawn from, or null for a state drawn with no picture (a challenge not yet
   * answered), which has no frame. Without it, the game's public view of every state.
   */
  view?: (state: unknown) => unknown;
}

/**
 * The frames of a replay: the view of the deal, then after each of `actions` with what the move did (a state
 * with no picture has no frame); and the state reached. Or why an action does not replay.
 */
export function replayFrames(
  game: AnyGame,
  init: SetupInit<unknown>,
  actions: readonly unknown[],
  { by, view = (state) => game.view(state) }: FrameOptions = {},
): { ok: true; state: unknown; frames: ReplayFrame[] } | { ok: false; reason: string } {
  const frames: ReplayFrame[] = [];
  const played = playBack(game, init, actions, by, (state, led) => {
    const shown = view(state);
    if (shown !== null) frames.push({ view: shown, caption: led === null ? DEAL_CAPTION : captionOf(game, led) });
  });
  return played.ok ? { ...played, frames } : played;
}
