/** Types shared by the local Discord's pieces and the tests that use it. */
import type { APIEmbed, APIMessageTopLevelComponent } from 'discord.js';
import type { StoredAttachment } from './attachments.js';

/** Any JSON value. */
export type Json = null | boolean | number | string | Json[] | JsonObject;

/** A JSON object. */
export interface JsonObject {
  [key: string]: Json;
}

/** True for a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A rule broken by a request body the bot sent. */
export interface Violation {
  method: string;
  path: string;
  instancePath: string;
  message: string;
}

/** One REST request the bot made, and the answer it got. */
export interface RecordedRequest {
  at: number;
  method: string;
  /** The path after `/api/v10`, with `@original` decoded. */
  path: string;
  /** The matching OpenAPI path template, e.g. `/channels/{channel_id}/messages`; undefined for unknown routes. */
  route: string | undefined;
  query: Record<string, string>;
  body: Json | undefined;
  status: number;
  response: Json | undefined;
  /** The interaction this request answered, if any. */
  interactionId: string | undefined;
  /** The message created, edited, fetched or deleted, if any. */
  messageId: string | undefined;
  /** The rules the body broke (then status is 400). */
  violations: { instancePath: string; message: string }[];
}

/** A message the bot created, as the local Discord stores it (latest state). */
export interface StoredMessage {
  id: string;
  channelId: string;
  guildId: string | undefined;
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  flags: number;
  ephemeral: boolean;
  /** The interaction whose answer created this message, if any. */
  interactionId: string | undefined;
  /** For ephemeral messages: the only user who can see (and click) it. */
  visibleTo: string | undefined;
  /** The last `allowed_mentions` the bot sent for this message. */
  allowedMentions: Json | undefined;
  /** The files uploaded with it (embeds show them as `attachment://<filename>`). */
  attachments: StoredAttachment[];
  createdAt: number;
  editedAt: number | undefined;
  deleted: boolean;
}

/** A message the bot created, edited (a deferred reply filled in included) or deleted, as a snapshot taken right after the change. */
export interface MessageChange {
  kind: 'created' | 'edited' | 'deleted';
  message: StoredMessage;
}

/** A button as a test sees it. */
export interface ButtonView {
  customId: string | undefined;
  label: string | undefined;
  style: number;
  disabled: boolean;
  emoji: string | undefined;
  url: string | undefined;
}

/** A string select menu as a test sees it. */
export interface SelectView {
  customId: string;
  placeholder: string | undefined;
  disabled: boolean;
  minValues: number;
  maxValues: number;
  options: { label: string; value: string; description: string | undefined; default: boolean }[];
}

/** The bot's complete answer to one interaction. */
export interface InteractionAnswer {
  interactionId: string;
  /** 4 reply, 5 deferred reply, 6 deferred update, 7 update (or 8 autocomplete, 9 modal). */
  callbackType: number;
  /** The message the answer produced or edited (a snapshot), if any. */
  message: StoredMessage | undefined;
  ephemeral: boolean;
  /** Milliseconds (on the local Discord's clock) between dispatch and the callback. */
  elapsedMs: number;
  /** Every request the bot made for this interaction so far. */
  requests: RecordedRequest[];
}

/** What the local Discord tracks about one interaction it dispatched. */
export interface InteractionRecord {
  id: string;
  token: string;
  kind: 'command' | 'component' | 'autocomplete';
  /** For messages: e.g. `/scoundrel start by alice` or `click "draw" by bob`. */
  label: string;
  userId: string;
  /** The guild, for interactions in a guild channel (with or without the bot); undefined in DMs. */
  guildId: string | undefined;
  channelId: string;
  /** The installs that authorized it: key 0 the server's (or "0" in the bot's DM), key 1 the user's. */
  owners: Record<string, string>;
  /** Follow-up messages sent with its token. */
  followups: number;
  dispatchedAt: number;
  /** The message whose component was used (component interactions). */
  sourceMessageId: string | undefined;
  callbackType: number | undefined;
  callbackAt: number | undefined;
  ephemeral: boolean;
  /** What `@original` refers to once acknowledged. */
  originalMessageId: string | undefined;
  /** A deferred reply (type 5) still shows "thinking…": the first followup fills it in. */
  loading: boolean;
  /** The choices an autocomplete answer (type 8) suggested. */
  choices: Json[] | undefined;
  requests: RecordedRequest[];
}
