/**
 * The key-value store the services use: keyv underneath, with SQLite's "database is locked" retried
 * a bounded number of times. When the lock outlasts the retries the caller gets a StoreBusyError,
 * which the Discord layer turns into "try again": never "no game here", never a half-made move.
 */
import type Keyv from 'keyv';

/**
 * How long to wait before each retry of a busy store (milliseconds). With SQLite's own wait of each attempt
 * (backends/sqlite.ts) an operation gives up within a second, so that a click whose writes all meet a lock
 * held elsewhere is still told "try again" inside Discord's 3 s on a busy machine.
 */
const BUSY_RETRY_DELAYS_MS = [50, 100, 200] as const;

/** The store stayed locked by another connection through every retry. */
export class StoreBusyError extends Error {
  constructor(cause: unknown) {
    super('The store is busy (locked by another connection)', { cause });
    this.name = 'StoreBusyError';
  }
}

/** What a conditional write compares: the stored session's id and version. */
export interface Stamp {
  id: string;
  version: number;
}

/** What a value that is stored for a while carries: when its time is up (ms since the epoch); null or missing, never. */
export interface Expiring {
  keepUntil?: number | null;
}

/** True when a stored value's time is up at `now`: it counts as not stored, and a sweep may delete it. */
export function isExpired(value: Expiring, now: number): boolean {
  return value.keepUntil !== undefined && value.keepUntil !== null && value.keepUntil <= now;
}

/** Plain-JSON values by key. */
export interface KvStore {
  get(key: string): Promise<unknown>;
  /** Stores `value`; with `ttlMs`, a backend that expires keys by itself (Redis) drops it after that long. */
  set(key: string, value: unknown, ttlMs?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Deletes at most `limit` values under `prefix` whose `keepUntil` (ms since the epoch) is before `now`,
   * without holding the store's write lock while it looks for them; returns how many it deleted.
   */
  sweepExpired(prefix: string, now: number, limit: number): Promise<number>;
  /**
   * Writes `value` only when the stored value's `id` and `version` are `expected`'s (or, for null, when
   * nothing is stored), in one step of the store itself; true when it wrote. Two writers can never both
   * win, and a copy of an ended game can never overwrite the game that replaced it at the same version.
   * With `ttlMs`, as for `set`.
   */
  setIfVersion(key: string, value: Stamp, expected: Stamp | null, ttlMs?: number): Promise<boolean>;
}

/** The backend's conditional write of an already serialized row (see KvStore.setIfVersion). */
export type ConditionalWrite = (key: string, row: string, expected: Stamp | null, ttlMs?: number) => Promise<boolean>;

/** The backend's sweep of expired values (see KvStore.sweepExpired). */
export type ExpiredSweep = (prefix: string, now: number, limit: number) => Promise<number>;

/** The first key after every key that starts with `prefix`, for a range scan: `solution:` → `solution;`. */
export function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

function isBusy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task`, retrying while the store is busy; throws StoreBusyError when it stays busy. */
export async function retryWhileBusy<T>(task: () => Promise<T>, delays: readonly number[] = BUSY_RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (!isBusy(error)) throw error;
      const delay = delays[attempt];
      if (delay === undefined) throw new StoreBusyError(error);
      await sleep(delay);
    }
  }
}

/** A KvStore over keyv (created with `throwOnErrors`, so a failed read is an error, not "missing"). */
export class KeyvStore implements KvStore {
  constructor(
    private readonly keyv: Keyv,
    private readonly conditionalWrite: ConditionalWrite,
    private readonly expiredSweep: ExpiredSweep,
    private readonly delays: readonly number[] = BUSY_RETRY_DELAYS_MS,
  ) {}

  /** The value at `key`, or undefined when there is none. */
  get(key: string): Promise<unknown> {
    return retryWhileBusy(() => this.keyv.get(key), this.delays);
  }

  /** Stores `value` at `key`, for `ttlMs` where the backend expires keys by itself. */
  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    await retryWhileBusy(() => this.keyv.set(key, value, ttlMs), this.delays);
  }

  /** Deletes up to `limit` values under `prefix` whose `keepUntil` has passed. */
  sweepExpired(prefix: string, now: number, limit: number): Promise<number> {
    return retryWhileBusy(() => this.expiredSweep(prefix, now, limit), this.delays);
  }

  /** Removes `key`. */
  async delete(key: string): Promise<void> {
    await retryWhileBusy(() => this.keyv.delete(key), this.delays);
  }

  /** Writes `value` if the stored id and version are still `expected`'s; the row is serialized as keyv does. */
  setIfVersion(key: string, value: Stamp, expected: Stamp | null, ttlMs?: number): Promise<boolean> {
    const row = JSON.stringify({ value });
    return retryWhileBusy(() => this.conditionalWrite(key, row, expected, ttlMs), this.delays);
  }
}
