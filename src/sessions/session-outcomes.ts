/** What the session service answers (docs/design.md, Sessions): loads, starts, moves and ends, as values. */
import type { AnyGame, Game, GameEvent, GameResult } from '../engine/game.js';
import type { Ranking, RankingClaim } from './ranking.js';
import type { Session } from './session.js';

/** A loaded session with its game. */
export interface Loaded {
  session: Session;
  game: AnyGame;
}

/** What a channel holds: nothing, a game, or a stored value that no longer reads as one. */
export type LoadOutcome = { kind: 'none' } | ({ kind: 'ok' } & Loaded) | { kind: 'corrupt'; ownerId: string | null; reason: string };

/** The channel's session when its game is `game`, typed by that game's state (which its schema checked on load); else null. */
export function sessionOf<State, Action extends { type: string }, Options>(
  loaded: LoadOutcome,
  game: Game<State, Action, Options>,
): Session<State> | null {
  return loaded.kind === 'ok' && loaded.game.id === game.id ? (loaded.session as Session<State>) : null;
}

/** The answer to a move. `before` is the session the move was made on. */
export type ActOutcome =
  | { kind: 'applied'; session: Session; before: Session; game: AnyGame; events: GameEvent[]; result: GameResult }
  | { kind: 'repeated'; session: Session; game: AnyGame }
  | { kind: 'none' }
  | { kind: 'corrupt'; reason: string }
  | { kind: 'other-game'; session: Session; game: AnyGame }
  | { kind: 'stale'; session: Session; game: AnyGame }
  | { kind: 'not-yours'; session: Session; game: AnyGame }
  | { kind: 'invalid'; message: string }
  | { kind: 'refused'; session: Session; game: AnyGame; message: string };

/** The answer to starting a game; `ranking` says how the new run counts. */
export type StartOutcome =
  | { kind: 'started'; session: Session; game: AnyGame; ranking: Ranking }
  | { kind: 'busy'; session: Session; game: AnyGame }
  | { kind: 'repeated'; session: Session; game: AnyGame }
  | { kind: 'corrupt'; reason: string };

/** The answer to ending a game; `session` is the ended one when it could be read. */
export type EndOutcome =
  | { kind: 'ended'; ownerId: string | null; game: string | null; session: Session | null }
  | { kind: 'none' }
  | { kind: 'forbidden'; ownerId: string | null; gmId: string | null }
  | { kind: 'unsettled' };

/** A request to start a game in a channel. */
export interface StartRequest {
  channelId: string;
  /** The member whose private run this is (a board only they see, beside the channel's game); none for the channel's game. */
  privateTo?: string | null;
  guildId: string | null;
  game: AnyGame;
  ownerId: string;
  ownerName: string;
  seed: string;
  options?: unknown;
  /** How the run counts; without it the run is ranked and not a daily deal. */
  ranking?: RankingClaim;
  /** The finished run whose Play again or Replay asks for this one (a second click of it starts nothing). */
  previousId?: string;
}

/** A move from a button, a menu or a command. */
export interface ActRequest {
  channelId: string;
  /** The member whose private run the move is made on; none for the channel's game. */
  privateTo?: string | null;
  actor: string;
  action: unknown;
  /** The game, session and version the board was drawn for; omitted for commands, which act on the latest. */
  game?: string;
  sessionId?: string;
  version?: number;
  /**
   * The version of the controls a change came from when it acts on the latest all the same (a race
   * board's buttons): kept with the move, never checked, so a second click of it is known for what it is.
   */
  drawnAt?: number | undefined;
}
