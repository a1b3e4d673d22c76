/** What an SQL backend (SQLite, PostgreSQL) opens as: keyv's sessions with the backend's conditional write and sweep, and the SQL ledger. */
import type Keyv from 'keyv';
import { type ConditionalWrite, type ExpiredSweep, KeyvStore } from '../kv-store.js';
import type { Storage } from '../storage.js';
import { type Sql, SqlLedger } from './sql-ledger.js';
import { SqlWorkQueue } from './sql-work-queue.js';

/** The storage of an SQL backend: `keyv` over its adapter, its own conditional write and sweep, and `sql` for the ledger and the work queue. */
export function sqlStorage(keyv: Keyv, conditionalWrite: ConditionalWrite, expiredSweep: ExpiredSweep, sql: Sql): Storage {
  return {
    store: new KeyvStore(keyv, conditionalWrite, expiredSweep),
    ledger: new SqlLedger(sql),
    work: new SqlWorkQueue(sql),
    keyv,
    raw: sql,
    close: () => keyv.disconnect(),
  };
}
