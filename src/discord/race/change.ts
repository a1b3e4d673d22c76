/**
 * Changes of a race record through the session service (each conditional on the stored race), the
 * live standings written from the entrants' runs, and the race's close: at its deadline (scheduled
 * work, kind `race-close`) or once every entrant has finished. A move that finishes a run schedules
 * work due at once (`race-settle`, race-runs.ts) whose handler brings the standings up to date and
 * closes the race when everyone has finished, so the close follows the stored runs even when the
 * process that made the last move stopped before its coalesced board edit (races.ts). The close is one
 * conditional write of the race from running to over, so however many processes try at once, one
 * closes it and draws the final board; a process that finds it over already does nothing.
 */
import type { Client } from 'discord.js';
import { placesOf, type RaceAction, type RaceState, race } from '../../games/race/index.js';
import { RACE_SETTLE } from '../../sessions/race/race-runs.js';
import type { Session } from '../../sessions/session.js';
import type { ActOutcome } from '../../sessions/session-outcomes.js';
import { redrawLiveBoard } from '../boards/boards.js';
import type { BotContext } from '../context.js';
import { coachOf } from '../game-entry.js';
import { standingsOf } from './standings.js';

/** The kind of scheduled work that closes a race at its deadline. */
export const RACE_CLOSE = 'race-close';
/** The kind of scheduled work that withdraws a challenge nobody answered. */
export const RACE_EXPIRE = 'race-expire';

/** How many times a change is tried again when something else changed the race between its read and its write. */
const ATTEMPTS = 5;

/** The race `raceId` in the channel, when it is the channel's game; null otherwise. */
export async function loadRace(ctx: BotContext, channelId: string, raceId?: string): Promise<Session<RaceState> | null> {
  const loaded = await ctx.sessions.load(channelId);
  if (loaded.kind !== 'ok' || loaded.game.id !== race.id) return null;
  if (raceId !== undefined && loaded.session.id !== raceId) return null;
  return loaded.session as Session<RaceState>;
}

/**
 * Makes a change of the race `raceId` for `actor`, tried again on the stored race when another change
 * came first. `drawnAt` is the version of the race board pressed, kept so a double click is known.
 */
export async function changeRace(
  ctx: BotContext,
  channelId: string,
  raceId: string,
  actor: string,
  action: RaceAction,
  drawnAt?: number,
): Promise<ActOutcome> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await ctx.sessions.act({ channelId, actor, action, game: race.id, sessionId: raceId, drawnAt });
    if (outcome.kind !== 'stale' || attempt >= ATTEMPTS) return outcome;
  }
}

/** Who the bot's own changes of a race are made by: the bot, or the race's opener before the bot is known. */
function botId(client: Client, session: Session<RaceState>): string {
  return client.user?.id ?? session.ownerId;
}

/** Writes the race's live standings from its entrants' runs and redraws its board; closes it once everyone has finished. */
export async function refreshStandings(client: Client, ctx: BotContext, channelId: string, raceId: string): Promise<void> {
  const session = await loadRace(ctx, channelId, raceId);
  if (session?.state.status !== 'running') return;
  const rows = await standingsOf(ctx.races.runs, ctx.games, session);
  if (rows.length > 0 && rows.every((row) => row.finished)) {
    await closeRace(client, ctx, channelId, raceId);
    return;
  }
  if (JSON.stringify(rows) === JSON.stringify(session.state.standings)) return;
  const outcome = await changeRace(ctx, channelId, raceId, botId(client, session), { type: 'standings', rows });
  if (outcome.kind === 'applied') await redrawLiveBoard(client, ctx, outcome.session, ctx.races.ui);
}

/** The deal's best possible score in words, where the bot solves the game and has solved this deal. */
async function bestOf(ctx: BotContext, session: Session<RaceState>): Promise<string | null> {
  const { seed } = session.state;
  const deal = seed === null ? null : ctx.solutions.dealOf({ game: session.state.game, seed, options: session.state.options });
  const terms = coachOf(ctx.games, session.state.game)?.coach.terms;
  if (!deal || !terms) return null;
  try {
    const solution = await ctx.solutions.known(deal);
    if (!solution) return 'Best possible score: not worked out in time';
    const { result } = solution;
    return result.decided
      ? `Best possible score: ${terms.score(result.best)}`
      : `Best possible score: at least ${terms.score(result.lowerBound)}`;
  } catch (error) {
    ctx.log.warn(`the best score of race ${session.id} could not be read: ${String(error)}`);
    return null;
  }
}

/** Closes the race `raceId` with its final places, once: the process whose write closes it draws the final board. */
async function closeRace(client: Client, ctx: BotContext, channelId: string, raceId: string): Promise<boolean> {
  const session = await loadRace(ctx, channelId, raceId);
  if (session?.state.status !== 'running') return false;
  const [rows, best] = await Promise.all([standingsOf(ctx.races.runs, ctx.games, session), bestOf(ctx, session)]);
  const outcome = await changeRace(ctx, channelId, raceId, botId(client, session), { type: 'close', rows, best });
  if (outcome.kind !== 'applied') return false;
  ctx.races.forget(raceId);
  await countRace(ctx, outcome.session as Session<RaceState>);
  await ctx.work.cancel(RACE_CLOSE, raceId).catch(() => undefined);
  ctx.log.info(`closed race ${raceId} in channel ${channelId}`);
  await redrawLiveBoard(client, ctx, outcome.session, ctx.races.ui);
  return true;
}

/** Counts a closed race in its entrants' race stats and on its server's race board; a failure is logged, never undoes the close. */
async function countRace(ctx: BotContext, closed: Session<RaceState>): Promise<void> {
  const places = placesOf(closed.state.standings);
  const placings = closed.state.standings.map((row, i) => ({ userId: row.id, place: places[i] ?? null }));
  try {
    await ctx.races.stats.record(closed.id, closed.state.game, placings);
    if (closed.guildId) await ctx.races.stats.boards.record(closed.id, closed.guildId, closed.state.game, placings);
  } catch (error) {
    ctx.log.warn(`race ${closed.id} is closed but not counted in every entrant's stats: ${String(error)}`);
  }
}

/**
 * Registers the race's scheduled work: its close at its deadline, its settling after a finished run, and a
 * challenge's expiry; call once, after the client is up.
 */
export function handleRaceDeadlines(client: Client, ctx: BotContext): void {
  ctx.work.handle(RACE_CLOSE, async ({ key, payload }) => {
    const channelId = channelOf(payload);
    if (channelId) await closeRace(client, ctx, channelId, key);
  });
  ctx.work.handle(RACE_SETTLE, async ({ key, payload }) => {
    const channelId = channelOf(payload);
    if (channelId) await refreshStandings(client, ctx, channelId, key);
  });
  ctx.work.handle(RACE_EXPIRE, async ({ key, payload }) => {
    const channelId = channelOf(payload);
    const session = channelId ? await loadRace(ctx, channelId, key) : null;
    if (!channelId || session?.state.status !== 'open') return;
    const outcome = await changeRace(ctx, channelId, key, botId(client, session), { type: 'expire' });
    if (outcome.kind === 'applied') await redrawLiveBoard(client, ctx, outcome.session, ctx.races.ui);
  });
}

/** The channel a piece of race work is for. */
function channelOf(payload: unknown): string | null {
  const channelId = typeof payload === 'object' && payload !== null && 'channelId' in payload ? payload.channelId : null;
  return typeof channelId === 'string' ? channelId : null;
}
