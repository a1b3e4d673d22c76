/** Builders of the JSON objects Discord sends: users, members, roles, channels, guilds and messages. */
import type {
  APIGuildMember,
  APIInteractionGuildMember,
  APIMessage,
  APIRole,
  APIUser,
  ChannelType,
  EmbedType,
  GatewayGuildCreateDispatchData,
  GuildMemberFlags,
  GuildSystemChannelFlags,
  InteractionType,
  OverwriteType,
  RoleFlags,
} from 'discord.js';
import { resolveAttachmentUrls } from './attachments.js';
import { APPLICATION_ID, memberPermissions, Permission, type TestGuild, type TestUser } from './fixtures.js';
import type { Place } from './places.js';
import type { StoredMessage } from './types.js';

const JOINED_AT = '2024-01-01T00:00:00.000Z';

/** A user object. */
export function apiUser(user: TestUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    ...(user.bot ? { bot: true } : {}),
  };
}

/** A guild member object (with the user) as GUILD_CREATE lists it. */
export function apiMember(guild: TestGuild, user: TestUser): APIGuildMember {
  const member = guild.members.find((m) => m.user.id === user.id);
  if (!member) throw new Error(`${user.username} is not a member of guild ${guild.name}`);
  return {
    user: apiUser(user),
    nick: null,
    avatar: null,
    roles: member.roleIds,
    joined_at: JOINED_AT,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}

/** A member object as an interaction carries it: with the permissions Discord computed (or the given ones). */
export function apiInteractionMember(guild: TestGuild, user: TestUser, permissions?: bigint): APIInteractionGuildMember {
  return { ...apiMember(guild, user), user: apiUser(user), permissions: (permissions ?? memberPermissions(guild, user.id)).toString() };
}

/** The roles of a guild, @everyone (id = guild id) first. */
export function apiRoles(guild: TestGuild): APIRole[] {
  const role = (id: string, name: string, permissions: bigint, position: number, mentionable = false): APIRole => ({
    id,
    name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position,
    permissions: permissions.toString(),
    managed: false,
    mentionable,
    flags: 0 as RoleFlags,
  });
  return [
    role(guild.id, '@everyone', guild.everyonePermissions, 0),
    ...guild.roles.map((r) => role(r.id, r.name, r.permissions, r.position, r.mentionable)),
  ];
}

/** A guild text channel object. */
export function apiTextChannel(guild: TestGuild, channelId: string) {
  const index = guild.channels.findIndex((c) => c.id === channelId);
  const channel = guild.channels[index];
  if (!channel) throw new Error(`Channel ${channelId} is not in guild ${guild.name}`);
  return {
    id: channel.id,
    type: 0 as ChannelType.GuildText,
    guild_id: guild.id,
    name: channel.name,
    position: index,
    // A channel hidden from the bot denies its member View Channel (type 1: a member's overwrite).
    permission_overwrites: channel.hiddenFromBot
      ? [{ id: APPLICATION_ID, type: 1 as OverwriteType.Member, allow: '0', deny: Permission.ViewChannel.toString() }]
      : [],
    parent_id: null,
    topic: null,
    nsfw: false,
    rate_limit_per_user: 0,
    last_message_id: null,
    flags: 0,
  };
}

/** A DM channel object: the bot's DM with a user (type 1), or a group DM (type 3). */
export function apiDmChannel(place: Exclude<Place, { kind: 'guild' }>) {
  if (place.kind === 'dm')
    return { id: place.channelId, type: 1 as ChannelType.DM, recipients: [apiUser(place.user)], last_message_id: null, flags: 0 };
  const { group } = place;
  return {
    id: group.id,
    type: 3 as ChannelType.GroupDM,
    name: group.name,
    owner_id: group.ownerId,
    recipients: group.recipients.map(apiUser),
    last_message_id: null,
    icon: null,
    flags: 0,
  };
}

/** The full GUILD_CREATE payload for a guild: roles, channels and members included. */
export function apiGuildCreate(guild: TestGuild): GatewayGuildCreateDispatchData {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 1,
    explicit_content_filter: 0,
    roles: apiRoles(guild),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0 as GuildSystemChannelFlags,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    premium_progress_bar_enabled: false,
    preferred_locale: 'en-US' as GatewayGuildCreateDispatchData['preferred_locale'],
    nsfw_level: 0,
    hub_type: null,
    incidents_data: null,
    max_members: 500_000,
    max_video_channel_users: 25,
    joined_at: JOINED_AT,
    large: false,
    unavailable: false,
    member_count: guild.members.length,
    voice_states: [],
    members: guild.members.map((m) => apiMember(guild, m.user)),
    channels: guild.channels.map((c) => apiTextChannel(guild, c.id)),
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
    // Not in discord-api-types, but Discord sends it; keeps discord.js from asking for members lazily.
    ...{ lazy: true, application_command_counts: {} },
  };
}

/** What the local Discord knows about an interaction when rendering the messages that answer it. */
export interface InteractionOrigin {
  id: string;
  user: TestUser;
  /** The installs that authorized the interaction. */
  owners: Record<string, string>;
  /** The message whose component was used; undefined for slash commands. */
  sourceMessageId: string | undefined;
  originalMessageId: string | undefined;
}

/** The message object Discord returns (and puts in component interactions) for a stored message. */
export function apiMessage(
  message: StoredMessage,
  author: TestUser,
  applicationId: string,
  origin: InteractionOrigin | undefined,
): APIMessage {
  const base: APIMessage = {
    id: message.id,
    channel_id: message.channelId,
    author: apiUser(author),
    content: message.content,
    timestamp: new Date(message.createdAt).toISOString(),
    edited_timestamp: message.editedAt === undefined ? null : new Date(message.editedAt).toISOString(),
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map((a) => ({
      id: a.id,
      filename: a.filename,
      ...(a.description === undefined ? {} : { description: a.description }),
      content_type: a.contentType,
      size: a.size,
      url: a.url,
      proxy_url: a.url,
    })),
    embeds: resolveAttachmentUrls(message.embeds, message.attachments).map((embed) => ({ type: 'rich' as EmbedType, ...embed })),
    components: message.components,
    pinned: false,
    type: 0,
    flags: message.flags,
  };
  if (!origin) return base;
  const metadata = { id: origin.id, user: apiUser(origin.user), authorizing_integration_owners: origin.owners };
  const fromCommand = origin.sourceMessageId === undefined;
  return {
    ...base,
    type: fromCommand && origin.originalMessageId === message.id ? 20 : 0,
    application_id: applicationId,
    webhook_id: applicationId,
    interaction_metadata:
      origin.sourceMessageId === undefined
        ? { ...metadata, type: 2 as InteractionType.ApplicationCommand }
        : { ...metadata, type: 3 as InteractionType.MessageComponent, interacted_message_id: origin.sourceMessageId },
  };
}
