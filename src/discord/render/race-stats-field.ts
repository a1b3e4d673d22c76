/** The races part of `/stats`: races played, won and on the podium, and the race achievements they earned. */
import type { APIEmbedField } from 'discord.js';
import { RACE_ACHIEVEMENTS, type RaceRecord } from '../../sessions/race/race-stats.js';

/** The field of a member's races (of one game when `game` is given), or null when they have run none. */
export function raceStatsField(record: RaceRecord | null, game?: { id: string; title: string }): APIEmbedField | null {
  const tally = game ? record?.byGame[game.id] : record?.all;
  if (!record || !tally || tally.played === 0) return null;
  const earned = RACE_ACHIEVEMENTS.filter((achievement) => achievement.earned(record));
  const lines = [
    `${tally.played} played · ${tally.won} won · ${tally.podiums} on the podium`,
    ...(earned.length > 0 ? [`Race achievements: ${earned.map((a) => `${a.emoji} ${a.title}`).join(' · ')}`] : []),
  ];
  return { name: game ? `Races · ${game.title}` : 'Races (every game)', value: lines.join('\n') };
}
