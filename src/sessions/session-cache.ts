/**
 * The sessions this process wrote or read last, so a move needs no read from the store. The store
 * stays the judge: every write is conditional on the stored version (KvStore.setIfVersion), so a
 * cached copy that another writer made stale is caught at the write, dropped and read again.
 */
import type { AnyGame } from '../engine/game.js';
import type { Session } from './session.js';

/** How many channels' sessions are kept; the least recently used go first. */
export const SESSION_CACHE_SIZE = 2_000;

/** A checked session with its game. */
export interface CachedSession {
  session: Session;
  game: AnyGame;
}

/** A least-recently-used map from channel id to its checked session. */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(private readonly size = SESSION_CACHE_SIZE) {}

  /** The cached session of a channel, marked as just used. */
  get(channelId: string): CachedSession | undefined {
    const entry = this.entries.get(channelId);
    if (entry) {
      this.entries.delete(channelId);
      this.entries.set(channelId, entry);
    }
    return entry;
  }

  /** Caches a channel's session, dropping the least recently used beyond the size. */
  set(channelId: string, entry: CachedSession): void {
    this.entries.delete(channelId);
    this.entries.set(channelId, entry);
    if (this.entries.size > this.size) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forgets a channel's session. */
  delete(channelId: string): void {
    this.entries.delete(channelId);
  }
}
