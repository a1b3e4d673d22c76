/** What the page gets: the world it shows (guild, channels, users, commands) and messages as it renders them. */
import {
  type InteractionRecord,
  type JsonObject,
  type LocalDiscord,
  resolveAttachmentUrls,
  type StoredMessage,
  type TestGuild,
} from '../local-discord/index.js';

/** A member the page can act as. */
interface PageUser {
  id: string;
  username: string;
  displayName: string;
  bot: boolean;
}

/** Everything the page needs besides messages. */
export interface PageWorld {
  guild: { id: string; name: string };
  channels: { id: string; name: string }[];
  roles: { id: string; name: string }[];
  users: PageUser[];
  bot: PageUser;
  /** The chat-input commands the bot registered, as Discord keeps them (guild ones first). */
  commands: JsonObject[];
}

/** A message as the page renders it: the stored payload plus who caused it and how. */
export interface PageMessage {
  id: string;
  channelId: string;
  content: string;
  embeds: StoredMessage['embeds'];
  components: StoredMessage['components'];
  flags: number;
  ephemeral: boolean;
  visibleTo: string | undefined;
  /** A deferred reply still "thinking". */
  loading: boolean;
  createdAt: number;
  /** Changed after it was posted (filling in a deferred reply does not count, as in Discord). */
  edited: boolean;
  interaction:
    | { kind: InteractionRecord['kind']; userId: string; command: string | undefined; sourceMessageId: string | undefined }
    | undefined;
}

const LOADING = 1 << 7;

/** The guild, its channels, members and the bot's commands, for the page. */
export function pageWorld(discord: LocalDiscord, guild: TestGuild): PageWorld {
  const person = (user: TestGuild['members'][number]['user']): PageUser => ({
    id: user.id,
    username: user.username,
    displayName: user.globalName ?? user.username,
    bot: user.bot === true,
  });
  return {
    guild: { id: guild.id, name: guild.name },
    channels: guild.channels.map((c) => ({ id: c.id, name: c.name })),
    roles: guild.roles.map((r) => ({ id: r.id, name: r.name })),
    users: guild.members.filter((m) => m.user.bot !== true).map((m) => person(m.user)),
    bot: person(discord.botUser),
    commands: [...discord.registeredCommands(guild.id), ...discord.registeredCommands()].filter((c) => (c.type ?? 1) === 1),
  };
}

/** What the sandbox remembers about messages and interactions beyond what the local Discord stores. */
export interface PageMemory {
  /** The slash command behind an interaction, e.g. `/scoundrel start`. */
  commandText(interactionId: string): string | undefined;
  /** When a deferred reply was filled in. */
  filledAt(messageId: string): number | undefined;
}

/** Remembers when each deferred reply ("thinking…") was filled in; returns the lookup and a function that stops listening. */
export function trackFilledReplies(discord: LocalDiscord): { filledAt: (messageId: string) => number | undefined; stop: () => void } {
  const thinking = new Set<string>();
  const filled = new Map<string, number>();
  const stop = discord.onMessage(({ kind, message }) => {
    if (message.flags & LOADING) thinking.add(message.id);
    else if (kind === 'edited' && thinking.delete(message.id) && message.editedAt !== undefined) filled.set(message.id, message.editedAt);
  });
  return { filledAt: (id) => filled.get(id), stop };
}

/**
 * A message's embeds for the page: uploaded files shown from the page's own server (web-server.ts),
 * each image with its attachment's description as its alt text, as Discord shows it.
 */
function pageEmbeds(message: StoredMessage): StoredMessage['embeds'] {
  const files = message.attachments.map((a) => ({ ...a, url: `/attachments/${a.id}/${encodeURIComponent(a.filename)}` }));
  return resolveAttachmentUrls(message.embeds, files).map((embed) => {
    const file = files.find((f) => f.url === embed.image?.url);
    return file && embed.image ? { ...embed, image: { ...embed.image, alt: file.description ?? '' } } : embed;
  });
}

/** A stored message for the page. */
export function pageMessage(discord: LocalDiscord, message: StoredMessage, memory: PageMemory): PageMessage {
  const record = message.interactionId === undefined ? undefined : discord.interaction(message.interactionId);
  return {
    id: message.id,
    channelId: message.channelId,
    content: message.content,
    embeds: pageEmbeds(message),
    components: message.components,
    flags: message.flags,
    ephemeral: message.ephemeral,
    visibleTo: message.visibleTo,
    loading: (message.flags & LOADING) !== 0,
    createdAt: message.createdAt,
    edited: message.editedAt !== undefined && message.editedAt !== memory.filledAt(message.id) && (message.flags & LOADING) === 0,
    interaction: record && {
      kind: record.kind,
      userId: record.userId,
      command: memory.commandText(record.id),
      sourceMessageId: record.sourceMessageId,
    },
  };
}
