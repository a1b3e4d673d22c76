/**
 * Faults end to end: Discord answering 429 and 5xx, a dropped gateway, a busy or damaged
 * store, and the bot killed during a burst of moves. Nothing is lost and nothing goes unanswered.
 */
import KeyvSqlite from '@keyv/sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_TOKEN, CHANNEL_ID, type InteractionAnswer, type StoredMessage, users } from '../../local-discord/index.js';
import { sessionKey } from '../../src/sessions/session.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { moveButtons } from '../helpers/moves.js';
import { useBotUnderTest } from './use-bot.js';

// Scheduled work is not looked for during these tests (once a minute, not every 200 ms): a look that finds the store locked
// retries on the bot's one SQLite connection and would hold the busy click's own answer behind it.
const env = useBotUnderTest('sqlite', 'guild', { env: { WORK_INTERVAL_MS: '60000' } });

afterEach(async () => {
  await env.discord.run({ user: users.mona, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
});

function board(answer: InteractionAnswer): StoredMessage {
  if (!answer.message) throw new Error('no message in the answer');
  return answer.message;
}

async function startRun(seed: string): Promise<StoredMessage> {
  return board(
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'start', options: { seed } }),
  );
}

async function move(message: StoredMessage, timeoutMs?: number): Promise<InteractionAnswer> {
  const customId = moveButtons(env.discord, message)[0]?.customId;
  if (!customId) throw new Error('no button to press');
  return env.discord.press({ user: users.alice, message, customId }, { timeoutMs });
}

/** Reads a key of the bot's SQLite file straight from the file. */
async function stored(key: string): Promise<unknown> {
  const storage = await openStorage(`sqlite://${env.databaseFile}`);
  const value: unknown = await storage.keyv.get(key);
  await storage.close();
  return value;
}

/** The version of the channel's session, as stored. */
async function storedVersion(): Promise<number> {
  return ((await stored(sessionKey(CHANNEL_ID))) as { version: number }).version;
}

describe('Faults: Discord answers with errors', () => {
  it('retries an interaction callback answered with 429 and retry-after, inside the 3 seconds', async () => {
    const message = await startRun('fault-429');
    env.discord.failNext({ route: /^POST \/interactions\/.*\/callback$/, status: 429, retryAfterSeconds: 0.3 });
    const answer = await move(message);
    expect(answer.callbackType).toBe(7);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(300);
    expect(answer.elapsedMs).toBeLessThan(3000);
    expect(env.discord.requests.some((r) => r.status === 429)).toBe(true);
  });

  it('retries an interaction callback answered with a 5xx', async () => {
    const message = await startRun('fault-5xx');
    env.discord.failNext({ route: /^POST \/interactions\/.*\/callback$/, status: 502 });
    const answer = await move(message);
    expect(answer.callbackType).toBe(7);
    expect(answer.elapsedMs).toBeLessThan(3000);
  });

  it('resumes after the gateway connection drops and answers what was sent meanwhile', async () => {
    const message = await startRun('fault-gateway');
    const resumesBefore = env.discord.gateway.counts.resume;
    env.discord.gateway.drop();
    const answer = await move(message);
    expect(answer.callbackType).toBe(7);
    expect(env.discord.gateway.counts.resume).toBe(resumesBefore + 1);
    expect(answer.elapsedMs).toBeLessThan(3000);
  });
});

describe('Faults: the store', () => {
  it('answers "try again" while another connection holds the write lock, and changes nothing', async () => {
    const message = await startRun('fault-busy');
    // The bot records its live board just after it answers; a click on a board not yet recorded is another refusal.
    await expect
      .poll(async () => ((await stored(`live-board:${CHANNEL_ID}`)) as { messageId?: string } | undefined)?.messageId)
      .toBe(message.id);
    const locker = new KeyvSqlite({ uri: `sqlite://${env.databaseFile}` });
    await locker.query('BEGIN IMMEDIATE');
    const busy = await move(message).finally(async () => {
      await locker.query('COMMIT');
      await locker.disconnect();
    });
    expect(busy).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(busy.message?.content).toMatch(/busy.*nothing was changed.*try again/i);
    expect(busy.elapsedMs).toBeLessThan(3000);
    expect(await storedVersion()).toBe(0);
    const retried = await move(message);
    expect(retried.callbackType).toBe(7);
  });

  it('tells the channel its game cannot be read and lets a moderator end it', async () => {
    await startRun('fault-corrupt');
    const storage = await openStorage(`sqlite://${env.databaseFile}`);
    await storage.keyv.set(sessionKey(CHANNEL_ID), { schema: 3, id: 'x', state: 'mangled' });
    await storage.close();
    const show = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'show' });
    expect(show).toMatchObject({ ephemeral: true });
    expect(show.message?.content).toMatch(/can't be read.*\/game end/);
    const start = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'start' });
    expect(start.message?.content).toMatch(/can't be read/);
    const ended = await env.discord.run({ user: users.mona, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(ended.ephemeral).toBe(false);
    await startRun('after-corrupt');
  });

  it('keeps every acknowledged move when the bot is killed during a burst, and the run goes on', async () => {
    let message = await startRun('fault-burst');
    let acknowledged = 0;
    let thirdAcknowledged = () => {};
    const three = new Promise<void>((resolve) => (thirdAcknowledged = resolve));
    const killed = env.bot.exited.then(() => null);
    const burst = (async () => {
      for (;;) {
        // A click the killed bot never answers ends the burst.
        const answer = await Promise.race([move(message, 60_000).catch(() => null), killed]);
        if (answer?.callbackType !== 7) return;
        acknowledged++;
        if (acknowledged === 3) thirdAcknowledged();
        message = board(answer);
        if (moveButtons(env.discord, message).length === 0) return;
      }
    })();
    await Promise.race([three, burst]);
    expect(acknowledged).toBeGreaterThanOrEqual(3);
    await env.bot.kill();
    await burst;
    expect(acknowledged).toBeGreaterThan(0);
    const version = await storedVersion();
    expect(version).toBeGreaterThanOrEqual(acknowledged);
    await env.restart('stop');
    const shown = board(await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'show' }));
    expect(shown.embeds[0]?.footer?.text).toMatch(new RegExp(`move ${version}$|${version} moves$`));
    // The run goes on from its last saved move: a next move is applied, or the board shows how the run ended.
    const next = moveButtons(env.discord, shown)[0]?.customId;
    const outcome = next
      ? (await env.discord.press({ user: users.alice, message: shown, customId: next })).callbackType
      : shown.embeds[0]?.title;
    expect(outcome).toSatisfy((o: unknown) => o === 7 || /cleared the dungeon|was slain/.test(String(o)));
  });
});

describe('Security', () => {
  it('never logs the token, and never lets a message ping anyone', () => {
    expect(env.bot.stdout() + env.bot.stderr()).not.toContain(BOT_TOKEN);
    const sent = env.discord.requests.filter((r) => r.method !== 'GET' && r.body && typeof r.body === 'object' && !Array.isArray(r.body));
    const bodies = sent.map(
      (r) => (r.route?.includes('callback') ? (r.body as { data?: object }).data : r.body) as Record<string, unknown> | undefined,
    );
    const messages = bodies.filter((b) => b && ('embeds' in b || 'content' in b || 'components' in b));
    expect(messages.length).toBeGreaterThan(10);
    for (const body of messages) expect(body?.allowed_mentions).toEqual({ parse: [] });
  });
});
