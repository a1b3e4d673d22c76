/**
 * The ledger's tables in Postgres, beside @keyv/postgres's `keyv` table: the same tables as in SQLite
 * (sqlite-schema.ts), the trigger written in PL/pgSQL, and a function that reads `id@version` out of
 * a stored session for the conditional write (NULL when the row is not JSON). Created in one
 * transaction under an advisory lock, so processes starting together do not trip over each other.
 */
export const POSTGRES_LEDGER_SCHEMA = `
BEGIN;
SELECT pg_advisory_xact_lock(hashtext('tabletop-gm-bot schema'));
CREATE TABLE IF NOT EXISTS runs (
  session_id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  guild_id TEXT,
  user_id TEXT NOT NULL,
  score DOUBLE PRECISION NOT NULL,
  won INTEGER NOT NULL,
  seed TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  summary TEXT,
  options TEXT,
  actions TEXT,
  daily TEXT,
  week TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS runs_by_player ON runs (user_id, game, finished_at);
CREATE INDEX IF NOT EXISTS runs_by_seed ON runs (game, seed);
CREATE TABLE IF NOT EXISTS standings (
  game TEXT NOT NULL,
  board TEXT NOT NULL,
  scope TEXT NOT NULL,
  user_id TEXT NOT NULL,
  best DOUBLE PRECISION NOT NULL,
  best_at TEXT NOT NULL,
  games INTEGER NOT NULL,
  wins INTEGER NOT NULL,
  PRIMARY KEY (game, board, scope, user_id)
);
CREATE INDEX IF NOT EXISTS standings_by_rank ON standings (game, board, scope, best DESC, best_at, user_id);
CREATE OR REPLACE FUNCTION gm_runs_into_standings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO standings (game, board, scope, user_id, best, best_at, games, wins)
    SELECT NEW.game, boards.board, scopes.scope, NEW.user_id, NEW.score, NEW.finished_at, 1, NEW.won
    FROM (SELECT 'all' AS board UNION ALL SELECT 'week:' || NEW.week
          UNION ALL SELECT 'daily:' || NEW.daily WHERE NEW.daily IS NOT NULL) AS boards,
         (SELECT 'global' AS scope UNION ALL SELECT 'guild:' || NEW.guild_id WHERE NEW.guild_id IS NOT NULL) AS scopes
  ON CONFLICT (game, board, scope, user_id) DO UPDATE SET
    best_at = CASE WHEN excluded.best > standings.best THEN excluded.best_at ELSE standings.best_at END,
    best = GREATEST(standings.best, excluded.best),
    games = standings.games + 1,
    wins = standings.wins + excluded.wins;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER runs_into_standings AFTER INSERT ON runs FOR EACH ROW EXECUTE FUNCTION gm_runs_into_standings();
CREATE TABLE IF NOT EXISTS board_sizes (
  game TEXT NOT NULL,
  board TEXT NOT NULL,
  scope TEXT NOT NULL,
  players INTEGER NOT NULL,
  PRIMARY KEY (game, board, scope)
);
CREATE OR REPLACE FUNCTION gm_standings_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO board_sizes (game, board, scope, players) VALUES (NEW.game, NEW.board, NEW.scope, 1)
  ON CONFLICT (game, board, scope) DO UPDATE SET players = board_sizes.players + 1;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER standings_count AFTER INSERT ON standings FOR EACH ROW EXECUTE FUNCTION gm_standings_count();
CREATE TABLE IF NOT EXISTS daily_deals (
  game TEXT NOT NULL,
  date TEXT NOT NULL,
  seed TEXT NOT NULL,
  PRIMARY KEY (game, date)
);
CREATE UNIQUE INDEX IF NOT EXISTS daily_deals_by_seed ON daily_deals (game, seed);
CREATE TABLE IF NOT EXISTS daily_attempts (
  game TEXT NOT NULL,
  date TEXT NOT NULL,
  user_id TEXT NOT NULL,
  PRIMARY KEY (game, date, user_id)
);
CREATE TABLE IF NOT EXISTS seed_claims (
  game TEXT NOT NULL,
  seed TEXT NOT NULL,
  user_id TEXT NOT NULL,
  PRIMARY KEY (game, seed)
);
CREATE TABLE IF NOT EXISTS achievements (
  user_id TEXT NOT NULL,
  game TEXT NOT NULL,
  achievement TEXT NOT NULL,
  session_id TEXT NOT NULL,
  earned_at TEXT NOT NULL,
  PRIMARY KEY (user_id, game, achievement)
);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS scheduled_work (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  due_at BIGINT NOT NULL,
  payload TEXT NOT NULL,
  leased_until BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS scheduled_work_by_due ON scheduled_work (due_at);
DROP FUNCTION IF EXISTS gm_stored_version(TEXT);
CREATE OR REPLACE FUNCTION gm_stored_stamp(stored TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (stored::jsonb -> 'value' ->> 'id') || '@' || (stored::jsonb -> 'value' ->> 'version');
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
COMMIT;
`;
