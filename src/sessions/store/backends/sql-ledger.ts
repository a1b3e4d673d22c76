/**
 * The ledger over SQL, shared by SQLite and Postgres: the same statements with `?` placeholders (the
 * Postgres dialect numbers them). Each backend's schema adds a trigger that updates `standings` for
 * every board of a run inside the INSERT of the run itself, so recording is atomic.
 */
import { z } from 'zod';
import type { EarnedAchievements, HeldAchievement, Ledger, LedgerRun, PlayedRun, RunRecord, Standing } from '../../scores/ledger.js';

/** Runs one SQL statement with `?` placeholders and returns its rows. */
export type Sql = (sql: string, ...params: unknown[]) => Promise<unknown[]>;

const num = z.coerce.number();
const runRow = z.object({
  session_id: z.string(),
  game: z.string(),
  guild_id: z.string().nullable(),
  user_id: z.string(),
  score: num,
  won: num,
  seed: z.string(),
  finished_at: z.string(),
  summary: z.string().nullable(),
  options: z.string().nullable(),
  actions: z.string().nullable(),
  daily: z.string().nullable(),
});
const standingRow = z.object({ user_id: z.string(), best: num, best_at: z.string(), games: num, wins: num });
const playedRow = z.object({
  game: z.string(),
  score: num,
  won: num,
  finished_at: z.string(),
  daily: z.string().nullable(),
  summary: z.string().nullable(),
  seed: z.string(),
});
const achievementIdRow = z.object({ achievement: z.string() });
const achievementRow = z.object({ game: z.string(), achievement: z.string(), session_id: z.string(), earned_at: z.string() });
const countRow = z.object({ n: num });
const textRow = z.object({ value: z.string() });

function toStanding(row: z.infer<typeof standingRow>): Standing {
  return { userId: row.user_id, best: row.best, bestAt: row.best_at, games: row.games, wins: row.wins };
}

/** A ledger over a SQL database whose schema has the ledger's tables and trigger. */
export class SqlLedger implements Ledger {
  constructor(
    private readonly sql: Sql,
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {}

  async insertRun(run: LedgerRun): Promise<boolean> {
    const inserted = await this.sql(
      `INSERT INTO runs (session_id, game, guild_id, user_id, score, won, seed, finished_at, summary, options, actions, daily, week)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session_id) DO NOTHING RETURNING session_id`,
      run.sessionId,
      run.game,
      run.guildId,
      run.userId,
      run.score,
      run.won ? 1 : 0,
      run.seed,
      run.finishedAt,
      run.summary ?? null,
      run.options === undefined ? null : JSON.stringify(run.options),
      run.actions == null ? null : JSON.stringify(run.actions),
      run.daily ?? null,
      run.week,
    );
    return inserted.length === 1;
  }

  async run(sessionId: string): Promise<RunRecord | undefined> {
    const [row] = await this.sql('SELECT * FROM runs WHERE session_id = ?', sessionId);
    if (row === undefined) return undefined;
    const r = runRow.parse(row);
    return {
      sessionId: r.session_id,
      guildId: r.guild_id,
      userId: r.user_id,
      game: r.game,
      score: r.score,
      won: r.won === 1,
      seed: r.seed,
      finishedAt: r.finished_at,
      ...(r.summary === null ? {} : { summary: r.summary }),
      options: r.options === null ? undefined : (JSON.parse(r.options) as unknown),
      actions: r.actions === null ? null : (JSON.parse(r.actions) as unknown[]),
      daily: r.daily,
    };
  }

  async top(game: string, board: string, scope: string, limit: number): Promise<Standing[]> {
    const rows = await this.sql(
      `SELECT user_id, best, best_at, games, wins FROM standings WHERE game = ? AND board = ? AND scope = ?
       ORDER BY best DESC, best_at, user_id LIMIT ?`,
      game,
      board,
      scope,
      limit,
    );
    return rows.map((row) => toStanding(standingRow.parse(row)));
  }

  async size(game: string, board: string, scope: string): Promise<number> {
    const [row] = await this.sql('SELECT players AS n FROM board_sizes WHERE game = ? AND board = ? AND scope = ?', game, board, scope);
    return row === undefined ? 0 : countRow.parse(row).n;
  }

  async standing(game: string, board: string, scope: string, userId: string): Promise<(Standing & { rank: number }) | undefined> {
    const [row] = await this.sql(
      'SELECT user_id, best, best_at, games, wins FROM standings WHERE game = ? AND board = ? AND scope = ? AND user_id = ?',
      game,
      board,
      scope,
      userId,
    );
    if (row === undefined) return undefined;
    const mine = standingRow.parse(row);
    const [ahead] = await this.sql(
      `SELECT (SELECT COUNT(*) FROM standings WHERE game = ? AND board = ? AND scope = ? AND best > ?)
            + (SELECT COUNT(*) FROM standings WHERE game = ? AND board = ? AND scope = ? AND best = ?
               AND (best_at < ? OR (best_at = ? AND user_id < ?))) AS n`,
      game,
      board,
      scope,
      mine.best,
      game,
      board,
      scope,
      mine.best,
      mine.best_at,
      mine.best_at,
      mine.user_id,
    );
    return { ...toStanding(mine), rank: countRow.parse(ahead).n + 1 };
  }

  async runsOf(userId: string, game?: string): Promise<PlayedRun[]> {
    const columns = 'SELECT game, score, won, finished_at, daily, summary, seed FROM runs';
    const rows =
      game === undefined
        ? await this.sql(`${columns} WHERE user_id = ? ORDER BY game, finished_at, session_id`, userId)
        : await this.sql(`${columns} WHERE user_id = ? AND game = ? ORDER BY finished_at, session_id`, userId, game);
    return rows.map((row) => {
      const r = playedRow.parse(row);
      return {
        game: r.game,
        score: r.score,
        won: r.won === 1,
        finishedAt: r.finished_at,
        daily: r.daily,
        summary: r.summary,
        seed: r.seed,
      };
    });
  }

  async recordAchievements({ userId, game, achievements, sessionId, earnedAt }: EarnedAchievements): Promise<string[]> {
    if (achievements.length === 0) return [];
    const rows = await this.sql(
      `INSERT INTO achievements (user_id, game, achievement, session_id, earned_at)
       VALUES ${achievements.map(() => '(?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (user_id, game, achievement) DO NOTHING RETURNING achievement`,
      ...achievements.flatMap((id) => [userId, game, id, sessionId, earnedAt]),
    );
    const fresh = new Set(rows.map((row) => achievementIdRow.parse(row).achievement));
    return achievements.filter((id) => fresh.has(id));
  }

  async achievementsOf(userId: string, game?: string): Promise<HeldAchievement[]> {
    const columns = 'SELECT game, achievement, session_id, earned_at FROM achievements';
    const rows =
      game === undefined
        ? await this.sql(`${columns} WHERE user_id = ? ORDER BY game, earned_at, achievement`, userId)
        : await this.sql(`${columns} WHERE user_id = ? AND game = ? ORDER BY earned_at, achievement`, userId, game);
    return rows.map((row) => {
      const r = achievementRow.parse(row);
      return { game: r.game, achievement: r.achievement, sessionId: r.session_id, earnedAt: r.earned_at };
    });
  }

  async claimSeed(game: string, seed: string, userId: string): Promise<boolean> {
    const rows = await this.sql(
      `INSERT INTO seed_claims (game, seed, user_id) SELECT ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM runs WHERE game = ? AND seed = ?)
       ON CONFLICT (game, seed) DO NOTHING RETURNING user_id`,
      game,
      seed,
      userId,
      game,
      seed,
    );
    return rows.length === 1;
  }

  async releaseSeed(game: string, seed: string, userId: string): Promise<void> {
    await this.sql('DELETE FROM seed_claims WHERE game = ? AND seed = ? AND user_id = ?', game, seed, userId);
  }

  async setting(key: string, initial: string): Promise<string> {
    await this.sql('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', key, initial);
    const [row] = await this.sql('SELECT value FROM settings WHERE key = ?', key);
    return textRow.parse(row).value;
  }

  async saveDailySeed(game: string, date: string, seed: string): Promise<string> {
    await this.sql('INSERT INTO daily_deals (game, date, seed) VALUES (?, ?, ?) ON CONFLICT (game, date) DO NOTHING', game, date, seed);
    const standing = await this.dailySeedOf(game, date);
    if (standing === null) throw new Error(`the daily seed of ${game} on ${date} was saved but is not there`);
    return standing;
  }

  async dailyDateOf(game: string, seed: string): Promise<string | null> {
    const [row] = await this.sql('SELECT date AS value FROM daily_deals WHERE game = ? AND seed = ?', game, seed);
    return row === undefined ? null : textRow.parse(row).value;
  }

  async dailySeedOf(game: string, date: string): Promise<string | null> {
    const [row] = await this.sql('SELECT seed AS value FROM daily_deals WHERE game = ? AND date = ?', game, date);
    return row === undefined ? null : textRow.parse(row).value;
  }

  async claimAttempt(game: string, date: string, userId: string): Promise<boolean> {
    const rows = await this.sql(
      'INSERT INTO daily_attempts (game, date, user_id) VALUES (?, ?, ?) ON CONFLICT (game, date, user_id) DO NOTHING RETURNING user_id',
      game,
      date,
      userId,
    );
    return rows.length === 1;
  }

  async releaseAttempt(game: string, date: string, userId: string): Promise<void> {
    await this.sql('DELETE FROM daily_attempts WHERE game = ? AND date = ? AND user_id = ?', game, date, userId);
  }

  close(): Promise<void> {
    return this.onClose();
  }
}
