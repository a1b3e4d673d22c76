/**
 * A day's finishers of a game on a server's daily post (src/discord/daily/daily-standings.ts), read from the
 * day's daily board: the first ten are placed by name, equal scores sharing a place, and the post counts
 * the eleventh.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/discord/context.js';
import { type DailyResults, dailyPostMessage } from '../../src/discord/daily/daily-post-message.js';
import { dailyPlaces } from '../../src/discord/daily/daily-standings.js';
import { openTestStore, type TestStore } from '../helpers/store.js';

const GUILD = '200000000000000001';
const DAY = '2026-11-22';

describe("A server's daily finishers on its post", () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await openTestStore('sqlite');
  });
  afterEach(async () => {
    await store.close();
    store.cleanup();
  });

  /** `count` members finish the day's Scoundrel in the server: scores 20, 19, 19, 17, … down by one (the second and third tie). */
  async function finishers(count: number): Promise<void> {
    for (let n = 0; n < count; n++) {
      const score = n === 2 ? 19 : 20 - n;
      const userId = String(300_000_000_000_000_000n + BigInt(n));
      const finishedAt = new Date(Date.UTC(2026, 10, 22, 1, n)).toISOString();
      await store.leaderboard.record({
        sessionId: `run-${n}`,
        guildId: GUILD,
        userId,
        game: 'scoundrel',
        score,
        won: true,
        seed: 's',
        daily: DAY,
        finishedAt,
      });
    }
  }

  const placesOf = () => dailyPlaces({ leaderboard: store.leaderboard } as unknown as BotContext, { id: 'scoundrel' }, GUILD, DAY);

  it('places ten finishers by name, equal scores sharing a place', async () => {
    await finishers(10);
    const { places, players } = await placesOf();
    expect(players).toBe(10);
    expect(places.map((line) => [line.place, line.score])).toEqual([
      [1, '20'],
      [2, '19'],
      [2, '19'],
      [4, '17'],
      [5, '16'],
      [6, '15'],
      [7, '14'],
      [8, '13'],
      [9, '12'],
      [10, '11'],
    ]);
  });

  it('places the first ten of eleven by name and counts the eleventh on the post', async () => {
    await finishers(11);
    const { places, players } = await placesOf();
    expect([places.length, players]).toEqual([10, 11]);
    const result: DailyResults = { gameId: 'scoundrel', title: 'Scoundrel', places, players, best: null, seed: null };
    const view = {
      dealsDate: '2026-11-23',
      roleId: null,
      games: [],
      today: [],
      yesterday: { date: DAY, results: [result] },
      tournaments: [],
    };
    const text = dailyPostMessage(view).embeds[0]?.fields?.[0]?.value ?? '';
    expect(text.split(' · ').at(-1)).toBe('and 1 more');
  });
});
