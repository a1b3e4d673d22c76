/**
 * The daily command inside Discord's 3 seconds: when the day's deal is still being chosen
 * (candidates solved until one can be won) after DAILY_WAIT_MS, the command defers its answer and fills
 * it in once the deal is there; when the deal is known at once, it answers directly. A busy channel is
 * refused first, privately, so that refusal never has to follow a public deferral.
 */
import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../src/catalog.js';
import type { BotContext } from '../../src/discord/context.js';
import { DAILY_WAIT_MS, startGame } from '../../src/discord/play/start-game.js';
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
    options: { getBoolean: () => null },
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

/**
 * A context whose daily deal is chosen after `chooseMs` (counting the asks), whose channel reads as
 * `here`, and whose start then finds a damaged game (so the answer is a notice, without a board).
 */
function context(chooseMs: number, here: unknown = { kind: 'none' }): BotContext & { asks: number } {
  const ctx = {
    asks: 0,
    games: catalog,
    now: () => new Date('2026-11-22T12:00:00Z'),
    log: silentLogger,
    dailies: {
      seedFor: () => {
        ctx.asks++;
        return new Promise((resolve) => setTimeout(() => resolve('daily-20261122-abcdefgh'), chooseMs));
      },
      claimFor: () => ({ claim: async () => ({ ranked: true, daily: '2026-11-22', note: null }), release: async () => undefined }),
    },
    sessions: { load: async () => here, start: async () => ({ kind: 'corrupt', reason: 'a damaged row' }) },
  };
  return ctx as unknown as BotContext & { asks: number };
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

  it('tells a channel with a game still going so at once, privately, without waiting for the deal', async () => {
    const session = { ownerId: '4000', game: 'scoundrel', privateTo: null, state: scoundrel.setup({ seed: 'busy' }) };
    const ctx = context(10_000, { kind: 'ok', session, game: scoundrel });
    const { fake, calls, answers } = interaction();
    await startGame(fake, ctx, scoundrel, { weaponRule: 'lenient' }, 'daily');
    expect(calls).toEqual(['reply']);
    expect(answers[0]).toMatchObject({ flags: MessageFlags.Ephemeral, content: expect.stringContaining('still going in this channel') });
    expect(ctx.asks).toBe(0);
  });
});
