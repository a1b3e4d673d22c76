/**
 * A session's board as it is sent: the game's own board (shorter where the picture
 * shows the table), with the run's end (its places, what it earned, the deal's best possible score, the
 * buttons into the next run) on a finished solo run, Watch on a finished table game that kept its moves, Undo (and Hint, in a game with
 * an advisor) on an unranked one, a daily deal known to be winnable saying so, and the picture of the table when the server has them on.
 */
import type { AnyGame, GameResult } from '../../engine/game.js';
import { earnedAchievements } from '../../sessions/scores/run-achievements.js';
import type { Session } from '../../sessions/session.js';
import { bestOfRun, dailyWinnable } from '../coach/best-scores.js';
import type { BotContext } from '../context.js';
import { coachOf, playable, rulesOf } from '../game-entry.js';
import { drawnAs, type GameUi } from '../game-ui.js';
import { type BoardPicture, drawBoardPicture } from '../pictures/board-picture.js';
import { type RunEnd, withHint, withRunEnd, withUndo, withWatch } from '../play/run-end.js';
import { type DrawnBoard, withPicture } from '../render/board-message.js';
import type { MessagePayload } from '../render/message.js';

/**
 * What the board of a finished run shows beyond the game: whether it was won, where a recorded ranked run placed, and what it earned
 * (first, or again).
 */
async function runEndOf(ctx: BotContext, game: AnyGame, session: Session, result: GameResult): Promise<RunEnd> {
  const earned = earnedAchievements(game, session);
  const defs = (game.achievements?.list ?? []).filter((a) => earned.includes(a.id));
  const { score } = result;
  const won = result.won === true;
  if (!session.ranked || !session.recorded || score === undefined)
    return { won, places: null, achievements: defs.map((def) => ({ def, fresh: false })) };
  const [places, held] = await Promise.all([
    ctx.leaderboard.places(session.game, session.ownerId, session.guildId, session.daily, score),
    defs.length > 0 ? ctx.leaderboard.achievementsOf(session.ownerId, session.game) : Promise.resolve([]),
  ]);
  const firstHere = new Set(held.filter((h) => h.sessionId === session.id).map((h) => h.achievement));
  return { won, places, achievements: defs.map((def) => ({ def, fresh: firstHere.has(def.id) })) };
}

/** The picture of the session's table, when its server draws pictures (the public view: never a private card). */
async function pictureOf(ctx: BotContext, game: AnyGame, ui: GameUi, session: Session, pictures: boolean): Promise<BoardPicture | null> {
  if (!pictures) return null;
  const drawn = drawnAs(game, ui, session.state);
  return drawn ? drawBoardPicture(drawn.game, drawn.view, { logger: ctx.log }) : null;
}

/** The board with a line added to its footer, e.g. that the daily deal can be won. */
function withFooterNote(payload: MessagePayload, note: string): MessagePayload {
  const [first, ...rest] = payload.embeds;
  if (!first) return payload;
  return {
    ...payload,
    embeds: [{ ...first, footer: { ...first.footer, text: first.footer ? `${first.footer.text} · ${note}` : note } }, ...rest],
  };
}

/**
 * The board of `session` to send, with the table's picture when the server has pictures on. The picture
 * is drawn first: only a board that goes out with its picture leaves out of its text what the picture
 * shows (a picture that could not be drawn leaves the whole text). A game-over board whose best possible
 * score is still being worked out says so, and carries in `redrawWhen` when to draw it again.
 */
export async function drawBoard(ctx: BotContext, ui: GameUi, session: Session): Promise<DrawnBoard> {
  const game = rulesOf(playable(ctx), session.game);
  if (!game) return withPicture(ui.board(session, { pictures: false }), null);
  const { pictures } = await ctx.settings.of(session.guildId);
  const picture = await pictureOf(ctx, game, ui, session, pictures);
  let payload = ui.board(session, { pictures: picture !== null });
  if (game.seating === 'solo' && !session.ranked && (session.actions?.length ?? 0) > 0) payload = withUndo(payload, session);
  const result = game.result(session.state);
  const advised = coachOf(ctx.games, session.game)?.coach.advisor !== undefined;
  if (advised && !session.ranked && !result.over) payload = withHint(payload, session);
  let redrawWhen: Promise<unknown> | null = null;
  if (game.seating === 'solo' && result.over) {
    const [end, best] = await Promise.all([runEndOf(ctx, game, session, result), bestOfRun(ctx, session, result.score)]);
    redrawWhen = best?.waiting ?? null;
    payload = withRunEnd(payload, session, { ...end, best: best && { line: best.line, action: best.action }, review: advised });
  }
  // A finished table game that kept its moves is watched as a solo run is, when its board has a picture to play back.
  if (game.seating === 'table' && result.over && session.actions !== null && drawnAs(game, ui, session.state))
    payload = withWatch(payload, session);
  if (await dailyWinnable(ctx, session)) payload = withFooterNote(payload, 'This deal can be won.');
  return { ...withPicture(payload, picture), redrawWhen };
}
