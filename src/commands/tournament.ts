/**
 * `/tournament start game:<…> days:<1-14> [name]`, `/tournament standings`, `/tournament end`: a
 * server's tournament on a solo game's daily deals, one per channel at a time. Starting and ending one
 * takes Manage Server; the standings are for everyone, with a chart of the points by day.
 */

import { type ChatInputCommandInteraction, PermissionFlagsBits } from 'discord.js';
import { findGame, rankedGames } from '../catalog.js';
import { reachOf } from '../discord/client/reach.js';
import type { Command } from '../discord/command.js';
import { gameOption, rangeOption, serverCommand } from '../discord/command-builders.js';
import { boardReply } from '../discord/render/board-message.js';
import { userText } from '../discord/render/text.js';
import { ephemeral, NO_PINGS } from '../discord/respond.js';
import { standingsBoard } from '../discord/tournament/tournament.js';
import { SCORING } from '../discord/tournament/tournament-message.js';
import { TOURNAMENT_DAYS, TOURNAMENT_NAME_MAX } from '../sessions/tournament/tournaments.js';

/** True when the member may start and end tournaments. */
function mayManage(interaction: ChatInputCommandInteraction): boolean {
  return interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
}

/** `/tournament start`: checks the options and the member's permission, then starts one unless the channel has one running. */
async function start(interaction: ChatInputCommandInteraction & { guildId: string }, ctx: Parameters<Command['execute']>[1]) {
  if (!mayManage(interaction)) {
    await interaction.reply(ephemeral('Only members with Manage Server can start a tournament. Nothing was started.'));
    return;
  }
  const game = findGame(interaction.options.getString('game') ?? '');
  if (game?.seating !== 'solo') {
    await interaction.reply(ephemeral('Pick a game from the list: a tournament is played on a solo game. Nothing was started.'));
    return;
  }
  const days = interaction.options.getInteger('days') ?? 0;
  if (!Number.isInteger(days) || days < TOURNAMENT_DAYS.min || days > TOURNAMENT_DAYS.max) {
    await interaction.reply(ephemeral(`\`days\` is ${TOURNAMENT_DAYS.min} to ${TOURNAMENT_DAYS.max}. Nothing was started.`));
    return;
  }
  const name = (interaction.options.getString('name') ?? '').replace(/\s+/g, ' ').trim() || `${game.title} tournament`;
  if (name.length > TOURNAMENT_NAME_MAX) {
    await interaction.reply(ephemeral(`A tournament's name is at most ${TOURNAMENT_NAME_MAX} characters. Nothing was started.`));
    return;
  }
  const outcome = await ctx.tournaments.start({
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    game: game.id,
    name,
    days,
    startedBy: interaction.user.id,
  });
  if ('running' in outcome) {
    await interaction.reply(
      ephemeral(
        `This channel already has a tournament running: ${userText(outcome.running.name, 80)}. ` +
          'One tournament per channel at a time: see it with `/tournament standings`, ' +
          'end it with `/tournament end`, or use another channel. Nothing was started.',
      ),
    );
    return;
  }
  const started = outcome.started;
  const span =
    days === 1
      ? `today's daily deal (${started.firstDay})`
      : `the daily deals of the next ${days} days, from today's (${started.firstDay})`;
  await interaction.reply({
    content:
      `🏆 <@${interaction.user.id}> started the tournament **${userText(name, 80)}**: ${game.title}, on ${span}. ` +
      `Play each day's deal with \`/${game.id} daily\`: one ranked attempt a day. ${SCORING} ` +
      'See the table with `/tournament standings`.',
    allowedMentions: NO_PINGS,
  });
}

/** `/tournament standings`: the channel's tournament, running or the last one over, with its chart. */
async function standings(interaction: ChatInputCommandInteraction & { guildId: string }, ctx: Parameters<Command['execute']>[1]) {
  const tournament = await ctx.tournaments.inChannel(interaction.channelId);
  if (!tournament) {
    await interaction.reply(ephemeral('This channel has no tournament. Members with Manage Server start one with `/tournament start`.'));
    return;
  }
  await interaction.deferReply();
  await interaction.editReply(boardReply(await standingsBoard(ctx, interaction.guild ?? undefined, tournament)));
}

/** `/tournament end`: ends the channel's running tournament early, with no champion. */
async function end(interaction: ChatInputCommandInteraction, ctx: Parameters<Command['execute']>[1]) {
  if (!mayManage(interaction)) {
    await interaction.reply(ephemeral('Only members with Manage Server can end a tournament. Nothing was changed.'));
    return;
  }
  const ended = await ctx.tournaments.endEarly(interaction.channelId);
  if (!ended) {
    await interaction.reply(ephemeral('This channel has no tournament running. Nothing was changed.'));
    return;
  }
  await interaction.reply({
    content:
      `<@${interaction.user.id}> ended the tournament **${userText(ended.name, 80)}** ` +
      `early: no champion. \`/tournament standings\` shows where it stood.`,
    allowedMentions: NO_PINGS,
  });
}

/** The /tournament command. */
export const tournamentCommand: Command = {
  data: serverCommand('tournament', "A tournament on a solo game's daily deals, in this channel")
    .addSubcommand((sub) =>
      sub
        .setName('start')
        .setDescription("Start a tournament on the next days' daily deals of a game (Manage Server)")
        .addStringOption(gameOption(rankedGames(), 'The game'))
        .addIntegerOption(
          rangeOption(
            'days',
            `How many days' deals, from today's (${TOURNAMENT_DAYS.min} to ${TOURNAMENT_DAYS.max})`,
            TOURNAMENT_DAYS,
            true,
          ),
        )
        .addStringOption((o) => o.setName('name').setDescription("The tournament's name").setMaxLength(TOURNAMENT_NAME_MAX)),
    )
    .addSubcommand((sub) =>
      sub.setName('standings').setDescription("This channel's tournament: the table and a chart of the points by day"),
    )
    .addSubcommand((sub) => sub.setName('end').setDescription("End this channel's tournament early, with no champion (Manage Server)")),
  async execute(interaction, ctx) {
    if (!interaction.guildId || reachOf(interaction) !== 'channel') {
      await interaction.reply(ephemeral('Tournaments belong to a server that has the bot: use `/tournament` in one of its channels.'));
      return;
    }
    const inGuild = interaction as ChatInputCommandInteraction & { guildId: string };
    const sub = interaction.options.getSubcommand();
    if (sub === 'start') await start(inGuild, ctx);
    else if (sub === 'standings') await standings(inGuild, ctx);
    else if (sub === 'end') await end(interaction, ctx);
    else await interaction.reply(ephemeral('I know `/tournament start`, `/tournament standings` and `/tournament end`.'));
  },
};
