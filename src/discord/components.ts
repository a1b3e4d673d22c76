/** Buttons and select menus: decode the custom id, make the move through the session, redraw the board. */
import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { ActOutcome } from '../sessions/session-service.js';
import type { BotContext } from './context.js';
import { decodeAction, decodeComponentId } from './custom-id.js';
import { findUi } from './games/index.js';
import {
  corruptNotice,
  noGameNotice,
  notYoursNotice,
  otherGameNotice,
  staleNotice,
  unknownComponentNotice,
} from './notices.js';
import { ephemeral, publicMessage } from './respond.js';

/** A click on a button or a choice in a select menu. */
export type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

/** The move a component sends: the button's own action, or the chosen option's encoded action. */
function componentAction(interaction: ComponentInteraction, fromId: unknown): unknown {
  if (!interaction.isStringSelectMenu()) return fromId;
  const [value] = interaction.values;
  return value === undefined ? null : decodeAction(value);
}

/** Answers a component interaction. */
export async function handleComponent(interaction: ComponentInteraction, ctx: BotContext): Promise<void> {
  const id = decodeComponentId(interaction.customId);
  const ui = id ? findUi(id.game) : undefined;
  const action = id ? componentAction(interaction, id.action) : null;
  if (!id || !ui || action === null || !interaction.channelId) {
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
  if (outcome.kind === 'applied') {
    await interaction.update(publicMessage(ui.board(outcome.session)));
    return;
  }
  await interaction.reply(ephemeral(refusalText(outcome)));
}

function refusalText(outcome: Exclude<ActOutcome, { kind: 'applied' }>): string {
  switch (outcome.kind) {
    case 'none':
      return noGameNotice;
    case 'corrupt':
      return corruptNotice(outcome.reason);
    case 'other-game':
      return otherGameNotice;
    case 'stale':
      return staleNotice(outcome.session);
    case 'not-yours':
      return notYoursNotice(outcome.session, outcome.game);
    case 'invalid':
    case 'refused':
      return `${outcome.message} Nothing was changed.`;
  }
}
