/**
 * The checks a move goes through against a session: the board's game, session and version,
 * a second click of the same move, a table move from older controls that still stands, and who acts.
 */

import type { Session } from './session.js';
import type { ActOutcome, ActRequest, Loaded } from './session-outcomes.js';

/**
 * Why a move cannot be made on this stored session, or null when it can be tried. A move from
 * controls of an older version is out of date, unless it is the last move's click again (repeated)
 * or a table game lets it stand (Game.stillStands: a player's hand drawn before others played).
 */
export function refusalOf({ session, game }: Loaded, request: ActRequest): ActOutcome | null {
  if (request.sessionId !== undefined && request.sessionId !== session.id) return { kind: 'other-game', session, game };
  if (request.game !== undefined && request.game !== session.game) {
    return { kind: 'invalid', message: `That control is not one of this ${game.title} game's.` };
  }
  if (request.version !== undefined && request.version !== session.version) {
    if (isRepeat(session, request)) return { kind: 'repeated', session, game };
    if (!stillStands({ session, game }, request)) return { kind: 'stale', session, game };
  }
  if (game.seating === 'solo' && request.actor !== session.ownerId) return { kind: 'not-yours', session, game };
  return null;
}

/** The id and version a conditional write compares. */
export function stampOf(session: Session): { id: string; version: number } {
  return { id: session.id, version: session.version };
}

/** True when a cached copy is the very session and version the board was drawn for. */
export function matchesBoard(session: Session, request: ActRequest): boolean {
  return (
    session.id === request.sessionId && session.version === request.version && (request.game === undefined || request.game === session.game)
  );
}

/** True when the stored session's last move is this very click again: same board, member and move. */
function isRepeat(session: Session, request: ActRequest): boolean {
  const last = session.lastMove;
  if (!last || request.version !== (last.drawnAt ?? session.version - 1) || last.by !== request.actor) return false;
  return canonicalJson(last.action) === canonicalJson(request.action);
}

/** True when a table game says a move from older controls still means what it meant (Game.stillStands). */
function stillStands({ session, game }: Loaded, request: ActRequest): boolean {
  if (game.seating !== 'table' || !game.stillStands) return false;
  const action = game.actionSchema.safeParse(request.action);
  return action.success && game.stillStands(session.state, action.data, request.actor);
}

/** JSON with object keys sorted, so two equal actions give the same text whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
