/**
 * One sqlite3 connection that prepares each statement once and reuses it. node-sqlite3's
 * `Database#all` prepares, runs and finalizes a statement on every call, three trips to its worker
 * thread; a prepared statement makes it one (a 3 KB UPDATE: 164 µs against 83 µs; README, Performance).
 */
import sqlite3 from 'sqlite3';

/** The most statements kept prepared (the bot's SQL is a small fixed set); others run unprepared. */
const MAX_PREPARED = 200;

/**
 * The most copies of one statement: node-sqlite3 runs a statement's calls one after another, each
 * waiting for the main thread to take the last one's rows, so moves in flight need copies.
 */
const COPIES = 8;

/** A query and its parameters in, its rows out. */
export type Query = (sql: string, ...params: unknown[]) => Promise<unknown[]>;

/** An open connection: queries through prepared statements, and close. */
export interface SqliteConnection {
  query: Query;
  close(): Promise<void>;
}

/** One prepared copy of a statement and how many calls it has under way. */
interface Copy {
  statement: Promise<sqlite3.Statement>;
  busy: number;
}

/** Opens `file` with a busy timeout (milliseconds a statement waits for another writer). */
export async function openSqliteConnection(file: string, busyTimeoutMs: number): Promise<SqliteConnection> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(opened)));
  });
  db.configure('busyTimeout', busyTimeoutMs);
  const prepared = new Map<string, Copy[]>();
  let count = 0;

  /** An idle copy of `sql`, a new one while there is room, else the least busy; none past the limit. */
  const copyOf = (sql: string): Copy | undefined => {
    const copies = prepared.get(sql) ?? [];
    const idle = copies.find((copy) => copy.busy === 0);
    if (idle) return idle;
    if (copies.length < COPIES && count < MAX_PREPARED) {
      const copy: Copy = {
        statement: new Promise((resolve, reject) => {
          const made = db.prepare(sql, (error) => (error ? reject(error) : resolve(made)));
        }),
        busy: 0,
      };
      copy.statement.catch(() => {
        prepared.set(
          sql,
          (prepared.get(sql) ?? []).filter((c) => c !== copy),
        );
        count -= 1;
      });
      prepared.set(sql, [...copies, copy]);
      count += 1;
      return copy;
    }
    return copies.reduce<Copy | undefined>((least, copy) => (least && least.busy <= copy.busy ? least : copy), undefined);
  };

  return {
    async query(sql, ...params) {
      const copy = copyOf(sql);
      if (copy) copy.busy += 1;
      try {
        const run = copy ? await copy.statement : db;
        return await new Promise<unknown[]>((resolve, reject) => {
          const done = (error: Error | null, rows: unknown[]) => (error ? reject(error) : resolve(rows));
          if (run instanceof sqlite3.Statement) run.all(params, done);
          else run.all(sql, params, done);
        });
      } finally {
        if (copy) copy.busy -= 1;
      }
    },
    async close() {
      const statements = await Promise.allSettled([...prepared.values()].flat().map((copy) => copy.statement));
      prepared.clear();
      for (const result of statements)
        if (result.status === 'fulfilled') await new Promise<void>((done) => result.value.finalize(() => done()));
      await new Promise<void>((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
