/**
 * Opening the store that DATABASE_URL names (DESIGN.md, Sessions; issue 11): a SQLite file (the
 * default), `redis://` or `postgres://`. Each backend gives the sessions' key-value store with its
 * conditional write, and the ledger (runs, boards, daily deals).
 */
import type Keyv from 'keyv';
import type { KvStore } from './kv-store.js';
import type { Ledger } from './ledger.js';

/** An open backend. */
export interface Storage {
  /** Sessions and live boards. */
  store: KvStore;
  /** Runs, boards, stats and daily deals. */
  ledger: Ledger;
  /** The keyv under the store, for tests and tools. */
  keyv: Keyv;
  /** The backend's own query function (SQL, or a Redis command), for tests and tools. */
  raw: (command: string, ...args: unknown[]) => Promise<unknown>;
  close(): Promise<void>;
}

/** Opens the backend named by a URL: `sqlite://<file>`, `redis://…` or `postgres://…`. */
export async function openStorage(databaseUrl: string): Promise<Storage> {
  const sqlite = /^sqlite:\/\/(.+)$/.exec(databaseUrl);
  if (sqlite?.[1]) return (await import('./backends/sqlite.js')).openSqlite(sqlite[1]);
  if (/^rediss?:\/\//.test(databaseUrl)) return (await import('./backends/redis.js')).openRedis(databaseUrl);
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return (await import('./backends/postgres.js')).openPostgres(databaseUrl);
  throw new Error(`DATABASE_URL must be sqlite://<file>, redis://… or postgres://… (got "${databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}")`);
}
