/** The `/stats` embed. */
import type { APIEmbed } from 'discord.js';
import type { GameStats } from '../../sessions/player-stats.js';
import { COLORS } from './message.js';
import { plural, scoreText, userText } from './text.js';

/** A game as the stats name it and read its scores. */
export interface StatsGame {
  title: string;
  describeScore?: (score: number) => string;
}

function gameField(game: StatsGame, stats: GameStats): { name: string; value: string } {
  const score = (value: number) => game.describeScore?.(value) ?? scoreText(value);
  const recent = stats.recent
    .map((run) => `${run.won ? '🏆' : '💀'} ${score(run.score)}${run.daily ? ' (daily)' : ''} <t:${Math.floor(Date.parse(run.finishedAt) / 1000)}:d>`)
    .join('\n');
  return {
    name: game.title,
    value:
      `${plural(stats.games, 'game', true)} · ${plural(stats.wins, 'win', true)} (${Math.round(stats.winRate * 100)}%)\n` +
      `Best **${score(stats.best)}** · average score ${scoreText(stats.average)}\n` +
      `Win streak: ${stats.currentStreak} now, ${stats.longestStreak} longest\n` +
      `Last ${stats.recent.length}:\n${recent}`,
  };
}

/** A player's stats per game; `gameOf` names each game and reads its scores. */
export function statsEmbed(playerName: string, stats: GameStats[], gameOf: (id: string) => StatsGame): APIEmbed {
  return {
    title: `Stats · ${userText(playerName, 80)}`,
    color: COLORS.neutral,
    description: stats.length === 0 ? 'No ranked runs yet. Abandoned runs and unranked replays do not count.' : undefined,
    fields: stats.slice(0, 25).map((game) => gameField(gameOf(game.game), game)),
    footer: { text: 'Ranked runs only · dates in your time zone' },
  };
}
