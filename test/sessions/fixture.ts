/** The store tests' channel, server and members, and runs started and played through a session service. */
import type { AnyGame } from '../../src/engine/game.js';
import type { RankingClaim } from '../../src/sessions/ranking.js';
import type { Session } from '../../src/sessions/session.js';
import type { SessionService, StartRequest } from '../../src/sessions/session-service.js';

/** The channel the tests play in. */
export const CHANNEL = '100000000000000001';
/** The channel's server. */
export const GUILD = '200000000000000001';
/** A member who plays. */
export const ALICE = '300000000000000001';
/** Another member. */
export const BOB = '300000000000000002';
/** A third member. */
export const CAROL = '300000000000000003';

/** A ranking that claims every run as `ranked` (no daily deal, no note) and releases nothing. */
export function rankingOf(ranked: boolean): RankingClaim {
  return { claim: async () => ({ ranked, daily: null, note: null }), release: async () => undefined };
}

/** Starts a game through the service (in CHANNEL unless the request names another), failing the test unless it starts. */
export async function startRun(
  sessions: SessionService,
  request: Omit<StartRequest, 'channelId'> & { channelId?: string },
): Promise<Session> {
  const outcome = await sessions.start({ channelId: CHANNEL, ...request });
  if (outcome.kind !== 'started') throw new Error(`expected a start, got ${outcome.kind}`);
  return outcome.session;
}

/** Its owner plays the first move offered each time until none is left; resolves with the session as the last move left it. */
export async function playFirstMoves(sessions: SessionService, game: AnyGame, session: Session): Promise<Session> {
  let current = session;
  for (let [action] = game.legalActions(current.state); action; [action] = game.legalActions(current.state)) {
    const outcome = await sessions.act({
      channelId: current.channelId,
      actor: current.ownerId,
      action,
      sessionId: current.id,
      version: current.version,
    });
    if (outcome.kind !== 'applied') throw new Error(outcome.kind);
    current = outcome.session;
  }
  return current;
}
