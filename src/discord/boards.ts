/**
 * One live board per channel: a board posted by a command becomes the live one and the previous
 * board loses its buttons; a move made from a private view or a command redraws the live board.
 */
import { MessageFlags, Routes, type ChatInputCommandInteraction, type Client } from 'discord.js';
import type { Session } from '../sessions/session.js';
import type { BotContext } from './context.js';
import type { GameUi } from './game-ui.js';
import type { MessagePayload } from './render/message.js';
import { NO_PINGS, publicMessage } from './respond.js';

async function editMessage(client: Client, ctx: BotContext, channelId: string, messageId: string, body: Partial<MessagePayload>): Promise<void> {
  try {
    await client.rest.patch(Routes.channelMessage(channelId, messageId), { body: { ...body, allowed_mentions: NO_PINGS } });
  } catch (error) {
    ctx.log.warn(`could not edit board ${messageId} in channel ${channelId}: ${String(error)}`);
  }
}

/** Records a message as the channel's live board of `session`, and strips the buttons of the board it replaces. */
export async function trackBoard(client: Client, ctx: BotContext, session: Session, messageId: string): Promise<void> {
  const previous = await ctx.boards.set(session.channelId, { sessionId: session.id, messageId });
  if (previous && previous.messageId !== messageId) {
    await editMessage(client, ctx, session.channelId, previous.messageId, { components: [] });
  }
}

/** Answers a command with the session's board, publicly, and makes it the live board. */
export async function postBoard(interaction: ChatInputCommandInteraction, ctx: BotContext, session: Session, ui: GameUi, content?: string): Promise<void> {
  const payload = publicMessage({ ...ui.board(session), ...(content === undefined ? {} : { content }) });
  const response = await interaction.reply({ ...payload, withResponse: true });
  const messageId = response.resource?.message?.id;
  if (messageId && !response.resource?.message?.flags.has(MessageFlags.Ephemeral)) {
    await trackBoard(interaction.client, ctx, session, messageId);
  }
}

/** Redraws the channel's live board after a move made somewhere else. */
export async function refreshBoard(client: Client, ctx: BotContext, session: Session, ui: GameUi): Promise<void> {
  const live = await ctx.boards.get(session.channelId);
  if (live && live.sessionId === session.id) {
    await editMessage(client, ctx, session.channelId, live.messageId, ui.board(session));
  }
}
