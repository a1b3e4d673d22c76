import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { utcDate, utcWeek } from '../../src/sessions/calendar.js';
import { DailyDeals } from '../../src/sessions/daily-deals.js';
import { availableBackends } from '../helpers/backends.js';
import { openTestStore, type TestStore } from '../helpers/store.js';

describe.each(availableBackends())('Daily deals (%s)', (backend) => {
  let store: TestStore;
  let dailies: DailyDeals;

  beforeEach(async () => {
    store = await openTestStore(backend);
    dailies = new DailyDeals(store.storage.ledger);
  });
  afterEach(async () => {
    await store.close();
    store.cleanup();
  });

  describe('Daily deals: the seed', () => {
    it('is the same for everyone using the store, and differs by game and by date', async () => {
      const second = await store.another();
      const seed = await dailies.seedFor('scoundrel', '2026-11-22');
      expect(seed).toMatch(/^daily-20261122-[a-z0-9]{8}$/);
      expect(await new DailyDeals(second.ledger).seedFor('scoundrel', '2026-11-22')).toBe(seed);
      expect(await dailies.seedFor('scoundrel', '2026-11-23')).not.toBe(seed);
      expect(await dailies.seedFor('assassin', '2026-11-22')).not.toBe(seed);
      await second.close();
    });

    it('changes at UTC midnight', async () => {
      const before = utcDate(new Date('2026-11-22T23:59:59.999Z'));
      const after = utcDate(new Date('2026-11-23T00:00:00.000Z'));
      expect([before, after]).toEqual(['2026-11-22', '2026-11-23']);
      expect(utcDate(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
      expect(await dailies.seedFor('scoundrel', before)).not.toBe(await dailies.seedFor('scoundrel', after));
    });

    it('cannot be worked out without the secret in the store', async () => {
      const other = await openTestStore(backend);
      expect(await new DailyDeals(other.storage.ledger).seedFor('scoundrel', '2026-11-22')).not.toBe(await dailies.seedFor('scoundrel', '2026-11-22'));
      await other.close();
      other.cleanup();
    });

    it("remembers which day a seed belongs to, and a past day's seed", async () => {
      const seed = await dailies.seedFor('scoundrel', '2026-11-20');
      expect(await dailies.dateOf('scoundrel', seed)).toBe('2026-11-20');
      expect(await dailies.recordedSeed('scoundrel', '2026-11-20')).toBe(seed);
      expect(await dailies.recordedSeed('scoundrel', '2026-11-19')).toBeNull();
      expect(await dailies.dateOf('scoundrel', 'dragon')).toBeNull();
    });
  });

  describe('Daily deals: one ranked attempt per player per day', () => {
    it('gives each player one attempt a day, and a new one the next day', async () => {
      expect(await dailies.claimAttempt('scoundrel', '2026-11-22', 'alice')).toBe(true);
      expect(await dailies.claimAttempt('scoundrel', '2026-11-22', 'alice')).toBe(false);
      expect(await dailies.claimAttempt('scoundrel', '2026-11-22', 'bob')).toBe(true);
      expect(await dailies.claimAttempt('assassin', '2026-11-22', 'alice')).toBe(true);
      expect(await dailies.claimAttempt('scoundrel', '2026-11-23', 'alice')).toBe(true);
    });

    it('hands exactly one of many simultaneous claims the attempt', async () => {
      const claims = await Promise.all(Array.from({ length: 10 }, () => dailies.claimAttempt('scoundrel', '2026-11-22', 'alice')));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it('gives an attempt back when the game could not start', async () => {
      await dailies.claimAttempt('scoundrel', '2026-11-22', 'alice');
      await dailies.releaseAttempt('scoundrel', '2026-11-22', 'alice');
      expect(await dailies.claimAttempt('scoundrel', '2026-11-22', 'alice')).toBe(true);
    });
  });

  describe('Daily deals: how a seed counts', () => {
    const claim = (game: string, seed: string, user = 'alice', today = '2026-11-22') => dailies.claimFor(game, game, seed, user, today).claim();

    it("treats today's daily seed as the daily, once per player, and a past daily as an unranked replay", async () => {
      const today = await dailies.seedFor('scoundrel', '2026-11-22');
      const past = await dailies.seedFor('scoundrel', '2026-11-21');
      expect(await claim('scoundrel', today)).toEqual({ ranked: true, daily: '2026-11-22', note: null });
      expect(await claim('scoundrel', today)).toMatchObject({ ranked: false, daily: '2026-11-22', note: expect.stringMatching(/already had your ranked attempt/) });
      expect(await claim('scoundrel', today, 'bob')).toMatchObject({ ranked: true });
      expect(await claim('scoundrel', past)).toMatchObject({ ranked: false, daily: null, note: expect.stringMatching(/daily deal of 2026-11-21/) });
    });

    it('ranks a deal only on its first start, whoever starts it again, game by game', async () => {
      expect(await claim('scoundrel', 'dragon')).toEqual({ ranked: true, daily: null, note: null });
      expect(await claim('scoundrel', 'dragon')).toMatchObject({ ranked: false, note: expect.stringMatching(/played before/) });
      expect(await claim('scoundrel', 'dragon', 'bob')).toMatchObject({ ranked: false });
      expect(await claim('assassin', 'dragon')).toMatchObject({ ranked: true });
    });

    it('hands exactly one of many simultaneous starts of one deal the ranked run', async () => {
      const claims = await Promise.all(['alice', 'bob', 'carol', 'dave', 'alice'].map((user) => claim('scoundrel', 'twins', user)));
      expect(claims.filter((c) => c.ranked)).toHaveLength(1);
    });

    it('counts a deal recorded before claims existed as played', async () => {
      await store.leaderboard.record({
        sessionId: 's1', guildId: null, userId: 'bob', game: 'scoundrel', score: 5, won: true, seed: 'legacy', finishedAt: '2026-11-22T10:00:00Z',
      });
      expect(await claim('scoundrel', 'legacy')).toMatchObject({ ranked: false, note: expect.stringMatching(/played before/) });
    });

    it('gives back a claim when the run could not start, so the next start is ranked', async () => {
      const attempt = dailies.claimFor('scoundrel', 'Scoundrel', 'phoenix', 'alice', '2026-11-22');
      const ranking = await attempt.claim();
      await attempt.release(ranking);
      expect(await claim('scoundrel', 'phoenix', 'bob')).toMatchObject({ ranked: true });
      const unranked = await claim('scoundrel', 'phoenix', 'carol');
      await dailies.claimFor('scoundrel', 'Scoundrel', 'phoenix', 'carol', '2026-11-22').release(unranked);
      expect(await claim('scoundrel', 'phoenix', 'dave')).toMatchObject({ ranked: false });
    });
  });

  describe('Calendar', () => {
    it('finds the UTC week from Monday to Monday', () => {
      expect(utcWeek(new Date('2026-11-22T12:00:00Z'))).toEqual({ start: '2026-11-16T00:00:00.000Z', end: '2026-11-23T00:00:00.000Z' });
      expect(utcWeek(new Date('2026-11-23T00:00:00Z'))).toEqual({ start: '2026-11-23T00:00:00.000Z', end: '2026-11-30T00:00:00.000Z' });
    });
  });
});
