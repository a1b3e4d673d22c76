/**
 * The bot's storage: keyv over SQLite (DESIGN.md, Sessions), and the leaderboard's tables in the same
 * file. `throwOnErrors` makes a failed read an error instead of "no game"; WAL lets reads go on while
 * a write commits.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { KeyvStore, type ConditionalWrite, type KvStore } from './kv-store.js';
import { LEADERBOARD_SCHEMA } from './leaderboard-schema.js';
import type { Sql } from './leaderboard.js';

/** How long one attempt waits for SQLite's write lock before it fails and is retried (milliseconds). */
const BUSY_TIMEOUT_MS = 250;

/** The store the services use, SQL for the leaderboard, the keyv under them, and the handle to close it. */
export interface Storage {
  store: KvStore;
  sql: Sql;
  keyv: Keyv;
  close(): Promise<void>;
}

/** Everything stored is plain JSON; a row that does not parse comes back as a value no schema accepts. */
function readRow<Value>(text: string): { value?: Value; expires?: number } {
  try {
    return JSON.parse(text) as { value?: Value; expires?: number };
  } catch {
    return { value: { unreadable: text.slice(0, 40) } as Value };
  }
}

/** SQLite's conditional write: one UPDATE (or INSERT) whose WHERE checks the stored version. */
function sqliteConditionalWrite(sqlite: KeyvSqlite): ConditionalWrite {
  return async (key, row, expected) => {
    const written: unknown[] =
      expected === null
        ? await sqlite.query('INSERT INTO keyv (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING RETURNING key', key, row)
        : await sqlite.query(
            "UPDATE keyv SET value = ? WHERE key = ? AND CASE WHEN json_valid(value) THEN json_extract(value, '$.value.version') END = ? RETURNING key",
            row,
            key,
            expected,
          );
    return written.length === 1;
  };
}

/** Opens the store named by a `sqlite://<file>` URL (`sqlite://:memory:` for tests), in WAL mode. */
export async function openStorage(databaseUrl: string): Promise<Storage> {
  const match = /^sqlite:\/\/(.+)$/.exec(databaseUrl);
  if (!match?.[1]) {
    throw new Error(`DATABASE_URL must be a sqlite:// URL, e.g. sqlite://data/bot.sqlite (got "${databaseUrl}")`);
  }
  const file = match[1];
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: BUSY_TIMEOUT_MS });
  await sqlite.query('PRAGMA journal_mode = WAL');
  await sqlite.query('PRAGMA synchronous = NORMAL');
  for (const statement of LEADERBOARD_SCHEMA) await sqlite.query(statement);
  const keyv = new Keyv({
    store: sqlite,
    throwOnErrors: true,
    useKeyPrefix: false,
    serialize: JSON.stringify,
    deserialize: readRow,
  });
  keyv.on('error', () => {
    // Errors are thrown to the caller (throwOnErrors); this listener only keeps the emitter quiet.
  });
  const sql: Sql = (text, ...params) => sqlite.query(text, ...params);
  return { store: new KeyvStore(keyv, sqliteConditionalWrite(sqlite)), sql, keyv, close: () => keyv.disconnect() };
}
