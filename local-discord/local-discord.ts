/** The local Discord: an HTTP API and a gateway on 127.0.0.1, test users who act, and what the bot answered. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIMessage } from 'discord.js';
import { apiMessage, apiTextChannel, type InteractionOrigin } from './api-objects.js';
import type { UploadedFile } from './attachments.js';
import {
  APPLICATION_ID,
  BOT_PERMISSIONS,
  BOT_TOKEN,
  BOT_USER,
  DM_CHANNELS,
  defaultGuilds,
  groupDm,
  type TestGroupDm,
  type TestGuild,
  type TestUser,
  users,
} from './fixtures.js';
import { Gateway } from './gateway.js';
import {
  autocompleteInteraction,
  type CommandInput,
  commandInteraction,
  componentInteraction,
  type InteractionContext,
} from './interaction-payloads.js';
import { buttons, MessageStore, selects, snapshot } from './message-store.js';
import { parseMultipart } from './multipart-body.js';
import { authorizingOwners, canAct, guildIdOf, type Place, placeOf, shardKeyOf, unavailableBecause, type World } from './places.js';
import { CALLBACK_ROUTE, handleRest, type RestResult, type RestState } from './rest-routes.js';
import { interactionToken, snowflake } from './snowflake.js';
import { validateRequestBody } from './spec-validator.js';
import {
  type ButtonView,
  type InteractionAnswer,
  type InteractionRecord,
  isJsonObject,
  type Json,
  type JsonObject,
  type MessageChange,
  type RecordedRequest,
  type SelectView,
  type StoredMessage,
  type Violation,
} from './types.js';

/** How to set up the local Discord. */
export interface LocalDiscordOptions {
  /** The clock for the 3 s and 15 min rules and for elapsed times (default Date.now). */
  now?: () => number;
  /** The guilds (default: the main and the second test guild, which installed the bot, and a foreign one, which did not). */
  guilds?: readonly TestGuild[];
  /** The group DMs the test users share (default: alice, bob and carol's). */
  groupDms?: readonly TestGroupDm[];
  /** The shard count GET /gateway/bot recommends (default 1). */
  shards?: number;
  /**
   * `session_start_limit.max_concurrency` (default 1; with several shards set it to the shard count, else discord.js spaces IDENTIFYs 5 s
   * apart).
   */
  maxConcurrency?: number;
  /**
   * Refuse (op 9, invalid session) an IDENTIFY within 5 s of another of its bucket, as Discord does (default off, so restarts stay quick).
   */
  identifyRateLimit?: boolean;
  /** The heartbeat interval announced in HELLO (default 41250 ms, like Discord). */
  heartbeatIntervalMs?: number;
  /** The bot's permissions sent as `app_permissions` (default BOT_PERMISSIONS). */
  appPermissions?: bigint;
}

/** Who acts (where: by default the first guild's first channel, or the clicked message's channel; DMs and group DMs by channel id). */
interface Actor {
  user: TestUser;
  /** Overrides the computed `member.permissions` sent with the interaction, e.g. Permission.ManageMessages. */
  memberPermissions?: bigint;
  /** Changes the INTERACTION_CREATE payload before it is sent, to fuzz what a broken or hostile client could send. */
  mutate?: (payload: JsonObject) => void;
}

/** A slash command typed by a test user. */
export interface CommandOptions extends Actor, CommandInput {
  guildId?: string;
  channelId?: string;
}

/** A button click by a test user on a message (the stored message or its id). */
export interface ClickOptions extends Actor {
  message: StoredMessage | string;
  customId: string;
}

/** A choice in a string select menu by a test user. */
export interface SelectOptions extends ClickOptions {
  values: string[];
}

/** How long to wait for an answer; `waitForEdit: false` settles a deferred answer at its callback. */
export interface AnswerOptions {
  timeoutMs?: number;
  waitForEdit?: boolean;
}

/** Starts a local Discord on a free port of 127.0.0.1. */
export async function startLocalDiscord(options: LocalDiscordOptions = {}): Promise<LocalDiscord> {
  const discord = new LocalDiscord(options);
  await discord.listen();
  return discord;
}

/** A local Discord serving one bot: see startLocalDiscord. */
export class LocalDiscord {
  readonly applicationId = APPLICATION_ID;
  readonly token = BOT_TOKEN;
  readonly botUser = BOT_USER;
  readonly guilds: readonly TestGuild[];
  readonly groupDms: readonly TestGroupDm[];
  /** Every REST request the bot made, in order. */
  readonly requests: RecordedRequest[] = [];
  /** Every Discord rule the bot's request bodies broke, in order. */
  readonly violations: Violation[] = [];
  readonly gateway: Gateway;

  private readonly now: () => number;
  private readonly shards: number;
  private readonly maxConcurrency: number;
  private readonly appPermissions: bigint;
  private readonly store: MessageStore;
  private readonly interactions = new Map<string, InteractionRecord>();
  private readonly commandSets = new Map<string, JsonObject[]>();
  private readonly waiters = new Set<{ check: () => void; fail: (error: Error) => void }>();
  private readonly faults: Fault[] = [];
  /** Channels deleted, and channels hidden from the bot, since the local Discord started. */
  private readonly deletedChannels = new Set<string>();
  private readonly hiddenChannels = new Set<string>();
  private readonly server: Server;
  private listeningPort = 0;

  constructor(options: LocalDiscordOptions = {}) {
    this.now = options.now ?? Date.now;
    this.guilds = options.guilds ?? defaultGuilds;
    this.groupDms = options.groupDms ?? [groupDm];
    this.shards = options.shards ?? 1;
    this.maxConcurrency = options.maxConcurrency ?? 1;
    this.appPermissions = options.appPermissions ?? BOT_PERMISSIONS;
    this.store = new MessageStore(this.now);
    this.gateway = new Gateway({
      token: this.token,
      botUser: this.botUser,
      applicationId: this.applicationId,
      guilds: this.guilds.filter((g) => g.botInstalled !== false),
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      maxConcurrency: options.maxConcurrency ?? 1,
      identifyRateLimit: options.identifyRateLimit ?? false,
      now: this.now,
      url: () => this.gatewayUrl,
    });
    this.server = createServer((req, res) => void this.onHttp(req, res));
    this.server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => this.gateway.handleUpgrade(req, socket, head));
  }

  /** The port of 127.0.0.1 the HTTP API and the gateway listen on. */
  get port(): number {
    return this.listeningPort;
  }

  /** The REST base for the bot: DISCORD_API_BASE, or discord.js `rest: { api }`. */
  get apiBase(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  /** The gateway URL handed out by GET /gateway/bot. */
  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  /** Listens on a free port and compiles the validators of the common routes (so that first answers are not slowed). */
  async listen(): Promise<void> {
    for (const [method, route] of [
      ['post', CALLBACK_ROUTE],
      ['patch', '/webhooks/{webhook_id}/{webhook_token}/messages/@original'],
      ['post', '/webhooks/{webhook_id}/{webhook_token}'],
      ['post', '/channels/{channel_id}/messages'],
    ] as const) {
      validateRequestBody(method, route, {});
    }
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.listeningPort = (this.server.address() as AddressInfo).port;
  }

  /** Stops the gateway and the HTTP server; pending answerTo calls reject. */
  async close(): Promise<void> {
    for (const waiter of this.waiters) waiter.fail(new Error('The local Discord was closed'));
    this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Resolves once the bot has identified and received READY and its GUILD_CREATEs for every guild (or those named). */
  async whenConnected(timeoutMs = 15_000, guildIds?: readonly string[]): Promise<void> {
    const started = Date.now();
    const awaited = this.guilds.filter((g) => g.botInstalled !== false && (guildIds === undefined || guildIds.includes(g.id)));
    while (!awaited.every((g) => this.gateway.isConnected(g.id))) {
      if (Date.now() - started > timeoutMs) throw new Error(`The bot did not connect to the local gateway within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  // ---- test users act -------------------------------------------------------------------------------------

  /** Dispatches a slash command (APPLICATION_COMMAND) typed by `opts.user`; returns the interaction id. */
  command(opts: CommandOptions): string {
    const place = this.placeFor(opts);
    const definition = this.commandDefinition(place, opts.name);
    const ctx = this.context(place, opts, definition);
    const payload = commandInteraction(ctx, opts, definition?.id?.toString() ?? snowflake(), definition);
    const path = [opts.name, opts.subcommandGroup, opts.subcommand].filter((p) => p !== undefined).join(' ');
    return this.dispatch(ctx, 'command', `/${path} by ${opts.user.username}`, undefined, payload, opts.mutate);
  }

  /** Dispatches an autocomplete request as `opts.user` types `opts.options[focused]` into that option; returns the interaction id. */
  autocomplete(opts: CommandOptions & { focused: string }): string {
    const place = this.placeFor(opts);
    const definition = this.commandDefinition(place, opts.name);
    const ctx = this.context(place, opts, definition);
    const payload = autocompleteInteraction(ctx, opts, definition?.id?.toString() ?? snowflake(), definition, opts.focused);
    const path = [opts.name, opts.subcommandGroup, opts.subcommand].filter((p) => p !== undefined).join(' ');
    return this.dispatch(
      ctx,
      'autocomplete',
      `autocomplete ${opts.focused} of /${path} by ${opts.user.username}`,
      undefined,
      payload,
      opts.mutate,
    );
  }

  /** Types into an option with autocomplete and resolves with the choices the bot suggested. */
  async suggest(opts: CommandOptions & { focused: string }, answer?: AnswerOptions): Promise<{ name: string; value: string | number }[]> {
    const id = this.autocomplete(opts);
    const answered = await this.answerTo(id, answer);
    if (answered.callbackType !== 8)
      throw new Error(`autocomplete of ${opts.focused} was answered with callback type ${answered.callbackType}`);
    return (this.interactions.get(id)?.choices ?? []) as { name: string; value: string | number }[];
  }

  /** Dispatches a button click (MESSAGE_COMPONENT, component_type 2); throws if the button is missing, disabled or unseen. */
  click(opts: ClickOptions): string {
    const message = this.visibleMessage(opts.message, opts.user);
    const button = buttons(message).find((b) => b.customId === opts.customId);
    const known = buttons(message).map((b) => `${b.customId ?? b.url ?? '?'}${b.disabled ? ' (disabled)' : ''}`);
    if (!button) throw new Error(`Message ${message.id} has no button "${opts.customId}"; buttons: ${known.join(', ') || 'none'}`);
    if (button.disabled) throw new Error(`Button "${opts.customId}" on message ${message.id} is disabled`);
    return this.component(opts, message, `click "${opts.customId}" by ${opts.user.username}`);
  }

  /** Dispatches a click carrying any custom id, as a tampering client could, without checking the message's buttons. */
  forgeClick(opts: ClickOptions): string {
    const message = this.visibleMessage(opts.message, opts.user);
    return this.component(opts, message, `forged click "${opts.customId}" by ${opts.user.username}`);
  }

  /** Dispatches a select choice with any custom id and values, without checking the message's menus. */
  forgeSelect(opts: SelectOptions): string {
    const message = this.visibleMessage(opts.message, opts.user);
    return this.component(opts, message, `forged select "${opts.customId}" by ${opts.user.username}`, opts.values);
  }

  /** Dispatches a string select choice (MESSAGE_COMPONENT, component_type 3); throws for unknown menus or values. */
  select(opts: SelectOptions): string {
    const message = this.visibleMessage(opts.message, opts.user);
    const menu = selects(message).find((s) => s.customId === opts.customId);
    if (!menu) throw new Error(`Message ${message.id} has no select menu "${opts.customId}"`);
    if (menu.disabled) throw new Error(`Select menu "${opts.customId}" on message ${message.id} is disabled`);
    const unknown = opts.values.filter((v) => !menu.options.some((o) => o.value === v));
    if (unknown.length > 0) throw new Error(`Select menu "${opts.customId}" has no option ${unknown.join(', ')}`);
    if (opts.values.length < menu.minValues || opts.values.length > menu.maxValues) {
      throw new Error(`Select menu "${opts.customId}" takes ${menu.minValues}–${menu.maxValues} values, not ${opts.values.length}`);
    }
    return this.component(opts, message, `select "${opts.customId}" = ${opts.values.join(',')} by ${opts.user.username}`, opts.values);
  }

  /** Types a slash command and resolves with the bot's answer. */
  run(opts: CommandOptions, answer?: AnswerOptions): Promise<InteractionAnswer> {
    return this.answerTo(this.command(opts), answer);
  }

  /** Clicks a button and resolves with the bot's answer. */
  press(opts: ClickOptions, answer?: AnswerOptions): Promise<InteractionAnswer> {
    return this.answerTo(this.click(opts), answer);
  }

  /** Resolves with the bot's answer to an interaction: the callback, and for deferred ones (5, 6) the edit or followup after it. */
  answerTo(interactionId: string, { timeoutMs = 5_000, waitForEdit = true }: AnswerOptions = {}): Promise<InteractionAnswer> {
    const record = this.interactions.get(interactionId);
    if (!record) return Promise.reject(new Error(`No interaction ${interactionId} was dispatched`));
    return new Promise((resolve, reject) => {
      const waiter = {
        check: () => {
          const outcome = this.outcome(record, waitForEdit);
          if (outcome === undefined) return;
          done();
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        },
        fail: (error: Error) => {
          done();
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        const seen = record.requests.map((r) => `${r.method} ${r.route ?? r.path} → ${r.status}`).join('; ') || 'none';
        waiter.fail(new Error(`No answer to ${record.label} within ${timeoutMs} ms (requests for it: ${seen})`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
      };
      this.waiters.add(waiter);
      waiter.check();
    });
  }

  /** What the local Discord tracks about an interaction (callback type, original message, requests). */
  interaction(interactionId: string): InteractionRecord | undefined {
    return this.interactions.get(interactionId);
  }

  // ---- what the bot did -----------------------------------------------------------------------------------

  /** The messages of a channel (not deleted, ephemeral ones included), oldest first, in their latest state. */
  messages(channelId: string): StoredMessage[] {
    return this.store.list(channelId);
  }

  /** The newest message of a channel matching the filter; throws if there is none. */
  latestMessage(channelId: string, filter: { ephemeral?: boolean; visibleTo?: TestUser } = {}): StoredMessage {
    const found = this.messages(channelId)
      .filter((m) => filter.ephemeral === undefined || m.ephemeral === filter.ephemeral)
      .filter((m) => filter.visibleTo === undefined || !m.ephemeral || m.visibleTo === filter.visibleTo.id)
      .at(-1);
    if (!found)
      throw new Error(
        `No message in channel ${channelId} matching ${JSON.stringify({ ...filter, visibleTo: filter.visibleTo?.username })}`,
      );
    return found;
  }

  /** Calls `listener` with a snapshot each time the bot creates, edits or deletes a message; returns a function that stops it. */
  onMessage(listener: (change: MessageChange) => void): () => void {
    return this.store.subscribe(listener);
  }

  /** The message with this id (latest state), unless deleted. */
  message(id: string): StoredMessage | undefined {
    return this.store.get(id);
  }

  /** The buttons of a message: customId, label, style, disabled, emoji, url. */
  buttons(message: StoredMessage): ButtonView[] {
    return buttons(message);
  }

  /** The string select menus of a message. */
  selects(message: StoredMessage): SelectView[] {
    return selects(message);
  }

  /** The commands the bot registered globally, or for a guild. */
  registeredCommands(guildId?: string): JsonObject[] {
    return this.commandSets.get(guildId ?? 'global') ?? [];
  }

  /** Throws an error listing every rule the bot broke (method, path, where in the body, which rule). */
  assertNoViolations(): void {
    if (this.violations.length === 0) return;
    const lines = this.violations.map((v) => `  ${v.method} ${v.path} ${v.instancePath}: ${v.message}`);
    throw new Error(
      `The bot sent ${this.violations.length} request ` +
        `bod${this.violations.length === 1 ? 'y part' : 'y parts'} Discord would reject:\n${lines.join('\n')}`,
    );
  }

  /** Returns the violations recorded so far and forgets them. */
  takeViolations(): Violation[] {
    return this.violations.splice(0);
  }

  // ---- internals ------------------------------------------------------------------------------------------

  /** The places of the world: guilds, group DMs and each user's DM with the bot. */
  get world(): World {
    const guilds = this.guilds.map((guild) => ({
      ...guild,
      channels: guild.channels
        .filter((channel) => !this.deletedChannels.has(channel.id))
        .map((channel) => (this.hiddenChannels.has(channel.id) ? { ...channel, hiddenFromBot: true } : channel)),
    }));
    return { guilds, groupDms: this.groupDms, dmChannels: DM_CHANNELS };
  }

  /**
   * Deletes a text channel of a test guild, as its admin would: the bot hears CHANNEL_DELETE, and REST
   * answers 404 Unknown Channel (10003) for it from then on.
   */
  deleteChannel(channelId: string): void {
    const place = this.placeOf(channelId);
    if (place.kind !== 'guild') throw new Error(`Channel ${channelId} is not a guild channel`);
    const channel = apiTextChannel(place.guild, channelId);
    this.deletedChannels.add(channelId);
    this.gateway.dispatch(place.guild.id, 'CHANNEL_DELETE', channel);
  }

  /**
   * Takes View Channel away from the bot in a text channel, as an admin editing its permissions would:
   * the bot hears CHANNEL_UPDATE, and REST answers 403 Missing Access (50001) for it from then on.
   */
  hideChannelFromBot(channelId: string): void {
    this.hiddenChannels.add(channelId);
    const place = this.placeOf(channelId);
    if (place.kind !== 'guild') throw new Error(`Channel ${channelId} is not a guild channel`);
    this.gateway.dispatch(place.guild.id, 'CHANNEL_UPDATE', apiTextChannel(place.guild, channelId));
  }

  /** The place of a channel (a guild channel, a DM, a group DM); throws for an unknown channel. */
  placeOf(channelId: string): Place {
    const place = placeOf(this.world, channelId);
    if (!place) throw new Error(`Channel ${channelId} is in no test guild, DM or group DM`);
    return place;
  }

  private placeFor(opts: CommandOptions): Place {
    if (opts.channelId) return this.placeOf(opts.channelId);
    const guild = opts.guildId ? this.guilds.find((g) => g.id === opts.guildId) : this.guilds[0];
    const channelId = guild?.channels[0]?.id;
    if (!channelId) throw new Error(`Unknown test guild ${opts.guildId ?? ''}`);
    return this.placeOf(channelId);
  }

  /** The registered command a user would see in the place: the guild's own, or a global one Discord offers there. */
  private commandDefinition(place: Place, name: string): JsonObject | undefined {
    const guildId = place.kind === 'guild' && place.guild.botInstalled !== false ? place.guild.id : undefined;
    const local = guildId === undefined ? [] : this.registeredCommands(guildId);
    const global = this.registeredCommands();
    if (local.length + global.length === 0) return undefined;
    const found = [...local.map((c) => ({ c, global: false })), ...global.map((c) => ({ c, global: true }))].find(
      ({ c }) => c.name === name && (c.type ?? 1) === 1,
    );
    if (!found)
      throw new Error(
        `The bot registered no command /${name} that Discord would offer here ` +
          `(registered: ${[...local, ...global].map((c) => c.name).join(', ')})`,
      );
    const why = unavailableBecause(found.c, place, found.global);
    if (why) throw new Error(`Discord offers no /${name} in ${describePlace(place)}: ${why}`);
    return found.c;
  }

  private context(place: Place, actor: Actor, definition: JsonObject | undefined): InteractionContext {
    if (!canAct(place, actor.user)) throw new Error(`${actor.user.username} cannot act in ${describePlace(place)}`);
    const types = Array.isArray(definition?.integration_types) ? definition.integration_types.map(Number) : [0];
    return {
      id: snowflake(),
      token: interactionToken(),
      applicationId: this.applicationId,
      place,
      owners: authorizingOwners(place, actor.user.id, types),
      user: actor.user,
      memberPermissions: actor.memberPermissions,
      appPermissions: this.appPermissions,
    };
  }

  private visibleMessage(ref: StoredMessage | string, user: TestUser): StoredMessage {
    const id = typeof ref === 'string' ? ref : ref.id;
    const message = this.store.get(id);
    if (!message) throw new Error(`Message ${id} does not exist (or was deleted)`);
    if (message.ephemeral && message.visibleTo !== user.id) throw new Error(`${user.username} cannot see ephemeral message ${id}`);
    return message;
  }

  private component(opts: ClickOptions, message: StoredMessage, label: string, values?: string[]): string {
    const source = message.interactionId === undefined ? undefined : this.interactions.get(message.interactionId);
    const place = this.placeOf(message.channelId);
    // A component is authorized by the installs that authorized the message's interaction.
    const ctx = { ...this.context(place, opts, undefined), ...(source ? { owners: source.owners } : {}) };
    const payload = componentInteraction(ctx, this.apiMessageOf(message), opts.customId, values);
    return this.dispatch(ctx, 'component', label, message.id, payload, opts.mutate);
  }

  private dispatch(
    ctx: InteractionContext,
    kind: InteractionRecord['kind'],
    label: string,
    sourceMessageId: string | undefined,
    payload: object,
    mutate?: (payload: JsonObject) => void,
  ): string {
    const record: InteractionRecord = {
      id: ctx.id,
      token: ctx.token,
      kind,
      label,
      userId: ctx.user.id,
      guildId: guildIdOf(ctx.place),
      channelId: ctx.place.channelId,
      owners: ctx.owners,
      dispatchedAt: this.now(),
      sourceMessageId,
      callbackType: undefined,
      callbackAt: undefined,
      ephemeral: false,
      originalMessageId: undefined,
      loading: false,
      choices: undefined,
      followups: 0,
      requests: [],
    };
    this.interactions.set(record.id, record);
    // The gateway sends the payload as JSON at once; a copy is made only for `mutate` to change.
    let sent = payload;
    if (mutate) {
      const copy = JSON.parse(JSON.stringify(payload)) as JsonObject;
      mutate(copy);
      sent = copy;
    }
    this.gateway.dispatch(shardKeyOf(ctx.place), 'INTERACTION_CREATE', sent);
    return record.id;
  }

  private outcome(record: InteractionRecord, waitForEdit: boolean): InteractionAnswer | Error | undefined {
    const failed = record.requests.find((r) => r.status >= 400);
    if (failed) {
      const error = isJsonObject(failed.response) ? `${String(failed.response.code)} ${String(failed.response.message)}` : '';
      const why = failed.violations.map((v) => `\n  ${v.instancePath}: ${v.message}`).join('');
      return new Error(`${record.label}: the bot's ${failed.method} ${failed.route ?? failed.path} got ${failed.status} ${error}${why}`);
    }
    if (record.callbackType === undefined || record.callbackAt === undefined) return undefined;
    const callbackIndex = record.requests.findIndex((r) => r.route === CALLBACK_ROUTE);
    const edit = record.requests.slice(callbackIndex + 1).find((r) => r.method !== 'GET' && r.route?.startsWith('/webhooks/'));
    const deferred = record.callbackType === 5 || record.callbackType === 6;
    if (deferred && waitForEdit && !edit) return undefined;
    const message = this.store.get((deferred ? edit?.messageId : undefined) ?? record.originalMessageId ?? '');
    return {
      interactionId: record.id,
      callbackType: record.callbackType,
      message: message && snapshot(message),
      ephemeral: message?.ephemeral ?? record.ephemeral,
      elapsedMs: record.callbackAt - record.dispatchedAt,
      requests: [...record.requests],
    };
  }

  private origin(message: StoredMessage): InteractionOrigin | undefined {
    const record = message.interactionId === undefined ? undefined : this.interactions.get(message.interactionId);
    if (!record) return undefined;
    const user = Object.values(users).find((u) => u.id === record.userId) ?? this.botUser;
    return {
      id: record.id,
      user,
      owners: record.owners,
      sourceMessageId: record.sourceMessageId,
      originalMessageId: record.originalMessageId,
    };
  }

  private apiMessageOf(message: StoredMessage): APIMessage {
    return apiMessage(message, this.botUser, this.applicationId, this.origin(message));
  }

  /**
   * Makes the next `times` REST calls whose "METHOD /path" (e.g. `POST /interactions/…/callback`)
   * matches `route` fail, as Discord sometimes does: 429 with a retry-after, or a 5xx. The failed call
   * changes nothing; the client's retry is handled normally.
   */
  failNext(fault: { route: RegExp; status: 429 | 500 | 502 | 503; times?: number; retryAfterSeconds?: number }): void {
    this.faults.push({
      route: fault.route,
      status: fault.status,
      left: fault.times ?? 1,
      retryAfterSeconds: fault.retryAfterSeconds ?? 0.1,
    });
  }

  /** An uploaded file of a message: its bytes and content type (what Discord's CDN would serve). */
  attachmentFile(attachmentId: string): { data: Buffer; contentType: string } | undefined {
    return this.store.file(attachmentId);
  }

  /** Serves an uploaded file, as Discord's CDN would. */
  private serveFile(attachmentId: string, res: ServerResponse): void {
    const file = this.store.file(attachmentId);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.contentType, 'content-length': String(file.data.length), 'cache-control': 'max-age=3600' });
    res.end(file.data);
  }

  private takeFault(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => f.left > 0 && f.route.test(`${method} ${path}`));
    if (fault) fault.left--;
    return fault;
  }

  private restState(): RestState {
    return {
      now: this.now,
      token: this.token,
      applicationId: this.applicationId,
      botUser: this.botUser,
      guilds: this.guilds,
      world: this.world,
      fileBase: () => `http://127.0.0.1:${this.port}`,
      store: this.store,
      interactions: this.interactions,
      commands: this.commandSets,
      gatewayBot: () => ({
        url: this.gatewayUrl,
        shards: this.shards,
        session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: this.maxConcurrency },
      }),
      apiMessage: (message) => JSON.parse(JSON.stringify(this.apiMessageOf(message))) as JsonObject,
    };
  }

  private async onHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrivedAt = this.now();
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const segments = url.pathname
      .split('/')
      .slice(1)
      .map((s) => decodeURIComponent(s));
    const path = `/${segments.slice(2).join('/')}`;
    if (method === 'GET' && segments[0] === 'attachments') {
      this.serveFile(segments[1] ?? '', res);
      return;
    }
    let body: Json | undefined;
    let result: RestResult;
    const fault = this.takeFault(method, path);
    try {
      const read = await readBody(req);
      body = read.body;
      const versioned = segments[0] === 'api' && segments[1] === 'v10';
      result = fault
        ? faultResult(fault)
        : versioned
          ? handleRest(this.restState(), {
              method,
              segments: segments.slice(2),
              query: url.searchParams,
              body,
              files: read.files,
              authorization: req.headers.authorization,
              arrivedAt,
            })
          : { status: 404, body: { message: '404: Not Found', code: 0 } };
    } catch (error) {
      const cause = error instanceof Error ? (error.stack ?? error.message) : String(error);
      const message = `the local Discord could not handle this request: ${cause}`;
      result = { status: 400, body: { message, code: 50109 }, violations: [{ instancePath: '/', message }] };
    }
    const shownPath = redactTokens(path, result.route);
    for (const v of result.violations ?? [])
      this.violations.push({ method, path: shownPath, instancePath: v.instancePath, message: v.message });
    const recorded: RecordedRequest = {
      at: arrivedAt,
      method,
      path,
      route: result.route,
      query: Object.fromEntries(url.searchParams),
      body,
      status: result.status,
      response: result.body,
      interactionId: result.interactionId,
      messageId: result.messageId,
      violations: result.violations ?? [],
    };
    this.requests.push(recorded);
    if (result.interactionId) this.interactions.get(result.interactionId)?.requests.push(recorded);
    const headers: Record<string, string> = result.body === undefined ? {} : { 'content-type': 'application/json' };
    if (fault?.status === 429) Object.assign(headers, { 'retry-after': String(fault.retryAfterSeconds), 'x-ratelimit-scope': 'user' });
    res.writeHead(result.status, headers);
    res.end(result.body === undefined ? undefined : JSON.stringify(result.body));
    for (const waiter of [...this.waiters]) waiter.check();
  }
}

/** A REST failure waiting to happen (see failNext). */
interface Fault {
  route: RegExp;
  status: 429 | 500 | 502 | 503;
  left: number;
  retryAfterSeconds: number;
}

function faultResult(fault: Fault): RestResult {
  return fault.status === 429
    ? { status: 429, body: { message: 'You are being rate limited.', retry_after: fault.retryAfterSeconds, global: false } }
    : { status: fault.status, body: { message: `${fault.status}: Server error`, code: 0 } };
}

/** The request body: JSON, or the `payload_json` part of multipart/form-data with its `files[n]` parts. */
async function readBody(req: IncomingMessage): Promise<{ body: Json | undefined; files: UploadedFile[] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { body: undefined, files: [] };
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const { fields, files } = parseMultipart(raw, type);
    const payload = fields.get('payload_json');
    return { body: payload === undefined ? {} : (JSON.parse(payload) as Json), files };
  }
  return { body: JSON.parse(raw.toString('utf8')) as Json, files: [] };
}

/** The path with interaction/webhook tokens replaced by `{token}`, for readable messages. */
function redactTokens(path: string, route: string | undefined): string {
  if (!route) return path;
  const templateParts = route.split('/');
  return path
    .split('/')
    .map((part, i) => (templateParts[i]?.endsWith('_token}') ? '{token}' : part))
    .join('/');
}

/** A place as a test failure names it. */
function describePlace(place: Place): string {
  if (place.kind === 'guild') return `${place.guild.name}${place.guild.botInstalled === false ? ' (without the bot)' : ''}`;
  return place.kind === 'dm' ? `${place.user.username}'s DM with the bot` : `the group DM ${place.group.name}`;
}
