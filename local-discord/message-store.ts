/** The messages the bot created, in their latest state, and views of their buttons and selects. */
import type { APIEmbed, APIMessageTopLevelComponent } from 'discord.js';
import type { StoredAttachment } from './attachments.js';
import { EPHEMERAL, IS_COMPONENTS_V2, LOADING } from './message-limits.js';
import { snowflake } from './snowflake.js';
import {
  type ButtonView,
  isJsonObject,
  type Json,
  type JsonObject,
  type MessageChange,
  type SelectView,
  type StoredMessage,
} from './types.js';

const SUPPRESS_EMBEDS = 1 << 2;
const SUPPRESS_NOTIFICATIONS = 1 << 12;

/** What a new message starts from. */
export interface NewMessage {
  channelId: string;
  guildId: string | undefined;
  body: JsonObject;
  /** Flags Discord sets itself (ephemeral and loading for deferred replies). */
  flags?: number;
  ephemeralAllowed: boolean;
  interactionId?: string;
  visibleTo?: string;
  /** The message's attachments after the body, with the bytes of new files (see planAttachments). */
  attachments?: { attachments: StoredAttachment[]; files: Map<string, Buffer> };
}

/** All messages by id, in creation order; tells subscribers about every change. */
export class MessageStore {
  private readonly byId = new Map<string, StoredMessage>();
  private readonly listeners = new Set<(change: MessageChange) => void>();
  private readonly files = new Map<string, { data: Buffer; contentType: string }>();

  constructor(private readonly now: () => number) {}

  /** Calls `listener` after every create, edit and delete; returns a function that unsubscribes it. */
  subscribe(listener: (change: MessageChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores a new message built from a create-message body. */
  create(init: NewMessage): StoredMessage {
    const requested = typeof init.body.flags === 'number' ? init.body.flags : 0;
    const allowed = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2 | (init.ephemeralAllowed ? EPHEMERAL : 0);
    const flags = (requested & allowed) | (init.flags ?? 0);
    const message: StoredMessage = {
      id: snowflake(),
      channelId: init.channelId,
      guildId: init.guildId,
      content: '',
      embeds: [],
      components: [],
      flags,
      ephemeral: (flags & EPHEMERAL) !== 0,
      interactionId: init.interactionId,
      visibleTo: flags & EPHEMERAL ? init.visibleTo : undefined,
      allowedMentions: undefined,
      attachments: [],
      createdAt: this.now(),
      editedAt: undefined,
      deleted: false,
    };
    applyBody(message, init.body);
    this.attach(message, init.attachments);
    this.byId.set(message.id, message);
    this.notify('created', message);
    return message;
  }

  /** Applies an edit body (only the fields present change; the loading state ends), with its attachments. */
  edit(id: string, body: JsonObject, attachments?: NewMessage['attachments']): StoredMessage {
    const message = this.get(id);
    if (!message) throw new Error(`No message ${id}`);
    applyBody(message, body);
    this.attach(message, attachments);
    if (typeof body.flags === 'number') {
      const kept = message.flags & ~(SUPPRESS_EMBEDS | IS_COMPONENTS_V2);
      message.flags = kept | (body.flags & SUPPRESS_EMBEDS) | ((body.flags | message.flags) & IS_COMPONENTS_V2);
    }
    message.flags &= ~LOADING;
    message.editedAt = this.now();
    this.notify('edited', message);
    return message;
  }

  /** Marks a message deleted; its files are no longer served. */
  delete(id: string): void {
    const message = this.get(id);
    if (!message) return;
    message.deleted = true;
    for (const attachment of message.attachments) this.files.delete(attachment.id);
    this.notify('deleted', message);
  }

  /** An uploaded file: its bytes and content type. */
  file(attachmentId: string): { data: Buffer; contentType: string } | undefined {
    return this.files.get(attachmentId);
  }

  /**
   * Gives a message its planned attachments; the files it no longer has are dropped, as Discord deletes them (a board redrawn at every
   * click would otherwise pile up every picture).
   */
  private attach(message: StoredMessage, planned: NewMessage['attachments']): void {
    if (!planned) return;
    const kept = new Set(planned.attachments.map((attachment) => attachment.id));
    for (const old of message.attachments) if (!kept.has(old.id)) this.files.delete(old.id);
    message.attachments = planned.attachments;
    for (const attachment of planned.attachments) {
      const data = planned.files.get(attachment.id);
      if (data) this.files.set(attachment.id, { data, contentType: attachment.contentType });
    }
  }

  /** The message with this id, unless deleted. */
  get(id: string): StoredMessage | undefined {
    const message = this.byId.get(id);
    return message && !message.deleted ? message : undefined;
  }

  /** The messages of a channel that are not deleted, oldest first. */
  list(channelId: string): StoredMessage[] {
    return [...this.byId.values()].filter((m) => m.channelId === channelId && !m.deleted);
  }

  /** A listener that throws is reported and skipped: it must not change the answer the bot gets. */
  private notify(kind: MessageChange['kind'], message: StoredMessage): void {
    for (const listener of this.listeners) {
      try {
        listener({ kind, message: snapshot(message) });
      } catch (error) {
        console.error('local Discord: a message listener threw', error);
      }
    }
  }
}

function applyBody(message: StoredMessage, body: JsonObject): void {
  if ('content' in body) message.content = typeof body.content === 'string' ? body.content : '';
  if ('embeds' in body) message.embeds = Array.isArray(body.embeds) ? (body.embeds.filter(isJsonObject) as APIEmbed[]) : [];
  if ('components' in body) {
    message.components = Array.isArray(body.components)
      ? (body.components.filter(isJsonObject) as unknown as APIMessageTopLevelComponent[])
      : [];
  }
  if ('allowed_mentions' in body) message.allowedMentions = body.allowed_mentions;
}

/** A deep copy of a stored message, so later edits do not change what a test holds. */
export function snapshot(message: StoredMessage): StoredMessage {
  return structuredClone(message);
}

/** Every component of a message (action rows, sections and containers walked), depth first. */
function allComponents(message: StoredMessage): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (node: Json | undefined): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isJsonObject(node)) {
      found.push(node);
      visit(node.components);
      visit(node.accessory);
    }
  };
  visit(message.components as unknown as Json);
  return found;
}

/** The buttons of a message, in order. */
export function buttons(message: StoredMessage): ButtonView[] {
  return allComponents(message)
    .filter((c) => c.type === 2)
    .map((c) => ({
      customId: typeof c.custom_id === 'string' ? c.custom_id : undefined,
      label: typeof c.label === 'string' ? c.label : undefined,
      style: typeof c.style === 'number' ? c.style : 0,
      disabled: c.disabled === true,
      emoji: isJsonObject(c.emoji) ? String(c.emoji.name ?? c.emoji.id) : undefined,
      url: typeof c.url === 'string' ? c.url : undefined,
    }));
}

/** The string select menus of a message, in order. */
export function selects(message: StoredMessage): SelectView[] {
  return allComponents(message)
    .filter((c) => c.type === 3 && typeof c.custom_id === 'string')
    .map((c) => ({
      customId: String(c.custom_id),
      placeholder: typeof c.placeholder === 'string' ? c.placeholder : undefined,
      disabled: c.disabled === true,
      minValues: typeof c.min_values === 'number' ? c.min_values : 1,
      maxValues: typeof c.max_values === 'number' ? c.max_values : 1,
      options: (Array.isArray(c.options) ? c.options.filter(isJsonObject) : []).map((o) => ({
        label: String(o.label),
        value: String(o.value),
        description: typeof o.description === 'string' ? o.description : undefined,
        default: o.default === true,
      })),
    }));
}
