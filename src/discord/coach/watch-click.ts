/**
 * The Watch button of a finished game (a solo run, or a table game that keeps its moves): the game played
 * back as an animated picture, a frame a move, each saying under the board what the move did. The game is
 * played back here from exactly what started it (engine/replay.ts: its seed, options and player) and its
 * moves, each made by the member who made it, which checks it and gives, after each move, the view its
 * board's picture was drawn from (the board's own `picture`, else the game's public view; a state drawn with
 * no picture has no frame) with what the move did (the game's own caption, which names who did what in a
 * game of several members); the frames are drawn from those in the bot's background worker thread
 * (pictures/replay-make.ts), never on the event loop. The pictures and the lines it shows were all shown in
 * the channel as the game was played, so the replay hides nothing that was not already public there.
 *
 * A game gets one public replay: the first click claims it in the store (sessions/run-replays.ts) and its
 * answer becomes the replay; a click while it is being made, or after, is told so privately (with a
 * link). A run of today's daily deal is not replayed in public before its day is over (UTC): until then a
 * member who has finished their own attempt at that deal watches it privately, which claims nothing, and
 * anyone else is told why not; a run played on a private board is replayed privately to its player. A
 * game's GIF is made once however many watch it (coach/made-replays.ts). A custom id can be forged by
 * anyone, so the game it names must be this channel's finished game (or the clicker's private one), and its
 * moves must still replay to its board.
 */

import { MessageFlags } from 'discord.js';
import type { AnyGame } from '../../engine/game.js';
import { moversOf, replayFrames, runInit } from '../../engine/replay.js';
import { samePlain } from '../../engine/same-plain.js';
import type { MadeReplay, ReplayJob } from '../../sessions/coach/replay-messages.js';
import type { Session } from '../../sessions/session.js';
import type { Click } from '../actions/action.js';
import { placeOfClick } from '../actions/place.js';
import { boardOf, playable } from '../game-entry.js';
import { drawnAs, type GameUi } from '../game-ui.js';
import { unknownComponentNotice } from '../notices.js';
import { COLORS, LIMITS } from '../render/message.js';
import { truncate, userLabel } from '../render/text.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import { dailySecretFor } from './best-scores.js';

/** The address of a message, for a link to it. */
function messageUrl(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${messageId}`;
}

/** The answer when the replay could not be made. */
const NOT_MADE = { content: 'The replay could not be made just now. Press Watch again in a minute.', allowedMentions: NO_PINGS };

/** The replay's message: its title (a solo run's names its player), and the GIF with its description. */
function replayMessage(session: Session, game: AnyGame, made: MadeReplay) {
  const moves = session.actions?.length ?? 0;
  const { title } = game;
  const whose = game.seating === 'solo' ? `${userLabel(session.ownerName, 80)}'s ${title} run` : title;
  const heading = `▶️ ${whose}, played back: ${moves} move${moves === 1 ? '' : 's'}`;
  const name = `${session.game}-replay.gif`;
  const description = `${title}: the board of the deal, then after each of its ${moves} moves, with what each move did under it.`;
  return {
    content: '',
    embeds: [{ title: truncate(heading, LIMITS.embedTitle), color: COLORS.neutral, image: { url: `attachment://${name}` } }],
    files: [{ attachment: made.bytes, name, description }],
    allowedMentions: NO_PINGS,
  };
}

/**
 * The replay of a finished game whose board has a picture: its moves played back from its start, each by its
 * maker, as the frames of its board's picture; null when they no longer replay to its board.
 */
function replayOf(game: AnyGame, ui: GameUi, session: Session, actions: readonly unknown[], picture: string): ReplayJob | null {
  const view = (state: unknown) => drawnAs(game, ui, state)?.view ?? null;
  const replayed = replayFrames(game, runInit(session), actions, { by: moversOf(session), view });
  if (!replayed.ok || !samePlain(replayed.state, session.state) || replayed.frames.length === 0) return null;
  return { game: picture, frames: replayed.frames };
}

/** Answers a click on Watch. */
export async function handleWatch({ interaction, ctx, id }: Click): Promise<void> {
  if (Object.keys(id.action).length !== 1) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const loaded = await ctx.sessions.load(await placeOfClick({ interaction, ctx, id }));
  if (loaded.kind !== 'ok' || loaded.session.id !== id.sessionId || loaded.session.game !== id.game) {
    await interaction.reply(
      ephemeral("That is not this channel's game (or your private board's) any more: only the last game there can be watched."),
    );
    return;
  }
  const { session, game } = loaded;
  const ui = boardOf(playable(ctx), game.id);
  // A table game that keeps no moves has no Watch.
  if (!ui || session.actions === null) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const noun = game.seating === 'solo' ? 'run' : 'game';
  if (!game.result(session.state).over) {
    await interaction.reply(ephemeral(`This ${noun} is still going: it can be watched once it is over.`));
    return;
  }
  const end = drawnAs(game, ui, session.state);
  if (!end) {
    await interaction.reply(ephemeral(`This ${noun} ended with no board to play back.`));
    return;
  }
  // Today's daily deal is replayed only privately, to those who have finished it, until its day is over.
  const secret = await dailySecretFor(ctx, game.id, session.daily, null);
  if (secret && (await dailySecretFor(ctx, game.id, session.daily, interaction.user.id))) {
    await interaction.reply(
      ephemeral(
        "This is today's daily deal: until the day is over (UTC), its replays are only for players who have finished " +
          `their own attempt at it, privately. Play it with \`/${game.id} daily\`.`,
      ),
    );
    return;
  }
  const job = replayOf(game, ui, session, session.actions, end.game);
  if (!job) {
    await interaction.reply(ephemeral(`This ${noun}'s moves no longer replay to its board, so it cannot be played back.`));
    return;
  }
  // A run played on a private board is replayed privately too, to its player.
  if (secret || session.privateTo !== null) {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    try {
      await interaction.editReply(replayMessage(session, game, await ctx.replayMaker.replay(session.id, job)));
    } catch (error) {
      ctx.log.warn(`the private replay of run ${session.id} could not be made: ${String(error)}`);
      await interaction.editReply(NOT_MADE);
    }
    return;
  }
  const claim = await ctx.replays.claim(session.id);
  if (claim.kind === 'made') {
    await interaction.reply(ephemeral(`This ${noun}'s replay is already in the channel: ${claim.url}`));
    return;
  }
  if (claim.kind === 'making') {
    await interaction.reply(ephemeral(`A replay of this ${noun} is being made: it is posted here in a moment.`));
    return;
  }
  await interaction.deferReply();
  try {
    const posted = await interaction.editReply(replayMessage(session, game, await ctx.replayMaker.replay(session.id, job)));
    await ctx.replays.posted(claim.stamp, messageUrl(session.guildId, session.channelId, posted.id));
  } catch (error) {
    ctx.log.warn(`the replay of run ${session.id} could not be made: ${String(error)}`);
    await ctx.replays.giveBack(claim.stamp);
    await interaction.editReply(NOT_MADE);
  }
}
