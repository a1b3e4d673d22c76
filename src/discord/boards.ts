/**
 * Boards in channels (issues 15, 17): one live board per channel. A board posted by a command becomes
 * the live one and the board it replaces loses its buttons; a move made anywhere else (a private view,
 * a slash command) edits the live board in place. Boards of a channel are sent one at a time, each
 * drawn from the newest copy of the game this process holds, so a slow answer can never put an older
 * board over a newer one.
 */
import { MessageFlags, Routes, type ChatInputCommandInteraction, type Client } from 'discord.js';
import { KeyedLock } from '../sessions/keyed-lock.js';
import type { SessionService } from '../sessions/session-service.js';
import type { Session } from '../sessions/session.js';
import type { BotContext } from './context.js';
import type { GameUi } from './game-ui.js';
import type { MessagePayload } from './render/message.js';
import type { ComponentInteraction } from './component-interaction.js';
import { NO_PINGS, publicMessage } from './respond.js';

/** Sends a channel's boards one at a time, each from the newest copy of its game. */
export class BoardDesk {
  private readonly lock = new KeyedLock();

  constructor(private readonly sessions: Pick<SessionService, 'newest'>) {}

  /** Runs `send` with the newest copy of `session` this process holds, after every earlier send of the channel. */
  send<T>(session: Session, send: (newest: Session) => Promise<T>): Promise<T> {
    return this.lock.run(session.channelId, () => send(this.sessions.newest(session)));
  }
}

async function editMessage(client: Client, ctx: BotContext, channelId: string, messageId: string, body: Partial<MessagePayload>): Promise<boolean> {
  try {
    await client.rest.patch(Routes.channelMessage(channelId, messageId), { body: { ...body, allowed_mentions: NO_PINGS } });
    return true;
  } catch (error) {
    ctx.log.warn(`could not edit board ${messageId} in channel ${channelId}: ${String(error)}`);
    return false;
  }
}

/** Records a message as the channel's live board of `session`, and strips the buttons of the board it replaces. */
async function trackBoard(client: Client, ctx: BotContext, session: Session, messageId: string): Promise<void> {
  const previous = await ctx.boards.set(session.channelId, { sessionId: session.id, messageId, version: session.version });
  if (previous && previous.messageId !== messageId) {
    await editMessage(client, ctx, session.channelId, previous.messageId, { components: [] });
  }
}

/** Answers a command with the session's board, publicly, and makes it the live board. */
export async function postBoard(interaction: ChatInputCommandInteraction, ctx: BotContext, session: Session, ui: GameUi, content?: string): Promise<void> {
  await ctx.desk.send(session, async (newest) => {
    const payload = publicMessage({ ...ui.board(newest), ...(content === undefined ? {} : { content }) });
    const response = await interaction.reply({ ...payload, withResponse: true });
    const message = response.resource?.message;
    if (message && !message.flags.has(MessageFlags.Ephemeral)) await trackBoard(interaction.client, ctx, newest, message.id);
  });
}

/** Posts the session's board as a public follow-up to an answered interaction, and makes it the live board. */
export async function followUpBoard(interaction: ChatInputCommandInteraction, ctx: BotContext, session: Session, ui: GameUi): Promise<void> {
  await ctx.desk.send(session, async (newest) => {
    const message = await interaction.followUp(publicMessage(ui.board(newest)));
    await trackBoard(interaction.client, ctx, newest, message.id);
  });
}

/** Answers a click on the live board by redrawing it with the move made. */
export async function updateBoard(interaction: ComponentInteraction, ctx: BotContext, session: Session, ui: GameUi): Promise<void> {
  await ctx.desk.send(session, async (newest) => {
    await interaction.update(publicMessage(ui.board(newest)));
    await trackBoard(interaction.client, ctx, newest, interaction.message.id);
  });
}

/** Redraws the channel's live board after a move made somewhere else; false when it shows no board of this game. */
export async function redrawLiveBoard(client: Client, ctx: BotContext, session: Session, ui: GameUi): Promise<boolean> {
  return ctx.desk.send(session, async (newest) => {
    const live = await ctx.boards.get(newest.channelId);
    if (!live || live.sessionId !== newest.id) return false;
    if (!(await editMessage(client, ctx, newest.channelId, live.messageId, ui.board(newest)))) return false;
    await ctx.boards.set(newest.channelId, { ...live, version: newest.version });
    return true;
  });
}

/** Redraws a given message of the channel with the newest board (when answering its click failed after the move was saved). */
export async function redrawMessage(client: Client, ctx: BotContext, session: Session, ui: GameUi, messageId: string): Promise<boolean> {
  return ctx.desk.send(session, (newest) => editMessage(client, ctx, newest.channelId, messageId, ui.board(newest)));
}

/** Closes the live board of a game that was ended: its last board stays, with `content` above it and no buttons. */
export async function closeLiveBoard(client: Client, ctx: BotContext, session: Session, ui: GameUi, content: string): Promise<void> {
  await ctx.desk.send(session, async () => {
    const live = await ctx.boards.get(session.channelId);
    if (!live || live.sessionId !== session.id) return;
    await editMessage(client, ctx, session.channelId, live.messageId, { ...ui.board(session), content, components: [] });
    await ctx.boards.delete(session.channelId);
  });
}
