/** The fixed world of the local Discord: the bot, test users, guilds, roles and channels. */

/** A user who can be made to run commands and click buttons. */
export interface TestUser {
  id: string;
  username: string;
  globalName: string | null;
  bot?: boolean;
}

/** A role of a test guild (besides @everyone, whose id is the guild id). */
interface TestRole {
  id: string;
  name: string;
  permissions: bigint;
  position: number;
  /** True when any member may mention it (default false). */
  mentionable?: boolean;
}

/** A text channel (type 0) of a test guild. */
interface TestChannel {
  id: string;
  name: string;
  /** True for a channel whose permissions deny the bot View Channel: it answers the bot 403. */
  hiddenFromBot?: boolean;
}

/** A member of a test guild: the user and the ids of their roles (without @everyone). */
interface TestMember {
  user: TestUser;
  roleIds: string[];
}

/** A guild: one the bot is in, or (`botInstalled: false`) one its members reach only through their own install of the app. */
export interface TestGuild {
  id: string;
  name: string;
  /** False for a server that never installed the bot: it is not in READY, and its channels answer the bot 403. */
  botInstalled?: boolean;
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
const EVERYONE_PERMISSIONS =
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
/** The main guild's staff channel, which the bot may not see. */
export const STAFF_CHANNEL_ID = '1100000000000000103';
/** The main guild's Moderator role (Manage Messages), held by mona. */
export const MODERATOR_ROLE_ID = '1100000000000000110';
/** The main guild's Daily players role, which anyone may mention. */
export const DAILY_ROLE_ID = '1100000000000000112';
/** The bot's role in the main guild. */
const BOT_ROLE_ID = '1100000000000000111';

/** The second guild's id: it lands on shard 0 of 2, the main guild on shard 1. */
export const SECOND_GUILD_ID = '1100000000004194404';
/** The second guild's only text channel. */
export const SECOND_CHANNEL_ID = '1100000000004194405';
/** The bot's role in the second guild. */
const SECOND_BOT_ROLE_ID = '1100000000004194406';

const plainMembers = [users.alice, users.bob, users.carol, users.dave];

/**
 * The main test guild: two text channels and a staff channel the bot may not see, a Moderator role with
 * Manage Messages held by mona, and a Daily players role anyone may mention.
 */
export const mainGuild: TestGuild = {
  id: GUILD_ID,
  name: 'Tabletop Test Guild',
  ownerId: users.olga.id,
  everyonePermissions: EVERYONE_PERMISSIONS,
  roles: [
    { id: MODERATOR_ROLE_ID, name: 'Moderator', permissions: EVERYONE_PERMISSIONS | Permission.ManageMessages, position: 2 },
    { id: BOT_ROLE_ID, name: 'Tabletop GM', permissions: BOT_PERMISSIONS, position: 1 },
    { id: DAILY_ROLE_ID, name: 'Daily players', permissions: 0n, position: 1, mentionable: true },
  ],
  channels: [
    { id: CHANNEL_ID, name: 'game-table' },
    { id: OTHER_CHANNEL_ID, name: 'second-table' },
    { id: STAFF_CHANNEL_ID, name: 'staff-room', hiddenFromBot: true },
  ],
  members: [
    ...plainMembers.map((user) => ({ user, roleIds: [] })),
    { user: users.mona, roleIds: [MODERATOR_ROLE_ID] },
    { user: users.olga, roleIds: [] },
    { user: BOT_USER, roleIds: [BOT_ROLE_ID] },
  ],
};

/** A second guild (one channel, same users) for sharding and cross-guild tests. */
const secondGuild: TestGuild = {
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

/** A server that never installed the bot: its members play through their own (user) install. */
const FOREIGN_GUILD_ID = '1100000000016777220';
/** The foreign server's text channel, which the bot can neither read nor post in. */
export const FOREIGN_CHANNEL_ID = '1100000000016777221';
/** The foreign server's Moderator role (Manage Messages), held by mona. */
const FOREIGN_MODERATOR_ROLE_ID = '1100000000016777222';

/** A server the bot is not in: alice, bob, carol and dave, with mona as a moderator. */
const foreignGuild: TestGuild = {
  id: FOREIGN_GUILD_ID,
  name: 'Friends Without The Bot',
  botInstalled: false,
  ownerId: users.dave.id,
  everyonePermissions: EVERYONE_PERMISSIONS,
  roles: [{ id: FOREIGN_MODERATOR_ROLE_ID, name: 'Moderator', permissions: EVERYONE_PERMISSIONS | Permission.ManageMessages, position: 1 }],
  channels: [{ id: FOREIGN_CHANNEL_ID, name: 'hangout' }],
  members: [...plainMembers.map((user) => ({ user, roleIds: [] })), { user: users.mona, roleIds: [FOREIGN_MODERATOR_ROLE_ID] }],
};

/** A group DM (alice, bob and carol) that the bot is not in: reached through the members' own install. */
export interface TestGroupDm {
  id: string;
  name: string;
  ownerId: string;
  recipients: TestUser[];
}

/** The test group DM's channel id. */
export const GROUP_DM_ID = '1100000000000003001';

/** Alice, Bob and Carol's group DM. */
export const groupDm: TestGroupDm = {
  id: GROUP_DM_ID,
  name: 'Card night',
  ownerId: users.alice.id,
  recipients: [users.alice, users.bob, users.carol],
};

/** Each test user's DM channel with the bot. */
export const DM_CHANNELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(users).map((user, i) => [user.id, `110000000000000200${i + 1}`]),
);

/** A user's DM channel with the bot. */
export function dmChannelOf(user: TestUser): string {
  const id = DM_CHANNELS[user.id];
  if (!id) throw new Error(`${user.username} has no DM channel with the bot`);
  return id;
}

/** The guilds the local Discord serves unless told otherwise: two with the bot, one without it. */
export const defaultGuilds: readonly TestGuild[] = [mainGuild, secondGuild, foreignGuild];

/** The permissions Discord computes for a member from @everyone and their roles (owners and admins get all). */
export function memberPermissions(guild: TestGuild, userId: string): bigint {
  const allPermissions = (1n << 53n) - 1n;
  if (guild.ownerId === userId) return allPermissions;
  const member = guild.members.find((m) => m.user.id === userId);
  let permissions = guild.everyonePermissions;
  for (const role of guild.roles) if (member?.roleIds.includes(role.id)) permissions |= role.permissions;
  return permissions & Permission.Administrator ? allPermissions : permissions;
}
