/**
 * Boards in channels: one live board per channel. A board posted by a command becomes
 * the live one and the board it replaces loses its buttons; a move made anywhere else (a private view,
 * a slash command) edits the live board in place. Boards of a channel are sent one at a time, each
 * drawn from the newest copy of the game this process holds, so a slow answer can never put an older
 * board over a newer one.
 *
 * Where the bot is a member that may view the channel (reach `channel`) a board is edited by REST like
 * any message of the bot. Where it is not (reach `interaction`: a server or group DM reached through a
 * player's own install, or a channel hidden from the bot) the bot may only touch the messages of its
 * interactions: a board is edited with the token of the latest
 * interaction that answered with it, for the 15 minutes Discord keeps a token; after that it is left
 * as it is (its buttons still answer, and `/game show` posts it again), never reported as a failure.
 *
 * A board that says something is still being worked out (a finished run's best possible
 * score) is drawn again as the live board once it is ready: the answer to the click is never kept
 * waiting for it.
 *
 * Edits of boards other than an interaction's own answer (the buttons taken off an old board, a live
 * board redrawn after a move made elsewhere) go out through the desk's message edits: queued in the
 * order the channel's boards were drawn, one at a time per message and merged while they wait, and
 * never awaited while the channel's boards are held. A Discord that rate-limits edits for a while thus
 * delays the edits only: every answer goes out in time, and the edits land once the limit lifts.
 */
import { type BaseInteraction, type ChatInputCommandInteraction, type Client, MessageFlags, Routes } from 'discord.js';
import type { BoardMessage } from '../../sessions/board-messages.js';
import { KeyedLock } from '../../sessions/keyed-lock.js';
import { channelPlace, placeKey, placeOf, type Session } from '../../sessions/session.js';
import type { SessionService } from '../../sessions/session-service.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import { boardReachOf, type Reach } from '../client/reach.js';
import type { BotContext } from '../context.js';
import type { GameUi } from '../game-ui.js';
import { boardEdit, boardReply, type DrawnBoard } from '../render/board-message.js';
import type { MessagePayload } from '../render/message.js';
import { drawBoard } from './board-draw.js';
import { MessageEdits } from './message-edits.js';

/** How long Discord accepts an interaction token for edits (15 minutes), less a margin for the edit itself. */
const TOKEN_USE_MS = 14 * 60_000;

/** How a message can be edited through an interaction: its token, and `@original` or the message's id. */
interface Handle {
  token: string;
  ref: string;
  until: number;
}

/** The message of a board, and how the bot reaches it. */
type BoardRef = Pick<BoardMessage, 'messageId'> & { channelId: string; reach: Reach };

/** An edit of a board waiting its turn: where the message is, what changes, and how to send it. */
interface BoardEdit {
  client: Client;
  ctx: BotContext;
  board: BoardRef;
  body: DrawnBoard | Partial<MessagePayload>;
}

/** Sends a channel's boards one at a time, each from the newest copy of its game; keeps the tokens that edit guest boards. */
export class BoardDesk {
  private readonly lock = new KeyedLock();
  private readonly handles = new Map<string, Handle>();
  /** The private boards the store keeps no record of (an entrant's race board): the message last answered with each, by run id. */
  private readonly runBoards = new Map<string, string>();
  private readonly waiting = new Set<string>();
  /** The edits of boards, one at a time per message (see the module comment). */
  readonly edits = new MessageEdits<BoardEdit>(
    (_messageId, edit, signal) => sendEdit(edit, signal),
    (older, newer) => ({ ...newer, body: { ...older.body, ...newer.body } }),
  );

  constructor(
    private readonly sessions: Pick<SessionService, 'newest'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `send` with the newest copy of `session` this process holds, after every earlier send of the boards of its place. */
  send<T>(session: Session, send: (newest: Session) => Promise<T>): Promise<T> {
    return this.lock.run(placeKey(placeOf(session)), () => send(this.sessions.newest(session)));
  }

  /** Resolves once every send of the channel's game's boards asked for so far has settled (so its live-board record is written). */
  settled(channelId: string): Promise<void> {
    return this.lock.run(placeKey(channelPlace(channelId)), async () => undefined);
  }

  /** Remembers that `token` can edit message `messageId` (as `ref`: `@original`, or the id of a follow-up). */
  remember(messageId: string, token: string, ref = '@original'): void {
    const now = this.now();
    for (const [id, handle] of this.handles) if (handle.until <= now) this.handles.delete(id);
    for (const [run, id] of this.runBoards) if (!this.handles.has(id)) this.runBoards.delete(run);
    this.handles.set(messageId, { token, ref, until: now + TOKEN_USE_MS });
  }

  /**
   * Notes that message `messageId`, answered through `token`, is now the private board of run `runId`;
   * returns the message that was its board before, when it is another one (kept while its token lasts).
   */
  noteRunBoard(runId: string, messageId: string, token: string): string | undefined {
    this.remember(messageId, token);
    const before = this.runBoards.get(runId);
    this.runBoards.set(runId, messageId);
    return before === messageId ? undefined : before;
  }

  /** A token that can still edit the message, if any. */
  handleOf(messageId: string): Handle | undefined {
    const handle = this.handles.get(messageId);
    return handle && handle.until > this.now() ? handle : undefined;
  }

  /** Runs `redraw` once `ready` settles: once per session, however many of its boards were drawn waiting. */
  whenReady(sessionId: string, ready: Promise<unknown>, redraw: () => Promise<unknown>): void {
    if (this.waiting.has(sessionId)) return;
    this.waiting.add(sessionId);
    void ready
      .then(() => {
        this.waiting.delete(sessionId);
        return redraw();
      })
      .catch(() => this.waiting.delete(sessionId));
  }
}

/** After sending a board that is still waiting for something, draws the live board again once it is there. */
function redrawLater(client: Client, ctx: BotContext, session: Session, ui: GameUi, board: DrawnBoard): void {
  if (!board.redrawWhen) return;
  ctx.desk.whenReady(session.id, board.redrawWhen, () =>
    redrawLiveBoard(client, ctx, session, ui).catch((error: unknown) =>
      ctx.log.warn(`could not redraw the board of ${session.id}: ${String(error)}`),
    ),
  );
}

/** Sends an edit of a board where the bot reaches it: by REST in its channel, or with a live interaction token. */
async function sendEdit({ client, ctx, board, body }: BoardEdit, signal: AbortSignal): Promise<boolean> {
  const payload = boardEdit(body);
  try {
    if (board.reach === 'channel') {
      await client.rest.patch(Routes.channelMessage(board.channelId, board.messageId), { ...payload, signal });
      return true;
    }
    const handle = ctx.desk.handleOf(board.messageId);
    if (!handle) return false;
    await client.rest.patch(Routes.webhookMessage(client.application?.id ?? client.user?.id ?? '', handle.token, handle.ref), {
      ...payload,
      auth: false,
      signal,
    });
    return true;
  } catch (error) {
    if (!signal.aborted) ctx.log.warn(`could not edit board ${board.messageId} in channel ${board.channelId}: ${String(error)}`);
    return false;
  }
}

/**
 * Queues an edit of a board (call it while the channel's boards are held, so edits keep their order); resolves once it is made or has
 * failed.
 */
function editBoard(client: Client, ctx: BotContext, board: BoardRef, body: DrawnBoard | Partial<MessagePayload>): Promise<boolean> {
  return ctx.desk.edits.edit(board.messageId, { client, ctx, board, body });
}

/** Deletes a board the bot posted anew further down; where it cannot (a guest board whose token ran out), strips its buttons. */
async function deleteBoard(client: Client, ctx: BotContext, board: BoardRef): Promise<void> {
  ctx.desk.edits.supersede(board.messageId);
  try {
    if (board.reach === 'channel') {
      await client.rest.delete(Routes.channelMessage(board.channelId, board.messageId));
      return;
    }
    const handle = ctx.desk.handleOf(board.messageId);
    if (handle) {
      await client.rest.delete(Routes.webhookMessage(client.application?.id ?? client.user?.id ?? '', handle.token, handle.ref), {
        auth: false,
      });
      return;
    }
  } catch (error) {
    ctx.log.warn(`could not delete board ${board.messageId} in channel ${board.channelId}: ${String(error)}`);
  }
  void editBoard(client, ctx, board, { components: [] });
}

/**
 * Records a message as the channel's live board of `session`; the board it replaces loses its buttons,
 * or with `replaced: 'delete'` (the board posted anew below it) is deleted.
 */
async function trackBoard(
  client: Client,
  ctx: BotContext,
  session: Session,
  messageId: string,
  reach: Reach,
  replaced: 'strip' | 'delete' = 'strip',
): Promise<void> {
  const previous = await ctx.boards.set(placeOf(session), { sessionId: session.id, messageId, reach });
  if (previous && previous.messageId !== messageId) {
    const board = { channelId: session.channelId, messageId: previous.messageId, reach: previous.reach ?? 'channel' };
    if (replaced === 'delete') void deleteBoard(client, ctx, board);
    else void editBoard(client, ctx, board, { components: [] });
  }
}

/**
 * Posts the session's board anew as the interaction's answer (or a follow-up once it is answered),
 * pinging exactly `pings`, and deletes the live board it replaces: the table is again the bot's
 * newest message in the channel, where the members who must act now see it.
 */
export async function repostBoard(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  ctx: BotContext,
  session: Session,
  ui: GameUi,
  pings: readonly string[],
): Promise<void> {
  await ctx.desk.send(session, async (newest) => {
    const board = await drawBoard(ctx, ui, newest);
    const payload = { ...boardReply(board), allowedMentions: { parse: [] as [], users: [...new Set(pings)] } };
    const answered = interaction.replied || interaction.deferred;
    const message = answered
      ? await interaction.followUp(payload)
      : (await interaction.reply({ ...payload, withResponse: true })).resource?.message;
    if (!message || message.flags.has(MessageFlags.Ephemeral)) return;
    ctx.desk.remember(message.id, interaction.token, answered ? message.id : '@original');
    await trackBoard(interaction.client, ctx, newest, message.id, boardReachOf(interaction), 'delete');
    redrawLater(interaction.client, ctx, newest, ui, board);
  });
}

/** How the bot reaches a board of `session` answered by `interaction`: a private board only through the interactions it answers. */
function boardReach(interaction: BaseInteraction, session: Session): Reach {
  return session.privateTo === null ? boardReachOf(interaction) : 'interaction';
}

/**
 * Answers a command (or a button that starts a run) with the session's board, publicly (privately, for a
 * member's private run), and makes it the live board; a command that deferred its answer (the daily
 * deal being chosen) fills it in with the board.
 */
export async function postBoard(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  ctx: BotContext,
  session: Session,
  ui: GameUi,
  content?: string,
): Promise<void> {
  await ctx.desk.send(session, async (newest) => {
    const board = await drawBoard(ctx, ui, newest);
    const payload = boardReply({ ...board, ...(content === undefined ? {} : { content }) });
    const privately = newest.privateTo !== null;
    const message = interaction.deferred
      ? await interaction.editReply(payload)
      : (await interaction.reply({ ...payload, ...(privately ? { flags: MessageFlags.Ephemeral as const } : {}), withResponse: true }))
          .resource?.message;
    if (!message || message.flags.has(MessageFlags.Ephemeral) !== privately) return;
    ctx.desk.remember(message.id, interaction.token);
    await trackBoard(interaction.client, ctx, newest, message.id, boardReach(interaction, newest));
    redrawLater(interaction.client, ctx, newest, ui, board);
  });
}

/** Posts the session's board as a public follow-up to an answered interaction, and makes it the live board. */
export async function followUpBoard(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  session: Session,
  ui: GameUi,
): Promise<void> {
  await ctx.desk.send(session, async (newest) => {
    const board = await drawBoard(ctx, ui, newest);
    const message = await interaction.followUp(boardReply(board));
    ctx.desk.remember(message.id, interaction.token, message.id);
    await trackBoard(interaction.client, ctx, newest, message.id, boardReachOf(interaction));
    redrawLater(interaction.client, ctx, newest, ui, board);
  });
}

/** Answers a click on the live board by redrawing it with the move made. */
export async function updateBoard(interaction: ComponentInteraction, ctx: BotContext, session: Session, ui: GameUi): Promise<void> {
  await ctx.desk.send(session, async (newest) => {
    const board = await drawBoard(ctx, ui, newest);
    // The answer is the newest board: an older edit of the same message must not land after it.
    ctx.desk.edits.supersede(interaction.message.id);
    await interaction.update(boardReply(board));
    ctx.desk.remember(interaction.message.id, interaction.token);
    await trackBoard(interaction.client, ctx, newest, interaction.message.id, boardReach(interaction, newest));
    redrawLater(interaction.client, ctx, newest, ui, board);
  });
}

/**
 * Answers a click on a run's private board that has no live-board record (an entrant's race board) with
 * `board`: the clicked message shows it, and so does the message that was the run's board before it (the
 * board a question such as "this ends your run" was asked from), edited through its own token.
 */
export async function updateRunBoard(interaction: ComponentInteraction, ctx: BotContext, runId: string, board: DrawnBoard): Promise<void> {
  ctx.desk.edits.supersede(interaction.message.id);
  await interaction.update(boardReply(board));
  const before = ctx.desk.noteRunBoard(runId, interaction.message.id, interaction.token);
  if (before !== undefined)
    void editBoard(interaction.client, ctx, { channelId: interaction.channelId, messageId: before, reach: 'interaction' }, board);
}

/** A board drawn and its edit queued, to await once the channel's boards are let go. */
interface QueuedBoard {
  newest: Session;
  board: DrawnBoard;
  edited: Promise<boolean>;
}

/** Waits for a queued board's edit; once it is made, draws it again later if it is still waiting for something. */
async function settle(client: Client, ctx: BotContext, ui: GameUi, queued: QueuedBoard | null): Promise<boolean> {
  if (!queued || !(await queued.edited)) return false;
  redrawLater(client, ctx, queued.newest, ui, queued.board);
  return true;
}

/** Redraws the channel's live board after a move made somewhere else; false when it shows no board of this game or cannot be reached. */
export async function redrawLiveBoard(client: Client, ctx: BotContext, session: Session, ui: GameUi): Promise<boolean> {
  const queued = await ctx.desk.send(session, async (newest): Promise<QueuedBoard | null> => {
    const live = await ctx.boards.get(placeOf(newest));
    if (!live || live.sessionId !== newest.id) return null;
    const board = await drawBoard(ctx, ui, newest);
    return {
      newest,
      board,
      edited: editBoard(client, ctx, { ...live, channelId: newest.channelId, reach: live.reach ?? 'channel' }, board),
    };
  });
  return settle(client, ctx, ui, queued);
}

/** Redraws a given message of the channel with the newest board (when answering its click failed after the move was saved). */
export async function redrawMessage(
  client: Client,
  ctx: BotContext,
  session: Session,
  ui: GameUi,
  messageId: string,
  reach: Reach,
): Promise<boolean> {
  const queued = await ctx.desk.send(session, async (newest): Promise<QueuedBoard> => {
    const board = await drawBoard(ctx, ui, newest);
    return { newest, board, edited: editBoard(client, ctx, { channelId: newest.channelId, messageId, reach }, board) };
  });
  return settle(client, ctx, ui, queued);
}

/**
 * Closes the live board of a game that was ended: its last board stays as it is (its text and picture,
 * which the edit leaves untouched), with `content` above it and no buttons.
 */
export async function closeLiveBoard(client: Client, ctx: BotContext, session: Session, content: string): Promise<void> {
  const edited = await ctx.desk.send(session, async () => {
    const live = await ctx.boards.get(placeOf(session));
    if (!live || live.sessionId !== session.id) return null;
    await ctx.boards.delete(placeOf(session));
    return editBoard(client, ctx, { ...live, channelId: session.channelId, reach: live.reach ?? 'channel' }, { content, components: [] });
  });
  await edited;
}
