/**
 * Which message is the live board of a place: a channel's game's public board, or a member's private
 * board of their own run there. Kept beside the session, not in it: posting a board is not a move, so it
 * needs no version of its own. A board posted later replaces the earlier one; a click that redraws the
 * live board in place leaves the record as it is, so a move costs no write here.
 */

import { z } from 'zod';
import type { Place } from './session.js';
import type { KvStore } from './store/kv-store.js';

const boardMessageSchema = z.object({
  sessionId: z.string(),
  messageId: z.string(),
  /** How the bot reaches the message: by REST in its channel, or only through interactions. */
  reach: z.enum(['channel', 'interaction']).optional(),
});
/** The live board of a channel: the session it shows, its message, and how the bot reaches it. */
export type BoardMessage = z.infer<typeof boardMessageSchema>;

/** The live board message of each place. */
export class BoardMessages {
  constructor(private readonly store: KvStore) {}

  /** The place's live board, if one is known and readable. */
  async get(place: Place): Promise<BoardMessage | undefined> {
    const parsed = boardMessageSchema.safeParse(await this.store.get(key(place)));
    return parsed.success ? parsed.data : undefined;
  }

  /** Makes `board` the place's live board (written only when it is not already); returns the record it found, if any. */
  async set(place: Place, board: BoardMessage): Promise<BoardMessage | undefined> {
    const previous = await this.get(place);
    if (!previous || !sameBoard(previous, board)) await this.store.set(key(place), board);
    return previous;
  }

  /** Forgets the place's live board. */
  async delete(place: Place): Promise<void> {
    await this.store.delete(key(place));
  }
}

/** True when two records name the same board of the same session, reached the same way. */
function sameBoard(a: BoardMessage, b: BoardMessage): boolean {
  return a.sessionId === b.sessionId && a.messageId === b.messageId && (a.reach ?? 'channel') === (b.reach ?? 'channel');
}

/** `live-board:<channel>`, or `live-board:<channel>:<member>` for a member's private board there. */
function key(place: Place): string {
  return place.privateTo === null ? `live-board:${place.channelId}` : `live-board:${place.channelId}:${place.privateTo}`;
}
