/**
 * Moves made with slash commands (a table game's GM and players): act on the channel's game and
 * answer with what the move settled, in public (a resolved check), or privately with what happened.
 * When members must act now, the board is posted anew below, pinging them, and the old one deleted;
 * otherwise the live board is edited in place. When the channel has no live board of the game, the
 * board is posted again.
 */
import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { askBeforeMove } from '../actions/confirm.js';
import type { Move } from '../actions/custom-id.js';
import { followUpBoard, redrawLiveBoard, repostBoard } from '../boards/boards.js';
import { noteOutcome } from '../client/interaction-outcome.js';
import type { BotContext } from '../context.js';
import { boardOf } from '../game-entry.js';
import type { Announcement } from '../game-ui.js';
import { corruptNotice, refusalNotice } from '../notices.js';
import { truncate, userText } from '../render/text.js';
import { ephemeral, NO_PINGS, recordMessage } from '../respond.js';

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
    noteOutcome(interaction, 'refused');
    await interaction.reply(ephemeral(refusalNotice(outcome)));
    return;
  }
  const announcement: Announcement | null = ui.announce?.(outcome.before.state, outcome.session.state, outcome.events) ?? null;
  const record = announcement?.record ?? null;
  const pings = announcement?.pings ?? [];
  const done = truncate(outcome.events.map((event) => userText(event.text, 400)).join('\n') || 'Done.', 2000);
  // Answer first: the record of what was settled, else the board posted anew for those who must act, else privately.
  // The move is saved, so even when the answer fails the table is redrawn and nothing claims otherwise.
  const answer = record
    ? interaction.reply(recordMessage(record))
    : pings.length > 0
      ? repostBoard(interaction, ctx, outcome.session, ui, pings)
      : interaction.reply(ephemeral(done));
  const answered = await answer.then(
    () => true,
    (error: unknown) => {
      ctx.log.warn(
        `move ${outcome.session.version} in channel ${interaction.channelId} is saved, but answering the command failed: ${String(error)}`,
      );
      return false;
    },
  );
  if (answered && record && pings.length > 0) await repostBoard(interaction, ctx, outcome.session, ui, pings);
  else if (!answered || pings.length === 0) {
    const redrawn = await redrawLiveBoard(interaction.client, ctx, outcome.session, ui);
    if (!answered) return;
    if (!redrawn) await followUpBoard(interaction, ctx, outcome.session, ui);
  }
  const view = showPrivate ? ui.privateView?.(outcome.session, interaction.user.id) : undefined;
  if (view && typeof view !== 'string') await interaction.followUp({ ...view, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
}
