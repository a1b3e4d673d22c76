/**
 * The Watch button of a finished solo run: the run played back as an animated picture posted in the
 * channel, a frame a move. The run is played back here from exactly what started it (its seed, options and
 * player) and its moves, which checks it and gives
 * the board's public view after each move with what the move narrated; the frames are drawn from those views by the boards' own
 * pictures in the bot's background worker thread (pictures/replay-make.ts), never on the event loop. The
 * boards it shows were all shown in the channel as the run was played, so the replay hides nothing that
 * was not already public.
 *
 * A run gets one replay: the first click claims it in the store (sessions/run-replays.ts) and its answer
 * becomes the replay; a click while it is being made, or after, is told so privately (with a link). A
 * custom id can be forged by anyone, so the run it names must be this channel's finished game, and its
 * moves must still replay to its board.
 */

import { replayFrames, runInit } from '../../engine/replay.js';
import { samePlain } from '../../engine/same-plain.js';
import type { Click } from '../actions/action.js';
import { unknownComponentNotice } from '../notices.js';
import { COLORS, LIMITS } from '../render/message.js';
import { truncate, userLabel } from '../render/text.js';
import { ephemeral, NO_PINGS } from '../respond.js';

/** The address of a message, for a link to it. */
function messageUrl(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${messageId}`;
}

/** Answers a click on Watch. */
export async function handleWatch({ interaction, ctx, id }: Click): Promise<void> {
  if (Object.keys(id.action).length !== 1) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const loaded = await ctx.sessions.load(interaction.channelId);
  if (loaded.kind !== 'ok' || loaded.session.id !== id.sessionId || loaded.session.game !== id.game) {
    await interaction.reply(ephemeral("That run is not this channel's game any more: only the channel's last run can be watched."));
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
  const replayed = session.actions === null ? null : replayFrames(game, runInit(session), session.actions, session.ownerId);
  if (!replayed?.ok || !samePlain(replayed.state, session.state)) {
    await interaction.reply(ephemeral("This run's moves no longer replay to its board, so it cannot be played back."));
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
    const made = await ctx.replayMaker.replay({ game: game.id, frames: replayed.frames });
    const moves = session.actions!.length;
    const title = `▶️ ${userLabel(session.ownerName, 80)}'s ${game.title} run, played back: ${moves} move${moves === 1 ? '' : 's'}`;
    const name = `${game.id}-replay.gif`;
    const posted = await interaction.editReply({
      content: '',
      embeds: [{ title: truncate(title, LIMITS.embedTitle), color: COLORS.neutral, image: { url: `attachment://${name}` } }],
      files: [
        {
          attachment: made.bytes,
          name,
          description: `${game.title}: the board of the deal, then after each of its ${moves} moves, with what each move did under it.`,
        },
      ],
      allowedMentions: NO_PINGS,
    });
    await ctx.replays.posted(claim.stamp, messageUrl(session.guildId, session.channelId, posted.id));
  } catch (error) {
    ctx.log.warn(`the replay of run ${session.id} could not be made: ${String(error)}`);
    await ctx.replays.giveBack(claim.stamp);
    await interaction.editReply({
      content: 'The replay could not be made just now. Press Watch again in a minute.',
      allowedMentions: NO_PINGS,
    });
  }
}
