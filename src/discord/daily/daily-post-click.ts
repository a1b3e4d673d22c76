/**
 * A press of a daily post's button: today's daily deal of that game for the member who pressed it, in
 * the post's channel, by the same rules as `/<game> daily` (one ranked attempt a day). A post of an
 * earlier day starts nothing (its deals are over) and says where today's are; a channel with a game
 * going is refused privately, saying where the member can play instead; a game whose daily needs a
 * choice first (a character) tells the member the command.
 */

import { isUtcDate, utcDate } from '../../sessions/time/calendar.js';
import type { Click } from '../actions/action.js';
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
    await interaction.reply(ephemeral(`Today's daily ${game.title} starts with your character: use \`${command}\` here.`));
    return;
  }
  const elsewhere =
    ` Your ranked attempt at today's daily ${game.title} is still yours: play ` +
    `it with \`${command}\` in another channel, a thread or a DM with me.`;
  await startDaily(interaction, ctx, game, ui.dailyOptions, elsewhere);
}
