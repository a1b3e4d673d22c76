/** `/help`: privately, where to start (the game to try first, how to start each game), with a menu of every game's commands. */

import { SlashCommandBuilder } from '@discordjs/builders';
import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { HELP_COMMAND, helpStart } from '../src/discord/help-pages.js';
import { EVERY_CONTEXT, EVERY_INSTALL } from '../src/discord/reach.js';
import { NO_PINGS } from '../src/discord/respond.js';

/** The /help command. */
export const helpCommand: Command = {
  data: new SlashCommandBuilder()
    .setName(HELP_COMMAND)
    .setDescription('Where to start, and every command of each game (only you see the answer)')
    .setIntegrationTypes(EVERY_INSTALL)
    .setContexts(EVERY_CONTEXT),
  async execute(interaction, ctx) {
    await interaction.reply({ ...helpStart(ctx), flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
  },
};
