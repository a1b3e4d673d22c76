/**
 * While a daily deal's day is not over (UTC), the deal stays a secret (src/discord/coach/best-scores.ts,
 * `dailySecretFor`): for everyone a public message reaches (Show of a private daily run gives its result
 * and Share line only) and for each member who has not finished their own attempt, until its last
 * millisecond; from midnight on, for nobody.
 */
import { describe, expect, it } from 'vitest';
import { dailySecretFor } from '../../src/discord/coach/best-scores.js';
import type { BotContext } from '../../src/discord/context.js';

const FINISHED = '300000000000000001';
const PLAYING = '300000000000000002';

/** Whether the daily Scoundrel of 2026-11-22 is a secret at `at` for `userId` (null: a public message). */
function secretAt(at: string, userId: string | null): Promise<boolean> {
  const ctx = {
    now: () => new Date(at),
    leaderboard: { hasFinishedDaily: async (_game: string, _date: string, member: string) => member === FINISHED },
  };
  return dailySecretFor(ctx as unknown as BotContext, 'scoundrel', '2026-11-22', userId);
}

describe("A daily deal's secret", () => {
  it('is kept at 23:59:59.999 of its day from a public message and a member still to finish it, not from one who has', async () => {
    const lastMoment = '2026-11-22T23:59:59.999Z';
    expect([await secretAt(lastMoment, null), await secretAt(lastMoment, PLAYING), await secretAt(lastMoment, FINISHED)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('is kept from nobody at midnight after its day', async () => {
    const midnight = '2026-11-23T00:00:00.000Z';
    expect([await secretAt(midnight, null), await secretAt(midnight, PLAYING)]).toEqual([false, false]);
  });
});
