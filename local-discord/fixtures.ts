/** The fixed world of the local Discord: the bot, test users, guilds, roles and channels. */

/** A user who can be made to run commands and click buttons. */
export interface TestUser {
  id: string;
  username: string;
  globalName: string | null;
  bot?: boolean;
}

/** A role of a test guild (besides @everyone, whose id is the guild id). */
export interface TestRole {
  id: string;
  name: string;
  permissions: bigint;
  position: number;
}

/** A text channel (type 0) of a test guild. */
export interface TestChannel {
  id: string;
  name: string;
}

/** A member of a test guild: the user and the ids of their roles (without @everyone). */
export interface TestMember {
  user: TestUser;
  roleIds: string[];
}

/** A guild the bot is in. */
export interface TestGuild {
  id: string;
  name: string;
  ownerId: string;
  everyonePermissions: bigint;
  roles: TestRole[];
  channels: TestChannel[];
  members: TestMember[];
}

/** Permission bits used by the fixtures and handy in tests (Discord's values). */
export const Permission = {
  CreateInstantInvite: 1n << 0n,
  Administrator: 1n << 3n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  UseExternalEmojis: 1n << 18n,
  ChangeNickname: 1n << 26n,
  UseApplicationCommands: 1n << 31n,
  SendMessagesInThreads: 1n << 38n,
} as const;

/** The application id, which is also the bot user's id. */
export const APPLICATION_ID = '1100000000000000001';

/** The bot's token expected at IDENTIFY and on authorized REST calls. */
export const BOT_TOKEN = 'MTEwMDAwMDAwMDAwMDAwMDAwMQ.local.discord-test-token-never-logged';

/** The bot user, as READY and message authors show it. */
export const BOT_USER: TestUser = { id: APPLICATION_ID, username: 'Tabletop GM', globalName: null, bot: true };

/** Fixed test users: alice, bob, carol and dave are plain members, mona is a moderator, olga owns the guilds. */
export const users = {
  alice: { id: '1100000000000001001', username: 'alice', globalName: 'Alice' },
  bob: { id: '1100000000000001002', username: 'bob', globalName: 'Bob' },
  carol: { id: '1100000000000001003', username: 'carol', globalName: 'Carol' },
  dave: { id: '1100000000000001004', username: 'dave', globalName: 'Dave' },
  mona: { id: '1100000000000001005', username: 'mona', globalName: 'Mona (moderator)' },
  olga: { id: '1100000000000001006', username: 'olga', globalName: 'Olga (owner)' },
} as const satisfies Record<string, TestUser>;

/** Permissions of @everyone in the test guilds. */
export const EVERYONE_PERMISSIONS =
  Permission.CreateInstantInvite |
  Permission.AddReactions |
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.ReadMessageHistory |
  Permission.UseExternalEmojis |
  Permission.ChangeNickname |
  Permission.UseApplicationCommands |
  Permission.SendMessagesInThreads;

/** Permissions of the bot's own role (also sent as `app_permissions`). */
export const BOT_PERMISSIONS = EVERYONE_PERMISSIONS;

/** The main test guild's id (shard 1 of 2). */
export const GUILD_ID = '1100000000000000100';
/** The main guild's first text channel, where interactions happen by default. */
export const CHANNEL_ID = '1100000000000000101';
/** The main guild's second text channel. */
export const OTHER_CHANNEL_ID = '1100000000000000102';
/** The main guild's Moderator role (Manage Messages), held by mona. */
export const MODERATOR_ROLE_ID = '1100000000000000110';
/** The bot's role in the main guild. */
export const BOT_ROLE_ID = '1100000000000000111';

/** The second guild's id: it lands on shard 0 of 2, the main guild on shard 1. */
export const SECOND_GUILD_ID = '1100000000004194404';
/** The second guild's only text channel. */
export const SECOND_CHANNEL_ID = '1100000000004194405';
/** The bot's role in the second guild. */
export const SECOND_BOT_ROLE_ID = '1100000000004194406';

const plainMembers = [users.alice, users.bob, users.carol, users.dave];

/** The main test guild: two text channels, a Moderator role with Manage Messages held by mona. */
export const mainGuild: TestGuild = {
  id: GUILD_ID,
  name: 'Tabletop Test Guild',
  ownerId: users.olga.id,
  everyonePermissions: EVERYONE_PERMISSIONS,
  roles: [
    { id: MODERATOR_ROLE_ID, name: 'Moderator', permissions: EVERYONE_PERMISSIONS | Permission.ManageMessages, position: 2 },
    { id: BOT_ROLE_ID, name: 'Tabletop GM', permissions: BOT_PERMISSIONS, position: 1 },
  ],
  channels: [
    { id: CHANNEL_ID, name: 'game-table' },
    { id: OTHER_CHANNEL_ID, name: 'second-table' },
  ],
  members: [
    ...plainMembers.map((user) => ({ user, roleIds: [] })),
    { user: users.mona, roleIds: [MODERATOR_ROLE_ID] },
    { user: users.olga, roleIds: [] },
    { user: BOT_USER, roleIds: [BOT_ROLE_ID] },
  ],
};

/** A second guild (one channel, same users) for sharding and cross-guild tests. */
export const secondGuild: TestGuild = {
  id: SECOND_GUILD_ID,
  name: 'Second Test Guild',
  ownerId: users.olga.id,
  everyonePermissions: EVERYONE_PERMISSIONS,
  roles: [{ id: SECOND_BOT_ROLE_ID, name: 'Tabletop GM', permissions: BOT_PERMISSIONS, position: 1 }],
  channels: [{ id: SECOND_CHANNEL_ID, name: 'other-table' }],
  members: [
    ...plainMembers.map((user) => ({ user, roleIds: [] })),
    { user: users.olga, roleIds: [] },
    { user: BOT_USER, roleIds: [SECOND_BOT_ROLE_ID] },
  ],
};

/** The guilds the local Discord serves unless told otherwise. */
export const defaultGuilds: readonly TestGuild[] = [mainGuild, secondGuild];

/** The permissions Discord computes for a member from @everyone and their roles (owners and admins get all). */
export function memberPermissions(guild: TestGuild, userId: string): bigint {
  const allPermissions = (1n << 53n) - 1n;
  if (guild.ownerId === userId) return allPermissions;
  const member = guild.members.find((m) => m.user.id === userId);
  let permissions = guild.everyonePermissions;
  for (const role of guild.roles) if (member?.roleIds.includes(role.id)) permissions |= role.permissions;
  return permissions & Permission.Administrator ? allPermissions : permissions;
}
