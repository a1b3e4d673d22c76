/**
 * Sharding end to end: `npm run start:sharded` runs two shard processes against the local
 * Discord's two guilds, sharing one store (Redis when this machine has it); both guilds play at once
 * and their runs meet on the global board; one scrape of the manager's endpoint gives both shards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotProcess, GUILD_ID, type LocalDiscord, SECOND_GUILD_ID, shardOf } from '../../local-discord/index.js';
import { freePort } from '../helpers/servers.js';
import { expectBothOnGlobalBoard, playInBothGuilds, sharedBackend, startTwoShards } from './two-shards.js';

let discord: LocalDiscord;
let bot: BotProcess;
let metricsBase: string;

beforeAll(async () => {
  // One bucket (max_concurrency 1) and Discord's identify rate enforced: the two shard processes must take turns.
  const started = await startTwoShards({ maxConcurrency: 1, identifyRateLimit: true });
  discord = started.discord;
  const metricsPort = await freePort();
  metricsBase = `http://127.0.0.1:${metricsPort}`;
  bot = await started.startProcess({ METRICS_PORT: String(metricsPort) }, { readyLines: 2 });
});
afterAll(async () => {
  await bot?.stop();
  await discord?.close();
});

describe(`End to end: two shards on one ${sharedBackend} store`, () => {
  it('identifies the shard processes of one machine one bucket at a time, never too fast', () => {
    expect(discord.gateway.counts.tooFast).toBe(0);
    const [first, second] = discord.gateway.identifies;
    expect(discord.gateway.identifies).toHaveLength(2);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(5_000);
  });

  it('runs a shard per guild and plays in both guilds at once, onto one global board', async () => {
    expect(shardOf(GUILD_ID, 2)).not.toBe(shardOf(SECOND_GUILD_ID, 2));
    expect(bot.stdout()).toMatch(/Ready as .* \(shard 1 of 2\)/);
    expect(bot.stdout()).toMatch(/Ready as .* \(shard 2 of 2\)/);
    await playInBothGuilds(discord, ['shard-a', 'shard-b']);
    await expectBothOnGlobalBoard(discord, GUILD_ID);
    discord.assertNoViolations();
  });

  it("serves every shard of the machine from the manager's one endpoint: /metrics and /readyz", async () => {
    const scrape = await (await fetch(`${metricsBase}/metrics`)).text();
    expect(scrape).toMatch(/^gm_gateway_up\{shard="0"\} 1$/m);
    expect(scrape).toMatch(/^gm_gateway_up\{shard="1"\} 1$/m);
    // Both guilds' clicks (the previous test played a whole run in each) are summed into one counter.
    const answered = scrape
      .split('\n')
      .filter((line) => line.startsWith('gm_interactions_total{') && line.includes('kind="button"'))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    expect(answered).toBeGreaterThanOrEqual(2 * 5);
    const ready = await fetch(`${metricsBase}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      ready: true,
      checks: { 'shard 0 gateway': true, 'shard 0 store': true, 'shard 1 gateway': true, 'shard 1 store': true },
    });
  });
});
