/**
 * A server's daily post: today's deals of the solo games, a button each that starts that daily for
 * whoever presses it, and yesterday's results in this server (the top three of each daily, Scoundrel's
 * best possible score and who matched it, and yesterday's seeds, revealed now that their day is over).
 * Pure: it draws what it is given; no seed of a deal still being played for rank is ever given to it.
 */
import { type APIEmbedField, ButtonStyle, ComponentType } from 'discord.js';
import { encodeComponentId } from '../actions/custom-id.js';
import { COLORS, type MessagePayload } from '../render/message.js';
import { truncate } from '../render/text.js';

/** What a past daily came to in one server: its top three, the deal's best possible score and who matched it, and its seed. */
export interface DailyResults {
  gameId: string;
  title: string;
  /** Best first: each player's mention-free id and their score in words. */
  top: readonly { userId: string; score: string }[];
  /** The deal's best possible score and the players here who reached it, when the bot solves this game and knows it. */
  best: { score: string; matched: readonly string[] } | null;
  /** The deal's seed, or null when it was never dealt. */
  seed: string | null;
}

/** Everything a daily post shows. */
export interface DailyPostView {
  /** The UTC date of today's deals. */
  dealsDate: string;
  /** The role the post pings, or null for none. */
  roleId: string | null;
  /** The games with a daily deal, in the catalog's order: a button each. */
  games: readonly { id: string; title: string }[];
  /** The UTC date of yesterday's deals, and what each came to here. */
  yesterday: { date: string; results: readonly DailyResults[] };
  /** The server's tournaments running, or ended yesterday: a field each. */
  tournaments: readonly APIEmbedField[];
}

/** The session id the daily post's buttons carry: they belong to no session. */
export const DAILY_POST_SESSION = 'post';

/** The action of a daily post's button: start the daily of `date` (a UTC date) for the member who presses it. */
const DAILY_START_ACTION = 'daily';

const MEDALS = ['🥇', '🥈', '🥉'];
/** How many matching players a result names before it counts the rest. */
const MATCHED_NAMED = 10;

/** The custom id of the button that starts `gameId`'s daily of `date`. */
function dailyStartId(gameId: string, date: string): string {
  return encodeComponentId({ game: gameId, sessionId: DAILY_POST_SESSION, version: 0, action: { type: DAILY_START_ACTION, date } });
}

/** The players who matched the best possible score, the first few by name and the rest counted. */
function matchedLine(matched: readonly string[]): string {
  if (matched.length === 0) return 'nobody here matched it';
  const named = matched.slice(0, MATCHED_NAMED).map((id) => `<@${id}>`);
  const more = matched.length - named.length;
  return `matched by ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** One past daily's lines: its podium, its best possible score, its seed. */
function resultLines(result: DailyResults): string {
  const podium =
    result.top.length === 0
      ? 'Nobody here played it.'
      : result.top.map((line, place) => `${MEDALS[place] ?? `${place + 1}.`} <@${line.userId}> ${line.score}`).join(' · ');
  const best = result.best ? `Best possible: **${result.best.score}**, ${matchedLine(result.best.matched)}.` : null;
  const seed = result.seed ? `Seed: \`${result.seed}\`` : 'Not dealt: nobody played it.';
  return truncate([podium, best, seed].filter((line) => line !== null).join('\n'), 1024);
}

/** The daily post: its text (with the role's ping), its embed, and a row of buttons that start today's deals. */
export function dailyPostMessage(view: DailyPostView): MessagePayload {
  const ping = view.roleId === null ? '' : `<@&${view.roleId}> `;
  return {
    content: `${ping}The daily deals of ${view.dealsDate} are out: one ranked attempt each, the same deals in every server.`,
    embeds: [
      {
        title: `Daily deals · ${view.dealsDate}`,
        color: COLORS.neutral,
        description:
          `Press a game to play today's deal. Yesterday's results here ` +
          `(${view.yesterday.date}), with its deals' seeds now that they are over:`,
        fields: [...view.yesterday.results.map((result) => ({ name: result.title, value: resultLines(result) })), ...view.tournaments],
      },
    ],
    components: [
      {
        type: ComponentType.ActionRow,
        components: view.games.slice(0, 5).map((game) => ({
          type: ComponentType.Button,
          style: ButtonStyle.Primary,
          label: game.title,
          custom_id: dailyStartId(game.id, view.dealsDate),
        })),
      },
    ],
  };
}
