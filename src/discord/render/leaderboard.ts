/** The leaderboard embed. */
import type { APIEmbed } from 'discord.js';
import type { BoardPage, RankedStanding, Scope } from '../../sessions/leaderboard.js';
import { COLORS } from './message.js';

const MEDALS = ['🥇', '🥈', '🥉'];

function line(standing: RankedStanding, callerId: string): string {
  const place = MEDALS[standing.rank - 1] ?? `**${standing.rank}.**`;
  const you = standing.userId === callerId ? ' (you)' : '';
  const wins = standing.wins === 1 ? '1 win' : `${standing.wins} wins`;
  const games = standing.games === 1 ? '1 game' : `${standing.games} games`;
  return `${place} <@${standing.userId}>${you}: best **${standing.best}** · ${games} · ${wins}`;
}

/** A board page as an embed; the caller's own line follows the top when they are below it. */
export function leaderboardEmbed(title: string, gameId: string, scope: Scope, page: BoardPage, callerId: string): APIEmbed {
  const where = scope === 'global' ? 'every server' : 'this server';
  const lines = page.top.map((standing) => line(standing, callerId));
  if (page.caller) lines.push('⋯', line(page.caller, callerId));
  return {
    title: `${title} leaderboard · ${where}`,
    color: COLORS.neutral,
    description:
      lines.length > 0 ? lines.join('\n') : `No ranked runs yet. Be the first: \`/${gameId} start\`.`,
    footer: {
      text: `${page.players} ranked ${page.players === 1 ? 'player' : 'players'} · best score first · abandoned runs are not ranked`,
    },
  };
}
