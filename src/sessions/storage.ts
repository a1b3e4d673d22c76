/**
 * The bot's key-value storage: keyv over SQLite (DESIGN.md, Sessions). `throwOnErrors` makes a failed
 * read an error instead of "no game"; WAL lets reads go on while a write commits.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { KeyvStore, type ConditionalWrite, type KvStore } from './kv-store.js';

/** How long one attempt waits for SQLite's write lock before it fails and is retried (milliseconds). */
const BUSY_TIMEOUT_MS = 250;

/** The store the services use, the keyv under it, and the handle to close it. */
export interface Storage {
  store: KvStore;
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
  return { store: new KeyvStore(keyv, sqliteConditionalWrite(sqlite)), keyv, close: () => keyv.disconnect() };
}
