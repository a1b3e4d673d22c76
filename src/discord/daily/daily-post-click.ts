/**
 * A press of a daily post's button: today's daily deal of that game for the member who pressed it, on a
 * private board in the post's channel (any number of members play at once, beside the channel's own
 * game), by the same rules as `/<game> daily` (one ranked attempt a day). Pressed again, it brings the
 * member's board of that daily back (My board). A post of an earlier day starts nothing (its deals are
 * over) and says where today's are; a game whose daily needs a choice first (a character) tells the
 * member the command.
 */

import { isUtcDate, utcDate } from '../../sessions/time/calendar.js';
import type { Click } from '../actions/action.js';
import { postBoard } from '../boards/boards.js';
import { boardOf, rulesOf } from '../game-entry.js';
import { unknownComponentNotice } from '../notices.js';
import { startDaily } from '../play/start-game.js';
import { ephemeral } from '../respond.js';

/** Answers a press of a daily post's button. */
export async function pressDailyPost({ interaction, ctx, id }: Click): Promise<void> {
  const game = rulesOf(ctx.games, id.game);
  const ui = boardOf(ctx.games, id.game);
  const { date } = id.action;
  if (game?.seating !== 'solo' || !ui || typeof date !== 'string' || !isUtcDate(date) || Object.keys(id.action).length !== 2) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const command = `/${game.id} daily`;
  const today = utcDate(ctx.now());
  if (date !== today) {
    await interaction.reply(
      ephemeral(
        `This post's deals were those of ${date}, and that day is over. Today's daily ${game.title} is a new deal: \`${command}\`.`,
      ),
    );
    return;
  }
  if (ui.dailyOptions === undefined) {
    await interaction.reply(
      ephemeral(`Today's daily ${game.title} starts with your character: use \`${command} private:true\` here, with yours.`),
    );
    return;
  }
  // Your own daily of this game here, already dealt: your board comes back (My board), wherever it stands.
  const mine = await ctx.sessions.load({ channelId: interaction.channelId, privateTo: interaction.user.id });
  if (mine.kind === 'ok' && mine.session.game === game.id && mine.session.daily === today) {
    await postBoard(interaction, ctx, mine.session, ui);
    return;
  }
  await startDaily(interaction, ctx, game, ui.dailyOptions, { privately: true });
}
