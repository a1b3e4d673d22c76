/** The `/stats` embed. */
import type { APIEmbed } from 'discord.js';
import type { GameStats } from '../../sessions/player-stats.js';
import { COLORS } from './message.js';
import { plural, scoreText, userText } from './text.js';

function gameField(title: string, stats: GameStats): { name: string; value: string } {
  const recent = stats.recent
    .map((run) => `${run.won ? '🏆' : '💀'} ${scoreText(run.score)}${run.daily ? ' (daily)' : ''} <t:${Math.floor(Date.parse(run.finishedAt) / 1000)}:d>`)
    .join('\n');
  return {
    name: title,
    value:
      `${plural(stats.games, 'game', true)} · ${plural(stats.wins, 'win', true)} (${Math.round(stats.winRate * 100)}%)\n` +
      `Best **${scoreText(stats.best)}** · average ${scoreText(stats.average)}\n` +
      `Win streak: ${stats.currentStreak} now, ${stats.longestStreak} longest\n` +
      `Last ${stats.recent.length}:\n${recent}`,
  };
}

/** A player's stats per game; `titles` names the games. */
export function statsEmbed(playerName: string, stats: GameStats[], titles: (id: string) => string): APIEmbed {
  return {
    title: `Stats · ${userText(playerName, 80)}`,
    color: COLORS.neutral,
    description: stats.length === 0 ? 'No ranked runs yet. Abandoned runs and unranked replays do not count.' : undefined,
    fields: stats.slice(0, 25).map((game) => gameField(titles(game.game), game)),
    footer: { text: 'Ranked runs only · dates in your time zone' },
  };
}
