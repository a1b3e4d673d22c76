/**
 * Starting a solo game from a slash command, shared by every game's `start` and `daily`:
 * `daily` is the day's deal, ranked once per player; any other deal, random or named by its seed, is
 * ranked only on its first start, and today's daily seed counts as the daily. How the run counts is
 * claimed by the session service inside the channel's lock, once the channel is known to be free.
 * A game that ranks its standard rules only (`unrankedReason`) leaves other runs unranked and says why.
 *
 * The day's deal of a game with a solver is chosen by solving candidates (daily-deals.ts): when the first player of
 * the day asks before the choice is made, the command defers its answer and fills it in once it is (a
 * busy channel is refused before that, so the refusal stays private).
 * A run's deal starts being solved as the run starts, so its game-over board has its best
 * possible score ready.
 */
import { randomBytes } from 'node:crypto';
import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AnyGame } from '../../engine/game.js';
import type { Ranking, RankingClaim } from '../../sessions/ranking.js';
import type { Session } from '../../sessions/session.js';
import type { StartOutcome, StartRequest } from '../../sessions/session-outcomes.js';
import { utcDate } from '../../sessions/time/calendar.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import { postBoard } from '../boards/boards.js';
import { rankingGuildOf } from '../client/reach.js';
import type { BotContext } from '../context.js';
import { followDailyRun } from '../daily/daily-post.js';
import { boardOf } from '../game-entry.js';
import { displayName } from '../names.js';
import { busyNotice, corruptNotice } from '../notices.js';
import { ephemeral, NO_PINGS } from '../respond.js';

/** What a seed may look like: letters, digits, `-` and `_`, up to 32 characters. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** A fresh random seed of 8 characters. */
export function randomSeed(): string {
  return randomBytes(6).readUIntBE(0, 6).toString(36).padStart(8, '0').slice(-8);
}

/** The `daily` subcommand every solo game offers. */
export function dailySubcommand(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.setName('daily').setDescription("Play today's deal: the same for everyone, one ranked attempt a day (UTC)");
}

/** How long a daily command waits for the day's deal to be chosen before it defers its answer (Discord allows 3 s). */
export const DAILY_WAIT_MS = 1_500;

/** True when `promise` settles within `ms`. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = promise.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How a run is dealt: on the channel's board or a private one, and the finished run whose Play again or Replay asked for it. */
export interface RunStart {
  /** A private board, only the member sees, beside the channel's game. */
  privately?: boolean;
  /** The finished run whose Play again or Replay was clicked: a second click of it, once this run has started, is acknowledged quietly. */
  previousId?: string;
}

/** The day's seed; the answer is deferred (privately for a private board) when choosing it takes longer than Discord's window allows. */
async function dailySeed(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  ctx: BotContext,
  game: AnyGame,
  privately: boolean,
): Promise<string> {
  const choosing = ctx.dailies.seedFor(game.id, utcDate(ctx.now()));
  if (!(await settlesWithin(choosing, DAILY_WAIT_MS))) await interaction.deferReply(privately ? { flags: MessageFlags.Ephemeral } : {});
  return choosing;
}

/** A private notice, or, once the answer was deferred (publicly), the notice in its place. */
async function notify(interaction: ChatInputCommandInteraction | ComponentInteraction, content: string): Promise<void> {
  if (interaction.deferred) await interaction.editReply({ content, allowedMentions: NO_PINGS });
  else await interaction.reply(ephemeral(content));
}

/**
 * Refuses, privately, a place whose stored game is still going or cannot be read (saying `more` after
 * why): the channel's game, or for a private board the member's own run in the channel; true when it did.
 */
async function refuseBusyPlace(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  ctx: BotContext,
  privately: boolean,
  more = '',
): Promise<boolean> {
  const here = await ctx.sessions.load({ channelId: interaction.channelId, privateTo: privately ? interaction.user.id : null });
  const notice =
    here.kind === 'corrupt'
      ? corruptNotice(here.reason)
      : here.kind === 'ok' && !here.game.result(here.session.state).over
        ? busyNotice(here.session, here.game)
        : null;
  if (notice !== null) await interaction.reply(ephemeral(`${notice}${more}`));
  return notice !== null;
}

/** The seed to deal, or a message saying why the one given is refused. */
function chooseSeed(interaction: ChatInputCommandInteraction): string | { refused: string } {
  const seed = interaction.options.getString('seed');
  if (seed === null) return randomSeed();
  if (!SEED_PATTERN.test(seed))
    return { refused: 'A seed is 1 to 32 letters, digits, `-` or `_`, e.g. `seed:dragon-42`. Nothing was started.' };
  return seed;
}

/** A run with rules other than the standard game's is unranked (the game's `unrankedReason`), and its note says why. */
function rankRules(game: AnyGame, options: unknown, ranking: Ranking): Ranking {
  const reason = game.unrankedReason?.(options) ?? null;
  if (reason === null || !ranking.ranked) return ranking;
  return {
    ...ranking,
    ranked: false,
    note: `This run is unranked: ${reason}. The leaderboards rank ${game.title} with its standard rules only.`,
  };
}

/** The claim of a run that also follows the game's rule for ranking only its standard rules; what was claimed is given back as claimed. */
function withRules(claim: RankingClaim, game: AnyGame, options: unknown): RankingClaim {
  let taken: Ranking | null = null;
  return {
    claim: async () => rankRules(game, options, (taken = await claim.claim())),
    release: async () => {
      if (taken) await claim.release(taken);
    },
  };
}

/** Starts `game` from a slash command (`start` or `daily`) in the interaction's channel and posts its board, or says why it can't. */
export async function startGame(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  game: AnyGame,
  options: unknown,
  mode: 'start' | 'daily' = 'start',
): Promise<void> {
  const privately = interaction.options.getBoolean('private') ?? false;
  if (mode === 'daily') {
    await startDaily(interaction, ctx, game, options, { privately });
    return;
  }
  const seed = chooseSeed(interaction);
  if (typeof seed !== 'string') {
    await notify(interaction, seed.refused);
    return;
  }
  await startRun(interaction, ctx, game, options, seed, { privately });
}

/**
 * Starts today's daily deal of `game` in the interaction's channel for the member who asked (a slash
 * command, or a button of the daily post), on the channel's board or privately. The day's deal may take
 * a while to choose: a busy place is told so first, privately, without waiting for it.
 */
export async function startDaily(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  ctx: BotContext,
  game: AnyGame,
  options: unknown,
  how: RunStart = {},
): Promise<void> {
  if (await refuseBusyPlace(interaction, ctx, how.privately === true)) return;
  await startRun(interaction, ctx, game, options, await dailySeed(interaction, ctx, game, how.privately === true), how);
}

/** Who starts a game, and where: the member who asked, in the interaction's channel, counted in its server where the bot is. */
export function starterOf(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  previousId?: string,
): Pick<StartRequest, 'channelId' | 'guildId' | 'ownerId' | 'ownerName' | 'previousId'> {
  return {
    channelId: interaction.channelId,
    guildId: rankingGuildOf(interaction),
    ownerId: interaction.user.id,
    ownerName: displayName(interaction.user, interaction.member),
    ...(previousId === undefined ? {} : { previousId }),
  };
}

/**
 * Answers a start that did not start: a double click of the button that started the game before
 * (Play again, Race again) quietly, a busy or unreadable place privately (in the place of a deferred answer).
 */
export async function answerUnstarted(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  outcome: Exclude<StartOutcome, { kind: 'started' }>,
): Promise<void> {
  if (outcome.kind === 'repeated' && interaction.isMessageComponent()) {
    await interaction.deferUpdate();
    return;
  }
  await notify(interaction, outcome.kind === 'corrupt' ? corruptNotice(outcome.reason) : busyNotice(outcome.session, outcome.game));
}

/** Starts a run of `game` dealt from `seed` in the interaction's channel for the member who asked, and posts its board, as `how` says. */
export async function startRun(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  ctx: BotContext,
  game: AnyGame,
  options: unknown,
  seed: string,
  how: RunStart = {},
): Promise<void> {
  const { previousId, privately = false } = how;
  const ui = boardOf(ctx.games, game.id);
  if (!ui) {
    await notify(interaction, `${game.title} can't be played here.`);
    return;
  }
  const outcome = await ctx.sessions.start({
    ...starterOf(interaction, previousId),
    privateTo: privately ? interaction.user.id : null,
    game,
    seed,
    options,
    ranking: withRules(ctx.dailies.claimFor(game.id, game.title, seed, interaction.user.id, utcDate(ctx.now())), game, options),
  });
  if (outcome.kind !== 'started') {
    await answerUnstarted(interaction, outcome);
    return;
  }
  const { ranking } = outcome;
  const deal = ctx.solutions.dealOf(outcome.session);
  // A daily deal's solution is everyone's and kept for good; any other is kept a while (deal-solutions.ts).
  if (deal) ctx.solutions.prepare(deal, { keep: ranking.daily !== null });
  ctx.log.info(
    `started ${game.id} ${outcome.session.id} (${ranking.ranked ? 'ranked' : 'unranked'}${privately ? ', private' : ''}) ` +
      `in channel ${interaction.channelId} for ${interaction.user.id}`,
  );
  await postBoard(interaction, ctx, outcome.session, ui, ranking.note ?? undefined);
  await enterDaily(interaction, ctx, outcome.session);
}

/** A ranked daily run enters its server's list of the day, and its daily post follows it. */
async function enterDaily(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  ctx: BotContext,
  session: Session,
): Promise<void> {
  const { guildId, daily } = session;
  if (daily === null || !session.ranked || guildId === null) return;
  const entrant = {
    game: session.game,
    userId: session.ownerId,
    channelId: session.channelId,
    privateTo: session.privateTo,
    sessionId: session.id,
  };
  try {
    await ctx.dailyEntrants.enter(guildId, daily, entrant);
  } catch (error) {
    ctx.log.warn(`the daily run ${session.id} is not in its server's standings: ${String(error)}`);
  }
  followDailyRun(interaction.client, ctx, session);
}
