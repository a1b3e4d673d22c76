/**
 * Opening the store that DATABASE_URL names (docs/design.md, Sessions): a SQLite file (the
 * default), `redis://` or `postgres://`. The backends load on demand, so only the one in use is read.
 */
import type { Storage } from './storage.js';

/** Opens the backend named by a URL: `sqlite://<file>`, `redis://…` or `postgres://…`. */
export async function openStorage(databaseUrl: string): Promise<Storage> {
  const sqlite = /^sqlite:\/\/(.+)$/.exec(databaseUrl);
  if (sqlite?.[1]) return (await import('./backends/sqlite.js')).openSqlite(sqlite[1]);
  if (/^rediss?:\/\//.test(databaseUrl)) return (await import('./backends/redis.js')).openRedis(databaseUrl);
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return (await import('./backends/postgres.js')).openPostgres(databaseUrl);
  throw new Error(
    `DATABASE_URL must be sqlite://<file>, redis://… or postgres://… (got "${databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}")`,
  );
}
