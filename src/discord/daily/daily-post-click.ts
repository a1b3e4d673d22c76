/**
 * A press of a daily post's button: today's daily deal of that game for the member who pressed it, in
 * the post's channel, by the same rules as `/<game> daily` (one ranked attempt a day). A post of an
 * earlier day starts nothing (its deals are over) and says where today's are; a channel with a game
 * going is refused privately, saying where the member can play instead; a game whose daily needs a
 * choice first (a character) tells the member the command.
 */

import { isUtcDate, utcDate } from '../../sessions/time/calendar.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import type { ComponentId } from '../actions/custom-id.js';
import type { BotContext } from '../context.js';
import { rulesOf } from '../game-entry.js';
import type { GameUi } from '../game-ui.js';
import { unknownComponentNotice } from '../notices.js';
import { startDaily } from '../play/start-game.js';
import { ephemeral } from '../respond.js';
import { DAILY_POST_SESSION, DAILY_START_ACTION } from './daily-post-message.js';

/** True for the custom id of a daily post's button. */
export function isDailyPostButton(id: ComponentId): boolean {
  return id.sessionId === DAILY_POST_SESSION && id.action.type === DAILY_START_ACTION;
}

/** Answers a press of a daily post's button. */
export async function startDailyFromPost(interaction: ComponentInteraction, ctx: BotContext, id: ComponentId, ui: GameUi): Promise<void> {
  const game = rulesOf(ctx.games, id.game);
  const { date } = id.action;
  if (game?.seating !== 'solo' || typeof date !== 'string' || !isUtcDate(date)) {
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
