/**
 * Moves made with slash commands (a table game's GM and players, issue 15): act on the channel's game,
 * answer with a short line (public when it announces something and pings whoever must act now,
 * private otherwise), then edit the live board in place. Only when the channel has no live board of
 * the game is the board posted again.
 */
import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { followUpBoard, redrawLiveBoard } from './boards.js';
import { askBeforeMove } from './confirm.js';
import type { BotContext } from './context.js';
import type { Move } from './custom-id.js';
import { boardOf } from './game-entry.js';
import type { Announcement } from './game-ui.js';
import { corruptNotice, refusalNotice } from './notices.js';
import { truncate, userText } from './render/text.js';
import { ephemeral, NO_PINGS, pinging } from './respond.js';

/**
 * Applies `action` by the member to the channel's game of `gameId`, answers, and redraws the table,
 * or says privately why not. With `showPrivate`, the member's private view follows, privately.
 */
export async function actFromCommand(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  gameId: string,
  action: unknown,
  showPrivate = false,
): Promise<void> {
  const loaded = await ctx.sessions.load(interaction.channelId);
  const ui = boardOf(ctx.games, gameId);
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
  if (typeof action === 'object' && action !== null && (await askBeforeMove(interaction, ui, loaded.session, action as Move))) return;
  const outcome = await ctx.sessions.act({ channelId: interaction.channelId, actor: interaction.user.id, action });
  if (outcome.kind !== 'applied') {
    await interaction.reply(ephemeral(refusalNotice(outcome)));
    return;
  }
  const announcement: Announcement | null = ui.announce?.(outcome.before.state, outcome.session.state, outcome.events) ?? null;
  const done = truncate(outcome.events.map((event) => userText(event.text, 400)).join('\n') || 'Done.', 2000);
  // Answer first; the move is saved, so even when the answer fails the table is redrawn and nothing claims otherwise.
  const answered = await interaction.reply(announcement ? pinging(announcement) : ephemeral(done)).then(
    () => true,
    (error: unknown) => {
      ctx.log.warn(
        `move ${outcome.session.version} in channel ${interaction.channelId} is saved, but answering the command failed: ${String(error)}`,
      );
      return false;
    },
  );
  const redrawn = await redrawLiveBoard(interaction.client, ctx, outcome.session, ui);
  if (!answered) return;
  if (!redrawn) await followUpBoard(interaction, ctx, outcome.session, ui);
  const view = showPrivate ? ui.privateView?.(outcome.session, interaction.user.id) : undefined;
  if (view && typeof view !== 'string') await interaction.followUp({ ...view, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
}
