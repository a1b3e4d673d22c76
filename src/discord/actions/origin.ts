/**
 * Where a click may come from, checked in one place for every action (table.ts). A custom id can be
 * forged and sent from any message a member can see, but the message itself is Discord's: its id and
 * flags are what Discord holds. So an action that edits the message it came from, or acts on a game
 * from it, names the message it may come from: the live board the bot recorded for the session the
 * button names (read from the store, once the boards of the channel under way are sent), or a message
 * the bot sent the clicker privately (Discord shows it to them alone).
 */
import { MessageFlags } from 'discord.js';
import { channelPlace } from '../../sessions/session.js';
import type { BotContext } from '../context.js';
import type { ComponentInteraction } from './component-interaction.js';

/**
 * Which message an action may come from:
 * - `board`: the live board the bot recorded for the session the button names;
 * - `private`: a message the bot sent the clicker privately (only they can see it or click it);
 * - `board-or-private`: either;
 * - `anywhere`: any message (the action answers privately and edits no message, or posts a new one after its own checks).
 */
export type Origin = 'board' | 'private' | 'board-or-private' | 'anywhere';

/** The answer to a click that must come from its game's live board (or a private board) and came from another message. */
const notItsBoardNotice =
  'That button does not belong to this message: it works only on its game’s live board, or on a board I sent you privately. ' +
  'Nothing was changed. `/game show` posts the live board again.';

/** The answer to a click that must come from a private message and came from a public one. */
const notPrivateNotice = 'That button only works on a message I sent you privately: nothing was changed.';

/** True when the clicked message is the channel's live board of `sessionId`, once the boards of the channel under way are sent. */
async function isLiveBoard(interaction: ComponentInteraction, ctx: BotContext, sessionId: string): Promise<boolean> {
  await ctx.desk.settled(interaction.channelId);
  const live = await ctx.boards.get(channelPlace(interaction.channelId));
  return live?.sessionId === sessionId && live.messageId === interaction.message.id;
}

/** Why the click may not come from the message clicked, or null when it may. */
export async function originRefusal(
  interaction: ComponentInteraction,
  ctx: BotContext,
  sessionId: string,
  origin: Origin,
): Promise<string | null> {
  const isPrivate = interaction.message.flags.has(MessageFlags.Ephemeral);
  switch (origin) {
    case 'anywhere':
      return null;
    case 'private':
      return isPrivate ? null : notPrivateNotice;
    case 'board':
      return !isPrivate && (await isLiveBoard(interaction, ctx, sessionId)) ? null : notItsBoardNotice;
    case 'board-or-private':
      return isPrivate || (await isLiveBoard(interaction, ctx, sessionId)) ? null : notItsBoardNotice;
  }
}
