/**
 * What every backend gives (docs/design.md, Sessions): the sessions' key-value store with its
 * conditional write, and the ledger (runs, boards, daily deals). `open-storage.ts` opens one.
 */
import type Keyv from 'keyv';
import type { Ledger } from '../scores/ledger.js';
import type { WorkQueue } from '../time/work-queue.js';
import type { KvStore } from './kv-store.js';

/** An open backend. */
export interface Storage {
  /** Sessions, live boards and tables' journals. */
  store: KvStore;
  /** Runs, boards, stats and daily deals. */
  ledger: Ledger;
  /** Work to be done at a time, claimed by one process when due. */
  work: WorkQueue;
  /** The keyv under the store, for tests and tools. */
  keyv: Keyv;
  /** The backend's own query function (SQL, or a Redis command), for tests and tools. */
  raw: (command: string, ...args: unknown[]) => Promise<unknown>;
  close(): Promise<void>;
}
