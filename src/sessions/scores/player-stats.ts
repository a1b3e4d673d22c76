/** A player's statistics per game, from their ranked runs (`/stats`). */
import type { PlayedRun } from './ledger.js';

/** A player's record in one game. */
export interface GameStats {
  game: string;
  games: number;
  wins: number;
  /** Wins per game, 0..1. */
  winRate: number;
  best: number;
  /** The run that scored the best (the earliest of equals), with its seed to replay it. */
  bestRun: PlayedRun;
  average: number;
  /** Every run's score and result, oldest first, for a game's own summary of them. */
  scores: { score: number; won: boolean }[];
  /** Wins in a row up to the latest run. */
  currentStreak: number;
  longestStreak: number;
  /** The last five runs, newest first. */
  recent: PlayedRun[];
}

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

function summarize(game: string, runs: PlayedRun[]): GameStats {
  const scores = runs.map((run) => run.score);
  const wins = runs.filter((run) => run.won).length;
  const { current, longest } = streaks(runs.map((run) => run.won));
  return {
    game,
    games: runs.length,
    wins,
    winRate: wins / runs.length,
    best: Math.max(...scores),
    bestRun: runs.reduce((best, run) => (run.score > best.score ? run : best)),
    average: scores.reduce((sum, score) => sum + score, 0) / runs.length,
    currentStreak: current,
    longestStreak: longest,
    scores: runs.map((run) => ({ score: run.score, won: run.won })),
    recent: runs.slice(-5).reverse(),
  };
}

/** Stats per game from a player's runs (oldest first), games in name order. */
export function summarizeRuns(runs: readonly PlayedRun[]): GameStats[] {
  const byGame = new Map<string, PlayedRun[]>();
  for (const run of runs) byGame.set(run.game, [...(byGame.get(run.game) ?? []), run]);
  return [...byGame].sort(([a], [b]) => a.localeCompare(b)).map(([game, list]) => summarize(game, list));
}
