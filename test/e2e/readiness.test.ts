/**
 * /readyz follows the store: a bot on its own Redis says ready, says not ready (503, the store's check
 * false) while that Redis is down, keeps running, and says ready again once the Redis is back on the same
 * port. The test's Redis is its own, so stopping it leaves the other tests' stores alone.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/servers.js';
import { type BotUnderTest, startBotUnderTest } from './bot-under-test.js';

/** Where redis-server is on this machine ('' when it is not). */
const redisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
const hasRedis = redisServer !== '';

let redisPort: number;
let redis: ChildProcess | null = null;
let env: BotUnderTest | undefined;
let base: string;

/** Starts a throwaway redis-server on `redisPort` and resolves once it answers PING. */
async function startRedis(): Promise<void> {
  redis = spawn(redisServer, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await until(async () => spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG');
}

/** Stops the Redis and resolves once its process has gone. */
async function stopRedis(): Promise<void> {
  const child = redis;
  redis = null;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

/** Resolves once `check` holds, polling every 100 ms; fails after 20 s. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The status and body of /readyz. */
async function readyz(): Promise<{ status: number; body: string }> {
  const answer = await fetch(`${base}/readyz`);
  return { status: answer.status, body: await answer.text() };
}

beforeAll(async () => {
  if (!hasRedis) return;
  redisPort = await freePort();
  await startRedis();
  const metricsPort = await freePort();
  base = `http://127.0.0.1:${metricsPort}`;
  env = await startBotUnderTest(`redis://127.0.0.1:${redisPort}`, 'guild', { METRICS_PORT: String(metricsPort) });
}, 60_000);
afterAll(async () => {
  await env?.close();
  await stopRedis();
});

describe.skipIf(!hasRedis)('Readiness follows the store', () => {
  it('is ready on a live Redis, not ready while it is down, and ready again when it is back', async () => {
    await until(async () => (await readyz()).status === 200);

    await stopRedis();
    await until(async () => (await readyz()).status === 503);
    const down = await readyz();
    expect(JSON.parse(down.body)).toMatchObject({ ready: false, checks: { store: false } });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    await startRedis();
    await until(async () => (await readyz()).status === 200);
    expect(JSON.parse((await readyz()).body)).toMatchObject({ ready: true, checks: { gateway: true, store: true } });
  }, 60_000);
});
