/**
 * A session's board as it is sent (issues 18, 19): the game's own board, with the run's end (its places
 * and the buttons into the next run) on a finished solo run, and Undo on an unranked one.
 */
import type { AnyGame } from '../engine/game.js';
import { findGame } from '../games/index.js';
import { earnedAchievements } from '../sessions/run-achievements.js';
import type { Session } from '../sessions/session.js';
import type { BotContext } from './context.js';
import type { GameUi } from './game-ui.js';
import type { MessagePayload } from './render/message.js';
import { withRunEnd, withUndo, type RunEnd } from './render/run-end.js';

/** What the board of a finished run shows beyond the game: where a recorded ranked run placed, and what it earned (first, or again). */
async function runEndOf(ctx: BotContext, game: AnyGame, session: Session, score: number | undefined): Promise<RunEnd> {
  const earned = earnedAchievements(game, session);
  const defs = (game.achievements?.list ?? []).filter((a) => earned.includes(a.id));
  if (!session.ranked || !session.recorded || score === undefined) return { places: null, achievements: defs.map((def) => ({ def, fresh: false })) };
  const [places, held] = await Promise.all([
    ctx.leaderboard.places(session.game, session.ownerId, session.guildId, session.daily, score),
    defs.length > 0 ? ctx.leaderboard.achievementsOf(session.ownerId, session.game) : Promise.resolve([]),
  ]);
  const firstHere = new Set(held.filter((h) => h.sessionId === session.id).map((h) => h.achievement));
  return { places, achievements: defs.map((def) => ({ def, fresh: firstHere.has(def.id) })) };
}

/** The board of `session` to send. */
export async function drawBoard(ctx: BotContext, ui: GameUi, session: Session): Promise<MessagePayload> {
  const game = findGame(session.game);
  let payload = ui.board(session);
  if (!game || game.seating !== 'solo') return payload;
  if (!session.ranked && (session.actions?.length ?? 0) > 0) payload = withUndo(payload, session);
  const result = game.result(session.state);
  return result.over ? withRunEnd(payload, session, await runEndOf(ctx, game, session, result.score)) : payload;
}
