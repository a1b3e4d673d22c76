/**
 * The ledger's tables and indexes, written once for SQLite (sqlite-schema.ts) and Postgres
 * (postgres-schema.ts). `runs` holds every ranked run once (its session id is the key); `standings`
 * each player's best, games and wins on every board of a run (all time, its week, its daily deal;
 * globally and for its server), kept by a trigger inside the INSERT of the run, so a run counts exactly
 * once however many processes record at once; `board_sizes` counts each board's players (a new
 * standings row adds one), so a page never counts. Each dialect wraps the triggers' statements in
 * its own kind of trigger. (`WHERE true` lets SQLite read the upsert after a SELECT with a join.)
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

/**
 * What the trigger on `runs` does for a new run (NEW): adds the player's line to each of its boards, or
 * improves it; `greatest` is the dialect's maximum of two values.
 */
export function runIntoStandings(greatest: string): string {
  return `INSERT INTO standings (game, board, scope, user_id, best, best_at, games, wins)
    SELECT NEW.game, boards.board, scopes.scope, NEW.user_id, NEW.score, NEW.finished_at, 1, NEW.won
    FROM (SELECT 'all' AS board UNION ALL SELECT 'week:' || NEW.week
          UNION ALL SELECT 'daily:' || NEW.daily WHERE NEW.daily IS NOT NULL) AS boards,
         (SELECT 'global' AS scope UNION ALL SELECT 'guild:' || NEW.guild_id WHERE NEW.guild_id IS NOT NULL) AS scopes
    WHERE true
  ON CONFLICT (game, board, scope, user_id) DO UPDATE SET
    best_at = CASE WHEN excluded.best > standings.best THEN excluded.best_at ELSE standings.best_at END,
    best = ${greatest}(standings.best, excluded.best),
    games = standings.games + 1,
    wins = standings.wins + excluded.wins;`;
}

/** What the trigger on `standings` does for a new line (NEW): counts one more player on its board. */
export const COUNT_NEW_STANDING = `INSERT INTO board_sizes (game, board, scope, players) VALUES (NEW.game, NEW.board, NEW.scope, 1)
  ON CONFLICT (game, board, scope) DO UPDATE SET players = board_sizes.players + 1;`;
