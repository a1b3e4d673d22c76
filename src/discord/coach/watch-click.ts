/**
 * The Watch button of a finished solo run: the run played back as an animated picture, a frame a move,
 * each saying under the board what the move did. The run is played back here from exactly what started it
 * (engine/replay.ts: its seed, options and player) and its moves, which checks it and gives the board's
 * public view after each move with what the move narrated; the frames are drawn from those in the bot's
 * background worker thread (pictures/replay-make.ts), never on the event loop. The boards and the lines it
 * shows were all shown in the channel as the run was played, so the replay hides nothing that was not
 * already public there.
 *
 * A run gets one public replay: the first click claims it in the store (sessions/run-replays.ts) and its
 * answer becomes the replay; a click while it is being made, or after, is told so privately (with a
 * link). A run of today's daily deal is not replayed in public before its day is over (UTC): until then a
 * member who has finished their own attempt at that deal watches it privately, which claims nothing, and
 * anyone else is told why not; a run played on a private board is replayed privately to its player. A
 * run's GIF is made once however many watch it (coach/made-replays.ts). A custom id can be forged by
 * anyone, so the run it names must be this channel's finished game (or the clicker's private one), and its
 * moves must still replay to its board.
 */

import { MessageFlags } from 'discord.js';
import { replayFrames, runInit } from '../../engine/replay.js';
import { samePlain } from '../../engine/same-plain.js';
import type { MadeReplay, ReplayJob } from '../../sessions/coach/replay-messages.js';
import type { Session } from '../../sessions/session.js';
import type { Click } from '../actions/action.js';
import { placeOfClick } from '../actions/place.js';
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

/** The replay's message: its title, and the GIF with its description. */
function replayMessage(session: Session, title: string, made: MadeReplay) {
  const moves = session.actions?.length ?? 0;
  const heading = `▶️ ${userLabel(session.ownerName, 80)}'s ${title} run, played back: ${moves} move${moves === 1 ? '' : 's'}`;
  const name = `${session.game}-replay.gif`;
  const description = `${title}: the board of the deal, then after each of its ${moves} moves, with what each move did under it.`;
  return {
    content: '',
    embeds: [{ title: truncate(heading, LIMITS.embedTitle), color: COLORS.neutral, image: { url: `attachment://${name}` } }],
    files: [{ attachment: made.bytes, name, description }],
    allowedMentions: NO_PINGS,
  };
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
      ephemeral("That run is not this channel's game (or your private board's) any more: only the last run there can be watched."),
    );
    return;
  }
  const { session, game } = loaded;
  if (game.seating !== 'solo') {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  if (!game.result(session.state).over) {
    await interaction.reply(ephemeral('This run is still going: it can be watched once it is over.'));
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
  const replayed = session.actions === null ? null : replayFrames(game, runInit(session), session.actions, session.ownerId);
  if (!replayed?.ok || !samePlain(replayed.state, session.state)) {
    await interaction.reply(ephemeral("This run's moves no longer replay to its board, so it cannot be played back."));
    return;
  }
  const job: ReplayJob = { game: game.id, frames: replayed.frames };
  // A run played on a private board is replayed privately too, to its player.
  if (secret || session.privateTo !== null) {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    try {
      await interaction.editReply(replayMessage(session, game.title, await ctx.replayMaker.replay(session.id, job)));
    } catch (error) {
      ctx.log.warn(`the private replay of run ${session.id} could not be made: ${String(error)}`);
      await interaction.editReply(NOT_MADE);
    }
    return;
  }
  const claim = await ctx.replays.claim(session.id);
  if (claim.kind === 'made') {
    await interaction.reply(ephemeral(`This run's replay is already in the channel: ${claim.url}`));
    return;
  }
  if (claim.kind === 'making') {
    await interaction.reply(ephemeral('A replay of this run is being made: it is posted here in a moment.'));
    return;
  }
  await interaction.deferReply();
  try {
    const posted = await interaction.editReply(replayMessage(session, game.title, await ctx.replayMaker.replay(session.id, job)));
    await ctx.replays.posted(claim.stamp, messageUrl(session.guildId, session.channelId, posted.id));
  } catch (error) {
    ctx.log.warn(`the replay of run ${session.id} could not be made: ${String(error)}`);
    await ctx.replays.giveBack(claim.stamp);
    await interaction.editReply(NOT_MADE);
  }
}
