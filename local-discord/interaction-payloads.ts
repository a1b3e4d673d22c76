/** INTERACTION_CREATE payloads as Discord builds them for slash commands, autocomplete, button clicks and string selects. */
import type {
  APIApplicationCommandInteractionDataOption,
  APIBaseInteraction,
  APIChatInputApplicationCommandInteraction,
  APIInteractionDataResolved,
  APIMessage,
  APIMessageComponentInteraction,
  ComponentType,
  InteractionContextType,
  InteractionType,
  Locale,
} from 'discord.js';
import { apiDmChannel, apiInteractionMember, apiRoles, apiTextChannel, apiUser } from './api-objects.js';
import { Permission, type TestUser, users } from './fixtures.js';
import { botIsPresent, contextOf, type Place } from './places.js';
import { isJsonObject, type Json, type JsonObject } from './types.js';

/** An option value: inferred type (string 3, integer 4, boolean 5, user 6, other number 10), or explicit `{ type, value }`. */
type OptionValue = string | number | boolean | TestUser | { type: number; value: string | number | boolean };

/** Who does what where: the parts every interaction shares. */
export interface InteractionContext {
  id: string;
  token: string;
  applicationId: string;
  /** Where: a guild channel (with or without the bot), the bot's DM, or a group DM. */
  place: Place;
  /** The installs that authorized the interaction (key 0: the server's, key 1: the user's). */
  owners: Record<string, string>;
  user: TestUser;
  /** Overrides the member's computed permissions in `member.permissions`. */
  memberPermissions: bigint | undefined;
  appPermissions: bigint;
}

/** A slash command as the user typed it. */
export interface CommandInput {
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  options?: Record<string, OptionValue>;
}

/** What a user-installed app may do in a channel the bot is not in: send messages through its interactions. */
const GUEST_APP_PERMISSIONS = Permission.SendMessages | Permission.EmbedLinks | Permission.AttachFiles | Permission.UseExternalEmojis;

const SUB_COMMAND = 1;
const SUB_COMMAND_GROUP = 2;
const USER = 6;
const ROLE = 8;

/**
 * The bot's permissions in the interaction's channel: where it is not present, what a user-installed app
 * may do; in a channel hidden from it, its own without View Channel, as that channel's overwrite denies it.
 */
function appPermissionsOf(ctx: InteractionContext): bigint {
  const { place } = ctx;
  if (!botIsPresent(place)) return GUEST_APP_PERMISSIONS;
  const hidden = place.kind === 'guild' && place.guild.channels.some((c) => c.id === place.channelId && c.hiddenFromBot === true);
  return hidden ? ctx.appPermissions & ~Permission.ViewChannel : ctx.appPermissions;
}

/** Where the interaction comes from: a guild's channel and the member, or a DM's channel and the user. */
function whereFields(ctx: InteractionContext) {
  const { place } = ctx;
  if (place.kind === 'guild') {
    return {
      guild: { id: place.guild.id, locale: 'en-US' as Locale, features: [] },
      guild_id: place.guild.id,
      channel: apiTextChannel(place.guild, place.channelId),
      member: apiInteractionMember(place.guild, ctx.user, ctx.memberPermissions),
      guild_locale: 'en-US' as Locale,
    };
  }
  return { channel: apiDmChannel(place), user: apiUser(ctx.user) };
}

function base<T extends InteractionType>(ctx: InteractionContext, type: T) {
  return {
    id: ctx.id,
    application_id: ctx.applicationId,
    type,
    ...whereFields(ctx),
    channel_id: ctx.place.channelId,
    token: ctx.token,
    version: 1 as const,
    app_permissions: appPermissionsOf(ctx).toString(),
    locale: 'en-US' as Locale,
    entitlements: [],
    authorizing_integration_owners: ctx.owners,
    context: contextOf(ctx.place) as InteractionContextType,
    attachment_size_limit: 10_485_760,
  } satisfies APIBaseInteraction<T, unknown>;
}

/**
 * The APPLICATION_COMMAND (type 2) payload for a chat-input command.
 * `definition` is the command as the bot registered it, used to type options and to reject what Discord's client would not send.
 */
export function commandInteraction(
  ctx: InteractionContext,
  input: CommandInput,
  commandId: string,
  definition: JsonObject | undefined,
  partial = false,
): APIChatInputApplicationCommandInteraction {
  const path = [input.subcommandGroup, input.subcommand].filter((p): p is string => p !== undefined);
  const definedOptions = definition ? optionsAt(definition, path, input.name) : undefined;
  const resolved: APIInteractionDataResolved = {};
  const values = Object.entries(input.options ?? {}).map(([name, value]) => {
    const defined = definedOptions?.find((o) => o.name === name);
    if (definedOptions && !defined) {
      throw new Error(
        `/${[input.name, ...path].join(' ')} has no option "${name}" (options: ${definedOptions.map((o) => o.name).join(', ') || 'none'})`,
      );
    }
    return optionValue(ctx, name, value, typeof defined?.type === 'number' ? defined.type : undefined, resolved);
  });
  for (const required of partial ? [] : (definedOptions?.filter((o) => o.required === true) ?? [])) {
    if (!(String(required.name) in (input.options ?? {})))
      throw new Error(`/${[input.name, ...path].join(' ')} needs option "${String(required.name)}"`);
  }
  let options: Json[] = values;
  if (input.subcommand !== undefined) options = [{ type: SUB_COMMAND, name: input.subcommand, options }];
  if (input.subcommandGroup !== undefined) options = [{ type: SUB_COMMAND_GROUP, name: input.subcommandGroup, options }];
  return {
    ...base(ctx, 2 as InteractionType.ApplicationCommand),
    data: {
      id: commandId,
      name: input.name,
      type: 1,
      options: options as unknown as APIApplicationCommandInteractionDataOption<InteractionType.ApplicationCommand>[],
      ...(Object.keys(resolved).length > 0 ? { resolved } : {}),
      ...(definition && typeof definition.guild_id === 'string' ? { guild_id: definition.guild_id } : {}),
    },
  };
}

/**
 * The APPLICATION_COMMAND_AUTOCOMPLETE (type 4) payload while the user types into the option `focused`
 * (registered with autocomplete): the options filled so far, required ones possibly missing, and the
 * focused one as the text typed, marked `focused`.
 */
export function autocompleteInteraction(
  ctx: InteractionContext,
  input: CommandInput,
  commandId: string,
  definition: JsonObject | undefined,
  focused: string,
): JsonObject {
  const path = [input.subcommandGroup, input.subcommand].filter((p): p is string => p !== undefined);
  const defined = definition ? optionsAt(definition, path, input.name).find((o) => o.name === focused) : undefined;
  if (definition && defined?.autocomplete !== true)
    throw new Error(`/${[input.name, ...path].join(' ')} has no option "${focused}" with autocomplete`);
  const typed = String(input.options?.[focused] ?? '');
  const others = Object.fromEntries(Object.entries(input.options ?? {}).filter(([name]) => name !== focused));
  const payload = JSON.parse(
    JSON.stringify(commandInteraction(ctx, { ...input, options: others }, commandId, definition, true)),
  ) as JsonObject;
  const focusedOption: JsonObject = {
    name: focused,
    type: typeof defined?.type === 'number' ? defined.type : 3,
    value: typed,
    focused: true,
  };
  const data = payload.data as JsonObject;
  let options = data.options as JsonObject[];
  while (options[0] && (options[0].type === SUB_COMMAND || options[0].type === SUB_COMMAND_GROUP))
    options = (options[0].options ??= []) as JsonObject[];
  options.push(focusedOption);
  delete data.resolved;
  return { ...payload, type: 4 };
}

/** The MESSAGE_COMPONENT (type 3) payload for a button click (no values) or a string select (values). */
export function componentInteraction(
  ctx: InteractionContext,
  message: APIMessage,
  customId: string,
  values?: string[],
): APIMessageComponentInteraction {
  return {
    ...base(ctx, 3 as InteractionType.MessageComponent),
    message,
    data:
      values === undefined
        ? { custom_id: customId, component_type: 2 as ComponentType.Button }
        : { custom_id: customId, component_type: 3 as ComponentType.StringSelect, values },
  };
}

/** The options the registered command defines at a subcommand path; throws for an unknown subcommand. */
function optionsAt(definition: JsonObject, path: string[], name: string): JsonObject[] {
  let options = Array.isArray(definition.options) ? definition.options.filter(isJsonObject) : [];
  for (const part of path) {
    const next = options.find((o) => o.name === part && (o.type === SUB_COMMAND || o.type === SUB_COMMAND_GROUP));
    if (!next) throw new Error(`/${name} has no subcommand "${part}" (has: ${options.map((o) => o.name).join(', ') || 'none'})`);
    options = Array.isArray(next.options) ? next.options.filter(isJsonObject) : [];
  }
  const subcommands = options.filter((o) => o.type === SUB_COMMAND || o.type === SUB_COMMAND_GROUP);
  if (subcommands.length > 0)
    throw new Error(`/${[name, ...path].join(' ')} needs a subcommand: ${subcommands.map((o) => o.name).join(', ')}`);
  return options;
}

function optionValue(
  ctx: InteractionContext,
  name: string,
  value: OptionValue,
  definedType: number | undefined,
  resolved: APIInteractionDataResolved,
): JsonObject {
  let type: number;
  let raw: string | number | boolean;
  if (typeof value === 'object' && 'type' in value) [type, raw] = [value.type, value.value];
  else if (typeof value === 'object') [type, raw] = [USER, value.id];
  else
    [type, raw] = [
      definedType ?? (typeof value === 'boolean' ? 5 : typeof value === 'number' ? (Number.isInteger(value) ? 4 : 10) : 3),
      value,
    ];
  if (type === USER) {
    const id = String(raw);
    const { place } = ctx;
    if (place.kind === 'guild') {
      const member = place.guild.members.find((m) => m.user.id === id);
      if (!member) throw new Error(`Option "${name}": user ${id} is not a member of ${place.guild.name}`);
      resolved.users = { ...resolved.users, [id]: apiUser(member.user) };
      const { user: _user, deaf: _deaf, mute: _mute, ...partial } = apiInteractionMember(place.guild, member.user);
      resolved.members = { ...resolved.members, [id]: partial };
    } else {
      const user = Object.values(users).find((u) => u.id === id);
      if (!user) throw new Error(`Option "${name}": no test user ${id}`);
      resolved.users = { ...resolved.users, [id]: apiUser(user) };
    }
    raw = id;
  }
  if (type === ROLE) {
    const id = String(raw);
    const role = ctx.place.kind === 'guild' ? apiRoles(ctx.place.guild).find((r) => r.id === id) : undefined;
    if (!role) throw new Error(`Option "${name}": role ${id} is not a role of this guild`);
    resolved.roles = { ...resolved.roles, [id]: role };
  }
  return { name, type, value: raw };
}
