/**
 * `/rules <game>`: a short summary of a game as the bot plays it, privately; when the channel's
 * game is that game, the summary follows its options (e.g. Royal Assassin's alternate rules).
 */

import { MessageFlags } from 'discord.js';
import { catalog, findUi } from '../catalog.js';
import type { Command } from '../discord/command.js';
import { commandEverywhere, gameOption } from '../discord/command-builders.js';
import { ephemeral, NO_PINGS } from '../discord/respond.js';

/** The /rules command. */
export const rulesCommand: Command = {
  data: commandEverywhere('rules', 'How a game is played here (only you see the answer)').addStringOption(
    gameOption(catalog.map(({ rules }) => rules)),
  ),
  async execute(interaction, ctx) {
    const id = interaction.options.getString('game', true);
    const ui = findUi(id);
    if (!ui) {
      await interaction.reply(ephemeral('Pick a game from the list. `/help` lists the games.'));
      return;
    }
    const loaded = await ctx.sessions.load(interaction.channelId);
    const options = loaded.kind === 'ok' && loaded.game.id === id ? loaded.session.options : undefined;
    await interaction.reply({ embeds: [ui.summary(options)], flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
  },
};
