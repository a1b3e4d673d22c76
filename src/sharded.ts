/**
 * `npm run start:sharded`: runs the bot as several shard processes under discord.js's ShardingManager
 * (Discord requires sharding past 2,500 servers). The shard count is SHARD_COUNT, or what Discord
 * recommends. Every shard must share one store: Redis or Postgres (or one SQLite file on one machine).
 */
import { fileURLToPath } from 'node:url';
import { REST, Routes, ShardingManager, type RESTGetAPIGatewayBotResult } from 'discord.js';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { ConfigError, readConfig } from './config.js';
import { consoleLogger as log } from './log.js';

/** How long Discord wants between IDENTIFYs of one concurrency bucket (milliseconds). */
const IDENTIFY_WINDOW_MS = 5_500;

async function run(): Promise<void> {
  loadDotenv({ quiet: true });
  const config = readConfig(process.env);
  const shardCount = z.coerce.number().int().min(1).max(10_000).optional().parse(process.env.SHARD_COUNT || undefined);
  const gateway = (await new REST({ api: config.apiBase }).setToken(config.token).get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  const totalShards = shardCount ?? gateway.shards;
  const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
    token: config.token,
    totalShards,
    execArgv: [...process.execArgv],
  });
  manager.on('shardCreate', (shard) => log.info(`shard ${shard.id + 1} of ${totalShards} started`));
  const delay = Math.ceil(IDENTIFY_WINDOW_MS / gateway.session_start_limit.max_concurrency);
  await manager.spawn({ amount: totalShards, delay, timeout: 60_000 });
  const stop = (signal: string) => {
    log.info(`${signal}: stopping ${manager.shards.size} shards`);
    for (const shard of manager.shards.values()) shard.kill();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof z.ZodError) console.error(error instanceof ConfigError ? error.message : 'SHARD_COUNT must be a whole number from 1 to 10000.');
  else log.error('the shards could not start', error);
  process.exit(1);
});
