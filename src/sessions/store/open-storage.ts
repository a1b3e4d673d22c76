/**
 * Opening the store that DATABASE_URL names (docs/design.md, Sessions): a SQLite file (the default),
 * `redis://` or `postgres://`. The backends load on demand, so only the one in use is read. The
 * sessions' store comes back measured for the metrics (measured-store.ts).
 */
import { measuredStore } from './measured-store.js';
import type { Storage } from './storage.js';

/** The backend a URL names, and how to open it. */
async function openBackend(databaseUrl: string): Promise<{ backend: string; storage: Storage }> {
  const sqlite = /^sqlite:\/\/(.+)$/.exec(databaseUrl);
  if (sqlite?.[1]) return { backend: 'sqlite', storage: await (await import('./backends/sqlite.js')).openSqlite(sqlite[1]) };
  if (/^rediss?:\/\//.test(databaseUrl))
    return { backend: 'redis', storage: await (await import('./backends/redis.js')).openRedis(databaseUrl) };
  if (/^postgres(ql)?:\/\//.test(databaseUrl))
    return { backend: 'postgres', storage: await (await import('./backends/postgres.js')).openPostgres(databaseUrl) };
  throw new Error(
    `DATABASE_URL must be sqlite://<file>, redis://… or postgres://… (got "${databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}")`,
  );
}

/** Opens the backend named by a URL: `sqlite://<file>`, `redis://…` or `postgres://…`. */
export async function openStorage(databaseUrl: string): Promise<Storage> {
  const { backend, storage } = await openBackend(databaseUrl);
  return { ...storage, store: measuredStore(storage.store, backend) };
}
