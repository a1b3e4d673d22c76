/**
 * Where an interaction happens: a channel of a server that installed the bot, a channel of a
 * server reached only through a member's own install of the app, the bot's DM with a user, or a group
 * DM the bot is not in. Each place has Discord's interaction context, its authorizing installs, the
 * gateway shard it is dispatched on, and whether the bot may read and post in it by REST.
 */
import { type TestGroupDm, type TestGuild, type TestUser, users } from './fixtures.js';

/** A place an interaction can come from. */
export type Place =
  | { kind: 'guild'; guild: TestGuild; channelId: string }
  | { kind: 'dm'; user: TestUser; channelId: string }
  | { kind: 'group-dm'; group: TestGroupDm; channelId: string };

/** The places a local Discord knows. */
export interface World {
  guilds: readonly TestGuild[];
  groupDms: readonly TestGroupDm[];
  dmChannels: Readonly<Record<string, string>>;
}

/** Discord's interaction context types. */
const Context = { Guild: 0, BotDm: 1, PrivateChannel: 2 } as const;

/** The place of a channel, or undefined when no test place has it. */
export function placeOf(world: World, channelId: string): Place | undefined {
  const guild = world.guilds.find((g) => g.channels.some((c) => c.id === channelId));
  if (guild) return { kind: 'guild', guild, channelId };
  const group = world.groupDms.find((g) => g.id === channelId);
  if (group) return { kind: 'group-dm', group, channelId };
  const userId = Object.entries(world.dmChannels).find(([, id]) => id === channelId)?.[0];
  const user = Object.values(users).find((u) => u.id === userId);
  return user ? { kind: 'dm', user, channelId } : undefined;
}

/** True when the server or DM installed the bot itself, so the bot can read and post in the channel by REST. */
export function botIsPresent(place: Place): boolean {
  return place.kind === 'dm' || (place.kind === 'guild' && place.guild.botInstalled !== false);
}

/** The interaction context of a place. */
export function contextOf(place: Place): number {
  return place.kind === 'guild' ? Context.Guild : place.kind === 'dm' ? Context.BotDm : Context.PrivateChannel;
}

/**
 * The installs that authorize an interaction there: the server's install (key 0: the guild id, or "0"
 * in the bot's DM) where the bot is present, and the user's own install (key 1) for commands that allow it.
 */
export function authorizingOwners(place: Place, userId: string, integrationTypes: readonly number[]): Record<string, string> {
  const owners: Record<string, string> = {};
  if (botIsPresent(place) && integrationTypes.includes(0)) owners[0] = place.kind === 'guild' ? place.guild.id : '0';
  if (integrationTypes.includes(1)) owners[1] = userId;
  return owners;
}

/** The id whose shard carries the place's interactions: the guild's, or shard 0 ("0") for DMs. */
export function shardKeyOf(place: Place): string {
  return place.kind === 'guild' ? place.guild.id : '0';
}

/** The guild id of a place (undefined for DMs). */
export function guildIdOf(place: Place): string | undefined {
  return place.kind === 'guild' ? place.guild.id : undefined;
}

/** True when the user can act in the place: a member of the server, the DM's user, a recipient of the group. */
export function canAct(place: Place, user: TestUser): boolean {
  if (place.kind === 'guild') return place.guild.members.some((m) => m.user.id === user.id);
  if (place.kind === 'dm') return place.user.id === user.id;
  return place.group.recipients.some((r) => r.id === user.id);
}

/** Why Discord would not offer a registered command in a place, or null when it would. */
export function unavailableBecause(
  command: { contexts?: unknown; integration_types?: unknown },
  place: Place,
  global: boolean,
): string | null {
  const contexts = Array.isArray(command.contexts) ? command.contexts.map(Number) : [Context.Guild, Context.BotDm];
  const types = Array.isArray(command.integration_types) ? command.integration_types.map(Number) : [0];
  if (!global && place.kind !== 'guild') return 'server commands exist only in their server';
  if (!contexts.includes(contextOf(place))) return `its contexts are ${JSON.stringify(contexts)}`;
  if (!botIsPresent(place) && !types.includes(1)) return 'it is not installable to users, and the bot is not here';
  return null;
}
