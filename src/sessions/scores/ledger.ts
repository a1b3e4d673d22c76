/**
 * The ledger: what a backend stores besides sessions, namely ranked runs, the boards built from them,
 * and the daily deals. Each backend (SQLite, Postgres, Redis) implements it so that recording a run
 * and updating its boards is one atomic step of the store, however many processes record at once.
 *
 * Boards are named `all`, `week:<Monday YYYY-MM-DD>` and `daily:<YYYY-MM-DD>`; each exists for the
 * scope `global` and for each server, `guild:<id>`.
 */
import { z } from 'zod';

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

/** A run as the ledger keeps it: with the Monday of the UTC week it finished in. */
export type LedgerRun = RunRecord & { week: string };

/** One player's line on a board. */
export interface Standing {
  userId: string;
  best: number;
  bestAt: string;
  games: number;
  wins: number;
}

/** A run as a player's stats list it. */
export interface PlayedRun {
  game: string;
  score: number;
  won: boolean;
  finishedAt: string;
  daily: string | null;
  summary: string | null;
  /** The deal, to replay it (null for runs recorded before it was kept in this list). */
  seed: string | null;
}

/** An achievement a player holds, and the run that first earned it. */
export interface HeldAchievement {
  game: string;
  achievement: string;
  sessionId: string;
  earnedAt: string;
}

/** The achievements a run earned: whose, in which game, by which session, and when. */
export interface EarnedAchievements {
  userId: string;
  game: string;
  achievements: readonly string[];
  sessionId: string;
  earnedAt: string;
}

/** What a backend stores for the leaderboard, the stats and the daily deals. */
export interface Ledger {
  /** Records a run once, with its boards, atomically; false when this session's run is already there. */
  insertRun(run: LedgerRun): Promise<boolean>;
  /** The recorded run of a session. */
  run(sessionId: string): Promise<RunRecord | undefined>;
  /** The first `limit` lines of a board: best score first, earlier first on a tie, then by user id. */
  top(game: string, board: string, scope: string, limit: number): Promise<Standing[]>;
  /** How many players a board has. */
  size(game: string, board: string, scope: string): Promise<number>;
  /** A player's line on a board with its rank, if they are on it. */
  standing(game: string, board: string, scope: string, userId: string): Promise<(Standing & { rank: number }) | undefined>;
  /** A player's runs (in one game or all), oldest first. */
  runsOf(userId: string, game?: string): Promise<PlayedRun[]>;
  /**
   * Records the achievements a run earned, each once per player and game (the first run to earn it
   * keeps it), in one step; returns those this run earned for the first time.
   */
  recordAchievements(earned: EarnedAchievements): Promise<string[]>;
  /** The achievements a player holds (in one game or all). */
  achievementsOf(userId: string, game?: string): Promise<HeldAchievement[]>;
  /**
   * Claims a deal for the player starting it, in one step of the store: false when the deal was claimed
   * before (by anyone) or a ranked run of it was recorded, so only its first start can be ranked.
   */
  claimSeed(game: string, seed: string, userId: string): Promise<boolean>;
  /** Gives a claim back (only the player's own), when the run it was taken for could not start. */
  releaseSeed(game: string, seed: string, userId: string): Promise<void>;
  /** A setting, created with `initial` on first read. */
  setting(key: string, initial: string): Promise<string>;
  /**
   * Remembers a day's daily seed, and the day of the seed, in one step: the first seed saved for a day
   * stays, whichever process saves it. Returns the seed that stands.
   */
  saveDailySeed(game: string, date: string, seed: string): Promise<string>;
  /** The day a seed was the daily deal of, or null. */
  dailyDateOf(game: string, seed: string): Promise<string | null>;
  /** The seed of a day's daily deal, or null when none was dealt. */
  dailySeedOf(game: string, date: string): Promise<string | null>;
  /** Takes a player's ranked attempt at a day's deal; false when already taken. */
  claimAttempt(game: string, date: string, userId: string): Promise<boolean>;
  /** Gives an attempt back. */
  releaseAttempt(game: string, date: string, userId: string): Promise<void>;
  /** Closes the ledger's own connections, if any. */
  close(): Promise<void>;
}

/** The scope key of a board: `global`, or `guild:<id>` for a server. */
export function scopeKey(scope: 'server' | 'global', guildId: string | null): string {
  return scope === 'global' ? 'global' : `guild:${guildId ?? 'none'}`;
}

/** Every board a run counts on, with its scopes. */
export function boardsOf(run: LedgerRun): { board: string; scope: string }[] {
  const boards = ['all', `week:${run.week}`, ...(run.daily ? [`daily:${run.daily}`] : [])];
  const scopes = ['global', ...(run.guildId ? [`guild:${run.guildId}`] : [])];
  return boards.flatMap((board) => scopes.map((scope) => ({ board, scope })));
}
