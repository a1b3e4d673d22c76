/**
 * The SQLite backend (the default): keyv over @keyv/sqlite for sessions, and the ledger's tables in
 * the same file, queried through the adapter's own connection (its public `query`). `throwOnErrors`
 * makes a failed read an error instead of "no game"; WAL lets reads go on while a write commits; a
 * busy database waits `BUSY_TIMEOUT_MS` an attempt and is retried a bounded number of times.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { type ConditionalWrite, type ExpiredSweep, prefixEnd, retryWhileBusy } from '../kv-store.js';
import type { Storage } from '../storage.js';
import { createKeyv } from './keyv.js';
import type { Sql } from './sql-ledger.js';
import { sqlStorage } from './sql-storage.js';
import { SQLITE_LEDGER_SCHEMA } from './sqlite-schema.js';

/** A statement and its parameters in, its rows out: @keyv/sqlite's own `query`, on its one connection. */
type Query = (sql: string, ...params: unknown[]) => Promise<unknown[]>;

/** How long one attempt waits for SQLite's write lock before it fails and is retried (milliseconds). */
const BUSY_TIMEOUT_MS = 150;

/** SQLite's conditional write: one UPDATE (or INSERT) whose WHERE checks the stored id and version. */
function conditionalWrite(query: Query): ConditionalWrite {
  return async (key, row, expected) => {
    const written: unknown[] =
      expected === null
        ? await query('INSERT INTO keyv (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING RETURNING key', key, row)
        : await query(
            'UPDATE keyv SET value = ? WHERE key = ? AND CASE WHEN json_valid(value) THEN json_extract(value, ' +
              "'$.value.id') = ? AND json_extract(value, '$.value.version') = ? END RETURNING key",
            row,
            key,
            expected.id,
            expected.version,
          );
    return written.length === 1;
  };
}

/**
 * SQLite's sweep: the expired keys are found by a read (which WAL lets run beside writes), then deleted
 * in one short write that checks each is still expired (a value kept for good since is left alone).
 */
function expiredSweep(query: Query): ExpiredSweep {
  const EXPIRED = "json_valid(value) AND json_extract(value, '$.value.keepUntil') < ?";
  return async (prefix, now, limit) => {
    const found = (await query(
      `SELECT key FROM keyv WHERE key >= ? AND key < ? AND ${EXPIRED} LIMIT ?`,
      prefix,
      prefixEnd(prefix),
      now,
      limit,
    )) as { key: string }[];
    if (found.length === 0) return 0;
    const keys = found.map((row) => row.key);
    const deleted: unknown[] = await query(
      `DELETE FROM keyv WHERE key IN (${keys.map(() => '?').join(', ')}) AND ${EXPIRED} RETURNING key`,
      ...keys,
      now,
    );
    return deleted.length;
  };
}

/** Opens a SQLite file (`:memory:` for a throwaway store), in WAL mode, with the ledger's tables. */
export async function openSqlite(file: string): Promise<Storage> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: BUSY_TIMEOUT_MS });
  const keyv = createKeyv(sqlite);
  const query: Query = (text, ...params) => sqlite.query(text, ...params);
  await query('PRAGMA journal_mode = WAL');
  await query('PRAGMA synchronous = NORMAL');
  for (const statement of SQLITE_LEDGER_SCHEMA) await query(statement);
  const sql: Sql = (text, ...params) => retryWhileBusy(() => query(text, ...params));
  return sqlStorage(keyv, conditionalWrite(query), expiredSweep(query), sql);
}
