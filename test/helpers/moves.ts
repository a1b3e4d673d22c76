/** A board's buttons that make moves in its game (not the buttons that lead out of a finished run, nor Undo). */
import type { ButtonView, LocalDiscord, StoredMessage } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/custom-id.js';

const NOT_MOVES = new Set(['again', 'replay', 'leaderboard', 'undo']);

/** The message's buttons whose custom id is a game move. */
export function moveButtons(discord: LocalDiscord, message: StoredMessage): ButtonView[] {
  return discord.buttons(message).filter((b) => !NOT_MOVES.has(decodeComponentId(b.customId ?? '')?.action.type ?? ''));
}
