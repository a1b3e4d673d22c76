/**
 * Where the boards show a deal's best possible score: under a finished run's score, on the
 * daily deal's board (it was chosen to be winnable, and says so), and on the daily leaderboard. Every
 * figure comes from a stored, checked solution; nothing here solves on the event loop or waits for one.
 */
import type { Deal } from '../../engine/coach.js';
import { dealName, type SolutionStatus } from '../../sessions/coach/deal-solutions.js';
import type { Session } from '../../sessions/session.js';
import { utcDate } from '../../sessions/time/calendar.js';
import type { EncodableAction } from '../actions/custom-id.js';
import type { BotContext } from '../context.js';
import { coachOf } from '../game-entry.js';
import { bestScoreLine } from './best-line.js';

/** The action of a run's Best line button: the seed and its rules, or for a daily deal its date alone (its seed stays hidden). */
function bestLineAction(session: Pick<Session, 'daily'>, deal: Deal): EncodableAction {
  return session.daily !== null ? { type: 'best', daily: session.daily } : { type: 'best', seed: deal.seed, rule: deal.rules };
}

/** What the bot knows of a deal's best score now; a store that fails to answer makes it unavailable, never a failed board. */
async function statusOf(ctx: BotContext, deal: Deal, keep: boolean): Promise<SolutionStatus> {
  try {
    return await ctx.solutions.status(deal, { keep });
  } catch (error) {
    ctx.log.warn(`the best score of ${dealName(deal)} could not be read: ${String(error)}`);
    return { kind: 'unavailable', reason: String(error) };
  }
}

/**
 * True when the deal of a daily `daily` (a UTC day, or null for no daily) is still a secret for `userId`
 * (null: everyone a public message reaches): its day is not over and they have not finished their own
 * ranked attempt at `game`'s deal. Its best line, best score and every verdict of the solver or the
 * advisor on it wait until then, whatever the run that asks (a replay, another channel, a DM).
 */
export async function dailySecretFor(ctx: BotContext, game: string, daily: string | null, userId: string | null): Promise<boolean> {
  if (daily === null || daily < utcDate(ctx.now())) return false;
  return userId === null || !(await ctx.leaderboard.hasFinishedDaily(game, daily, userId));
}

/** The best-score line of a finished run of a daily deal whose day is not over: told privately to those who have finished it. */
const SECRET_BEST_LINE = "Best possible: told once the day is over (UTC); Best line shows it to players who have finished today's.";

/**
 * A finished run's best-score line and Best line button, and what to wait for before drawing it again; null for a game the bot does not
 * solve. A public board never tells the best score of a daily deal whose day is not over.
 */
export async function bestOfRun(
  ctx: BotContext,
  session: Session,
  score: number | undefined,
): Promise<{ line: string; action: EncodableAction; waiting: Promise<unknown> | null } | null> {
  const deal = ctx.solutions.dealOf(session);
  const found = coachOf(ctx.games, session.game);
  if (!deal || !found || score === undefined) return null;
  if (await dailySecretFor(ctx, session.game, session.daily, null))
    return { line: SECRET_BEST_LINE, action: bestLineAction(session, deal), waiting: null };
  const status = await statusOf(ctx, deal, session.daily !== null);
  return {
    line: bestScoreLine(status, score, found.coach.terms),
    action: bestLineAction(session, deal),
    waiting: status.kind === 'working' ? status.done : null,
  };
}

/** The best possible score of a day's daily deal, when it is solved and decided; null otherwise. */
export async function dailyBest(ctx: BotContext, game: string, date: string): Promise<number | null> {
  const seed = await ctx.dailies.recordedSeed(game, date);
  // The daily deals are the standard game (start-game.ts): the options the game's board deals a daily with.
  const options = ctx.games.find((entry) => entry.rules.id === game)?.board.dailyOptions;
  const deal = seed === null ? null : ctx.solutions.dealOf({ game, seed, options });
  const solution = deal ? await ctx.solutions.known(deal) : undefined;
  return solution?.result.decided ? solution.result.best : null;
}

/** True for a daily deal's run whose deal is known to be winnable (the daily is chosen so). */
export async function dailyWinnable(ctx: BotContext, session: Session): Promise<boolean> {
  const deal = session.daily === null ? null : ctx.solutions.dealOf(session);
  if (!deal) return false;
  try {
    const solution = await ctx.solutions.known(deal);
    return solution?.result.decided === true && solution.result.won;
  } catch (error) {
    ctx.log.warn(`could not read the solution of the daily deal ${session.daily}: ${String(error)}`);
    return false;
  }
}
