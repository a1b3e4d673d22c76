/** Moves made with slash commands (a table game's GM and players): act on the channel's game, then post its board. */
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import type { GameId } from '../engine/game.js';
import { postBoard } from './boards.js';
import type { BotContext } from './context.js';
import { findUi } from './games/index.js';
import { corruptNotice, refusalNotice } from './notices.js';
import { ephemeral, NO_PINGS } from './respond.js';

/**
 * Applies `action` by the member to the channel's game of `gameId` and answers with the new board
 * (it becomes the live board), or privately with why not. With `showPrivate`, the member's private
 * view follows, privately.
 */
export async function actFromCommand(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  gameId: GameId,
  action: unknown,
  showPrivate = false,
): Promise<void> {
  const loaded = await ctx.sessions.load(interaction.channelId);
  const ui = findUi(gameId);
  if (loaded.kind === 'corrupt') {
    await interaction.reply(ephemeral(corruptNotice(loaded.reason)));
    return;
  }
  if (loaded.kind === 'none' || loaded.game.id !== gameId || !ui) {
    const title = ui ? `a ${gameId} game` : 'this game';
    const here = loaded.kind === 'ok' ? `This channel's game is ${loaded.game.title}.` : 'There is no game in this channel.';
    await interaction.reply(ephemeral(`${here} This command works in ${title}: start one with \`/${gameId} start\`.`));
    return;
  }
  const outcome = await ctx.sessions.act({ channelId: interaction.channelId, actor: interaction.user.id, action });
  if (outcome.kind !== 'applied') {
    await interaction.reply(ephemeral(refusalNotice(outcome)));
    return;
  }
  await postBoard(interaction, ctx, outcome.session, ui);
  const view = showPrivate ? ui.privateView?.(outcome.session, interaction.user.id) : undefined;
  if (view && typeof view !== 'string') await interaction.followUp({ ...view, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
}
