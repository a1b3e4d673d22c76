/**
 * The daily command inside Discord's 3 seconds (issue 20): when the day's deal is still being chosen
 * (candidates solved until one can be won) after DAILY_WAIT_MS, the command defers its answer and fills
 * it in once the deal is there; when the deal is known at once, it answers directly.
 */
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BotContext } from '../../src/discord/context.js';
import { DAILY_WAIT_MS, startGame } from '../../src/discord/start-game.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { silentLogger } from '../../src/log.js';

/** A stand-in command interaction that notes how it was answered. */
function interaction() {
  const calls: string[] = [];
  const answers: unknown[] = [];
  const fake = {
    channelId: '1000',
    guildId: '2000',
    user: { id: '3000', username: 'alice', globalName: 'Alice' },
    member: null,
    deferred: false,
    authorizingIntegrationOwners: null,
    async deferReply() {
      calls.push('defer');
      fake.deferred = true;
    },
    async reply(payload: unknown) {
      calls.push('reply');
      answers.push(payload);
    },
    async editReply(payload: unknown) {
      calls.push('edit');
      answers.push(payload);
    },
  };
  return { fake: fake as unknown as ChatInputCommandInteraction, calls, answers };
}

/** A context whose daily deal is chosen after `chooseMs`, and whose channel turns out to hold a damaged game. */
function context(chooseMs: number): BotContext {
  return {
    now: () => new Date('2026-11-22T12:00:00Z'),
    log: silentLogger,
    dailies: {
      seedFor: () => new Promise((resolve) => setTimeout(() => resolve('daily-20261122-abcdefgh'), chooseMs)),
      claimFor: () => ({ claim: async () => ({ ranked: true, daily: '2026-11-22', note: null }), release: async () => undefined }),
    },
    sessions: { start: async () => ({ kind: 'corrupt', reason: 'a damaged row' }) },
  } as unknown as BotContext;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Discord: the daily command while the day's deal is being chosen", () => {
  it('answers directly when the deal is there in time', async () => {
    vi.useFakeTimers();
    const { fake, calls, answers } = interaction();
    const done = startGame(fake, context(DAILY_WAIT_MS - 500), scoundrel, { weaponRule: 'lenient' }, 'daily');
    await vi.advanceTimersByTimeAsync(DAILY_WAIT_MS);
    await done;
    expect(calls).toEqual(['reply']);
    expect(answers[0]).toMatchObject({ flags: MessageFlags.Ephemeral, content: expect.stringContaining('a damaged row') });
  });

  it('defers within the wait when the choice takes longer, and fills in the answer once the deal is there', async () => {
    vi.useFakeTimers();
    const { fake, calls, answers } = interaction();
    const done = startGame(fake, context(10_000), scoundrel, { weaponRule: 'lenient' }, 'daily');
    await vi.advanceTimersByTimeAsync(DAILY_WAIT_MS);
    expect(calls).toEqual(['defer']);
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(calls).toEqual(['defer', 'edit']);
    expect(answers[0]).toMatchObject({ content: expect.stringContaining('a damaged row'), allowedMentions: { parse: [] } });
    expect(DAILY_WAIT_MS).toBeLessThanOrEqual(2_000);
  });
});
