/**
 * Finished runs and the boards built from them (DESIGN.md, Sessions): a run is recorded once per
 * session id, from the server-side result; each game has a board for every server and a global one.
 * The tables and the trigger that keeps the boards are in leaderboard-schema.ts.
 */
import { z } from 'zod';
import { retryWhileBusy } from './kv-store.js';
import { playerStats, type GameStats } from './player-stats.js';

/** Runs one SQL statement with positional parameters and returns its rows. */
export type Sql = (sql: string, ...params: unknown[]) => Promise<unknown[]>;

/** A finished, ranked run. */
export const runRecordSchema = z.object({
  sessionId: z.string(),
  guildId: z.string().nullable(),
  userId: z.string(),
  game: z.string(),
  score: z.number(),
  won: z.boolean(),
  seed: z.string(),
  finishedAt: z.string(),
  /** The game's own account of the end, e.g. who took the throne. */
  summary: z.string().optional(),
  /** The options and every action, so the run can be replayed and checked (null: not recorded). */
  options: z.unknown().optional(),
  actions: z.array(z.unknown()).nullable().optional(),
  /** The UTC date when the run was that day's daily deal. */
  daily: z.string().nullable().optional(),
});
export type RunRecord = z.infer<typeof runRecordSchema>;

/** `server`: this server's players; `global`: everyone's. */
export type Scope = 'server' | 'global';

/** Which runs a board ranks: all of them, one day's daily deal, or those finished in a UTC week. */
export type Period = { kind: 'all' } | { kind: 'daily'; date: string } | { kind: 'week'; start: string; end: string };

/** A ranked line of a board. */
export interface RankedStanding {
  rank: number;
  userId: string;
  best: number;
  bestAt: string;
  games: number;
  wins: number;
}

/** The top of a board, its size, and the caller's own line when it is below the top. */
export interface BoardPage {
  top: RankedStanding[];
  caller: RankedStanding | null;
  players: number;
}

const runRowSchema = z.object({
  session_id: z.string(),
  game: z.string(),
  guild_id: z.string().nullable(),
  user_id: z.string(),
  score: z.number(),
  won: z.number(),
  seed: z.string(),
  finished_at: z.string(),
  summary: z.string().nullable(),
  options: z.string().nullable(),
  actions: z.string().nullable(),
  daily: z.string().nullable(),
});
const standingRowSchema = z.object({
  user_id: z.string(),
  best: z.number(),
  best_at: z.string(),
  games: z.number(),
  wins: z.number(),
});
const countSchema = z.object({ n: z.number() });

function scopeKey(scope: Scope, guildId: string | null): string {
  return scope === 'global' ? 'global' : `guild:${guildId ?? 'none'}`;
}

function standing(row: z.infer<typeof standingRowSchema>, rank: number): RankedStanding {
  return { rank, userId: row.user_id, best: row.best, bestAt: row.best_at, games: row.games, wins: row.wins };
}

/** The runs and boards in the store. */
export class Leaderboard {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = (text, ...params) => retryWhileBusy(() => sql(text, ...params));
  }

  /** Records a finished run once; returns false when this session's run was already recorded. */
  async record(run: RunRecord): Promise<boolean> {
    const r = runRecordSchema.parse(run);
    const inserted = await this.sql(
      `INSERT INTO runs (session_id, game, guild_id, user_id, score, won, seed, finished_at, summary, options, actions, daily)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session_id) DO NOTHING RETURNING session_id`,
      r.sessionId, r.game, r.guildId, r.userId, r.score, r.won ? 1 : 0, r.seed, r.finishedAt, r.summary ?? null,
      r.options === undefined ? null : JSON.stringify(r.options),
      r.actions == null ? null : JSON.stringify(r.actions),
      r.daily ?? null,
    );
    return inserted.length === 1;
  }

  /** A player's statistics per game (or in one game), from their ranked runs. */
  stats(userId: string, game?: string): Promise<GameStats[]> {
    return playerStats(this.sql, userId, game);
  }

  /** The recorded run of a session, if any. */
  async run(sessionId: string): Promise<RunRecord | undefined> {
    const [row] = await this.sql('SELECT * FROM runs WHERE session_id = ?', sessionId);
    if (row === undefined) return undefined;
    const r = runRowSchema.parse(row);
    return {
      sessionId: r.session_id, guildId: r.guild_id, userId: r.user_id, game: r.game, score: r.score, won: r.won === 1,
      seed: r.seed, finishedAt: r.finished_at, ...(r.summary === null ? {} : { summary: r.summary }),
      options: r.options === null ? undefined : (JSON.parse(r.options) as unknown),
      actions: r.actions === null ? null : (JSON.parse(r.actions) as unknown[]),
      daily: r.daily,
    };
  }

  /** The top `limit` players of a board by best score (earlier first on a tie), with the caller's line when outside it. */
  async page(game: string, scope: Scope, guildId: string | null, callerId: string, period: Period = { kind: 'all' }, limit = 10): Promise<BoardPage> {
    if (period.kind !== 'all') return this.periodPage(game, scope, guildId, callerId, period, limit);
    const key = scopeKey(scope, guildId);
    const rows = await this.sql(
      'SELECT user_id, best, best_at, games, wins FROM standings WHERE game = ? AND scope = ? ORDER BY best DESC, best_at, user_id LIMIT ?',
      game, key, limit,
    );
    const top = rows.map((row, i) => standing(standingRowSchema.parse(row), i + 1));
    const [count] = await this.sql('SELECT COUNT(*) AS n FROM standings WHERE game = ? AND scope = ?', game, key);
    const players = countSchema.parse(count).n;
    if (top.some((line) => line.userId === callerId)) return { top, caller: null, players };
    const [own] = await this.sql('SELECT user_id, best, best_at, games, wins FROM standings WHERE game = ? AND scope = ? AND user_id = ?', game, key, callerId);
    if (own === undefined) return { top, caller: null, players };
    const mine = standingRowSchema.parse(own);
    const [ahead] = await this.sql(
      `SELECT COUNT(*) AS n FROM standings WHERE game = ? AND scope = ?
       AND (best > ? OR (best = ? AND (best_at < ? OR (best_at = ? AND user_id < ?))))`,
      game, key, mine.best, mine.best, mine.best_at, mine.best_at, mine.user_id,
    );
    return { top, caller: standing(mine, countSchema.parse(ahead).n + 1), players };
  }

  /** A board of one day's daily deal or one week, ranked from the runs themselves (a period's runs are few). */
  private async periodPage(
    game: string,
    scope: Scope,
    guildId: string | null,
    callerId: string,
    period: Exclude<Period, { kind: 'all' }>,
    limit: number,
  ): Promise<BoardPage> {
    const [filter, ...params] =
      period.kind === 'daily' ? ['daily = ?', period.date] : ['finished_at >= ? AND finished_at < ?', period.start, period.end];
    const rows = await this.sql(
      `WITH period AS (
         SELECT user_id, score, won, finished_at FROM runs
         WHERE game = ? AND ${filter} AND (? = 'global' OR guild_id = ?)
       ), best AS (
         SELECT user_id, score, finished_at, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY score DESC, finished_at) AS n
         FROM period
       )
       SELECT p.user_id, b.score AS best, b.finished_at AS best_at, COUNT(*) AS games, SUM(p.won) AS wins
       FROM period p JOIN best b ON b.user_id = p.user_id AND b.n = 1
       GROUP BY p.user_id ORDER BY best DESC, best_at, p.user_id`,
      game, ...params, scope, guildId,
    );
    const ranked = rows.map((row, i) => standing(standingRowSchema.parse(row), i + 1));
    const top = ranked.slice(0, limit);
    const caller = top.some((line) => line.userId === callerId) ? null : (ranked.find((line) => line.userId === callerId) ?? null);
    return { top, caller, players: ranked.length };
  }
}
