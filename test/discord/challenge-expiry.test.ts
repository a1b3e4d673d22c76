/** A challenge's expiry (src/discord/race/challenge.ts): scheduled exactly 15 minutes after the challenge, not earlier. */
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/discord/context.js';
import { CHALLENGE_MS, scheduleExpiry } from '../../src/discord/race/challenge.js';

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
});
