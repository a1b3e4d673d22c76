/**
 * Starting a solo game from a slash command, shared by every game's `start` and `daily` (issue 9):
 * a random deal is ranked; `daily` is the day's deal, ranked once per player; an explicit seed is
 * ranked only on its first play, and today's daily seed counts as the daily. A game that ranks its
 * standard rules only (`unrankedReason`) leaves other runs unranked and says why on the board.
 */
import { randomBytes } from 'node:crypto';
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import type { AnyGame } from '../engine/game.js';
import { utcDate } from '../sessions/calendar.js';
import type { Ranking } from '../sessions/daily-deals.js';
import { postBoard } from './boards.js';
import type { BotContext } from './context.js';
import { findUi } from './games/index.js';
import { displayName } from './names.js';
import { busyNotice, corruptNotice } from './notices.js';
import { ephemeral } from './respond.js';

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

/** The deal to start and how it counts, or a message saying why the seed is refused. */
async function chooseDeal(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  game: AnyGame,
  daily: boolean,
): Promise<{ seed: string; ranking: Ranking } | string> {
  const today = utcDate(ctx.now());
  if (daily) return { seed: await ctx.dailies.seedFor(game.id, today), ranking: { ranked: true, daily: today, note: null } };
  const seed = interaction.options.getString('seed');
  if (seed === null) return { seed: randomSeed(), ranking: { ranked: true, daily: null, note: null } };
  if (!SEED_PATTERN.test(seed)) return 'A seed is 1 to 32 letters, digits, `-` or `_`, e.g. `seed:dragon-42`. Nothing was started.';
  return { seed, ranking: await ctx.dailies.rankSeed(game.id, seed, today) };
}

/** Takes the player's daily attempt for a run of today's deal: the first is ranked, later ones are not. */
async function claimDaily(ctx: BotContext, game: AnyGame, userId: string, ranking: Ranking): Promise<Ranking> {
  if (ranking.daily === null || !ranking.ranked) return ranking;
  if (await ctx.dailies.claimAttempt(game.id, ranking.daily, userId)) return ranking;
  return { ...ranking, ranked: false, note: `You already had your ranked attempt at today's daily ${game.title}: this replay is unranked.` };
}

/** A run with rules other than the standard game's is unranked (the game's `unrankedReason`), and its note says why. */
function rankRules(game: AnyGame, options: unknown, ranking: Ranking): Ranking {
  const reason = game.unrankedReason?.(options) ?? null;
  if (reason === null || !ranking.ranked) return ranking;
  return { ...ranking, ranked: false, note: `This run is unranked: ${reason}. The leaderboards rank ${game.title} with its standard rules only.` };
}

/** Starts `game` in the interaction's channel and posts its board, or says why it can't. */
export async function startGame(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  game: AnyGame,
  options: unknown,
  mode: 'start' | 'daily' = 'start',
): Promise<void> {
  const ui = findUi(game.id);
  const deal = await chooseDeal(interaction, ctx, game, mode === 'daily');
  if (typeof deal === 'string' || !ui) {
    await interaction.reply(ephemeral(typeof deal === 'string' ? deal : `${game.title} can't be played here.`));
    return;
  }
  const { seed } = deal;
  const daily = await claimDaily(ctx, game, interaction.user.id, deal.ranking);
  const claimed = daily.daily !== null && daily.ranked;
  const ranking = rankRules(game, options, daily);
  const outcome = await ctx.sessions.start({
    channelId: interaction.channelId,
    guildId: interaction.guildId,
    game,
    ownerId: interaction.user.id,
    ownerName: displayName(interaction.user, interaction.member),
    seed,
    options,
    ranked: ranking.ranked,
    daily: ranking.daily,
  });
  if (outcome.kind !== 'started') {
    if (claimed && ranking.daily !== null) await ctx.dailies.releaseAttempt(game.id, ranking.daily, interaction.user.id);
    const notice = outcome.kind === 'busy' ? busyNotice(outcome.session, outcome.game) : corruptNotice(outcome.reason);
    await interaction.reply(ephemeral(notice));
    return;
  }
  ctx.log.info(`started ${game.id} ${outcome.session.id} (${ranking.ranked ? 'ranked' : 'unranked'}) in channel ${interaction.channelId} for ${interaction.user.id}`);
  await postBoard(interaction, ctx, outcome.session, ui, ranking.note ?? undefined);
}
