/**
 * Where a click may come from, checked in one place for every action (table.ts). A custom id can be
 * forged and sent from any message a member can see, but the message itself is Discord's: its id, its
 * flags and its components are what Discord holds. So two checks decide:
 *
 * - the message carries the button: a component of the clicked message names the same game, session
 *   and action (any version: a board redrawn since the member saw it is judged by the session's own
 *   version check), and a menu's chosen values are among its options;
 * - the message is the one the action's row says it comes from: the live board the bot recorded for the
 *   session the button names (read from the store), or the clicker's own private message.
 */
import { MessageFlags } from 'discord.js';
import type { BotContext } from '../context.js';
import type { ComponentInteraction } from './component-interaction.js';

/**
 * Which message an action may come from:
 * - `board`: the live board the bot recorded for the session the button names;
 * - `private`: a message the bot sent the clicker privately (only they can see it or click it);
 * - `board-or-private`: either;
 * - `anywhere`: any message that carries the button (the action answers privately and edits no message, or its own checks decide).
 */
export type Origin = 'board' | 'private' | 'board-or-private' | 'anywhere';

/** The answer to a click whose button is not on the message clicked. */
const notOnMessageNotice =
  'That button is not on this message as it stands now (it changed since you saw it), so nothing was changed. Use the buttons it shows.';

/** The answer to a click that must come from a game's live board and came from another message. */
const notLiveBoardNotice =
  "That button only works on its game's live board, and this message is not it: nothing was changed. " +
  '`/game show` posts the live board again.';

/** The answer to a click that must come from a private message and came from a public one. */
const notPrivateNotice = 'That button only works on a message I sent you privately: nothing was changed.';

/** A custom id without its version: `<game>:<session>:<action>`. */
function unversioned(customId: string): string | null {
  const parts = customId.split(':');
  return parts.length === 4 ? `${parts[0]}:${parts[1]}:${parts[3]}` : null;
}

/** True when the clicked message carries the component clicked (at any version), with every value chosen among its options. */
function carriesComponent(interaction: ComponentInteraction): boolean {
  const wanted = unversioned(interaction.customId);
  if (wanted === null) return false;
  for (const row of interaction.message.components) {
    if (!('components' in row)) continue;
    for (const component of row.components) {
      if (!('customId' in component) || typeof component.customId !== 'string' || unversioned(component.customId) !== wanted) continue;
      if (!interaction.isStringSelectMenu()) return !('options' in component);
      if (!('options' in component)) return false;
      const offered = new Set(component.options.map((option) => option.value));
      return interaction.values.length > 0 && interaction.values.every((value) => offered.has(value));
    }
  }
  return false;
}

/** True when the clicked message is the channel's live board of `sessionId`, once the boards of the channel under way are sent. */
async function isLiveBoard(interaction: ComponentInteraction, ctx: BotContext, sessionId: string): Promise<boolean> {
  await ctx.desk.settled(interaction.channelId);
  const live = await ctx.boards.get(interaction.channelId);
  return live?.sessionId === sessionId && live.messageId === interaction.message.id;
}

/** Why the click may not come from the message clicked, or null when it may. */
export async function originRefusal(
  interaction: ComponentInteraction,
  ctx: BotContext,
  sessionId: string,
  origin: Origin,
): Promise<string | null> {
  if (!carriesComponent(interaction)) return notOnMessageNotice;
  const isPrivate = interaction.message.flags.has(MessageFlags.Ephemeral);
  switch (origin) {
    case 'anywhere':
      return null;
    case 'private':
      return isPrivate ? null : notPrivateNotice;
    case 'board':
      return !isPrivate && (await isLiveBoard(interaction, ctx, sessionId)) ? null : notLiveBoardNotice;
    case 'board-or-private':
      return isPrivate || (await isLiveBoard(interaction, ctx, sessionId)) ? null : notLiveBoardNotice;
  }
}
