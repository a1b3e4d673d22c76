/** The `/stats` embed. */
import type { APIEmbed } from 'discord.js';
import type { AchievementDef } from '../../engine/game.js';
import type { HeldAchievement } from '../../sessions/scores/ledger.js';
import type { GameStats } from '../../sessions/scores/player-stats.js';
import { TOURNAMENT_CHAMPION } from '../../sessions/tournament/tournaments.js';
import { COLORS } from './message.js';
import { plural, scoreText, truncate, userText } from './text.js';

/** A game as the stats name it and read its scores, with its achievements. */
export interface StatsGame {
  id: string;
  title: string;
  describeScore?: (score: number) => string;
  /** The runs in words, where an average score means nothing. */
  summarizeScores?: (runs: readonly { score: number; won: boolean }[]) => string;
  achievements?: { list: readonly AchievementDef[] };
}

/** The line of a game's achievements (its own, and a tournament's champion in it): how many of them, and which. */
function achievementsLine(game: StatsGame, held: readonly HeldAchievement[]): string | null {
  if (!game.achievements) return null;
  const list = [...game.achievements.list, TOURNAMENT_CHAMPION];
  const mine = list.filter((a) => held.some((h) => h.game === game.id && h.achievement === a.id));
  const names = mine.map((a) => `${a.emoji ?? '🏅'} ${a.title}`).join(', ');
  return `Achievements ${mine.length} of ${list.length}${names ? `: ${names}` : ''}`;
}

/** True when a run's seed may be shown: any deal but a daily whose day is not over (without `today`, no daily's). */
function seedIsPublic(run: { daily: string | null }, today: string | undefined): boolean {
  return run.daily === null || (today !== undefined && run.daily < today);
}

function gameField(
  game: StatsGame,
  stats: GameStats,
  held: readonly HeldAchievement[],
  today: string | undefined,
): { name: string; value: string } {
  const score = (value: number) => game.describeScore?.(value) ?? scoreText(value);
  const recent = stats.recent
    .map(
      (run) =>
        `${run.won ? '🏆' : '💀'} ${score(run.score)}${run.daily ? ' (daily)' : ''} <t:${Math.floor(Date.parse(run.finishedAt) / 1000)}:d>`,
    )
    .join('\n');
  const replay =
    stats.bestRun.seed && seedIsPublic(stats.bestRun, today) ? ` · replay: \`/${game.id} start seed:${stats.bestRun.seed}\`` : '';
  const summary = game.summarizeScores?.(stats.scores) ?? `average score ${scoreText(stats.average)}`;
  return {
    name: game.title,
    value: truncate(
      [
        `${plural(stats.games, 'game', true)} · ${plural(stats.wins, 'win', true)} (${Math.round(stats.winRate * 100)}%)`,
        `Best **${score(stats.best)}**${replay}`,
        summary,
        `Win streak: ${stats.currentStreak} now, ${stats.longestStreak} longest`,
        achievementsLine(game, held),
        `Last ${stats.recent.length}:\n${recent}`,
      ]
        .filter((line): line is string => line !== null)
        .join('\n'),
      1024,
    ),
  };
}

/**
 * A player's stats per game, with the achievements they hold; `gameOf` names each game and reads its
 * scores. `today` (the UTC date) lets a past daily's seed be shown; today's daily seed never is.
 */
export function statsEmbed(
  playerName: string,
  stats: GameStats[],
  gameOf: (id: string) => StatsGame,
  held: readonly HeldAchievement[] = [],
  today?: string,
): APIEmbed {
  return {
    title: `Stats · ${userText(playerName, 80)}`,
    color: COLORS.neutral,
    description: stats.length === 0 ? 'No ranked runs yet. Abandoned runs and unranked replays do not count.' : undefined,
    fields: stats.slice(0, 25).map((game) => gameField(gameOf(game.game), game, held, today)),
    footer: { text: 'Ranked runs only · dates in your time zone' },
  };
}
