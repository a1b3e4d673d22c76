/** `/settings [pictures]`: a server's settings for the bot, shown or changed by members with Manage Server. */

import { PermissionFlagsBits } from 'discord.js';
import { reachOf } from '../discord/client/reach.js';
import type { Command } from '../discord/command.js';
import { choiceOption, rangeOption, serverCommand } from '../discord/command-builders.js';
import { channelProblem, dailyPostLines, readDailyPost, setsDailyPost, suggestDailyPost } from '../discord/daily/daily-post-settings.js';
import { ephemeral } from '../discord/respond.js';
import type { ServerSettingsValue } from '../sessions/server-settings.js';

/** The /settings command. */
export const settingsCommand: Command = {
  data: serverCommand('settings', "This server's settings for the bot (Manage Server)")
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption(choiceOption('pictures', 'Draw boards as pictures (on, the default) or as text only (off)', { on: 'on', off: 'off' }))
    .addStringOption((option) =>
      option
        .setName('daily-channel')
        .setDescription("Where the day's deals are posted every day; none turns the daily post off")
        .setAutocomplete(true)
        .setMaxLength(100),
    )
    .addRoleOption((option) => option.setName('daily-role').setDescription('The role the daily post pings'))
    .addIntegerOption(rangeOption('daily-hour', 'The hour of the daily post, 0 to 23, in the time zone', { min: 0, max: 23 }))
    .addStringOption((option) =>
      option
        .setName('timezone')
        .setDescription('The time zone of the daily hour, e.g. Europe/Berlin (default UTC)')
        .setAutocomplete(true)
        .setMaxLength(64),
    ),
  async execute(interaction, ctx) {
    if (!interaction.guildId || !interaction.guild || reachOf(interaction) !== 'channel') {
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
    const guildId = interaction.guildId;
    const current = await ctx.settings.fresh(guildId);
    const change: Partial<ServerSettingsValue> = pictures === null ? {} : { pictures: pictures === 'on' };
    if (setsDailyPost(interaction)) {
      const daily = readDailyPost(interaction, interaction.guild, current.daily);
      if (daily !== null && 'refused' in daily) {
        await interaction.reply(ephemeral(`${daily.refused} Nothing was changed.`));
        return;
      }
      change.daily = daily;
    }
    const changed = Object.keys(change).length > 0;
    const settings = changed ? await ctx.settings.update(guildId, change) : current;
    if ('daily' in change) await ctx.dailyPosts.configure(guildId, settings.daily);
    const state = settings.pictures ? 'on: boards show a picture of the table above their text' : 'off: boards are text only';
    const nextAt = settings.daily === null ? null : ctx.dailyPosts.nextAt(settings.daily);
    const said = pictures !== null ? 'Done. Pictures are now' : changed ? 'Done. Pictures are' : 'Pictures are';
    const lines = [
      `${said} ${state}. Change it with \`/settings pictures:on\` or \`/settings pictures:off\`.`,
      ...dailyPostLines(
        settings.daily,
        nextAt,
        await ctx.dailyPosts.lastOutcome(guildId),
        settings.daily === null ? null : channelProblem(interaction.guild, settings.daily.channelId),
      ),
    ];
    await interaction.reply(ephemeral(lines.join('\n')));
  },
  async autocomplete(interaction) {
    await suggestDailyPost(interaction, interaction.guild);
  },
};
