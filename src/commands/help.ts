/** `/help`: privately, where to start (the game to try first, how to start each game), with a menu of every game's commands. */

import { MessageFlags } from 'discord.js';
import type { Command } from '../discord/command.js';
import { commandEverywhere } from '../discord/command-builders.js';
import { HELP_COMMAND, helpStart } from '../discord/help/help-pages.js';
import { NO_PINGS } from '../discord/respond.js';

/** The /help command. */
export const helpCommand: Command = {
  data: commandEverywhere(HELP_COMMAND, 'Where to start, and every command of each game (only you see the answer)'),
  async execute(interaction, ctx) {
    await interaction.reply({ ...helpStart(ctx), flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
  },
};
