/**
 * Running the bot as a service, end to end: its /metrics move with real clicks through the local
 * Discord (a drawn picture counts as drawn, the same view again as cached, a stale click as a refusal),
 * each interaction is one JSON log line, and SIGTERM in the middle of a burst of clicks saves every
 * answered click and answers none that was not saved, then exits 0 within 5 seconds.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHANNEL_ID,
  type InteractionAnswer,
  OTHER_CHANNEL_ID,
  type StoredMessage,
  type TestUser,
  users,
} from '../../local-discord/index.js';
import { sessionKey } from '../../src/sessions/session.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { freePort } from '../helpers/servers.js';
import { type BotUnderTest, startBotUnderTest } from './bot-under-test.js';
import { boardOf, startGame, versionOf } from './steps.js';

let env: BotUnderTest;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = await startBotUnderTest(undefined, 'guild', { METRICS_PORT: String(port) });
  // A first game warms the drawing thread, so that no later answer waits for it to start on a busy machine.
  await env.discord
    .run({ user: users.bob, channelId: OTHER_CHANNEL_ID, name: 'scoundrel', subcommand: 'start', options: { seed: 'warm' } })
    .catch(() => undefined);
  await env.discord.run({ user: users.bob, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' }).catch(() => undefined);
}, 60_000);
afterAll(async () => {
  await env?.close();
});

/** The value of a sample of the scrape, 0 when it is not there. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && wanted.every((label) => l.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** Starts a Scoundrel run of `seed` for `user` in `channelId`, and resolves with its board. */
async function start(user: TestUser, channelId: string, seed: string): Promise<StoredMessage> {
  return boardOf(await startGame(env.discord, user, 'scoundrel', { seed }, channelId));
}

/** The JSON log lines the bot wrote to stdout. */
function logLines(): Record<string, unknown>[] {
  return env.bot
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('The bot as a service', () => {
  it('is up and ready, and answers 404 to an unknown path', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { gateway: true, store: true } });
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    expect(await sample('gm_gateway_up', { shard: '0' })).toBe(1);
  });

  it('counts clicks, refusals, pictures drawn and cached, and store writes, and logs each interaction in one line', async () => {
    const board = await start(users.alice, CHANNEL_ID, 'service-metrics');
    const refusedBefore = await sample('gm_interactions_total', { kind: 'button', outcome: 'refused' });
    const okBefore = await sample('gm_interactions_total', { kind: 'button', outcome: 'ok' });
    const drawnBefore = await sample('gm_pictures_total', { game: 'scoundrel', result: 'drawn' });
    const writesBefore = await sample('gm_store_operations_total', { backend: 'sqlite', op: 'conditional_write' });
    const stale = moveButtons(env.discord, board)[0]!.customId!;
    await playMove(env.discord, users.alice, board, stale);
    // The answer reaches Discord before the handler's last step: the counts are polled.
    await expect.poll(() => sample('gm_interactions_total', { kind: 'button', outcome: 'ok' })).toBeGreaterThan(okBefore);
    await expect.poll(() => sample('gm_pictures_total', { game: 'scoundrel', result: 'drawn' })).toBeGreaterThan(drawnBefore);
    await expect
      .poll(() => sample('gm_store_operations_total', { backend: 'sqlite', op: 'conditional_write' }))
      .toBeGreaterThan(writesBefore);

    // Another move of the board as it was: stale, refused by what the store holds.
    const other = moveButtons(env.discord, board)[1]!.customId!;
    const forged = env.discord.forgeClick({ user: users.alice, message: board, customId: other });
    const refusal = await env.discord.answerTo(forged);
    expect(refusal.ephemeral).toBe(true);
    await expect.poll(() => sample('gm_interactions_total', { kind: 'button', outcome: 'refused' })).toBe(refusedBefore + 1);
    const line = logLines().find((entry) => entry.id === forged);
    expect(line).toMatchObject({ level: 'info', msg: 'interaction', shard: '0', kind: 'button', game: 'scoundrel', outcome: 'refused' });
    expect(typeof line?.ms).toBe('number');

    // The same view drawn again (the board posted again) comes from the cache.
    const cachedBefore = await sample('gm_pictures_total', { game: 'scoundrel', result: 'cached' });
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'show' });
    await expect.poll(() => sample('gm_pictures_total', { game: 'scoundrel', result: 'cached' })).toBe(cachedBefore + 1);
    expect(await sample('gm_interaction_duration_seconds_count', { kind: 'button' })).toBeGreaterThanOrEqual(2);
    expect(await sample('gm_store_operation_duration_seconds_count', { backend: 'sqlite', op: 'conditional_write' })).toBeGreaterThan(0);
    expect(await sample('gm_open_sessions')).toBeGreaterThanOrEqual(1);
    expect(await sample('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(logLines().find((entry) => entry.kind === 'command' && entry.game === 'scoundrel')).toMatchObject({ outcome: 'ok' });
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  });

  it('on SIGTERM in a burst of clicks, saves every click it answered, answers none it did not save, and exits 0 within 5 s', async () => {
    const channels: [TestUser, string][] = [
      [users.alice, CHANNEL_ID],
      [users.bob, OTHER_CHANNEL_ID],
    ];
    const answered = new Map<string, number>();
    /** Clicks the first move again and again until the bot stops answering; notes the last version a click was answered with. */
    const burst = async (user: TestUser, channelId: string, first: StoredMessage) => {
      let board = first;
      for (;;) {
        const customId = moveButtons(env.discord, board)[0]?.customId;
        if (!customId) return;
        let played: { board: StoredMessage; answer: InteractionAnswer };
        try {
          played = await playMove(env.discord, user, board, customId);
        } catch {
          return;
        }
        if (played.answer.ephemeral && played.answer.callbackType === 4) {
          // Turned away while stopping: nothing was done, and the answer says so.
          expect(played.answer.message?.content).toMatch(/restarting, so nothing was changed/);
          return;
        }
        answered.set(channelId, versionOf(env.discord, played.board) ?? -1);
        board = played.board;
      }
    };
    const boards: StoredMessage[] = [];
    for (const [user, channelId] of channels) boards.push(await start(user, channelId, `service-stop-${channelId}`));
    const clicking = Promise.all(channels.map(([user, channelId], at) => burst(user, channelId, boards[at]!)));
    // SIGTERM once clicks are being answered in every channel, while more are on their way.
    await vi.waitUntil(() => channels.every(([, channelId]) => (answered.get(channelId) ?? 0) >= 2), { timeout: 60_000, interval: 20 });
    const stopped = Date.now();
    const code = await env.bot.stop(10_000);
    expect(code).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(5_000);
    await clicking;
    expect(env.bot.stdout()).toMatch(/SIGTERM: stopped/);
    const storage = await openStorage(`sqlite://${env.databaseFile}`);
    try {
      for (const [, channelId] of channels) {
        const stored = (await storage.store.get(sessionKey(channelId))) as { version: number };
        expect(answered.get(channelId)).toBeGreaterThan(0);
        // The version the last answer showed is the stored one: nothing answered is missing, nothing saved went unanswered.
        expect(stored.version).toBe(answered.get(channelId));
      }
    } finally {
      await storage.close();
    }
    // Started again for the file's teardown.
    await env.restart('stop');
  }, 120_000);
});
