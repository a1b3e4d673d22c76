/** The contract every game implements (docs/design.md, "The game contract"). */
import type { z } from 'zod';

/** A member taking part in a game, by Discord user id (a snowflake string) and display name. */
interface PlayerRef {
  id: string;
  name: string;
}

/** One line of narration for the message log, e.g. "The Jack of Spades hits you for 6". */
export interface GameEvent {
  type: string;
  text: string;
}

/** What `apply` returns: the new state and its events, or a rule's refusal as a value. */
export type Applied<S> = { ok: true; state: S; events: GameEvent[] } | { ok: false; code: string; message: string };

/** The end of a game as the leaderboard sees it; a higher score ranks higher. */
export interface GameResult {
  over: boolean;
  won?: boolean;
  score?: number;
  summary?: string;
}

/** The arguments of `setup`; `deck` and `dice` stack the table for tests. */
export interface SetupInit<Options> {
  seed: string;
  deck?: string[];
  dice?: number[];
  options?: Options;
  players?: PlayerRef[];
}

/** An achievement a run can earn. `id` is stored with the player's runs: it never changes once released. */
export interface AchievementDef {
  id: string;
  title: string;
  /** What earns it, as a player reads it: "Clear the dungeon at 20 health". */
  description: string;
  emoji?: string;
}

/** A game's achievements: the list, and the ids a finished run earned (decided from its state and moves). */
export interface GameAchievements<State, Action> {
  list: readonly AchievementDef[];
  /**
   * The ids of `list` earned by a finished run, in list order: `actions` are every action applied,
   * in order. Empty while the run is not over, and for options that make the game easier.
   */
  earned(state: State, actions: readonly Action[]): string[];
}

/** How risky a move is, which a board shows as a colour: red ends the run or costs the most, green is safe or heals. */
export type Risk = 'danger' | 'safe' | 'neutral';

/**
 * A game: pure functions over plain-JSON state, plus the zod schemas that guard its boundaries. `Id` and
 * `View` keep a game's own id and view types for the catalog; generic layers see `string` and `unknown`.
 */
export interface Game<State, Action extends { type: string }, Options, Id extends string = string, View = unknown> {
  /** The game's id: its slash command's name, and the key of its runs and sessions. */
  id: Id;
  /** The game's name as players know it. */
  title: string;
  /** `solo`: only the member who started it may act; `table`: the game decides who may act. */
  seating: 'solo' | 'table';
  /**
   * The member who runs a table game now (Saga's GM, also after the seat was handed on), or null: they
   * may end it with `/game end` as the member who started it may. Solo games leave it out.
   */
  gm?(state: State): string | null;
  /**
   * For a table game, where members act side by side: true when `action`, sent from controls drawn on
   * an older version of the game, still means now what it meant then (the action names what it was
   * drawn on, and that part of the game has not changed for `actor`). It is then made, instead of
   * refused as out of date. Without it, any move from older controls is out of date.
   */
  stillStands?(state: State, action: Action, actor: string): boolean;
  /**
   * For a table game: what the move from `before` to `after` adds to the table's journal (the recap),
   * one paragraph of the story in plain text, with names as they are now; null for a move the story
   * leaves out. Nothing secret: the journal is told to the table.
   */
  journal?(before: State, after: State, events: readonly GameEvent[]): string | null;
  /**
   * For a table game of bounded length: its sessions keep every move and who made it, as a solo run's keep
   * its moves, so a finished game can be played back (Watch). Without it, a table keeps none.
   */
  keepsMoves?: boolean;
  /**
   * A replay's line for a move made on `before` (Watch), for a game whose narration alone does not say who
   * did what (a game of several members names them). Without it, what the move narrated, or its kind.
   */
  caption?(before: State, action: Action, events: readonly GameEvent[]): string;
  /** Checks a stored state (docs/design.md: zod at every boundary). */
  stateSchema: z.ZodType<State>;
  /** Checks an action decoded from a custom id or a command. */
  actionSchema: z.ZodType<Action>;
  setup(init: SetupInit<Options>): State;
  legalActions(state: State, actor?: string): Action[];
  apply(state: State, action: Action, actor?: string): Applied<State>;
  view(state: State, viewer?: string): View;
  result(state: State): GameResult;
  /** A leaderboard score as players read it, e.g. "won in 37 turns" (without it: the number). */
  describeScore?(score: number): string;
  /**
   * What a player's runs add up to, in words, where an average score means nothing (scores that
   * encode a win one way and a loss another): e.g. "deepest level 12 · most kills 48". Without it,
   * `/stats` shows the average score.
   */
  summarizeScores?(runs: readonly { score: number; won: boolean }[]): string;
  /**
   * Why a run with these options is not ranked, e.g. "alternate rules are not ranked", or null for
   * the standard game. A game with this hook ranks standard runs only; without it, every run ranks.
   */
  unrankedReason?(options: unknown): string | null;
  /** The game's achievements, for solo games. */
  achievements?: GameAchievements<State, Action>;
  /**
   * True when `action`, legal in `state`, ends the run for certain (the player dies): its button says
   * so, and a ranked run asks once before making it. False for moves that only risk it.
   */
  fatal?(state: State, action: Action): boolean;
  /**
   * The spoiler-free marks of a finished run for its Share line, one emoji a room or turn in the order
   * played (what it cost, whether it was avoided), from the run's start and every action applied. Never
   * a card, a roll or anything else that would give the deal away.
   */
  shareMarks?(start: State, actions: readonly Action[]): string[];
}

/** Any game of the catalog, with its types erased for the generic layers (methods are bivariant). */
export type AnyGame = Game<unknown, { type: string }, unknown>;

/** Looks a game up by its id (the catalog's `findGame`, given to the layers that must not import it): undefined when there is none. */
export type FindGame = (id: string) => AnyGame | undefined;

/** A successful `apply`. */
export function applied<S>(state: S, events: GameEvent[]): Applied<S> {
  return { ok: true, state, events };
}

/** A refusal by a rule: `code` for tests, `message` for the player. */
export function refused<S>(code: string, message: string): Applied<S> {
  return { ok: false, code, message };
}

/** True when two flat actions are the same: the same keys with the same values. */
export function sameAction(a: { type: string }, b: { type: string }): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}
