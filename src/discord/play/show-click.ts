/**
 * The Show button of a run finished on a private board: its player shows it to the channel, once (the
 * show is claimed in the store, so a double click or two processes post one message). A daily deal whose
 * day is not over is shown without its cards: its result and its spoiler-free Share line; any other run as
 * its game-over board, without buttons.
 */
import type { Click } from '../actions/action.js';
import { placeOfClick } from '../actions/place.js';
import { drawBoard } from '../boards/board-draw.js';
import { dailySecretFor } from '../coach/best-scores.js';
import { boardOf, playable } from '../game-entry.js';
import { boardReply } from '../render/board-message.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import { shareOf } from './share-click.js';

/** Answers a click on Show. */
export async function handleShow(click: Click): Promise<void> {
  const { interaction, ctx, id } = click;
  const place = await placeOfClick(click);
  const loaded = place.privateTo === null ? null : await ctx.sessions.load(place);
  const ui = boardOf(playable(ctx), id.game);
  if (loaded?.kind !== 'ok' || loaded.session.id !== id.sessionId || !ui || Object.keys(id.action).length !== 1) {
    await interaction.reply(ephemeral('Only your own run finished on a private board can be shown, from its board. Nothing was posted.'));
    return;
  }
  const { session, game } = loaded;
  if (!game.result(session.state).over) {
    await interaction.reply(ephemeral('This run is still going: show it once it is over.'));
    return;
  }
  if (!(await ctx.once.claim(`show:${session.id}`))) {
    await interaction.deferUpdate();
    return;
  }
  const who = `<@${session.ownerId}>`;
  if (session.daily !== null && (await dailySecretFor(ctx, game.id, session.daily, null))) {
    const content = `${who} finished today's daily ${game.title}:\n${shareOf(game, { ...session, daily: session.daily })}`;
    await interaction.reply({ content, allowedMentions: NO_PINGS });
    return;
  }
  const board = boardReply(await drawBoard(ctx, ui, session));
  await interaction.reply({ ...board, content: `${who} shows a finished ${game.title} run:`, components: [], allowedMentions: NO_PINGS });
}
