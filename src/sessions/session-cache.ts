/**
 * The sessions this process wrote or read last, so a move needs no read from the store. The cache
 * never decides anything: a click is applied on a cached copy only when the copy is the very
 * session and version its board was drawn for, and the write is conditional on the stored id and
 * version (KvStore.setIfVersion), so a copy another process made stale is caught there. An entry is
 * never replaced by an older copy: an earlier version of the same game, or a game started earlier.
 */
import type { AnyGame } from '../engine/game.js';
import { useEntry } from '../engine/recently-used.js';
import type { Session } from './session.js';

/** How many channels' sessions are kept; the least recently used go first. */
const SESSION_CACHE_SIZE = 2_000;

/** A checked session with its game. */
export interface CachedSession {
  session: Session;
  game: AnyGame;
}

/** True when `candidate` is no older than `held`: the same or a later version of the same game, or a game started later. */
function isNotOlder(candidate: Session, held: Session): boolean {
  return candidate.id === held.id ? candidate.version >= held.version : candidate.createdAt >= held.createdAt;
}

/** A least-recently-used map from channel id to its checked session. */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(private readonly size = SESSION_CACHE_SIZE) {}

  /** The cached session of a channel, marked as just used. */
  get(channelId: string): CachedSession | undefined {
    return useEntry(this.entries, channelId);
  }

  /** Caches a channel's session unless the cache holds a newer copy; drops the least recently used beyond the size. */
  offer(channelId: string, entry: CachedSession): void {
    const held = this.entries.get(channelId);
    if (held && !isNotOlder(entry.session, held.session)) return;
    this.entries.delete(channelId);
    this.entries.set(channelId, entry);
    if (this.entries.size > this.size) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** How many of the cached sessions are games still in play. */
  inPlay(): number {
    let count = 0;
    for (const { session, game } of this.entries.values()) if (!game.result(session.state).over) count++;
    return count;
  }

  /** Forgets a channel's session. */
  delete(channelId: string): void {
    this.entries.delete(channelId);
  }
}
