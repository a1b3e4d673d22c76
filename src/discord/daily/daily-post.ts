/**
 * The daily post made in Discord: what it shows (today's deals, yesterday's results in the server) and
 * its sending, by REST into the configured channel, pinging the configured role and nobody else. When
 * the post is due and who makes it is decided by the session layer (src/sessions/daily/daily-posts.ts);
 * `startDailyPosts` gives it this poster once the client is connected.
 */
import { type Client, DiscordAPIError, Routes } from 'discord.js';
import type { DailyPostJob } from '../../sessions/daily/daily-posts.js';
import { DailyPostFailure } from '../../sessions/daily/daily-posts.js';
import type { Session } from '../../sessions/session.js';
import { utcDate } from '../../sessions/time/calendar.js';
import { addDays } from '../../sessions/time/local-time.js';
import { dailyBest } from '../coach/best-scores.js';
import type { BotContext } from '../context.js';
import { scoreText } from '../render/text.js';
import { dailyPostTournaments } from '../tournament/tournament.js';
import { type DailyPostView, type DailyResults, dailyPostMessage } from './daily-post-message.js';
import { dailyGames, dailyPlaces, todaysStandings } from './daily-standings.js';

/** How many of a day's players a result looks at for those who matched the best possible score. */
const MATCH_LOOKUP = 100;

/** What a past day's daily of each game came to in a server: its places, its best possible score and who matched it, its seed. */
async function resultsOf(ctx: BotContext, guildId: string, date: string): Promise<DailyResults[]> {
  return Promise.all(
    dailyGames(ctx).map(async ({ rules: game }): Promise<DailyResults> => {
      const [{ places, players }, best, page] = await Promise.all([
        dailyPlaces(ctx, game, guildId, date),
        dailyBest(ctx, game.id, date),
        ctx.leaderboard.page(game.id, 'server', guildId, '', { kind: 'daily', date }, MATCH_LOOKUP),
      ]);
      const describe = (score: number) => game.describeScore?.(score) ?? scoreText(score);
      return {
        gameId: game.id,
        title: game.title,
        places,
        players,
        best:
          best === null
            ? null
            : { score: describe(best), matched: page.top.filter((line) => line.best >= best).map((line) => line.userId) },
        seed: await ctx.dailies.recordedSeed(game.id, date),
      };
    }),
  );
}

/** A server's daily post: the server, the UTC date of the deals it shows, and the role it pings. */
interface PostOf {
  guildId: string;
  dealsDate: string;
  roleId: string | null;
}

/** Everything the post shows: today's deals and standings, yesterday's places, the tournaments. */
async function dailyPostView(ctx: BotContext, post: PostOf): Promise<DailyPostView> {
  const yesterday = addDays(post.dealsDate, -1);
  const [today, results, tournaments] = await Promise.all([
    todaysStandings(ctx, post.guildId, post.dealsDate),
    resultsOf(ctx, post.guildId, yesterday),
    dailyPostTournaments(ctx, post.guildId, post.dealsDate),
  ]);
  return {
    dealsDate: post.dealsDate,
    roleId: post.roleId,
    games: dailyGames(ctx).map(({ rules }) => ({ id: rules.id, title: rules.title })),
    today,
    yesterday: { date: yesterday, results },
    tournaments,
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
  const { roleId, channelId } = job.setting;
  const message = dailyPostMessage(await dailyPostView(ctx, { guildId: job.guildId, dealsDate: job.dealsDate, roleId }));
  const body = { ...message, allowed_mentions: { parse: [], roles: roleId === null ? [] : [roleId] } };
  let posted: unknown;
  try {
    posted = await client.rest.post(Routes.channelMessages(channelId), { body });
  } catch (error) {
    const reason = refusalReason(error);
    throw reason === null ? error : new DailyPostFailure(reason);
  }
  const messageId = typeof posted === 'object' && posted !== null && 'id' in posted && typeof posted.id === 'string' ? posted.id : null;
  if (messageId !== null) await ctx.dailyPosts.recordMessage(job.guildId, { dealsDate: job.dealsDate, channelId, messageId, roleId });
  // Today's deals are chosen now (Scoundrel's is solved for), so the buttons start them at once.
  for (const { rules: game } of dailyGames(ctx)) {
    ctx.dailies.seedFor(game.id, job.dealsDate).catch((error: unknown) => {
      ctx.log.warn(`the daily ${game.id} of ${job.dealsDate} could not be chosen ahead: ${String(error)}`);
    });
  }
}

/**
 * Brings a server's daily post of today's deals up to date with today's standings (its embed only: the
 * text that pinged the role is left as it is); nothing when its last post is of another day.
 */
async function refreshDailyPost(client: Client, ctx: BotContext, guildId: string): Promise<void> {
  const post = await ctx.dailyPosts.messageOf(guildId);
  if (!post || post.dealsDate !== utcDate(ctx.now())) return;
  const { embeds, components } = dailyPostMessage(await dailyPostView(ctx, { guildId, ...post }));
  try {
    await client.rest.patch(Routes.channelMessage(post.channelId, post.messageId), { body: { embeds, components } });
  } catch (error) {
    ctx.log.warn(`the daily post of server ${guildId} could not be brought up to date: ${String(error)}`);
  }
}

/** After a ranked daily run starts or moves, its server's daily post follows, at most one edit every two seconds. */
export function followDailyRun(client: Client, ctx: BotContext, session: Session): void {
  const { guildId } = session;
  if (session.daily === null || !session.ranked || guildId === null) return;
  ctx.dailyStandings.touch(guildId, () => refreshDailyPost(client, ctx, guildId));
}

/** Makes this process post the servers' daily posts through `client` when they are due. */
export function startDailyPosts(client: Client, ctx: BotContext): void {
  ctx.dailyPosts.register((job) => sendDailyPost(client, ctx, job));
}
