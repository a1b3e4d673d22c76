/** A server's race board of a game as an embed: members by races won, then podiums; the caller's own line below the top. */
import type { APIEmbed } from 'discord.js';
import type { RaceBoardPage, RaceBoardRow } from '../../sessions/race/race-board.js';
import { COLORS } from './message.js';
import { plural } from './text.js';

const MEDALS = ['🥇', '🥈', '🥉'];

/** What the race board and the score boards say about each other: race runs are ranked here only. */
const RACES_APART =
  'Race runs are not ranked on the score boards: a deal shared by many entrants is a different contest from a random deal.';

function line(row: RaceBoardRow, callerId: string): string {
  const place = MEDALS[row.place - 1] ?? `**${row.place}.**`;
  const you = row.userId === callerId ? ' (you)' : '';
  return `${place} <@${row.userId}>${you}: **${plural(row.won, 'race')} won** · ${row.podiums} on the podium · ${row.played} played`;
}

/** The race board of `game` in this server. */
export function raceBoardEmbed(game: { id: string; title: string }, page: RaceBoardPage, callerId: string): APIEmbed {
  const lines = page.top.map((row) => line(row, callerId));
  if (page.caller) lines.push('⋯', line(page.caller, callerId));
  const empty = `No ${game.title} race has finished in this server yet. Open one: \`/race start ${game.id}\`.`;
  return {
    title: `🏁 ${game.title} races · this server`,
    color: COLORS.neutral,
    description: `${lines.length > 0 ? lines.join('\n') : empty}\n\n${RACES_APART}`,
    footer: { text: `${plural(page.members, 'member')} raced · most races won first, then podiums` },
  };
}
