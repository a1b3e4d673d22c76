/**
 * Finished runs and the boards built from them (docs/design.md, Sessions): a run is recorded once
 * per session id, from the server-side result, on its boards (all time, its UTC week, its daily deal),
 * each for its server and globally. The backend's ledger does the storing, atomically.
 */
import { utcWeek } from '../time/calendar.js';
import { type HeldAchievement, type Ledger, type RunRecord, runRecordSchema, type Standing, scopeKey } from './ledger.js';
import { type GameStats, summarizeRuns } from './player-stats.js';

export type { RunRecord } from './ledger.js';

/** `server`: this server's players; `global`: everyone's. */
export type Scope = 'server' | 'global';

/** Which board: all time, one day's daily deal, or the UTC week starting on a Monday (`YYYY-MM-DD`). */
export type Period = { kind: 'all' } | { kind: 'daily'; date: string } | { kind: 'week'; monday: string };

/** A ranked line of a board. */
export interface RankedStanding extends Standing {
  rank: number;
}

/** The top of a board, its size, and the caller's own line when it is below the top. */
export interface BoardPage {
  top: RankedStanding[];
  caller: RankedStanding | null;
  players: number;
}

function boardName(period: Period): string {
  if (period.kind === 'daily') return `daily:${period.date}`;
  if (period.kind === 'week') return `week:${period.monday}`;
  return 'all';
}

/** Where a player stands after a run: their rank on this server's board, the global one, and the day's daily board. */
export interface Places {
  server: number | null;
  global: number | null;
  daily: number | null;
  /** True when the run is the player's best, so the ranks are the run's own. */
  best: boolean;
}

/** The runs and boards in the store. */
export class Leaderboard {
  constructor(private readonly ledger: Ledger) {}

  /** Records a finished run once; returns false when this session's run was already recorded. */
  record(run: RunRecord): Promise<boolean> {
    const checked = runRecordSchema.parse(run);
    return this.ledger.insertRun({ ...checked, week: utcWeek(new Date(checked.finishedAt)).start.slice(0, 10) });
  }

  /** The recorded run of a session, if any. */
  run(sessionId: string): Promise<RunRecord | undefined> {
    return this.ledger.run(sessionId);
  }

  /** Records the achievements a ranked run earned, each once per player; returns those earned for the first time. */
  recordAchievements(
    userId: string,
    game: string,
    achievements: readonly string[],
    sessionId: string,
    earnedAt: string,
  ): Promise<string[]> {
    return this.ledger.recordAchievements({ userId, game, achievements, sessionId, earnedAt });
  }

  /** The achievements a player holds (in one game or all), each with the run that first earned it. */
  achievementsOf(userId: string, game?: string): Promise<HeldAchievement[]> {
    return this.ledger.achievementsOf(userId, game);
  }

  /** A player's statistics per game (or in one game), from their ranked runs. */
  async stats(userId: string, game?: string): Promise<GameStats[]> {
    return summarizeRuns(await this.ledger.runsOf(userId, game));
  }

  /** A player's ranks on the all-time boards (server and global) and on the daily board of `daily`, after a run scoring `score`. */
  async places(game: string, userId: string, guildId: string | null, daily: string | null, score: number): Promise<Places> {
    const rank = async (board: string, scope: string) => (await this.ledger.standing(game, board, scope, userId)) ?? null;
    const [server, global, day] = await Promise.all([
      guildId === null ? null : rank('all', scopeKey('server', guildId)),
      rank('all', 'global'),
      daily === null ? null : rank(`daily:${daily}`, 'global'),
    ]);
    return {
      server: server?.rank ?? null,
      global: global?.rank ?? null,
      daily: day?.rank ?? null,
      best: global !== null && global.best <= score,
    };
  }

  /** True when the player has a ranked run of the day's daily deal on its board. */
  async hasFinishedDaily(game: string, date: string, userId: string): Promise<boolean> {
    return (await this.ledger.standing(game, `daily:${date}`, 'global', userId)) !== undefined;
  }

  /** The top `limit` players of a board by best score (earlier first on a tie), with the caller's line when outside it. */
  async page(
    game: string,
    scope: Scope,
    guildId: string | null,
    callerId: string,
    period: Period = { kind: 'all' },
    limit = 10,
  ): Promise<BoardPage> {
    const board = boardName(period);
    const key = scopeKey(scope, guildId);
    const top = (await this.ledger.top(game, board, key, limit)).map((line, i) => ({ ...line, rank: i + 1 }));
    const players = await this.ledger.size(game, board, key);
    const caller = top.some((line) => line.userId === callerId) ? null : ((await this.ledger.standing(game, board, key, callerId)) ?? null);
    return { top, caller, players };
  }
}
