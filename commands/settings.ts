/** `/settings [pictures]`: a server's settings for the bot, shown or changed by members with Manage Server. */

import { SlashCommandBuilder } from '@discordjs/builders';
import { ApplicationIntegrationType, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { reachOf } from '../src/discord/reach.js';
import { ephemeral } from '../src/discord/respond.js';

/** The /settings command. */
export const settingsCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('settings')
    .setDescription("This server's settings for the bot (Manage Server)")
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption((option) =>
      option
        .setName('pictures')
        .setDescription('Draw boards as pictures (on, the default) or as text only (off)')
        .addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }),
    ),
  async execute(interaction, ctx) {
    if (!interaction.guildId || reachOf(interaction) !== 'channel') {
      await interaction.reply(ephemeral('Settings belong to a server that has the bot: use `/settings` there.'));
      return;
    }
    if (!(interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false)) {
      await interaction.reply(ephemeral('Only members with Manage Server can see or change the settings. Nothing was changed.'));
      return;
    }
    const pictures = interaction.options.getString('pictures');
    if (pictures !== null && pictures !== 'on' && pictures !== 'off') {
      await interaction.reply(ephemeral('`pictures` is `on` or `off`. Nothing was changed.'));
      return;
    }
    const settings =
      pictures === null
        ? await ctx.settings.of(interaction.guildId)
        : await ctx.settings.update(interaction.guildId, { pictures: pictures === 'on' });
    const state = settings.pictures ? 'on: boards show a picture of the table above their text' : 'off: boards are text only';
    const said = pictures === null ? 'Pictures are' : 'Done. Pictures are now';
    await interaction.reply(ephemeral(`${said} ${state}. Change it with \`/settings pictures:on\` or \`/settings pictures:off\`.`));
  },
};
