/**
 * Answers every button and menu: the custom id is decoded, its row found (table.ts: the action table's,
 * or the clicked game's board's own), the message checked against where that row's buttons may come
 * from (origin.ts), and only then is the row's handler called. A click that fails any of these is
 * answered privately and changes nothing.
 */
import { noteOutcome } from '../client/interaction-outcome.js';
import type { BotContext } from '../context.js';
import { playable } from '../game-entry.js';
import { unknownComponentNotice } from '../notices.js';
import { ephemeral } from '../respond.js';
import type { ComponentInteraction } from './component-interaction.js';
import { decodeComponentId } from './custom-id.js';
import { originRefusal } from './origin.js';
import { findRow } from './table.js';

/** Answers a component interaction. */
export async function handleComponent(interaction: ComponentInteraction, ctx: BotContext): Promise<void> {
  const id = decodeComponentId(interaction.customId);
  // A custom id the bot never draws (an unknown scope, type or game) finds no row.
  const row = id ? findRow(id, playable(ctx))?.row : null;
  if (!id || !row) {
    noteOutcome(interaction, 'invalid');
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const refusal = await originRefusal(interaction, ctx, id.sessionId, row.from);
  if (refusal !== null) {
    noteOutcome(interaction, 'invalid');
    await interaction.reply(ephemeral(refusal));
    return;
  }
  await row.handle({ interaction, ctx, id });
}
