/**
 * Which message is a channel's live board. Kept beside the session, not in it: posting a board is not a
 * move, so it needs no version of its own. A board posted later replaces the earlier one; a click that
 * redraws the live board in place leaves the record as it is, so a move costs no write here.
 */

import { z } from 'zod';
import type { KvStore } from './store/kv-store.js';

const boardMessageSchema = z.object({
  sessionId: z.string(),
  messageId: z.string(),
  /** How the bot reaches the message: by REST in its channel, or only through interactions. */
  reach: z.enum(['channel', 'interaction']).optional(),
});
/** The live board of a channel: the session it shows, its message, and how the bot reaches it. */
export type BoardMessage = z.infer<typeof boardMessageSchema>;

/** The live board message of each channel. */
export class BoardMessages {
  constructor(private readonly store: KvStore) {}

  /** The channel's live board, if one is known and readable. */
  async get(channelId: string): Promise<BoardMessage | undefined> {
    const parsed = boardMessageSchema.safeParse(await this.store.get(key(channelId)));
    return parsed.success ? parsed.data : undefined;
  }

  /** Makes `board` the channel's live board (written only when it is not already); returns the record it found, if any. */
  async set(channelId: string, board: BoardMessage): Promise<BoardMessage | undefined> {
    const previous = await this.get(channelId);
    if (!previous || !sameBoard(previous, board)) await this.store.set(key(channelId), board);
    return previous;
  }

  /** Forgets the channel's live board. */
  async delete(channelId: string): Promise<void> {
    await this.store.delete(key(channelId));
  }
}

/** True when two records name the same board of the same session, reached the same way. */
function sameBoard(a: BoardMessage, b: BoardMessage): boolean {
  return a.sessionId === b.sessionId && a.messageId === b.messageId && (a.reach ?? 'channel') === (b.reach ?? 'channel');
}

function key(channelId: string): string {
  return `live-board:${channelId}`;
}
