/**
 * The daily post made in Discord: what it shows (today's deals, yesterday's results in the server) and
 * its sending, by REST into the configured channel, pinging the configured role and nobody else. When
 * the post is due and who makes it is decided by the session layer (src/sessions/daily/daily-posts.ts);
 * `startDailyPosts` gives it this poster once the client is connected.
 */
import { type Client, DiscordAPIError, Routes } from 'discord.js';
import type { DailyPostJob } from '../../sessions/daily/daily-posts.js';
import { DailyPostFailure } from '../../sessions/daily/daily-posts.js';
import { addDays } from '../../sessions/time/local-time.js';
import { dailyBest } from '../coach/best-scores.js';
import type { BotContext } from '../context.js';
import { scoreText } from '../render/text.js';
import { dailyPostTournaments } from '../tournament/tournament.js';
import { type DailyPostView, type DailyResults, dailyPostMessage } from './daily-post-message.js';

/** How many of a day's players a result looks at for those who matched the best possible score. */
const MATCH_LOOKUP = 100;

/** The games with a daily deal: the solo ones, in the catalog's order. */
function dailyGames(ctx: BotContext) {
  return ctx.games.map((entry) => entry.rules).filter((game) => game.seating === 'solo');
}

/** What a past day's daily of each game came to in a server. */
async function resultsOf(ctx: BotContext, guildId: string, date: string): Promise<DailyResults[]> {
  return Promise.all(
    dailyGames(ctx).map(async (game): Promise<DailyResults> => {
      const page = await ctx.leaderboard.page(game.id, 'server', guildId, '', { kind: 'daily', date }, MATCH_LOOKUP);
      const describe = (score: number) => game.describeScore?.(score) ?? scoreText(score);
      const best = await dailyBest(ctx, game.id, date);
      return {
        gameId: game.id,
        title: game.title,
        top: page.top.slice(0, 3).map((line) => ({ userId: line.userId, score: describe(line.best) })),
        best:
          best === null
            ? null
            : { score: describe(best), matched: page.top.filter((line) => line.best >= best).map((line) => line.userId) },
        seed: await ctx.dailies.recordedSeed(game.id, date),
      };
    }),
  );
}

/** Everything the post of `job` shows. */
async function dailyPostView(ctx: BotContext, job: DailyPostJob): Promise<DailyPostView> {
  const yesterday = addDays(job.dealsDate, -1);
  return {
    dealsDate: job.dealsDate,
    roleId: job.setting.roleId,
    games: dailyGames(ctx).map((game) => ({ id: game.id, title: game.title })),
    yesterday: { date: yesterday, results: await resultsOf(ctx, job.guildId, yesterday) },
    tournaments: await dailyPostTournaments(ctx, job.guildId, job.dealsDate),
  };
}

/** What an admin is told when Discord refused the post, by Discord's error code; null for a failure of another kind. */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof DiscordAPIError)) return null;
  if (error.code === 10003) return 'its channel no longer exists';
  if (error.code === 50001) return 'the bot can no longer see its channel';
  if (error.code === 50013) return 'the bot may not post in its channel (it needs Send Messages and Embed Links there)';
  return null;
}

/** Sends the post of `job` into its channel; a refusal by Discord becomes a DailyPostFailure saying why. */
async function sendDailyPost(client: Client, ctx: BotContext, job: DailyPostJob): Promise<void> {
  const message = dailyPostMessage(await dailyPostView(ctx, job));
  const body = { ...message, allowed_mentions: { parse: [], roles: job.setting.roleId === null ? [] : [job.setting.roleId] } };
  try {
    await client.rest.post(Routes.channelMessages(job.setting.channelId), { body });
  } catch (error) {
    const reason = refusalReason(error);
    throw reason === null ? error : new DailyPostFailure(reason);
  }
  // Today's deals are chosen now (Scoundrel's is solved for), so the buttons start them at once.
  for (const game of dailyGames(ctx)) {
    ctx.dailies.seedFor(game.id, job.dealsDate).catch((error: unknown) => {
      ctx.log.warn(`the daily ${game.id} of ${job.dealsDate} could not be chosen ahead: ${String(error)}`);
    });
  }
}

/** Makes this process post the servers' daily posts through `client` when they are due. */
export function startDailyPosts(client: Client, ctx: BotContext): void {
  ctx.dailyPosts.register((job) => sendDailyPost(client, ctx, job));
}
