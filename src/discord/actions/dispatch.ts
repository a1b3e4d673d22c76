/**
 * Answers every button and menu: the custom id is decoded, its row found in the action table
 * (table.ts), the message checked against where that row's buttons may come from (origin.ts), and
 * only then is the row's handler called. A click that fails any of these is answered privately and
 * changes nothing.
 */
import { noteOutcome } from '../client/interaction-outcome.js';
import type { BotContext } from '../context.js';
import { boardOf, playable } from '../game-entry.js';
import { unknownComponentNotice } from '../notices.js';
import { ephemeral } from '../respond.js';
import type { ActionRow } from './action.js';
import type { ComponentInteraction } from './component-interaction.js';
import { type ComponentId, decodeComponentId } from './custom-id.js';
import { originRefusal } from './origin.js';
import { ACTIONS, rowKey } from './table.js';

/** The row a custom id names, or null for one the bot never draws (an unknown scope, type or game). */
function rowOf(id: ComponentId, ctx: BotContext): ActionRow | null {
  const key = rowKey(id);
  if (key === null) return null;
  // A row of a scope of its own names its scope; every other row is a button of a game's board.
  if (!key.includes('.') && !boardOf(playable(ctx), id.game)) return null;
  return ACTIONS[key];
}

/** Answers a component interaction. */
export async function handleComponent(interaction: ComponentInteraction, ctx: BotContext): Promise<void> {
  const id = decodeComponentId(interaction.customId);
  const row = id ? rowOf(id, ctx) : null;
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
