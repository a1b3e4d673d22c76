/** The leaderboard embed. */
import type { APIEmbed } from 'discord.js';
import { signed } from '../../engine/words.js';
import type { BoardPage, RankedStanding, Scope } from '../../sessions/scores/leaderboard.js';
import { COLORS } from './message.js';
import { plural } from './text.js';

/** Which board this is: the game, where, which period, and a past daily deal's seed to replay it. */
export interface BoardHeading {
  gameTitle: string;
  gameId: string;
  scope: Scope;
  period: string;
  seed: string | null;
  /** The game's score in words (e.g. "won in 37 turns"); without it, the number. */
  describeScore?: (score: number) => string;
  /** A line above the board, e.g. why the global board is shown. */
  note?: string;
  /** The game ranks its standard rules only (it has `unrankedReason`). */
  standardOnly?: boolean;
  /** A daily deal's board: today's (still open to a ranked attempt) or a past day's. */
  daily?: 'today' | 'past';
  /** The deal's best possible score, when the board is of one deal and it is known. */
  best?: number | null;
}

/** What an empty board says: where to play a run that would be on it. */
function emptyBoard(heading: BoardHeading): string {
  if (heading.daily === 'today') return `Nobody has finished today's deal yet. Be the first: \`/${heading.gameId} daily\`.`;
  if (heading.daily === 'past') return "Nobody finished that day's deal.";
  return `No ranked runs yet. Be the first: \`/${heading.gameId} start\`.`;
}

const MEDALS = ['🥇', '🥈', '🥉'];

/** How far a score came from the deal's best possible: "(−6 from best)", or "(the best possible)". */
function fromBest(score: number, best: number | null | undefined): string {
  if (best === null || best === undefined) return '';
  return score >= best ? ' (the best possible)' : ` (${signed(score - best)} from best)`;
}

function line(standing: RankedStanding, callerId: string, heading: BoardHeading): string {
  const place = MEDALS[standing.rank - 1] ?? `**${standing.rank}.**`;
  const you = standing.userId === callerId ? ' (you)' : '';
  const score = heading.describeScore?.(standing.best) ?? signed(standing.best);
  return (
    `${place} <@${standing.userId}>${you}: best **${score}**${fromBest(standing.best, heading.best)} ` +
    `· ${plural(standing.games, 'game')} · ${plural(standing.wins, 'win')}`
  );
}

/** A board page as an embed; the caller's own line follows the top when they are below it. */
export function leaderboardEmbed(heading: BoardHeading, page: BoardPage, callerId: string): APIEmbed {
  const where = heading.scope === 'global' ? 'every server' : 'this server';
  const lines = page.top.map((standing) => line(standing, callerId, heading));
  if (page.caller) lines.push('⋯', line(page.caller, callerId, heading));
  const replay = heading.seed ? `\nReplay this deal (unranked): \`/${heading.gameId} start seed:${heading.seed}\`` : '';
  const best = heading.best === null || heading.best === undefined ? '' : `Best possible score of this deal: **${signed(heading.best)}**\n`;
  return {
    title: `${heading.gameTitle} leaderboard · ${heading.period} · ${where}`,
    color: COLORS.neutral,
    description: (heading.note ? `${heading.note}\n` : '') + best + (lines.length > 0 ? lines.join('\n') : emptyBoard(heading)) + replay,
    footer: {
      text:
        `${plural(page.players, 'ranked player')} · best score ` +
        `first${heading.standardOnly ? ' · standard rules only' : ''} · abandoned runs are not ranked · ` +
        'race runs are not ranked here (scope: races)',
    },
  };
}
