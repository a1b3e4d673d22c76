/**
 * The store backends the tests run against: SQLite always, Redis and PostgreSQL when the global setup
 * (servers.ts) could start them. Each `freshUrl` is an empty, isolated store: a new SQLite file, a new
 * Redis logical database, a new Postgres database.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@keyv/redis';
import pg from 'pg';
import { inject } from 'vitest';

/** A backend's name. */
export type Backend = 'sqlite' | 'redis' | 'postgres';

/** The backends available in this run, SQLite first. */
export function availableBackends(): Backend[] {
  return ['sqlite', ...(inject('redisUrl') ? (['redis'] as const) : []), ...(inject('postgresUrl') ? (['postgres'] as const) : [])];
}

/** A URL for an empty store of a backend; `dir` receives SQLite files. */
export async function freshUrl(backend: Backend): Promise<{ url: string; dir: string | null }> {
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'gm-bot-test-'));
    return { url: `sqlite://${join(dir, 'bot.sqlite')}`, dir };
  }
  if (backend === 'redis') {
    const client = createClient({ url: inject('redisUrl') });
    await client.connect();
    const db = await client.incr('test:next-database');
    await client.quit();
    return { url: `${inject('redisUrl')}/${db}`, dir: null };
  }
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  const name = `gm_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e9).toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { url: inject('postgresUrl').replace(/\/postgres$/, `/${name}`), dir: null };
}
