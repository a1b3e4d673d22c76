/** Message options every answer goes out with: nothing pings, errors are private. */
import { type InteractionReplyOptions, MessageFlags } from 'discord.js';
import type { Announcement } from './game-ui.js';
import type { MessagePayload } from './render/message.js';

/** No mention in anything the bot sends may ping (docs/design.md: `allowedMentions` is empty). */
export const NO_PINGS = { parse: [] as [] };

/** A private answer, seen only by the member who acted. */
export function ephemeral(content: string): InteractionReplyOptions & { flags: MessageFlags.Ephemeral } {
  return { content, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS };
}

/** A public line that pings exactly the members the announcement names, and nobody else. */
export function pinging(announcement: Announcement): { content: string; allowedMentions: { parse: []; users: string[] } } {
  return { content: announcement.content, allowedMentions: { parse: [], users: [...new Set(announcement.pings)] } };
}

/** A public board or answer. */
export function publicMessage(payload: MessagePayload): MessagePayload & { allowedMentions: typeof NO_PINGS } {
  return { ...payload, allowedMentions: NO_PINGS };
}
