/**
 * An entrant's private board in a race: the solo game's own board over their run (the same buttons,
 * stakes, text and picture), with the deal's seed left out while the race is on, and no way out of the
 * run (no Undo, no Play again): the race board says how it ends.
 */
import type { Session } from '../../sessions/session.js';
import type { BotContext } from '../context.js';
import type { GameEntry } from '../game-entry.js';
import { drawBoardPicture } from '../pictures/board-picture.js';
import { type DrawnBoard, withPicture } from '../render/board-message.js';

/** What the footer of a race run shows in place of its seed, which the race board shows once the race is over. */
const HIDDEN_SEED = 'of this race (shown when it ends)';

/** An entrant's board of their run, with its picture when the server has pictures on. */
export async function drawRunBoard(ctx: BotContext, entry: GameEntry, run: Session, note?: string): Promise<DrawnBoard> {
  const { pictures } = await ctx.settings.of(run.guildId);
  const picture = pictures ? await drawBoardPicture(entry.rules.id, entry.rules.view(run.state), { logger: ctx.log }) : null;
  const payload = entry.board.board({ ...run, seed: HIDDEN_SEED }, { pictures: picture !== null });
  const over = entry.rules.result(run.state).over;
  const content =
    note ?? (over ? '🏁 You have finished: the race board shows where you stand.' : '🏁 Your board in the race: only you see it.');
  return withPicture({ ...payload, content }, picture);
}
