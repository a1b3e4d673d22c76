/**
 * Sharding end to end: `npm run start:sharded` runs two shard processes against the local
 * Discord's two guilds, sharing one store (Redis when this machine has it); both guilds play at once
 * and their runs meet on the global board; one scrape of the manager's endpoint gives both shards; a
 * malformed request does not bring the manager down; and its shards do not outlive it when it is killed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
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

/** The child processes of `pid` (Linux: from /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
    readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

/** True while process `pid` runs: a zombie (exited, and not reaped by a parent that does not reap orphans) has stopped. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** The status line the server at `port` answers to `request`, sent as raw bytes ('' when it closes without one). */
function rawStatusLine(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    let reply = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(reply.split('\r\n')[0] ?? ''));
  });
}

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

  it("answers a request whose target is not a URL on the manager's port with a 400, and stays up", async () => {
    expect(await rawStatusLine(Number(new URL(metricsBase).port), 'GET //[ HTTP/1.1\r\nHost: status\r\n\r\n')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect((await fetch(`${metricsBase}/healthz`)).status).toBe(200);
  });

  // Last: it kills the manager.
  it('stops every shard process when the manager is killed, each as on SIGTERM', async () => {
    const shards = childrenOf(bot.pid);
    expect(shards).toHaveLength(2);
    process.kill(bot.pid, 'SIGKILL');
    try {
      // Each shard stops within its 5-second deadline of noticing its manager gone.
      await expect.poll(() => shards.filter(running), { timeout: 15_000, interval: 100 }).toEqual([]);
    } finally {
      for (const pid of shards.filter(running)) process.kill(pid, 'SIGKILL');
    }
    await bot.exited;
    expect(bot.stdout().match(/the sharding manager is gone: stopped/g)).toHaveLength(2);
  });
});
