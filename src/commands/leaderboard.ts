/**
 * `/leaderboard <game> [scope] [period] [date]`: the top 10 by best score, all time, a daily deal, or this
 * week; with `scope:races`, this server's race board of the game (races won, podiums), where race runs
 * rank instead.
 */
import type { ChatInputCommandInteraction } from 'discord.js';
import { findGame, rankedGames } from '../catalog.js';
import { rankingGuildOf } from '../discord/client/reach.js';
import { dailyBest } from '../discord/coach/best-scores.js';
import type { Command } from '../discord/command.js';
import { choiceOption, commandEverywhere, gameOption } from '../discord/command-builders.js';
import type { BotContext } from '../discord/context.js';
import { type BoardHeading, leaderboardEmbed } from '../discord/render/leaderboard.js';
import { raceBoardEmbed } from '../discord/render/race-board-embed.js';
import { ephemeral, publicMessage } from '../discord/respond.js';
import type { AnyGame } from '../engine/game.js';
import type { Period, Scope } from '../sessions/scores/leaderboard.js';
import { isUtcDate, utcDate, utcWeek } from '../sessions/time/calendar.js';

/** The /leaderboard command. */
export const leaderboardCommand: Command = {
  data: commandEverywhere('leaderboard', 'The best players of a game')
    .addStringOption(gameOption(rankedGames()))
    .addStringOption(
      choiceOption('scope', "This server (default), every server, or this server's races", {
        server: 'this server',
        global: 'global',
        races: "this server's races",
      }),
    )
    .addStringOption(
      choiceOption('period', 'All time (default), a daily deal, or this UTC week', {
        all: 'all time',
        daily: 'daily deal',
        week: 'this week',
      }),
    )
    .addStringOption((option) =>
      option
        .setName('date')
        .setDescription('For the daily board: which day, YYYY-MM-DD (default today, UTC)')
        .setMinLength(10)
        .setMaxLength(10),
    ),
  async execute(interaction, ctx) {
    const game = findGame(interaction.options.getString('game', true));
    const scope = interaction.options.getString('scope') ?? 'server';
    const periodName = interaction.options.getString('period') ?? 'all';
    const today = utcDate(ctx.now());
    const date = interaction.options.getString('date') ?? today;
    if (game?.seating !== 'solo' || !['server', 'global', 'races'].includes(scope) || !['all', 'daily', 'week'].includes(periodName)) {
      await interaction.reply(ephemeral('Pick a game, a scope and a period from the lists. `/help` lists the games.'));
      return;
    }
    if (scope === 'races') {
      await raceBoard(interaction, ctx, game);
      return;
    }
    const scores: Scope = scope === 'global' ? 'global' : 'server';
    if (!isUtcDate(date) || date > today) {
      await interaction.reply(ephemeral(`\`date\` is a day up to today, written YYYY-MM-DD (today is ${today}, UTC).`));
      return;
    }
    const period: Period =
      periodName === 'daily'
        ? { kind: 'daily', date }
        : periodName === 'week'
          ? { kind: 'week', monday: utcWeek(ctx.now()).start.slice(0, 10) }
          : { kind: 'all' };
    const heading: BoardHeading = {
      gameTitle: game.title,
      gameId: game.id,
      scope: scores,
      period: period.kind === 'daily' ? `daily deal of ${date}` : period.kind === 'week' ? `week of ${period.monday}` : 'all time',
      seed: period.kind === 'daily' && date < today ? await ctx.dailies.recordedSeed(game.id, date) : null,
      describeScore: game.describeScore,
      standardOnly: game.unrankedReason !== undefined,
      // Today's best possible score is no one's to see in public before the day is over.
      ...(period.kind === 'daily'
        ? { daily: date === today ? 'today' : 'past', best: date === today ? null : await dailyBest(ctx, game.id, date) }
        : {}),
    };
    // Runs played where the bot is not in the server count on the global boards only.
    const guildId = rankingGuildOf(interaction);
    const shown = scores === 'server' && guildId === null ? 'global' : scores;
    heading.scope = shown;
    if (shown !== scores)
      heading.note = 'There is no server board here (the bot is not in this server, or this is a DM): here is the global one.';
    const page = await ctx.leaderboard.page(game.id, shown, guildId, interaction.user.id, period);
    await interaction.reply(publicMessage({ embeds: [leaderboardEmbed(heading, page, interaction.user.id)], components: [] }));
  },
};

/** This server's race board of `game`: races are played in a server, so there is none in a DM or a server without the bot. */
async function raceBoard(interaction: ChatInputCommandInteraction, ctx: BotContext, game: AnyGame): Promise<void> {
  const guildId = rankingGuildOf(interaction);
  if (guildId === null) {
    await interaction.reply(ephemeral('Races are run in a server with the bot, so there is no race board here.'));
    return;
  }
  if (interaction.options.getString('period') !== null || interaction.options.getString('date') !== null) {
    await interaction.reply(ephemeral('The race board counts every race in this server: leave out `period` and `date`.'));
    return;
  }
  const page = await ctx.races.stats.boards.page(guildId, game.id, interaction.user.id);
  await interaction.reply(publicMessage({ embeds: [raceBoardEmbed(game, page, interaction.user.id)], components: [] }));
}
