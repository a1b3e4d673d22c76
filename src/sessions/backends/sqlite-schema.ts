/**
 * The ledger's tables in SQLite, beside keyv's own table in the same file (ledger-tables.ts). The
 * triggers update `standings` and `board_sizes` inside the INSERT of the run, so a run counts exactly
 * once however many processes record at once.
 */
import { ledgerTables } from './ledger-tables.js';

/** The statements that create the tables, indexes and triggers (each idempotent, run one by one). */
export const SQLITE_LEDGER_SCHEMA = [
  ...ledgerTables({ real: 'REAL', bigint: 'INTEGER', keyedTable: ' WITHOUT ROWID' }),
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
  `CREATE TRIGGER IF NOT EXISTS standings_count AFTER INSERT ON standings
  BEGIN
    INSERT INTO board_sizes (game, board, scope, players) VALUES (NEW.game, NEW.board, NEW.scope, 1)
    ON CONFLICT (game, board, scope) DO UPDATE SET players = board_sizes.players + 1;
  END`,
];
