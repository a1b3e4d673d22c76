/**
 * A challenge's expiry (src/discord/race/challenge.ts): scheduled exactly 15 minutes after the challenge, not earlier,
 * and done by the bot's scheduled work at that moment, not a millisecond before, for a race's challenge and a duel's.
 */
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/discord/context.js';
import { CHALLENGE_MS, scheduleExpiry } from '../../src/discord/race/challenge.js';
import { ScheduledWork } from '../../src/sessions/time/scheduled-work.js';
import { openTestStore } from '../helpers/store.js';

describe('A challenge', () => {
  it('is withdrawn by work due 15 minutes after it was made, for its channel', async () => {
    const scheduled: { kind: string; key: string; at: Date; payload: unknown }[] = [];
    const ctx = {
      now: () => new Date('2026-12-07T12:00:00Z'),
      work: { schedule: async (kind: string, key: string, at: Date, payload: unknown) => void scheduled.push({ kind, key, at, payload }) },
    } as unknown as BotContext;
    await scheduleExpiry(ctx, 'race-expire', 'r1', '500');
    expect(CHALLENGE_MS).toBe(15 * 60_000);
    expect(scheduled).toEqual([{ kind: 'race-expire', key: 'r1', at: new Date('2026-12-07T12:15:00Z'), payload: { channelId: '500' } }]);
  });

  it('expires at 15:00 minutes, not at 14:59.999, a race challenge and a duel challenge alike', async () => {
    const store = await openTestStore('sqlite');
    try {
      let clock = Date.parse('2026-12-07T12:00:00Z');
      const work = new ScheduledWork(store.storage.work, { now: () => new Date(clock) });
      const expired: string[] = [];
      for (const kind of ['race-expire', 'duel-expire']) work.handle(kind, async ({ key }) => void expired.push(`${kind} ${key}`));
      const ctx = { now: () => new Date(clock), work } as unknown as BotContext;
      await scheduleExpiry(ctx, 'race-expire', 'r1', '500');
      await scheduleExpiry(ctx, 'duel-expire', 'd1', '501');
      clock = Date.parse('2026-12-07T12:14:59.999Z');
      expect(await work.tick()).toBe(0);
      clock = Date.parse('2026-12-07T12:15:00.000Z');
      expect(await work.tick()).toBe(2);
      expect(expired.sort()).toEqual(['duel-expire d1', 'race-expire r1']);
    } finally {
      await store.close();
      store.cleanup();
    }
  });
});
