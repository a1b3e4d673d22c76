/** A player's statistics per game, from their ranked runs (issue 9, `/stats`). */
import { z } from 'zod';
import type { Sql } from './leaderboard.js';

/** One finished run, as the stats list it. */
export interface RecentRun {
  score: number;
  won: boolean;
  finishedAt: string;
  daily: string | null;
  summary: string | null;
}

/** A player's record in one game. */
export interface GameStats {
  game: string;
  games: number;
  wins: number;
  /** Wins per game, 0..1. */
  winRate: number;
  best: number;
  average: number;
  /** Wins in a row up to the latest run. */
  currentStreak: number;
  longestStreak: number;
  /** The last five runs, newest first. */
  recent: RecentRun[];
}

const runRow = z.object({
  game: z.string(),
  score: z.number(),
  won: z.number(),
  finished_at: z.string(),
  daily: z.string().nullable(),
  summary: z.string().nullable(),
});

/** The longest run of wins, and the run of wins that ends with the latest game. */
export function streaks(results: readonly boolean[]): { current: number; longest: number } {
  let current = 0;
  let longest = 0;
  for (const won of results) {
    current = won ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return { current, longest };
}

function summarize(game: string, runs: z.infer<typeof runRow>[]): GameStats {
  const scores = runs.map((run) => run.score);
  const wins = runs.filter((run) => run.won === 1).length;
  const { current, longest } = streaks(runs.map((run) => run.won === 1));
  return {
    game,
    games: runs.length,
    wins,
    winRate: wins / runs.length,
    best: Math.max(...scores),
    average: scores.reduce((sum, score) => sum + score, 0) / runs.length,
    currentStreak: current,
    longestStreak: longest,
    recent: runs
      .slice(-5)
      .reverse()
      .map((run) => ({ score: run.score, won: run.won === 1, finishedAt: run.finished_at, daily: run.daily, summary: run.summary })),
  };
}

/** A player's stats in every game they played (or in one), games in name order; `sql` retries a busy store. */
export async function playerStats(sql: Sql, userId: string, game?: string): Promise<GameStats[]> {
  const rows =
    game === undefined
      ? await sql('SELECT game, score, won, finished_at, daily, summary FROM runs WHERE user_id = ? ORDER BY game, finished_at, session_id', userId)
      : await sql('SELECT game, score, won, finished_at, daily, summary FROM runs WHERE user_id = ? AND game = ? ORDER BY finished_at, session_id', userId, game);
  const byGame = new Map<string, z.infer<typeof runRow>[]>();
  for (const row of rows.map((r) => runRow.parse(r))) byGame.set(row.game, [...(byGame.get(row.game) ?? []), row]);
  return [...byGame].map(([name, runs]) => summarize(name, runs));
}
