/**
 * `npm run start:sharded`: runs the bot as shard processes under discord.js's ShardingManager (Discord
 * requires sharding past 2,500 servers). SHARD_COUNT is the total number of shards (default: what
 * Discord recommends); SHARDS picks the ones this machine runs (default: all), e.g. `SHARDS=0-7` here
 * and `SHARDS=8-15` on a second machine with `SHARD_COUNT=16`. Every shard must share one store: Redis
 * or Postgres across machines (or one SQLite file on one machine). The processes of this machine
 * identify one bucket at a time (shard-identify.ts).
 */
import { fileURLToPath } from 'node:url';
import { REST, type RESTGetAPIGatewayBotResult, Routes, ShardingManager } from 'discord.js';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { ConfigError, readConfig } from './config.js';
import { grantIdentifies, IdentifyQueue, parseShardList } from './discord/client/shard-identify.js';
import { consoleLogger as log, setUpLogging } from './log.js';
import { stopOnCrash, stopOnSignals } from './service/graceful-stop.js';
import { managerStatus, stopShard } from './service/shard-status.js';
import { startStatusServer, statusAddress } from './service/status-server.js';
import { siblingModule } from './worker-thread.js';

async function run(): Promise<void> {
  loadDotenv({ quiet: true });
  const config = readConfig(process.env);
  setUpLogging(process.env, [config.token], 'manager');
  const address = statusAddress(process.env);
  const shardCount = z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .optional()
    .parse(process.env.SHARD_COUNT || undefined);
  const only = process.env.SHARDS || undefined;
  if (only !== undefined && shardCount === undefined)
    throw new ConfigError('SHARDS needs SHARD_COUNT: every machine must agree on the total number of shards.');
  const gateway = (await new REST({ api: config.apiBase }).setToken(config.token).get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  const totalShards = shardCount ?? gateway.shards;
  const shardList = only === undefined ? undefined : parseShardList(only, totalShards);
  const manager = new ShardingManager(fileURLToPath(siblingModule('main', import.meta.url)), {
    token: config.token,
    totalShards,
    ...(shardList ? { shardList } : {}),
    execArgv: [...process.execArgv],
  });
  const identifies = new IdentifyQueue(gateway.session_start_limit.max_concurrency);
  manager.on('shardCreate', (shard) => {
    grantIdentifies(identifies, shard);
    log.info(`shard ${shard.id + 1} of ${totalShards} started`);
  });
  const ids = shardList ?? Array.from({ length: totalShards }, (_, id) => id);
  const server = address ? await startStatusServer(address, managerStatus(manager, ids), log) : null;
  // Each shard stops as `npm start` does (its interactions finished, its store closed); the manager waits for them.
  // An uncaught error stops them the same way, then exits 1; a shard whose manager was killed stops by itself.
  const stop = stopOnSignals(async () => {
    await Promise.all([...manager.shards.values()].map(stopShard));
    server?.close();
  }, log);
  stopOnCrash(stop, log);
  // Processes start at once: their IDENTIFYs wait their turn in the queue, one per bucket per 5 s.
  await manager.spawn({ amount: totalShards, delay: 0, timeout: 120_000 });
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof z.ZodError)
    console.error(error instanceof ConfigError ? error.message : 'SHARD_COUNT must be a whole number from 1 to 10000.');
  else if (error instanceof Error && error.message.startsWith('SHARDS')) console.error(error.message);
  else log.error('the shards could not start', error);
  process.exit(1);
});
