/**
 * The daily post's part of `/settings`: reading `daily-channel`, `daily-role`, `daily-hour` and
 * `timezone` into a setting, each refused with a clear reason when the bot could not use it (a channel
 * it cannot see or post in, a role it may not mention, an unknown time zone), their autocomplete, and
 * the lines that say what is set, when the next post is and what went wrong with the last one.
 */
import {
  type AutocompleteInteraction,
  ChannelType,
  type ChatInputCommandInteraction,
  type Guild,
  type GuildBasedChannel,
  PermissionFlagsBits,
} from 'discord.js';
import type { DailyPostOutcome } from '../../sessions/daily/daily-posts.js';
import type { DailyPostSetting } from '../../sessions/server-settings.js';
import { canonicalTimeZone } from '../../sessions/time/local-time.js';
import { userText } from '../render/text.js';

/** The value of `daily-channel` that turns the daily post off. */
const DAILY_OFF = 'none';

/** The options of `/settings` that set the daily post. */
const DAILY_OPTIONS = ['daily-channel', 'daily-role', 'daily-hour', 'timezone'] as const;

/** What the bot needs in the daily post's channel. */
const NEEDED = [PermissionFlagsBits.ViewChannel, PermissionFlagsBits.SendMessages, PermissionFlagsBits.EmbedLinks];

/** True for a channel the bot can post its daily post in. */
function canPostIn(guild: Guild, channel: GuildBasedChannel): boolean {
  const me = guild.members.me;
  return me !== null && channel.permissionsFor(me).has(NEEDED);
}

/** The server's text channels a daily post can go in. */
function textChannels(guild: Guild): GuildBasedChannel[] {
  return [...guild.channels.cache.values()].filter(
    (channel) => channel.type === ChannelType.GuildText || channel.type === ChannelType.GuildAnnouncement,
  );
}

/** The channel `value` names: its id (as autocomplete gives it), its mention, or its name. */
function findChannel(guild: Guild, value: string): GuildBasedChannel | undefined {
  const id = /^<#(\d+)>$/.exec(value)?.[1] ?? value;
  const name = value.replace(/^#/, '').toLowerCase();
  return textChannels(guild).find((channel) => channel.id === id || channel.name.toLowerCase() === name);
}

/** Why the bot cannot use the channel named `value` for its daily post, or its id. */
function readChannel(guild: Guild, value: string): { id: string } | { refused: string } {
  const channel = findChannel(guild, value);
  if (!channel) return { refused: `There is no text channel \`${userText(value, 100)}\` that I can see here. Pick one from the list.` };
  if (!canPostIn(guild, channel))
    return { refused: `I cannot post in <#${channel.id}>: I need View Channel, Send Messages and Embed Links there.` };
  return { id: channel.id };
}

/** Why the bot cannot ping the role `roleId` in its daily post, or null when it can. */
function roleProblem(guild: Guild, roleId: string): string | null {
  if (roleId === guild.id) return 'The daily post pings a role, not @everyone: choose a role for the players who want it.';
  const role = guild.roles.cache.get(roleId);
  if (!role) return 'That role is not one of this server.';
  const mayMention = role.mentionable || (guild.members.me?.permissions.has(PermissionFlagsBits.MentionEveryone) ?? false);
  if (!mayMention) return `I may not mention <@&${role.id}>: make it mentionable (Server Settings › Roles), or choose another role.`;
  return null;
}

/** What is wrong with the daily post's channel now (deleted, or the bot may no longer post there), or null. */
export function channelProblem(guild: Guild, channelId: string): string | null {
  const channel = guild.channels.cache.get(channelId);
  if (!channel) return 'its channel no longer exists';
  if (!canPostIn(guild, channel))
    return `I may no longer post in <#${channelId}>: I need View Channel, Send Messages and Embed Links there`;
  return null;
}

/** True when the member set any of the daily post's options. */
export function setsDailyPost(interaction: ChatInputCommandInteraction): boolean {
  return DAILY_OPTIONS.some((name) => interaction.options.get(name) !== null);
}

/**
 * The daily post the options ask for, on top of the current one: null to turn it off, or why it is
 * refused. A new post needs a channel and an hour; the role is optional, the time zone UTC by default.
 */
export function readDailyPost(
  interaction: ChatInputCommandInteraction,
  guild: Guild,
  current: DailyPostSetting | null,
): DailyPostSetting | null | { refused: string } {
  const channelValue = interaction.options.getString('daily-channel');
  if (channelValue?.trim().toLowerCase() === DAILY_OFF) return null;
  const hour = interaction.options.getInteger('daily-hour') ?? current?.hour;
  if (hour !== undefined && (!Number.isInteger(hour) || hour < 0 || hour > 23)) return { refused: '`daily-hour` is an hour from 0 to 23.' };
  const zoneValue = interaction.options.getString('timezone');
  const timeZone = zoneValue === null ? (current?.timeZone ?? 'UTC') : canonicalTimeZone(zoneValue.trim());
  if (timeZone === null)
    return {
      refused:
        `\`${userText(zoneValue ?? '', 64)}\` is not a time zone I know. Use an ` +
        `IANA name such as \`Europe/Berlin\`, \`America/New_York\` or \`UTC\`.`,
    };
  const channel = channelValue === null ? (current ? { id: current.channelId } : null) : readChannel(guild, channelValue.trim());
  if (channel === null || hour === undefined)
    return {
      refused: 'A daily post needs a channel and an hour: e.g. `/settings daily-channel:#daily daily-hour:9 timezone:Europe/Berlin`.',
    };
  if ('refused' in channel) return channel;
  const role = interaction.options.getRole('daily-role');
  const roleId = role === null ? (current?.roleId ?? null) : role.id;
  const problem = roleId === null ? null : roleProblem(guild, roleId);
  if (problem !== null) return { refused: problem };
  return { channelId: channel.id, roleId, hour, timeZone };
}

/** At most 25 choices, those whose name contains what was typed. */
function matching(choices: { name: string; value: string }[], typed: string): { name: string; value: string }[] {
  const lower = typed.toLowerCase();
  return choices.filter((choice) => choice.name.toLowerCase().includes(lower)).slice(0, 25);
}

/** Every time zone the bot knows, UTC first. */
function timeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

/** Suggests channels the bot can post in (and `none`) for `daily-channel`, and time zones for `timezone`. */
export async function suggestDailyPost(interaction: AutocompleteInteraction, guild: Guild | null): Promise<void> {
  const focused = interaction.options.getFocused(true);
  if (focused.name === 'timezone') {
    await interaction.respond(
      matching(
        timeZones().map((zone) => ({ name: zone, value: zone })),
        focused.value,
      ),
    );
    return;
  }
  const channels = guild
    ? textChannels(guild)
        .filter((channel) => canPostIn(guild, channel))
        .map((channel) => ({ name: `#${channel.name}`, value: channel.id }))
    : [];
  await interaction.respond(matching([{ name: 'none (no daily post)', value: DAILY_OFF }, ...channels], focused.value));
}

/** The hour as a clock shows it: `09:00`. */
function clockHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * What `/settings` says of the daily post: where and when, the next post, what is wrong with its channel
 * now (`problem`), and what went wrong with the last one.
 */
export function dailyPostLines(
  setting: DailyPostSetting | null,
  nextAt: Date | null,
  last: DailyPostOutcome | null,
  problem: string | null = null,
): string[] {
  if (setting === null)
    return ['Daily post: off. Turn it on with `/settings daily-channel:#channel daily-hour:9 daily-role:@role timezone:Europe/Berlin`.'];
  const role = setting.roleId === null ? 'pinging nobody' : `pinging <@&${setting.roleId}>`;
  const lines = [`Daily post: in <#${setting.channelId}> at ${clockHour(setting.hour)} ${setting.timeZone}, ${role}.`];
  if (nextAt !== null) {
    const seconds = Math.floor(nextAt.getTime() / 1000);
    lines.push(`Next post: <t:${seconds}:F> (<t:${seconds}:R>).`);
  }
  if (problem !== null) {
    const fix = 'Choose another channel with `daily-channel`, or fix it.';
    lines.push(`⚠️ The next post cannot be made: ${problem}. ${fix}`);
  }
  if (last?.failure)
    lines.push(
      `⚠️ The post of ${last.localDate} failed: ${last.failure}. Fix that or choose another channel; the next post is tried at its hour.`,
    );
  lines.push('Change it with `daily-channel`, `daily-role`, `daily-hour` and `timezone`; `daily-channel:none` turns it off.');
  return lines;
}
