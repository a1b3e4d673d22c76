/**
 * What a player is told matches what was saved, through the real bot: a move saved while
 * Discord fails the answer is shown and never called unchanged; custom ids of another game are refused
 * before acting; an ended game's board says so and loses its buttons; ranked deals are claimed once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNEL_ID, OTHER_CHANNEL_ID, type StoredMessage, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { sessionKey } from '../../src/sessions/session.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { moveButtons } from '../helpers/moves.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();
const CALLBACK = /^POST \/interactions\/.*\/callback$/;

afterEach(async () => {
  for (const channelId of [CHANNEL_ID, OTHER_CHANNEL_ID])
    await env.discord.run({ user: users.mona, channelId, name: 'game', subcommand: 'end' });
});

async function startRun(seed: string, channelId = CHANNEL_ID): Promise<StoredMessage> {
  return boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed }, channelId));
}

function firstButton(message: StoredMessage): string {
  const customId = moveButtons(env.discord, message)[0]?.customId;
  if (!customId) throw new Error('no button');
  return customId;
}

async function storedVersion(channelId = CHANNEL_ID): Promise<number | undefined> {
  const storage = await openStorage(`sqlite://${env.databaseFile}`);
  const stored = (await storage.keyv.get(sessionKey(channelId))) as { version: number } | undefined;
  await storage.close();
  return stored?.version;
}

function footer(messageId: string): string {
  return env.discord.message(messageId)?.embeds[0]?.footer?.text ?? '';
}

const nothingChanged = (m: StoredMessage) => /nothing was changed/i.test(m.content);

describe('A move saved while Discord fails its answer', () => {
  it('redraws the board and says the move was made when every retry of the answer fails with a 5xx', async () => {
    const message = await startRun('told-5xx');
    env.discord.failNext({ route: CALLBACK, status: 502, times: 4 });
    const id = env.discord.click({ user: users.alice, message, customId: firstButton(message) });
    await expect.poll(() => footer(message.id), { timeout: 5000 }).toMatch(/move 1$/);
    expect(await storedVersion()).toBe(1);
    await expect
      .poll(() => env.discord.messages(CHANNEL_ID).some((m) => m.interactionId === id && /Your move was made \(move 1\)/.test(m.content)))
      .toBe(true);
    expect(env.discord.messages(CHANNEL_ID).filter((m) => m.interactionId === id && nothingChanged(m))).toEqual([]);
  });

  it('does not wait out a rate limit longer than the answer window: the board shows the move at once', async () => {
    const message = await startRun('told-429');
    env.discord.failNext({ route: CALLBACK, status: 429, retryAfterSeconds: 6 });
    const clickedAt = Date.now();
    env.discord.click({ user: users.alice, message, customId: firstButton(message) });
    await expect.poll(() => footer(message.id), { timeout: 5000 }).toMatch(/move 1$/);
    expect(Date.now() - clickedAt).toBeLessThan(3000);
    expect(await storedVersion()).toBe(1);
  });
});

describe('Custom ids of another game', () => {
  it("refuses a custom id that names another game than the session's, before making any move", async () => {
    const message = await startRun('told-foreign');
    const { sessionId, version } = decodeComponentId(firstButton(message))!;
    for (const customId of [`assassin:${sessionId}:${version}:turn`, `chess:${sessionId}:0:avoid`, `royale:${sessionId}:0:avoid`]) {
      const answer = await env.discord.answerTo(env.discord.forgeClick({ user: users.alice, message, customId }));
      expect(answer).toMatchObject({ callbackType: 4, ephemeral: true });
      expect(answer.message?.content).toMatch(/isn't one I recognise|not one of this Scoundrel game's/);
    }
    expect(await storedVersion()).toBe(0);
    expect(env.discord.message(message.id)?.embeds).toEqual(message.embeds);
  });
});

describe('Boards of ended games', () => {
  it('takes the buttons off the board of an abandoned run and says it was abandoned', async () => {
    const message = await startRun('told-end');
    const ended = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(ended.ephemeral).toBe(false);
    await expect.poll(() => env.discord.buttons(env.discord.message(message.id)!)).toEqual([]);
    expect(env.discord.message(message.id)?.content).toMatch(/abandoned.*not ranked/);
  });

  it('names no "<@unknown>" when the unreadable game of the channel has no known owner', async () => {
    await startRun('told-unreadable');
    const storage = await openStorage(`sqlite://${env.databaseFile}`);
    await storage.keyv.set(sessionKey(CHANNEL_ID), { schema: 4, mangled: true });
    await storage.close();
    const refused = await env.discord.run({ user: users.bob, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(refused).toMatchObject({ ephemeral: true });
    expect(refused.message?.content).not.toMatch(/unknown/);
    expect(refused.message?.content).toMatch(/Only the member who started this game, or a member with Manage Messages/);
  });
});

describe('Ranked deals claimed once', () => {
  it('makes a deal played in part, ended and started again unranked', async () => {
    const first = await startRun('told-peek');
    expect(first.embeds[0]?.footer?.text).not.toMatch(/unranked/);
    await env.discord.press({ user: users.alice, message: first, customId: firstButton(first) });
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    const again = await startRun('told-peek');
    expect(again.content).toMatch(/played before.*unranked/);
    expect(again.embeds[0]?.footer?.text).toMatch(/unranked/);
  });

  it('ranks one of two runs of one deal started at once in two channels', async () => {
    const [a, b] = await Promise.all([startRun('told-twin', CHANNEL_ID), startRun('told-twin', OTHER_CHANNEL_ID)]);
    const unranked = [a, b].filter((m) => /unranked/.test(m.embeds[0]?.footer?.text ?? ''));
    expect(unranked).toHaveLength(1);
  });

  it('takes the daily attempt only in a free channel, so the busy channel never spends it', async () => {
    await startRun('told-busy', CHANNEL_ID);
    const [busy, free] = await Promise.all([
      env.discord.run({ user: users.bob, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' }),
      // The first daily command of the day may wait for the solver to choose the deal (it defers, then answers).
      env.discord.run({ user: users.bob, channelId: OTHER_CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' }, { timeoutMs: 60_000 }),
    ]);
    expect(busy).toMatchObject({ ephemeral: true });
    expect(busy.message?.content).toMatch(/still going in this channel/);
    expect(boardOf(free).embeds[0]?.footer?.text).toMatch(/^Daily deal of \d{4}-\d{2}-\d{2} · /);
    expect(boardOf(free).embeds[0]?.footer?.text).not.toMatch(/unranked/);
  });
});
