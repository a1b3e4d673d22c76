/** `/leaderboard game:<game> scope:server|global`: the top 10 by best score. */
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { leaderboardEmbed } from '../src/discord/render/leaderboard.js';
import { ephemeral, publicMessage } from '../src/discord/respond.js';
import { findGame, rankedGames } from '../src/games/index.js';

/** The /leaderboard command. */
export const leaderboardCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('leaderboard')
    .setDescription('The best players of a game')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((option) =>
      option
        .setName('game')
        .setDescription('Which game')
        .setRequired(true)
        .addChoices(...rankedGames().map((game) => ({ name: game.title, value: game.id }))),
    )
    .addStringOption((option) =>
      option
        .setName('scope')
        .setDescription('This server (default) or every server')
        .addChoices({ name: 'this server', value: 'server' }, { name: 'global', value: 'global' }),
    ),
  async execute(interaction, ctx) {
    const game = findGame(interaction.options.getString('game', true));
    const scope = interaction.options.getString('scope') ?? 'server';
    if (!game || game.seating !== 'solo' || (scope !== 'server' && scope !== 'global')) {
      await interaction.reply(ephemeral('Pick a game and a scope from the lists. `/help` lists the games.'));
      return;
    }
    const page = await ctx.leaderboard.page(game.id, scope, interaction.guildId, interaction.user.id);
    await interaction.reply(
      publicMessage({ embeds: [leaderboardEmbed(game.title, game.id, scope, page, interaction.user.id)], components: [] }),
    );
  },
};
