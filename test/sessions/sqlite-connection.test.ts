/** The SQLite connection behind the default store: statements prepared once, reused, and closed cleanly. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sqlite3 from 'sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSqliteConnection, type SqliteConnection } from '../../src/sessions/store/backends/sqlite-connection.js';

let dir: string;
let connection: SqliteConnection;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gm-bot-conn-'));
  connection = await openSqliteConnection(join(dir, 'test.sqlite'), 100);
  await connection.query('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await connection.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

describe('SQLite connection', () => {
  it('prepares a statement once and reuses it, with new parameters each time', async () => {
    const prepare = vi.spyOn(sqlite3.Database.prototype, 'prepare');
    for (let i = 0; i < 50; i++) await connection.query('INSERT INTO t (k, v) VALUES (?, ?)', `k${i}`, i);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('keeps a few copies of a statement for queries in flight at once, each with its own rows', async () => {
    for (let i = 0; i < 30; i++) await connection.query('INSERT INTO t (k, v) VALUES (?, ?)', `k${i}`, i);
    const prepare = vi.spyOn(sqlite3.Database.prototype, 'prepare');
    for (let round = 0; round < 3; round++) {
      const rows = await Promise.all(Array.from({ length: 30 }, (_, i) => connection.query('SELECT v FROM t WHERE k = ?', `k${i}`)));
      expect(rows).toEqual(Array.from({ length: 30 }, (_, i) => [{ v: i }]));
    }
    expect(prepare.mock.calls.length).toBeGreaterThan(1);
    expect(prepare.mock.calls.length).toBeLessThanOrEqual(8);
  });

  it('runs statements past the prepared limit unprepared, with the same results', async () => {
    for (let i = 0; i < 230; i++) {
      expect(await connection.query(`SELECT ? + ${i} AS n`, 1)).toEqual([{ n: i + 1 }]);
    }
  });

  it('rejects a bad statement and goes on serving good ones', async () => {
    await expect(connection.query('SELEKT 1')).rejects.toThrow(/syntax error/);
    await expect(connection.query('SELEKT 1')).rejects.toThrow(/syntax error/);
    expect(await connection.query('SELECT 2 AS n')).toEqual([{ n: 2 }]);
  });

  it('closes with its statements finalized, after which queries fail', async () => {
    await connection.query('SELECT 1');
    await connection.close();
    await expect(connection.query('SELECT 3')).rejects.toThrow();
  });
});
