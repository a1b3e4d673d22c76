/**
 * A tournament in messages: its standings (the table `/tournament standings` shows, in text as well as
 * in its chart), the announcement of its end, and its line in the server's daily post. Pure: it draws
 * what it is given. Members are named by mention, which pings nobody (the bot sends no allowed mentions).
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { TournamentStanding } from '../../engine/tournament-points.js';
import { TOURNAMENT_CHAMPION } from '../../sessions/tournament/tournaments.js';
import { COLORS, type MessagePayload } from '../render/message.js';
import { truncate, userText } from '../render/text.js';

/** Everything a tournament's messages say of it. */
export interface TournamentView {
  name: string;
  gameTitle: string;
  channelId: string;
  days: number;
  /** How many of its days are counted in the standings (today's, while it runs, so far). */
  counted: number;
  firstDay: string;
  /** When it ends by itself (ms since the epoch). */
  endsAt: number;
  status: 'running' | 'over';
  early: boolean;
  winners: readonly string[];
  standings: readonly TournamentStanding[];
}

/** How many lines the standings list in text. */
const LISTED = 15;
/** How many lines the daily post gives a tournament. */
const POSTED = 3;

const MEDALS = ['🥇', '🥈', '🥉'];

/** How the points are scored, in a sentence. */
export const SCORING =
  "Each day's deal scores by place in this server: the first as many points as " +
  "that day's players, one less per place; a day not played scores nothing.";

/** A place as the standings show it: a medal for the first three places. */
function placeLabel(place: number): string {
  return MEDALS[place - 1] ?? `${place}.`;
}

/** One player's line: place, mention, total and the points of each day. */
function standingLine(line: TournamentStanding): string {
  return `${placeLabel(line.place)} <@${line.userId}> **${line.total}** (${line.byDay.join(' · ')})`;
}

/** Where the tournament is: its day, or how it ended. */
function progress(view: TournamentView): string {
  if (view.status === 'over')
    return view.early ? `Ended early after day ${view.counted} of ${view.days}.` : `Over: all ${view.days} days played.`;
  const seconds = Math.floor(view.endsAt / 1000);
  return `Day ${view.counted} of ${view.days} (today's points count as they stand) · ends <t:${seconds}:R>.`;
}

/** The tournament's title: its name and game. */
function title(view: TournamentView): string {
  return truncate(`🏆 ${userText(view.name, 80)} · ${view.gameTitle}`, 256);
}

/** The champions' line: who won, and what they earned; a tournament ended early has none. */
function championsLine(view: TournamentView): string | null {
  if (view.status !== 'over') return null;
  if (view.early) return 'Ended early: no champion.';
  if (view.winners.length === 0) return 'Nobody played: no champion.';
  const named = view.winners.map((id) => `<@${id}>`).join(', ');
  return `Champion${view.winners.length === 1 ? '' : 's'}: ${named}, earning ${TOURNAMENT_CHAMPION.emoji} ${TOURNAMENT_CHAMPION.title}.`;
}

/** The standings embed: where the tournament is, its champions once over, and the leading players in text. */
function standingsEmbed(view: TournamentView): APIEmbed {
  const lines = view.standings.slice(0, LISTED).map(standingLine);
  const more = view.standings.length - lines.length;
  const table =
    lines.length === 0 ? 'Nobody here has played its deals yet.' : [...lines, ...(more > 0 ? [`…and ${more} more`] : [])].join('\n');
  return {
    title: title(view),
    color: view.status === 'over' ? COLORS.good : COLORS.neutral,
    description: truncate([progress(view), championsLine(view), '', table].filter((line) => line !== null).join('\n'), 4096),
    footer: { text: `Started ${view.firstDay} in this channel. ${SCORING} (Points of each day in brackets.)` },
  };
}

/** The answer to `/tournament standings`. */
export function standingsMessage(view: TournamentView): MessagePayload {
  return { embeds: [standingsEmbed(view)], components: [] };
}

/** The announcement of a tournament's end, in its channel. */
export function tournamentEndMessage(view: TournamentView): MessagePayload {
  return { content: `The tournament ${userText(view.name, 80)} is over.`, embeds: [standingsEmbed(view)], components: [] };
}

/** A tournament's field in the server's daily post: where it is, its leaders, and its champions on its last post. */
export function dailyPostField(view: TournamentView): APIEmbedField {
  const leaders = view.standings.slice(0, POSTED).map((line) => `${placeLabel(line.place)} <@${line.userId}> ${line.total}`);
  const status = view.status === 'over' ? championsLine(view) : `Day ${view.counted} of ${view.days} in <#${view.channelId}>.`;
  return {
    name: title(view),
    value: truncate([status, leaders.length === 0 ? 'Nobody has played yet.' : leaders.join(' · ')].join('\n'), 1024),
  };
}
