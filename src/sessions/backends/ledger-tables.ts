/**
 * The ledger's tables and indexes, written once for SQLite (sqlite-schema.ts) and Postgres
 * (postgres-schema.ts). `runs` holds every ranked run once (its session id is the key); `standings`
 * each player's best, games and wins on every board of a run (all time, its week, its daily deal;
 * globally and for its server), kept by a trigger each dialect writes in its own language;
 * `board_sizes` counts each board's players (a new standings row adds one), so a page never counts.
 */

/** What the two dialects spell differently: a float, a 64-bit integer, and what follows a table keyed by its primary key alone. */
interface SqlDialect {
  real: string;
  bigint: string;
  keyedTable: string;
}

/** The statements that create the ledger's tables and indexes, each idempotent, in the order they run. */
export function ledgerTables({ real, bigint, keyedTable }: SqlDialect): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS runs (
      session_id TEXT PRIMARY KEY,
      game TEXT NOT NULL,
      guild_id TEXT,
      user_id TEXT NOT NULL,
      score ${real} NOT NULL,
      won INTEGER NOT NULL,
      seed TEXT NOT NULL,
      finished_at TEXT NOT NULL,
      summary TEXT,
      options TEXT,
      actions TEXT,
      daily TEXT,
      week TEXT NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS runs_by_player ON runs (user_id, game, finished_at)',
    'CREATE INDEX IF NOT EXISTS runs_by_seed ON runs (game, seed)',
    `CREATE TABLE IF NOT EXISTS standings (
      game TEXT NOT NULL,
      board TEXT NOT NULL,
      scope TEXT NOT NULL,
      user_id TEXT NOT NULL,
      best ${real} NOT NULL,
      best_at TEXT NOT NULL,
      games INTEGER NOT NULL,
      wins INTEGER NOT NULL,
      PRIMARY KEY (game, board, scope, user_id)
    )${keyedTable}`,
    'CREATE INDEX IF NOT EXISTS standings_by_rank ON standings (game, board, scope, best DESC, best_at, user_id)',
    `CREATE TABLE IF NOT EXISTS board_sizes (
      game TEXT NOT NULL,
      board TEXT NOT NULL,
      scope TEXT NOT NULL,
      players INTEGER NOT NULL,
      PRIMARY KEY (game, board, scope)
    )${keyedTable}`,
    `CREATE TABLE IF NOT EXISTS daily_deals (
      game TEXT NOT NULL,
      date TEXT NOT NULL,
      seed TEXT NOT NULL,
      PRIMARY KEY (game, date)
    )`,
    'CREATE UNIQUE INDEX IF NOT EXISTS daily_deals_by_seed ON daily_deals (game, seed)',
    `CREATE TABLE IF NOT EXISTS daily_attempts (
      game TEXT NOT NULL,
      date TEXT NOT NULL,
      user_id TEXT NOT NULL,
      PRIMARY KEY (game, date, user_id)
    )`,
    `CREATE TABLE IF NOT EXISTS seed_claims (
      game TEXT NOT NULL,
      seed TEXT NOT NULL,
      user_id TEXT NOT NULL,
      PRIMARY KEY (game, seed)
    )`,
    `CREATE TABLE IF NOT EXISTS achievements (
      user_id TEXT NOT NULL,
      game TEXT NOT NULL,
      achievement TEXT NOT NULL,
      session_id TEXT NOT NULL,
      earned_at TEXT NOT NULL,
      PRIMARY KEY (user_id, game, achievement)
    )`,
    'CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
    `CREATE TABLE IF NOT EXISTS scheduled_work (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      due_at ${bigint} NOT NULL,
      payload TEXT NOT NULL,
      leased_until ${bigint} NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS scheduled_work_by_due ON scheduled_work (due_at)',
  ];
}
