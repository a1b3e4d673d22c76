/** One session fixture for the tests that hand-build a channel's session around a game state. */
import { SESSION_SCHEMA, type Session } from '../../src/sessions/session.js';
import type { ActRequest } from '../../src/sessions/session-outcomes.js';

/** The owner, server and channel of a fixture session unless a test names its own. */
export const FIXTURE_OWNER = '7'.repeat(18);

/**
 * A session of `game` holding `state`, ranked, at version 0, with no moves recorded: `fields` changes any
 * of that. Its seed and options are the state's own when it has them.
 */
export function sessionOf<State>(game: string, state: State, fields: Partial<Session<State>> = {}): Session<State> {
  const held = state as { seed?: unknown; options?: unknown };
  const ownerId = fields.ownerId ?? FIXTURE_OWNER;
  return {
    schema: SESSION_SCHEMA,
    id: 's1',
    game,
    guildId: '9'.repeat(18),
    channelId: '8'.repeat(18),
    privateTo: null,
    ownerId,
    ownerName: 'Alice',
    players: [ownerId],
    seed: typeof held.seed === 'string' ? held.seed : 'seed',
    options: held.options ?? {},
    ranked: true,
    daily: null,
    version: 0,
    state,
    actions: null,
    lastMove: null,
    log: [],
    recorded: false,
    createdAt: '',
    updatedAt: '',
    ...fields,
  };
}

/** A move by `actor` on the board of `session` as it stands: its channel (or private place), session and version. */
export function boardMove(session: Session, actor: string, action: unknown): ActRequest {
  return { channelId: session.channelId, privateTo: session.privateTo, actor, action, sessionId: session.id, version: session.version };
}
