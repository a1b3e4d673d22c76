/**
 * A server's daily post: today's deals of the solo games, a button each that deals that daily to
 * whoever presses it on a board only they see, today's standings in this server (kept up to date all
 * day: the finishers by place, and who is still playing how far in the game's own words, never a card),
 * and yesterday's final places here (equal results share a place), Scoundrel's best possible score and
 * who matched it, and yesterday's seeds, revealed now that their day is over. Pure: it draws what it is
 * given; no seed or card of a deal still being played for rank is ever given to it.
 */
import { type APIEmbedField, ButtonStyle, ComponentType } from 'discord.js';
import { encodeComponentId } from '../actions/custom-id.js';
import { COLORS, type MessagePayload } from '../render/message.js';
import { truncate } from '../render/text.js';

/** A player placed on a day's daily: their place (shared by equal results) and their result in words. */
export interface DailyPlace {
  userId: string;
  place: number;
  score: string;
}

/** What a past daily came to in one server: its places, the deal's best possible score and who matched it, and its seed. */
export interface DailyResults {
  gameId: string;
  title: string;
  /** Best first: each player's mention-free id, place and score in words; the first few of them. */
  places: readonly DailyPlace[];
  /** How many played it here in all. */
  players: number;
  /** The deal's best possible score and the players here who reached it, when the bot solves this game and knows it. */
  best: { score: string; matched: readonly string[] } | null;
  /** The deal's seed, or null when it was never dealt. */
  seed: string | null;
}

/** How today's daily of one game stands in the server: the finishers by place, and who is still playing. */
export interface DailyToday {
  gameId: string;
  title: string;
  finished: readonly DailyPlace[];
  /** Each member still playing, and how far in the game's own words ("5 rooms left · 14 ❤"). */
  playing: readonly { userId: string; line: string }[];
}

/** Everything a daily post shows. */
export interface DailyPostView {
  /** The UTC date of today's deals. */
  dealsDate: string;
  /** The role the post pings, or null for none. */
  roleId: string | null;
  /** The games with a daily deal, in the catalog's order: a button each. */
  games: readonly { id: string; title: string }[];
  /** Today's standings here, of the games somebody plays. */
  today: readonly DailyToday[];
  /** The UTC date of yesterday's deals, and what each came to here. */
  yesterday: { date: string; results: readonly DailyResults[] };
  /** The server's tournaments running, or ended yesterday: a field each. */
  tournaments: readonly APIEmbedField[];
}

/** The session id the daily post's buttons carry: they belong to no session. */
export const DAILY_POST_SESSION = 'post';

/** The action of a daily post's button: deal the daily of `date` (a UTC date) to the member who presses it. */
const DAILY_START_ACTION = 'daily';

const MEDALS = ['🥇', '🥈', '🥉'];
/** How many matching players a result names before it counts the rest. */
const MATCHED_NAMED = 10;
/** The most characters of a game's standings today, so that four games and yesterday's results fit one embed. */
const TODAY_FIELD = 700;

/** The custom id of the button that deals `gameId`'s daily of `date`. */
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

/** A place: its medal, or its number. */
function placeMark(place: number): string {
  return MEDALS[place - 1] ?? `${place}.`;
}

/** Lines that fit `most` characters: as many as fit, then how many more there are. */
function fitted(lines: readonly string[], most: number): string {
  const kept: string[] = [];
  let length = 0;
  for (const [i, line] of lines.entries()) {
    const more = `… and ${lines.length - i} more`;
    // A line before the last leaves room for the count of those after it; the last needs only its own.
    const room = i < lines.length - 1 ? 1 + more.length : 0;
    if (length + line.length + room > most) return [...kept, more].join('\n');
    kept.push(line);
    length += line.length + 1;
  }
  return kept.join('\n');
}

/** One past daily's lines: its places, its best possible score, its seed. */
function resultLines(result: DailyResults): string {
  const places = result.places.map((line) => `${placeMark(line.place)} <@${line.userId}> ${line.score}`).join(' · ');
  const more = result.players > result.places.length ? ` · and ${result.players - result.places.length} more` : '';
  const best = result.best ? `Best possible: **${result.best.score}**, ${matchedLine(result.best.matched)}.` : null;
  const seed = result.seed ? `Seed: \`${result.seed}\`` : null;
  return truncate(
    [places.length > 0 ? `${places}${more}` : 'Nobody here played it.', best, seed].filter((l) => l !== null).join('\n'),
    1024,
  );
}

/** One game's standings today: finishers by place, then who is still playing. */
function todayLines(today: DailyToday): string {
  const lines = [
    ...today.finished.map((line) => `${placeMark(line.place)} <@${line.userId}> ${line.score}`),
    ...today.playing.map((line) => `▶️ <@${line.userId}> · ${truncate(line.line, 80)}`),
  ];
  return fitted(lines, TODAY_FIELD);
}

/** The daily post: its text (with the role's ping), its embed, and a row of buttons that deal today's deals. */
export function dailyPostMessage(view: DailyPostView): MessagePayload {
  const ping = view.roleId === null ? '' : `<@&${view.roleId}> `;
  const played = view.yesterday.results.filter((result) => result.places.length > 0 || result.seed !== null);
  const today = view.today.filter((game) => game.finished.length > 0 || game.playing.length > 0);
  const description = [
    "Press a game to play today's deal on a board only you see. " +
      (today.length > 0 ? 'Today so far here (no cards until the day is over):' : 'Nobody here has played today yet.'),
    ...(played.length === 0 ? [`Nobody here played yesterday's deals (${view.yesterday.date}).`] : []),
  ].join('\n');
  return {
    content: `${ping}The daily deals of ${view.dealsDate} are out: one ranked attempt each, the same deals in every server.`,
    embeds: [
      {
        title: `Daily deals · ${view.dealsDate}`,
        color: COLORS.neutral,
        description,
        fields: [
          ...today.map((game) => ({ name: `${game.title} · today`, value: todayLines(game) })),
          ...played.map((result) => ({ name: `${result.title} · ${view.yesterday.date}`, value: resultLines(result) })),
          ...view.tournaments,
        ],
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
