/**
 * Buttons and select menus: decode the custom id, make the move through the session, and redraw.
 * A click on the public board updates that board; a click in a private view updates the private view
 * and redraws the channel's live board. Reserved action types: `view` opens the clicking member's
 * private view, `menu` names a single-choice menu whose option values are whole encoded actions, and
 * `pick` names a multi-select whose chosen values fill the array `field` of the action `action`.
 */
import { MessageFlags, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { refreshBoard, trackBoard } from './boards.js';
import type { BotContext } from './context.js';
import { decodeAction, decodeComponentId, type ComponentId } from './custom-id.js';
import type { GameUi } from './game-ui.js';
import { findUi } from './games/index.js';
import { corruptNotice, noGameNotice, otherGameNotice, refusalNotice, unknownComponentNotice } from './notices.js';
import { ephemeral, NO_PINGS, publicMessage } from './respond.js';

/** A click on a button or a choice in a select menu. */
export type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

/** The move a component sends, or null when the component and its values do not make one. */
function componentAction(interaction: ComponentInteraction, id: ComponentId): unknown {
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

/** Opens the clicking member's private view of the game. */
async function showPrivateView(interaction: ComponentInteraction, ctx: BotContext, id: ComponentId, ui: GameUi): Promise<void> {
  const loaded = await ctx.sessions.load(interaction.channelId);
  if (loaded.kind === 'ok' && loaded.session.id === id.sessionId && ui.privateView) {
    const view = ui.privateView(loaded.session, interaction.user.id);
    if (typeof view === 'string') await interaction.reply(ephemeral(view));
    else await interaction.reply({ ...view, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
    return;
  }
  const notice = loaded.kind === 'corrupt' ? corruptNotice(loaded.reason) : loaded.kind === 'none' ? noGameNotice : otherGameNotice;
  await interaction.reply(ephemeral(notice));
}

/** Answers a component interaction. */
export async function handleComponent(interaction: ComponentInteraction, ctx: BotContext): Promise<void> {
  const id = decodeComponentId(interaction.customId);
  const ui = id ? findUi(id.game) : undefined;
  if (!id || !ui) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  if (id.action.type === 'view') {
    await showPrivateView(interaction, ctx, id, ui);
    return;
  }
  const action = componentAction(interaction, id);
  if (action === null) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const outcome = await ctx.sessions.act({
    channelId: interaction.channelId,
    actor: interaction.user.id,
    action,
    sessionId: id.sessionId,
    version: id.version,
  });
  if (outcome.kind !== 'applied') {
    await interaction.reply(ephemeral(refusalNotice(outcome)));
    return;
  }
  const { session } = outcome;
  if (interaction.message.flags.has(MessageFlags.Ephemeral)) {
    const view = ui.privateView?.(session, interaction.user.id) ?? ui.board(session);
    const payload = typeof view === 'string' ? { content: view, embeds: [], components: [] } : view;
    await interaction.update({ ...payload, allowedMentions: NO_PINGS });
    await refreshBoard(interaction.client, ctx, session, ui);
    return;
  }
  await interaction.update(publicMessage(ui.board(session)));
  await trackBoard(interaction.client, ctx, session, interaction.message.id);
}
