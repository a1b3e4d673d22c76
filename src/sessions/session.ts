/** The stored envelope of a channel's game (docs/design.md, Sessions), checked with zod on every load. */
import { z } from 'zod';

/** The envelope's schema version; a change of shape bumps it and adds a step to migrations.ts. */
export const SESSION_SCHEMA = 5;

/** How many narrated events a session keeps for the board's log. */
export const LOG_LENGTH = 5;

const snowflake = z.string().regex(/^\d{1,20}$/);

/** A channel's game: who runs it, its version, the game's own state, and the last events. */
export const sessionSchema = z.object({
  schema: z.literal(SESSION_SCHEMA),
  id: z.string().regex(/^[a-z0-9]{1,16}$/),
  game: z.string(),
  guildId: snowflake.nullable(),
  channelId: snowflake,
  /** The member whose private board this run is (played beside the channel's game), or null for the channel's own game. */
  privateTo: snowflake.nullable(),
  ownerId: snowflake,
  ownerName: z.string(),
  players: z.array(snowflake),
  seed: z.string(),
  /** The options the game was set up with, so the run can be replayed. */
  options: z.unknown(),
  /** Whether the finished run goes on the leaderboard. */
  ranked: z.boolean(),
  /** The UTC date when this run is that day's daily deal. */
  daily: z.string().nullable(),
  version: z.number().int().min(0),
  state: z.unknown(),
  /** Every applied action in order, for replays; null for tables (no replay) and runs from before they were kept. */
  actions: z.array(z.unknown()).nullable(),
  /**
   * Who made each of `actions`, in order, in a table game that keeps its moves (the game's `keepsMoves`);
   * absent where the owner made every move (a solo run).
   */
  actors: z.array(z.string().min(1).max(20)).optional(),
  /**
   * The last move, who made it (a member, or the game's own clock: a challenge that expired) and the version of the
   * controls it came from (none for a command), so a second click on the same button is known for what it is.
   */
  lastMove: z.object({ by: z.string().min(1).max(20), action: z.unknown(), drawnAt: z.number().int().min(0).optional() }).nullable(),
  log: z.array(z.string()),
  /** The finished run whose Play again or Replay started this one, so a second click of that button is known for what it is. */
  previousId: z.string().optional(),
  recorded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A channel's game as stored; `State` types its game's state, once that game's schema has checked it. */
export type Session<State = unknown> = Omit<z.infer<typeof sessionSchema>, 'state'> & { state: State };

/** What a new session is made of: its game and first state, where it is played, by whom, how it ranks, and when. */
type NewSession<State> = Pick<
  Session<State>,
  'id' | 'game' | 'guildId' | 'channelId' | 'ownerId' | 'ownerName' | 'seed' | 'options' | 'ranked' | 'daily' | 'state' | 'actions'
> & { at: string; previousId?: string | undefined; privateTo?: string | null; actors?: string[] | undefined };

/** A session as its game starts: version 0, its owner its only player, no move made, nothing recorded. */
export function newSession<State>({ at, previousId, privateTo = null, actors, ...fields }: NewSession<State>): Session<State> {
  return {
    schema: SESSION_SCHEMA,
    ...fields,
    ...(actors === undefined ? {} : { actors }),
    privateTo,
    players: [fields.ownerId],
    version: 0,
    lastMove: null,
    log: [],
    ...(previousId === undefined ? {} : { previousId }),
    recorded: false,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Where a session is kept: a channel's own game (one a channel, on its public board), or a member's
 * private run in a channel (one a member and channel, on a board only they see), played beside it.
 */
export interface Place {
  channelId: string;
  privateTo: string | null;
}

/** The channel's own game's place. */
export function channelPlace(channelId: string): Place {
  return { channelId, privateTo: null };
}

/** The key of the session at a place: `session:<channel>`, or `private-run:<channel>:<member>`. */
export function sessionKey(channelId: string, privateTo: string | null = null): string {
  return privateTo === null ? `session:${channelId}` : `private-run:${channelId}:${privateTo}`;
}

/** The key of a place's session. */
export function placeKey(place: Place): string {
  return sessionKey(place.channelId, place.privateTo);
}

/** The place of a session. */
export function placeOf(session: Pick<Session, 'channelId' | 'privateTo'>): Place {
  return { channelId: session.channelId, privateTo: session.privateTo };
}
