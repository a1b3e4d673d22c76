/**
 * The Postgres backend: keyv over @keyv/postgres for sessions, the ledger's tables beside it. The
 * version check is the store's own: `UPDATE … WHERE gm_stored_stamp(value) = expected`.
 */
import KeyvPostgres, { type KeyvPostgresOptions } from '@keyv/postgres';
import pg from 'pg';
import { type ConditionalWrite, type ExpiredSweep, prefixEnd } from '../kv-store.js';
import type { Storage } from '../storage.js';
import { createKeyv } from './keyv.js';
import { POSTGRES_LEDGER_SCHEMA } from './postgres-schema.js';
import type { Sql } from './sql-ledger.js';
import { sqlStorage } from './sql-storage.js';

type Query = (sql: string, values?: unknown[]) => Promise<unknown[]>;

/**
 * @keyv/postgres with a connection pool of its own. The stock adapter keeps one pool per process,
 * so a second store (another database, or a test's second connection) would end the first one's pool.
 */
class OwnPoolPostgres extends KeyvPostgres {
  override async connect(): Promise<Query> {
    const { pool } = this.opts as KeyvPostgresOptions & { pool: pg.Pool };
    return async (sql, values) => (await pool.query(sql, values)).rows as unknown[];
  }

  override async disconnect(): Promise<void> {
    await (this.opts as KeyvPostgresOptions & { pool: pg.Pool }).pool.end();
  }
}

/** Turns `?` placeholders into Postgres's `$1`, `$2`, … (the ledger's statements hold no literal `?`). */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function conditionalWrite(query: Query): ConditionalWrite {
  return async (key, row, expected) => {
    const written =
      expected === null
        ? await query('INSERT INTO keyv (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key', [key, row])
        : await query('UPDATE keyv SET value = $1 WHERE key = $2 AND gm_stored_stamp(value) = $3 RETURNING key', [
            row,
            key,
            `${expected.id}@${expected.version}`,
          ]);
    return written.length === 1;
  };
}

/**
 * Postgres's sweep: the expired keys are found by a read, then deleted in one statement that checks each
 * is still expired. Rows are keyv's JSON text, so `keepUntil` is read with a pattern (a row that is not
 * JSON is never taken for an expired one).
 */
function expiredSweep(query: Query): ExpiredSweep {
  const EXPIRED = `substring(value from '"keepUntil":([0-9]{1,16})[,}]')::bigint < $`;
  return async (prefix, now, limit) => {
    const found = (await query(`SELECT key FROM keyv WHERE key >= $1 AND key < $2 AND ${EXPIRED}3 LIMIT $4`, [
      prefix,
      prefixEnd(prefix),
      now,
      limit,
    ])) as { key: string }[];
    if (found.length === 0) return 0;
    const deleted = await query(`DELETE FROM keyv WHERE key = ANY($1) AND ${EXPIRED}2 RETURNING key`, [found.map((row) => row.key), now]);
    return deleted.length;
  };
}

/** Opens a Postgres database by URL and creates the ledger's tables when missing. */
export async function openPostgres(url: string): Promise<Storage> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle connection that dies is dropped from the pool; the next query opens a new one.
  });
  const adapter = new OwnPoolPostgres({ uri: url, pool } as KeyvPostgresOptions);
  const query: Query = (sql, values) => adapter.query(sql, values);
  const keyv = createKeyv(adapter);
  await query('SELECT 1');
  await query(POSTGRES_LEDGER_SCHEMA);
  const sql: Sql = (text, ...params) => query(numberPlaceholders(text), params);
  return sqlStorage(keyv, conditionalWrite(query), expiredSweep(query), sql);
}
