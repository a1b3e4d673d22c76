/** The REST API: routes, Discord's rules for interactions and webhooks, and request body validation. */
import type { APIEmbed } from 'discord.js';
import { apiMember } from './api-objects.js';
import { type AttachmentPlan, danglingReferences, planAttachments, type StoredAttachment, type UploadedFile } from './attachments.js';
import type { TestGuild, TestUser } from './fixtures.js';
import { EPHEMERAL, isEmptyMessage, LOADING, messageLimitErrors } from './message-limits.js';
import type { MessageStore } from './message-store.js';
import { botIsPresent, guildIdOf, type Place, placeOf, type World } from './places.js';
import { snowflake } from './snowflake.js';
import { type SchemaError, validateRequestBody } from './spec-validator.js';
import { type InteractionRecord, isJsonObject, type Json, type JsonObject, type StoredMessage } from './types.js';

/** An interaction must be answered within 3 s of its dispatch. */
const CALLBACK_WINDOW_MS = 3_000;
/** An interaction token works for webhook calls for 15 minutes. */
const TOKEN_LIFETIME_MS = 15 * 60_000;
/** The OpenAPI path of the interaction callback. */
export const CALLBACK_ROUTE = '/interactions/{interaction_id}/{interaction_token}/callback';

/** What the routes read and change. */
export interface RestState {
  now: () => number;
  token: string;
  applicationId: string;
  botUser: TestUser;
  guilds: readonly TestGuild[];
  /** Every place (guild channels, DMs, group DMs), to tell what the bot may read and post in. */
  world: World;
  /** The base URL uploaded files are served under. */
  fileBase: () => string;
  store: MessageStore;
  interactions: Map<string, InteractionRecord>;
  /** Registered commands: key 'global' or a guild id. */
  commands: Map<string, JsonObject[]>;
  gatewayBot: () => JsonObject;
  apiMessage: (message: StoredMessage) => JsonObject;
}

/** One incoming REST request. */
export interface RestRequest {
  method: string;
  /** Decoded path segments after /api/v10. */
  segments: string[];
  query: URLSearchParams;
  body: Json | undefined;
  /** The file parts of a multipart body. */
  files: UploadedFile[];
  authorization: string | undefined;
  /** When the request arrived, on the local Discord's clock. */
  arrivedAt: number;
}

/** The answer to a REST request, and what it concerned. */
export interface RestResult {
  status: number;
  body?: Json;
  route?: string;
  interactionId?: string;
  messageId?: string;
  /** Rules the request body broke (recorded as violations). */
  violations?: SchemaError[];
}

interface Matched extends RestRequest {
  params: Record<string, string>;
  route: string;
  data: JsonObject;
  /** The attachments the message body leaves its message with (message bodies only). */
  attachments?: { attachments: StoredAttachment[]; files: Map<string, Buffer> };
}

interface Route {
  method: string;
  template: string;
  /** Needs `Authorization: Bot <token>`. */
  auth: boolean;
  /** Where in the body a message lives for the 5-row/6000-character checks (undefined: not a message body). */
  messageAt?: string;
  handle: (state: RestState, req: Matched) => RestResult;
}

const error = (status: number, code: number, message: string): RestResult => ({ status, body: { message, code } });
const unknownInteraction = () => error(404, 10062, 'Unknown interaction');
const unknownWebhook = () => error(404, 10015, 'Unknown Webhook');
const unknownMessage = () => error(404, 10008, 'Unknown Message');
const missingAccess = () => error(403, 50001, 'Missing Access');

/** How many follow-ups an interaction may send where the bot is not in the server (only the user's install authorized it). */
const GUEST_FOLLOWUP_LIMIT = 5;

const routes: Route[] = [
  { method: 'GET', template: '/gateway/bot', auth: true, handle: (state) => ({ status: 200, body: state.gatewayBot() }) },
  { method: 'POST', template: CALLBACK_ROUTE, auth: false, messageAt: '/data', handle: interactionCallback },
  ...(['GET', 'PATCH', 'DELETE'] as const).flatMap((method) => [
    { method, template: '/webhooks/{webhook_id}/{webhook_token}/messages/@original', auth: false, messageAt: '', handle: webhookMessage },
    {
      method,
      template: '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}',
      auth: false,
      messageAt: '',
      handle: webhookMessage,
    },
    { method, template: '/channels/{channel_id}/messages/{message_id}', auth: true, messageAt: '', handle: channelMessage },
  ]),
  { method: 'POST', template: '/webhooks/{webhook_id}/{webhook_token}', auth: false, messageAt: '', handle: followup },
  { method: 'POST', template: '/channels/{channel_id}/messages', auth: true, messageAt: '', handle: createChannelMessage },
  { method: 'GET', template: '/channels/{channel_id}/messages', auth: true, handle: listChannelMessages },
  { method: 'GET', template: '/guilds/{guild_id}/members/{user_id}', auth: true, handle: guildMember },
  ...(['GET', 'PUT'] as const).flatMap((method) => [
    { method, template: '/applications/{application_id}/commands', auth: true, handle: commands },
    { method, template: '/applications/{application_id}/guilds/{guild_id}/commands', auth: true, handle: commands },
  ]),
];

/** Answers one REST request the way Discord would; never with a 5xx. */
export function handleRest(state: RestState, req: RestRequest): RestResult {
  const found = matchRoute(req);
  if (!found) return error(404, 0, '404: Not Found');
  const { route, params } = found;
  if (route.auth && req.authorization !== `Bot ${state.token}`) return { ...error(401, 0, '401: Unauthorized'), route: route.template };
  const data = isJsonObject(req.body) ? req.body : {};
  const matched: Matched = { ...req, params, route: route.template, data };
  const subject = { route: route.template, interactionId: interactionOf(state, params)?.id };
  if (['POST', 'PATCH', 'PUT'].includes(req.method)) {
    const edited = editedMessage(state, matched);
    const violations = bodyViolations(route, matched, edited?.flags ?? 0);
    const planned = violations.length === 0 ? attachmentsOf(state, route, matched, edited) : undefined;
    if (planned && 'errors' in planned) violations.push(...planned.errors);
    else if (planned) matched.attachments = planned;
    if (violations.length > 0) return { ...invalidFormBody(violations), ...subject, violations };
  }
  return { ...subject, ...route.handle(state, matched) };
}

/** What a message body does to its message's attachments, or undefined for a body that is no message. */
function attachmentsOf(state: RestState, route: Route, req: Matched, edited: StoredMessage | undefined): AttachmentPlan | undefined {
  const atData = route.messageAt === '/data';
  const body = atData ? req.data.data : route.messageAt === '' ? req.data : undefined;
  if (!isJsonObject(body) || (atData && req.data.type !== 4 && req.data.type !== 7)) return undefined;
  const prefix = atData ? '/data' : '';
  const plan = planAttachments(edited?.attachments, body, req.files, prefix, state.fileBase());
  if ('errors' in plan) return plan;
  const embeds = Array.isArray(body.embeds) ? (body.embeds.filter(isJsonObject) as APIEmbed[]) : (edited?.embeds ?? []);
  const dangling = danglingReferences(embeds, plan.attachments, prefix);
  return dangling.length > 0 ? { errors: dangling } : plan;
}

/** The interaction a callback or webhook request is about (by id, or by token), if known. */
function interactionOf(state: RestState, params: Record<string, string>): InteractionRecord | undefined {
  if (params.interaction_id !== undefined) return state.interactions.get(params.interaction_id);
  if (params.webhook_token === undefined) return undefined;
  return [...state.interactions.values()].find((r) => r.token === params.webhook_token);
}

function matchRoute(req: RestRequest): { route: Route; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== req.method) continue;
    const parts = route.template.split('/').slice(1);
    if (parts.length !== req.segments.length) continue;
    const params: Record<string, string> = {};
    const ok = parts.every((part, i) => {
      const segment = req.segments[i] ?? '';
      if (part.startsWith('{')) params[part.slice(1, -1)] = segment;
      return part.startsWith('{') ? segment.length > 0 : part === segment;
    });
    if (ok) return { route, params };
  }
  return undefined;
}

/** The message an edit (PATCH, or callback type 7) is about, whose flags (Components V2) carry over. */
function editedMessage(state: RestState, req: Matched): StoredMessage | undefined {
  if (req.params.message_id !== undefined) return state.store.get(req.params.message_id);
  const record = interactionOf(state, req.params);
  if (req.route.endsWith('/@original')) return state.store.get(record?.originalMessageId ?? '');
  return req.data.type === 7 ? state.store.get(record?.sourceMessageId ?? '') : undefined;
}

function bodyViolations(route: Route, req: Matched, existingFlags: number): SchemaError[] {
  const errors = validateRequestBody(req.method, route.template, req.body);
  if (route.messageAt === '/data' && isJsonObject(req.data.data)) errors.push(...messageLimitErrors(req.data.data, '/data', existingFlags));
  if (route.messageAt === '') errors.push(...messageLimitErrors(req.data, '', existingFlags));
  return errors;
}

function invalidFormBody(violations: SchemaError[]): RestResult {
  const errors: JsonObject = {};
  for (const violation of violations) {
    let node = errors;
    for (const segment of violation.instancePath.split('/').filter(Boolean)) {
      const child = node[segment];
      node = isJsonObject(child) ? child : (node[segment] = {});
    }
    const list = Array.isArray(node._errors) ? node._errors : (node._errors = []);
    list.push({ code: 'BASE_TYPE_INVALID', message: violation.message });
  }
  return { status: 400, body: { message: 'Invalid Form Body', code: 50035, errors } };
}

function emptyMessage(): RestResult {
  return {
    ...error(400, 50006, 'Cannot send an empty message'),
    violations: [
      { instancePath: '/', message: 'Cannot send an empty message (no content, embeds, components, attachments, poll or stickers)' },
    ],
  };
}

/** POST /interactions/{id}/{token}/callback: types 4, 5, 6, 7 (and 8, 9 acknowledged without a message). */
function interactionCallback(state: RestState, req: Matched): RestResult {
  const record = interactionOf(state, req.params);
  if (!record || record.token !== req.params.interaction_token) return unknownInteraction();
  if (req.arrivedAt - record.dispatchedAt > CALLBACK_WINDOW_MS) return unknownInteraction();
  if (record.callbackType !== undefined) return error(400, 40060, 'Interaction has already been acknowledged.');
  const type = req.data.type;
  const data = isJsonObject(req.data.data) ? req.data.data : {};
  const message = {
    channelId: record.channelId,
    guildId: record.guildId,
    ephemeralAllowed: true,
    interactionId: record.id,
    visibleTo: record.userId,
  };
  if ((type === 6 || type === 7) && record.kind !== 'component') {
    const violations = [{ instancePath: '/type', message: `callback type ${type} is only valid for component interactions` }];
    return { ...invalidFormBody(violations), violations };
  }
  if ((type === 8) !== (record.kind === 'autocomplete')) {
    const violations = [
      {
        instancePath: '/type',
        message:
          record.kind === 'autocomplete'
            ? 'an autocomplete interaction is answered with callback type 8'
            : 'callback type 8 is only valid for autocomplete interactions',
      },
    ];
    return { ...invalidFormBody(violations), violations };
  }
  if (type === 4) {
    if (isEmptyMessage(data)) return emptyMessage();
    record.originalMessageId = state.store.create({ ...message, body: data, attachments: req.attachments }).id;
  } else if (type === 5) {
    const flags = (typeof data.flags === 'number' ? data.flags & EPHEMERAL : 0) | LOADING;
    record.originalMessageId = state.store.create({ ...message, body: {}, flags }).id;
    record.loading = true;
  } else if (type === 6 || type === 7) {
    const source = state.store.get(record.sourceMessageId ?? '');
    if (!source) return unknownMessage();
    if (type === 7) state.store.edit(source.id, data, req.attachments);
    record.originalMessageId = source.id;
  } else if (type === 8) {
    const choices = Array.isArray(data.choices) ? data.choices : [];
    if (choices.length > 25) {
      const violations = [{ instancePath: '/data/choices', message: `at most 25 choices, not ${choices.length}` }];
      return { ...invalidFormBody(violations), violations };
    }
    record.choices = choices;
  } else if (type !== 9) {
    const violations = [{ instancePath: '/type', message: `callback type ${String(type)} is not supported for this interaction` }];
    return { ...invalidFormBody(violations), violations };
  }
  record.callbackType = type;
  record.callbackAt = req.arrivedAt;
  const original = state.store.get(record.originalMessageId ?? '');
  record.ephemeral = original?.ephemeral ?? false;
  const result = original ? { messageId: original.id } : {};
  if (req.query.get('with_response') !== 'true') return { status: 204, ...result };
  return {
    status: 200,
    ...result,
    body: {
      interaction: {
        id: record.id,
        type: record.kind === 'command' ? 2 : record.kind === 'autocomplete' ? 4 : 3,
        ...(original
          ? {
              response_message_id: original.id,
              response_message_loading: (original.flags & LOADING) !== 0,
              response_message_ephemeral: original.ephemeral,
            }
          : {}),
      },
      resource: { type, ...(original && type !== 6 ? { message: state.apiMessage(original) } : {}) },
    },
  };
}

/** The interaction behind a webhook token, if the token is known, acknowledged and younger than 15 minutes. */
function webhookInteraction(state: RestState, req: Matched): InteractionRecord | undefined {
  if (req.params.webhook_id !== state.applicationId) return undefined;
  const record = interactionOf(state, req.params);
  if (!record || record.callbackType === undefined || req.arrivedAt - record.dispatchedAt > TOKEN_LIFETIME_MS) return undefined;
  return record;
}

/** GET/PATCH/DELETE /webhooks/{app}/{token}/messages/@original|{message_id}. */
function webhookMessage(state: RestState, req: Matched): RestResult {
  const record = webhookInteraction(state, req);
  if (!record) return unknownWebhook();
  const id = req.params.message_id ?? record.originalMessageId ?? '';
  const message = state.store.get(id);
  // A token reaches its own answer (the original, or the message its component is on) and its follow-ups.
  const own = message !== undefined && (message.id === record.originalMessageId || message.interactionId === record.id);
  if (!message || !own || (message.ephemeral && message.visibleTo !== record.userId)) return unknownMessage();
  if (req.method === 'DELETE') {
    state.store.delete(id);
    return { status: 204, messageId: id };
  }
  if (req.method === 'PATCH') {
    state.store.edit(id, req.data, req.attachments);
    if (id === record.originalMessageId) record.loading = false;
  }
  return { status: 200, body: state.apiMessage(message), messageId: id };
}

/** POST /webhooks/{app}/{token}: a followup (the first one after a deferred reply fills in the "thinking…" message). */
function followup(state: RestState, req: Matched): RestResult {
  const record = webhookInteraction(state, req);
  if (!record) return unknownWebhook();
  if (isEmptyMessage(req.data)) return emptyMessage();
  let message: StoredMessage;
  if (record.loading && record.originalMessageId) {
    message = state.store.edit(record.originalMessageId, req.data, req.attachments);
    record.loading = false;
  } else {
    if (record.owners[0] === undefined && record.followups >= GUEST_FOLLOWUP_LIMIT) {
      return error(
        400,
        40094,
        `This interaction has hit the maximum number of follow up messages (${GUEST_FOLLOWUP_LIMIT} where the app is not installed)`,
      );
    }
    record.followups++;
    message = state.store.create({
      channelId: record.channelId,
      guildId: record.guildId,
      body: req.data,
      ephemeralAllowed: true,
      interactionId: record.id,
      visibleTo: record.userId,
      attachments: req.attachments,
    });
  }
  const body = req.query.get('wait') === 'true' ? state.apiMessage(message) : undefined;
  return { status: body ? 200 : 204, ...(body ? { body } : {}), messageId: message.id };
}

/** The channel's place when the bot may read and post in it; otherwise the error Discord answers (404, or 403 Missing Access). */
function readableChannel(state: RestState, channelId: string): Place | RestResult {
  const place = placeOf(state.world, channelId);
  if (!place) return error(404, 10003, 'Unknown Channel');
  const hidden = place.kind === 'guild' && place.guild.channels.some((c) => c.id === channelId && c.hiddenFromBot === true);
  return botIsPresent(place) && !hidden ? place : missingAccess();
}

/** POST /channels/{id}/messages. */
function createChannelMessage(state: RestState, req: Matched): RestResult {
  const channelId = req.params.channel_id ?? '';
  const place = readableChannel(state, channelId);
  if ('status' in place) return place;
  if (isEmptyMessage(req.data)) return emptyMessage();
  const message = state.store.create({
    channelId,
    guildId: guildIdOf(place),
    body: req.data,
    ephemeralAllowed: false,
    attachments: req.attachments,
  });
  return { status: 200, body: state.apiMessage(message), messageId: message.id };
}

/** GET /channels/{id}/messages (newest first, `limit` default 50). */
function listChannelMessages(state: RestState, req: Matched): RestResult {
  const channelId = req.params.channel_id ?? '';
  const place = readableChannel(state, channelId);
  if ('status' in place) return place;
  const limit = Number(req.query.get('limit') ?? 50);
  const visible = state.store
    .list(channelId)
    .filter((m) => !m.ephemeral)
    .reverse()
    .slice(0, limit);
  return { status: 200, body: visible.map((m) => state.apiMessage(m)) };
}

/** GET /guilds/{id}/members/{id}: a member of a server that installed the bot (10007 Unknown Member for anyone else). */
function guildMember(state: RestState, req: Matched): RestResult {
  const guild = state.guilds.find((g) => g.id === req.params.guild_id && g.botInstalled !== false);
  if (!guild) return missingAccess();
  const member = guild.members.find((m) => m.user.id === req.params.user_id);
  return member ? { status: 200, body: apiMember(guild, member.user) as unknown as JsonObject } : error(404, 10007, 'Unknown Member');
}

/** GET/PATCH/DELETE /channels/{id}/messages/{id} (ephemeral messages are not reachable this way). */
function channelMessage(state: RestState, req: Matched): RestResult {
  const channelId = req.params.channel_id ?? '';
  const place = readableChannel(state, channelId);
  if ('status' in place) return place;
  const message = state.store.get(req.params.message_id ?? '');
  if (!message || message.channelId !== channelId || message.ephemeral) return unknownMessage();
  if (req.method === 'DELETE') {
    state.store.delete(message.id);
    return { status: 204, messageId: message.id };
  }
  if (req.method === 'PATCH') state.store.edit(message.id, req.data, req.attachments);
  return { status: 200, body: state.apiMessage(message), messageId: message.id };
}

/** GET/PUT /applications/{app}/commands and /applications/{app}/guilds/{guild}/commands. */
function commands(state: RestState, req: Matched): RestResult {
  if (req.params.application_id !== state.applicationId) return error(403, 50001, 'Missing Access');
  const guildId = req.params.guild_id;
  if (guildId !== undefined && !state.guilds.some((g) => g.id === guildId && g.botInstalled !== false)) return missingAccess();
  const key = guildId ?? 'global';
  if (req.method === 'PUT') {
    const previous = state.commands.get(key) ?? [];
    const list = Array.isArray(req.body) ? req.body.filter(isJsonObject) : [];
    state.commands.set(
      key,
      list.map((command) => ({
        id: previous.find((p) => p.name === command.name)?.id ?? snowflake(),
        application_id: state.applicationId,
        version: snowflake(),
        type: 1,
        description: '',
        default_member_permissions: null,
        nsfw: false,
        integration_types: [0],
        contexts: null,
        ...command,
        ...(guildId === undefined ? {} : { guild_id: guildId }),
      })),
    );
  }
  return { status: 200, body: state.commands.get(key) ?? [] };
}
