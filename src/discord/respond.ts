/** Message options every answer goes out with: nothing pings, errors are private. */
import { type APIEmbed, type InteractionReplyOptions, MessageFlags } from 'discord.js';
import type { MessagePayload } from './render/message.js';

/** No mention in anything the bot sends may ping (docs/design.md: `allowedMentions` is empty). */
export const NO_PINGS = { parse: [] as [] };

/** A private answer, seen only by the member who acted. */
export function ephemeral(content: string): InteractionReplyOptions & { flags: MessageFlags.Ephemeral } {
  return { content, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS };
}

/** A move's public record (a resolved check): an embed of its own, pinging nobody. */
export function recordMessage(record: APIEmbed): { embeds: APIEmbed[]; allowedMentions: typeof NO_PINGS } {
  return { embeds: [record], allowedMentions: NO_PINGS };
}

/** A public board or answer. */
export function publicMessage(payload: MessagePayload): MessagePayload & { allowedMentions: typeof NO_PINGS } {
  return { ...payload, allowedMentions: NO_PINGS };
}
