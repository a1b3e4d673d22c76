/** `npm start`: reads the settings, opens the store, and runs the bot until it is stopped. */
import { config as loadDotenv } from 'dotenv';
import { commands } from '../commands/index.js';
import { catalog, findGame, raceUi } from './catalog.js';
import { offsetClock, systemClock } from './clock.js';
import { ConfigError, readConfig } from './config.js';
import { BoardDesk } from './discord/boards.js';
import { startClient } from './discord/client.js';
import { startDailyPosts } from './discord/daily-post.js';
import { handleRaceDeadlines } from './discord/race/change.js';
import { Races } from './discord/race/races.js';
import { consoleLogger as log } from './log.js';
import { BoardMessages } from './sessions/board-messages.js';
import { DailyDeals } from './sessions/daily-deals.js';
import { DailyPosts } from './sessions/daily-posts.js';
import { canBeWon, DealSolutions } from './sessions/deal-solutions.js';
import { Leaderboard } from './sessions/leaderboard.js';
import { openStorage } from './sessions/open-storage.js';
import { RaceRuns } from './sessions/race-runs.js';
import { RaceStats } from './sessions/race-stats.js';
import { ScheduledWork } from './sessions/scheduled-work.js';
import { ServerSettings } from './sessions/server-settings.js';
import { SessionService } from './sessions/session-service.js';
import { SolverPool } from './sessions/solver-pool.js';

async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  // SHARDS and SHARD_COUNT in .env are for `npm run start:sharded`; the manager sets its shards' own.
  if (process.env.SHARDING_MANAGER !== 'true') {
    delete process.env.SHARDS;
    delete process.env.SHARD_COUNT;
  }
  const config = readConfig(process.env);
  const now = config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : systemClock;
  const storage = await openStorage(config.databaseUrl);
  const leaderboard = new Leaderboard(storage.ledger);
  const sessions = new SessionService(storage.store, leaderboard, { findGame, log, now });
  const boards = new BoardMessages(storage.store);
  const solver = new SolverPool({ workers: config.solverWorkers });
  const solutions = new DealSolutions(storage.store, solver, { log, now: () => now().getTime() });
  const dailies = new DailyDeals(storage.ledger, { checks: { scoundrel: canBeWon(solutions) }, log });
  const work = new ScheduledWork(storage.work, { now, log, intervalMs: config.workIntervalMs });
  const settings = new ServerSettings(storage.store);
  const ctx = {
    games: catalog,
    commands,
    sessions,
    leaderboard,
    boards,
    desk: new BoardDesk(sessions),
    dailies,
    solutions,
    races: new Races(new RaceRuns(storage.store, findGame, now), new RaceStats(storage.store), raceUi),
    advisor: solver,
    settings,
    dailyPosts: new DailyPosts(storage.store, settings, work, now, log),
    work,
    log,
    now,
  };
  const client = await startClient(config.token, config.apiBase, ctx);
  startDailyPosts(client, ctx);
  handleRaceDeadlines(client, ctx);
  work.start();
  const stop = async (signal: string): Promise<void> => {
    log.info(`${signal}: shutting down`);
    await work.stop();
    await solver.close();
    await client.destroy();
    await storage.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else log.error('the bot could not start', error);
  process.exit(1);
});
