/** `npm start`: reads the settings, opens the store, and runs the bot until it is stopped. */
import type { Client } from 'discord.js';
import { config as loadDotenv } from 'dotenv';
import { catalog, findCoach, findGame, modes, raceUi } from './catalog.js';
import { offsetClock, systemClock } from './clock.js';
import { commands } from './commands/index.js';
import { ConfigError, readConfig } from './config.js';
import { BoardDesk } from './discord/boards/boards.js';
import { EditPacer } from './discord/boards/edit-pacer.js';
import { Races } from './discord/boards/races.js';
import { startClient } from './discord/client/client.js';
import { createRouter } from './discord/client/router.js';
import { startDailyPosts } from './discord/daily/daily-post.js';
import { playable } from './discord/game-entry.js';
import { spawnBackgroundWorker } from './discord/pictures/background-thread.js';
import { stopDrawing } from './discord/pictures/board-picture.js';
import { startTournamentEnds } from './discord/tournament/tournament.js';
import { consoleLogger as log, setUpLogging } from './log.js';
import { botReadiness, botStatus, gatewayShards } from './service/bot-status.js';
import { drainWithin, stopOnSignals } from './service/graceful-stop.js';
import { watchGauges } from './service/metrics.js';
import { answerStatusRequests } from './service/shard-status.js';
import { startStatusServer, statusAddress } from './service/status-server.js';
import { BoardMessages } from './sessions/board-messages.js';
import { canBeWon, DealSolutions } from './sessions/coach/deal-solutions.js';
import { MadeReplays } from './sessions/coach/made-replays.js';
import { RunReplays } from './sessions/coach/run-replays.js';
import { RunReviews } from './sessions/coach/run-reviews.js';
import { SolverPool } from './sessions/coach/solver-pool.js';
import { DailyDeals } from './sessions/daily/daily-deals.js';
import { DailyEntrants } from './sessions/daily/daily-entrants.js';
import { DailyPosts } from './sessions/daily/daily-posts.js';
import { OnceClaims } from './sessions/once-claims.js';
import { RaceRuns } from './sessions/race/race-runs.js';
import { RaceStats } from './sessions/race/race-stats.js';
import { Leaderboard } from './sessions/scores/leaderboard.js';
import { ServerSettings } from './sessions/server-settings.js';
import { SessionService } from './sessions/session-service.js';
import { openStorage } from './sessions/store/open-storage.js';
import { ScheduledWork } from './sessions/time/scheduled-work.js';
import { Tournaments } from './sessions/tournament/tournaments.js';

async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  const managed = process.env.SHARDING_MANAGER === 'true';
  // SHARDS and SHARD_COUNT in .env are for `npm run start:sharded`; the manager sets its shards' own.
  if (!managed) {
    delete process.env.SHARDS;
    delete process.env.SHARD_COUNT;
  }
  // A shard whose manager dies while it starts up has nothing under way to finish: it exits at once.
  const orphanedEarly = () => process.exit(1);
  if (managed) process.once('disconnect', orphanedEarly);
  const config = readConfig(process.env);
  setUpLogging(process.env, [config.token]);
  // Under the sharding manager, the manager serves the one endpoint of the machine and asks the shards.
  const address = managed ? null : statusAddress(process.env);
  const now = config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : systemClock;
  const storage = await openStorage(config.databaseUrl);
  const leaderboard = new Leaderboard(storage.ledger);
  const sessions = new SessionService(storage.store, leaderboard, { findGame, log, now });
  const boards = new BoardMessages(storage.store);
  const solver = new SolverPool({ workers: config.solverWorkers, spawn: spawnBackgroundWorker });
  const solutions = new DealSolutions(storage.store, solver, findCoach, { log, now: () => now().getTime() });
  // Each game with a solver deals a daily that can be won: its daily options' deal, proven winnable.
  const checks = Object.fromEntries(
    catalog.flatMap((entry) => {
      const rules = entry.coach?.rulesOf(entry.board.dailyOptions) ?? null;
      return rules === null ? [] : [[entry.rules.id, canBeWon(solutions, (seed) => ({ game: entry.rules.id, seed, rules }))]];
    }),
  );
  const dailies = new DailyDeals(storage.ledger, { checks, log });
  const work = new ScheduledWork(storage.work, { now, log, intervalMs: config.workIntervalMs });
  const settings = new ServerSettings(storage.store);
  const ctx = {
    games: catalog,
    modes,
    commands,
    sessions,
    leaderboard,
    boards,
    desk: new BoardDesk(sessions),
    dailies,
    solutions,
    races: new Races(new RaceRuns(storage.store, findGame, now, work, log), new RaceStats(storage.store), raceUi),
    advisor: solver,
    reviews: new RunReviews(storage.store, solver, solutions, findCoach, { log, now: () => now().getTime() }),
    replays: new RunReplays(storage.store, () => now().getTime()),
    once: new OnceClaims(storage.store),
    replayMaker: new MadeReplays(solver),
    settings,
    dailyPosts: new DailyPosts(storage.store, settings, work, now, log),
    dailyEntrants: new DailyEntrants(storage.store),
    dailyStandings: new EditPacer(),
    tournaments: new Tournaments(storage.store, leaderboard, work, now, log),
    work,
    log,
    now,
  };
  let client: Client | null = null;
  const statusServer = address
    ? await startStatusServer(
        address,
        botStatus(() => client, storage.store),
        log,
      )
    : null;
  const router = createRouter(ctx);
  client = await startClient(config.token, config.apiBase, ctx, router);
  const connected = client;
  startDailyPosts(connected, ctx);
  startTournamentEnds(connected, ctx);
  // Each game's and mode's own timed work: a duel challenge's expiry, a race's deadline.
  for (const { board } of playable(ctx)) board.schedule?.(connected, ctx);
  watchGauges({
    shards: () => gatewayShards(connected),
    openSessions: () => sessions.openSessions(),
  });
  work.start();
  const stop = stopOnSignals(async () => {
    // New interactions are turned away from here on; those under way finish, their writes saved and answers sent.
    await drainWithin(router.drain(), log);
    await work.stop();
    await Promise.all([solver.close(), stopDrawing()]);
    await connected.destroy();
    statusServer?.close();
    await storage.close();
  }, log);
  if (managed) {
    process.off('disconnect', orphanedEarly);
    answerStatusRequests(() => botReadiness(() => client, storage.store), stop);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else log.error('the bot could not start', error);
  process.exit(1);
});
