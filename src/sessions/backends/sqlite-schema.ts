/**
 * The ledger's tables in SQLite, beside keyv's own table in the same file. `runs` holds every ranked
 * run once (its session id is the key); a trigger updates `standings` (each player's best, games and
 * wins on every board of the run: all time, its week, its daily deal; globally and for its server)
 * inside the INSERT of the run, so a run counts exactly once however many processes record at once.
 * `board_sizes` counts each board's players (a new standings row adds one), so a page never counts.
 */

/** The statements that create the tables, indexes and trigger (each idempotent, run one by one). */
export const SQLITE_LEDGER_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS runs (
    session_id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    guild_id TEXT,
    user_id TEXT NOT NULL,
    score REAL NOT NULL,
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
    best REAL NOT NULL,
    best_at TEXT NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    PRIMARY KEY (game, board, scope, user_id)
  ) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS standings_by_rank ON standings (game, board, scope, best DESC, best_at, user_id)',
  `CREATE TRIGGER IF NOT EXISTS runs_into_standings AFTER INSERT ON runs
  BEGIN
    INSERT INTO standings (game, board, scope, user_id, best, best_at, games, wins)
      SELECT NEW.game, boards.board, scopes.scope, NEW.user_id, NEW.score, NEW.finished_at, 1, NEW.won
      FROM (SELECT 'all' AS board UNION ALL SELECT 'week:' || NEW.week
            UNION ALL SELECT 'daily:' || NEW.daily WHERE NEW.daily IS NOT NULL) AS boards,
           (SELECT 'global' AS scope UNION ALL SELECT 'guild:' || NEW.guild_id WHERE NEW.guild_id IS NOT NULL) AS scopes
      WHERE true
    ON CONFLICT (game, board, scope, user_id) DO UPDATE SET
      best_at = CASE WHEN excluded.best > standings.best THEN excluded.best_at ELSE standings.best_at END,
      best = MAX(standings.best, excluded.best),
      games = standings.games + 1,
      wins = standings.wins + excluded.wins;
  END`,
  `CREATE TABLE IF NOT EXISTS board_sizes (
    game TEXT NOT NULL,
    board TEXT NOT NULL,
    scope TEXT NOT NULL,
    players INTEGER NOT NULL,
    PRIMARY KEY (game, board, scope)
  ) WITHOUT ROWID`,
  `CREATE TRIGGER IF NOT EXISTS standings_count AFTER INSERT ON standings
  BEGIN
    INSERT INTO board_sizes (game, board, scope, players) VALUES (NEW.game, NEW.board, NEW.scope, 1)
    ON CONFLICT (game, board, scope) DO UPDATE SET players = board_sizes.players + 1;
  END`,
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
    due_at INTEGER NOT NULL,
    payload TEXT NOT NULL,
    leased_until INTEGER NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS scheduled_work_by_due ON scheduled_work (due_at)',
] as const;
