/**
 * The standings of a server's daily deals, for its daily post: each game's finishers by place (from
 * the day's daily board, equal results sharing a place) and the members still playing, how far in the
 * game's own words (from their runs, wherever they play them: a channel's board or a private one); never
 * a card or a seed. A ranked daily run enters the day's list when it starts (daily-post.ts follows it).
 */
import { sharedPlaces } from '../../engine/places.js';
import type { BotContext } from '../context.js';
import { scoreText } from '../render/text.js';
import type { DailyPlace, DailyToday } from './daily-post-message.js';

/** How many finishers of a game the post places by name. */
const PLACES_SHOWN = 10;

/** The games with a daily deal: the solo ones, in the catalog's order. */
export function dailyGames(ctx: BotContext) {
  return ctx.games.filter((entry) => entry.rules.seating === 'solo');
}

/** A day's finishers of a game in a server, by place (equal results share one), the first `shown`, and how many there are. */
export async function dailyPlaces(
  ctx: BotContext,
  game: { id: string; describeScore?: (score: number) => string },
  guildId: string,
  date: string,
  shown = PLACES_SHOWN,
): Promise<{ places: DailyPlace[]; players: number }> {
  const page = await ctx.leaderboard.page(game.id, 'server', guildId, '', { kind: 'daily', date }, shown);
  const numbers = sharedPlaces(page.top, (a, b) => a.best === b.best);
  const describe = (score: number) => game.describeScore?.(score) ?? scoreText(score);
  return {
    places: page.top.map((line, i) => ({ userId: line.userId, place: numbers[i]!, score: describe(line.best) })),
    players: page.players,
  };
}

/** How each game's daily stands today in a server: its finishers, and the entrants whose runs are still going. */
export async function todaysStandings(ctx: BotContext, guildId: string, date: string): Promise<DailyToday[]> {
  const entrants = await ctx.dailyEntrants.of(guildId, date);
  return Promise.all(
    dailyGames(ctx).map(async ({ rules, board }): Promise<DailyToday> => {
      const { places } = await dailyPlaces(ctx, rules, guildId, date);
      const finished = new Set(places.map((line) => line.userId));
      const mine = entrants.filter((entrant) => entrant.game === rules.id && !finished.has(entrant.userId));
      const runs = await Promise.all(mine.map((entrant) => ctx.sessions.glance(entrant)));
      const playing = mine.flatMap((entrant, i) => {
        const run = runs[i];
        if (run?.kind !== 'ok' || run.session.id !== entrant.sessionId || rules.result(run.session.state).over) return [];
        return [{ userId: entrant.userId, line: board.standing?.(run.session.state) ?? `${run.session.version} moves` }];
      });
      return { gameId: rules.id, title: rules.title, finished: places, playing };
    }),
  );
}
