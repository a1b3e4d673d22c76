/**
 * A game's own moves from buttons and menus, Undo, and the clicking member's private view (action
 * table rows `move`, `undo` and `view`). A click on the live board updates that board; a click in a
 * private view updates the private view and redraws the channel's live board. `menu` names a
 * single-choice menu whose option values are whole encoded actions, and `pick` a multi-select whose
 * chosen values fill the array `field` of the action `action`.
 *
 * What the member is told matches what was saved: a second click on a button whose move was just made
 * is acknowledged quietly; once a move is saved, a failure to answer the click never says "nothing was
 * changed": the board is redrawn by other means and the member told the move was made. A choice on an
 * out-of-date private view (one the game did not let stand) redraws that view in place, saying nothing
 * was changed.
 */
import { MessageFlags } from 'discord.js';
import type { Place } from '../../sessions/session.js';
import type { ActOutcome } from '../../sessions/session-service.js';
import type { Click } from '../actions/action.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import { askBeforeFatalMove, askBeforeMove } from '../actions/confirm.js';
import { type ComponentId, decodeAction, type Move } from '../actions/custom-id.js';
import { placeOfClick } from '../actions/place.js';
import { redrawLiveBoard, redrawMessage, repostBoard, updateBoard } from '../boards/boards.js';
import { noteOutcome } from '../client/interaction-outcome.js';
import { boardReachOf } from '../client/reach.js';
import type { BotContext } from '../context.js';
import { followDailyRun } from '../daily/daily-post.js';
import { boardOf, playable } from '../game-entry.js';
import type { GameUi } from '../game-ui.js';
import {
  corruptNotice,
  moveSavedNotice,
  noGameNotice,
  otherGameNotice,
  refusalNotice,
  stalePanelNotice,
  unknownComponentNotice,
} from '../notices.js';
import { truncate, userText } from '../render/text.js';
import { ephemeral, NO_PINGS, recordMessage } from '../respond.js';

/** The move a component sends, or null when the component and its values do not make one. */
function componentAction(interaction: ComponentInteraction, id: ComponentId): Move | null {
  const { action } = id;
  if (!interaction.isStringSelectMenu()) return action.type === 'menu' || action.type === 'pick' ? null : action;
  if (action.type === 'menu') {
    const [value] = interaction.values;
    return interaction.values.length === 1 && value !== undefined ? decodeAction(value) : null;
  }
  if (action.type === 'pick' && typeof action.action === 'string' && typeof action.field === 'string') {
    return { type: action.action, [action.field]: [...interaction.values] };
  }
  return null;
}

/** Opens the clicking member's private view of the game, or redraws it when the click came from that view. */
export async function showPrivateView({ interaction, ctx, id }: Click): Promise<void> {
  const ui = boardOf(playable(ctx), id.game);
  if (!ui || Object.keys(id.action).length !== 1) {
    noteOutcome(interaction, 'invalid');
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const loaded = await ctx.sessions.load(interaction.channelId);
  if (loaded.kind === 'ok' && loaded.session.id === id.sessionId && loaded.session.game === id.game && ui.privateView) {
    const view = ui.privateView(loaded.session, interaction.user.id);
    const payload =
      typeof view === 'string' ? ephemeral(view) : { ...view, flags: MessageFlags.Ephemeral as const, allowedMentions: NO_PINGS };
    // A refresh button inside a private view redraws that view; anywhere else the view opens privately.
    if (interaction.message.flags.has(MessageFlags.Ephemeral) && typeof view !== 'string')
      await interaction.update({ content: '', ...view, allowedMentions: NO_PINGS });
    else await interaction.reply(payload);
    return;
  }
  const notice = loaded.kind === 'corrupt' ? corruptNotice(loaded.reason) : loaded.kind === 'none' ? noGameNotice : otherGameNotice;
  await interaction.reply(ephemeral(notice));
}

/**
 * A choice on an out-of-date private view (a table game's hand drawn before the member's own part of
 * the game changed): nothing was made, and the view is drawn anew in place, saying so, so the member
 * chooses again on what is there now instead of hunting for a refresh.
 */
async function showStaleView(
  interaction: ComponentInteraction,
  outcome: Extract<ActOutcome, { kind: 'stale' }>,
  ui: GameUi,
): Promise<void> {
  const view = ui.privateView?.(outcome.session, interaction.user.id);
  noteOutcome(interaction, 'refused');
  if (view === undefined || typeof view === 'string') await interaction.reply(ephemeral(refusalNotice(outcome)));
  else await interaction.update({ ...view, content: stalePanelNotice(outcome.session), allowedMentions: NO_PINGS });
}

/**
 * Answers "make the move" on a private confirmation: the move shows on the live board, and the question
 * goes away instead of staying under the board. Where the board cannot be redrawn (a guest board whose
 * token has run out), the question is replaced by what happened.
 */
async function closeConfirmation(
  interaction: ComponentInteraction,
  ctx: BotContext,
  outcome: Extract<ActOutcome, { kind: 'applied' }>,
  ui: GameUi,
): Promise<void> {
  await interaction.deferUpdate();
  if (await redrawLiveBoard(interaction.client, ctx, outcome.session, ui)) {
    await interaction.deleteReply();
    return;
  }
  const told = outcome.events.map((event) => userText(event.text, 300)).join('\n') || 'Done.';
  await interaction.editReply({
    content: truncate(`${told}\nUse \`/game show\` to post the board again.`, 2000),
    embeds: [],
    components: [],
    allowedMentions: NO_PINGS,
  });
}

/** Asks the game's question before a move made on the very version of the board clicked; true when it asked. */
async function askOnBoard(
  interaction: ComponentInteraction,
  ctx: BotContext,
  id: ComponentId,
  ui: GameUi,
  action: Move,
  place: Place,
): Promise<boolean> {
  const loaded = await ctx.sessions.peek(place, id.sessionId, id.version);
  if (!loaded || loaded.session.game !== id.game || loaded.session.id !== id.sessionId || loaded.session.version !== id.version)
    return false;
  return askBeforeMove(interaction, ui, loaded.session, action);
}

/** Answers the click with the new board (or the member's private view), after the move was saved. */
async function answerMove(
  interaction: ComponentInteraction,
  ctx: BotContext,
  outcome: Extract<ActOutcome, { kind: 'applied' }>,
  ui: GameUi,
): Promise<void> {
  const { session } = outcome;
  const announcement = ui.announce?.(outcome.before.state, session.state, outcome.events) ?? null;
  const pings = announcement?.pings ?? [];
  // A private run's board is the private message clicked (its board, or the question asked before a move, which becomes the board).
  if (!interaction.message.flags.has(MessageFlags.Ephemeral) || session.privateTo !== null) {
    await updateBoard(interaction, ctx, session, ui);
  } else if (!ui.privateView) {
    await closeConfirmation(interaction, ctx, outcome, ui);
  } else {
    // A private view shows itself again (or, when the member has none now, says so).
    const view = ui.privateView(session, interaction.user.id);
    const payload = typeof view === 'string' ? { content: view, embeds: [], components: [] } : view;
    await interaction.update({ content: '', ...payload, allowedMentions: NO_PINGS });
    // A board about to be posted anew below is not worth redrawing first.
    if (pings.length === 0) await redrawLiveBoard(interaction.client, ctx, session, ui);
  }
  if (announcement?.record) await interaction.followUp(recordMessage(announcement.record));
  if (pings.length > 0) await repostBoard(interaction, ctx, session, ui, pings);
}

/** When answering the click failed after the move was saved: show the move by other means, and say it was made. */
async function recoverAnswer(
  interaction: ComponentInteraction,
  ctx: BotContext,
  outcome: Extract<ActOutcome, { kind: 'applied' }>,
  ui: GameUi,
  error: unknown,
): Promise<void> {
  ctx.log.warn(
    `move ${outcome.session.version} in channel ${interaction.channelId} is saved, but answering its click failed: ${String(error)}`,
  );
  const onBoard = !interaction.message.flags.has(MessageFlags.Ephemeral) || outcome.session.privateTo !== null;
  const reach = outcome.session.privateTo === null ? boardReachOf(interaction) : 'interaction';
  const redrawn = onBoard
    ? await redrawMessage(interaction.client, ctx, outcome.session, ui, interaction.message.id, reach)
    : await redrawLiveBoard(interaction.client, ctx, outcome.session, ui);
  const notice = ephemeral(moveSavedNotice(outcome.session, redrawn));
  await (interaction.replied || interaction.deferred ? interaction.followUp(notice) : interaction.reply(notice)).catch(
    (reason: unknown) => {
      ctx.log.warn(`could not tell ${interaction.user.id} that move ${outcome.session.version} was made: ${String(reason)}`);
    },
  );
}

/** Answers a click on a game's own move: made through the session (or, in a race, the entrant's own run) and redrawn. */
export async function handleMove(click: Click): Promise<void> {
  const { interaction, ctx, id } = click;
  const ui = boardOf(playable(ctx), id.game)!;
  const chosen = componentAction(interaction, id);
  if (chosen === null) {
    noteOutcome(interaction, 'invalid');
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const { sure, ...action } = chosen;
  const place = await placeOfClick(click);
  if (sure !== true && (await askBeforeFatalMove(interaction, ctx, id, action, place))) return;
  if (sure !== true && ui.ask && (await askOnBoard(interaction, ctx, id, ui, action, place))) return;
  const outcome = await ctx.sessions.act({ ...boardOfClick(click), privateTo: place.privateTo, action });
  const host = outcome.kind === 'other-game' ? boardOf(playable(ctx), outcome.session.game) : undefined;
  if (outcome.kind === 'other-game' && host?.hostedMove) {
    // The channel's game hosts runs of this one (a race): the click is on a member's private board, which their own run decides.
    await host.hostedMove({ interaction, ctx, id, action, sure: sure === true, host: outcome.session });
    return;
  }
  await answerOutcome(click, ui, outcome);
}

/** Answers Undo: the last move of an unranked run taken back. */
export async function handleUndo(click: Click): Promise<void> {
  const ui = boardOf(playable(click.ctx), click.id.game);
  if (!ui || Object.keys(click.id.action).length !== 1) {
    noteOutcome(click.interaction, 'invalid');
    await click.interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const { privateTo } = await placeOfClick(click);
  await answerOutcome(click, ui, await click.ctx.sessions.undo({ ...boardOfClick(click), privateTo }));
}

/** The board a click was drawn for, and who clicked it. */
function boardOfClick({ interaction, id }: Click) {
  return { channelId: interaction.channelId, actor: interaction.user.id, game: id.game, sessionId: id.sessionId, version: id.version };
}

/** Answers a move or an Undo as the session service decided it. */
async function answerOutcome({ interaction, ctx }: Click, ui: GameUi, outcome: ActOutcome): Promise<void> {
  if (outcome.kind === 'repeated') {
    await interaction.deferUpdate();
    return;
  }
  if (outcome.kind === 'stale' && interaction.message.flags.has(MessageFlags.Ephemeral)) {
    await showStaleView(interaction, outcome, ui);
    return;
  }
  if (outcome.kind !== 'applied') {
    noteOutcome(interaction, 'refused');
    await interaction.reply(ephemeral(refusalNotice(outcome)));
    return;
  }
  try {
    await answerMove(interaction, ctx, outcome, ui);
  } catch (error) {
    await recoverAnswer(interaction, ctx, outcome, ui, error);
  }
  followDailyRun(interaction.client, ctx, outcome.session);
}
