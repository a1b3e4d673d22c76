import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findCoach } from '../../src/catalog.js';
import { scoundrelCoach } from '../../src/games/scoundrel/coach.js';
import { coachWork } from '../../src/games/scoundrel/coach-work.js';
import { solveDeal } from '../../src/games/scoundrel/index.js';
import type { Logger } from '../../src/log.js';
import { canBeWon, DealSolutions } from '../../src/sessions/coach/deal-solutions.js';
import { candidateSeed, DailyDeals, type DealCheck } from '../../src/sessions/daily/daily-deals.js';
import { utcDate, utcWeek } from '../../src/sessions/time/calendar.js';
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
      expect(await new DailyDeals(other.storage.ledger).seedFor('scoundrel', '2026-11-22')).not.toBe(
        await dailies.seedFor('scoundrel', '2026-11-22'),
      );
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
    const claim = (game: string, seed: string, user = 'alice', today = '2026-11-22') =>
      dailies.claimFor(game, game, seed, user, today).claim();

    it("treats today's daily seed as the daily, once per player, and a past daily as an unranked replay", async () => {
      const today = await dailies.seedFor('scoundrel', '2026-11-22');
      const past = await dailies.seedFor('scoundrel', '2026-11-21');
      expect(await claim('scoundrel', today)).toEqual({ ranked: true, daily: '2026-11-22', note: null });
      expect(await claim('scoundrel', today)).toMatchObject({
        ranked: false,
        daily: '2026-11-22',
        note: expect.stringMatching(/already had your ranked attempt/),
      });
      expect(await claim('scoundrel', today, 'bob')).toMatchObject({ ranked: true });
      expect(await claim('scoundrel', past)).toMatchObject({
        ranked: false,
        daily: null,
        note: expect.stringMatching(/daily deal of 2026-11-21/),
      });
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
        sessionId: 's1',
        guildId: null,
        userId: 'bob',
        game: 'scoundrel',
        score: 5,
        won: true,
        seed: 'legacy',
        finishedAt: '2026-11-22T10:00:00Z',
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

    it('claims a deal dealt in a race or a duel, so its later start is unranked, and gives back only a claim it took', async () => {
      expect(await dailies.claimDealt('scoundrel', 'raced', 'alice').claim()).toEqual({ ranked: false, daily: null, note: null });
      expect(await claim('scoundrel', 'raced', 'alice')).toMatchObject({ ranked: false, note: expect.stringMatching(/played before/) });
      // A duel that could not start gives its map back; one whose map was claimed before gives back nothing.
      const failed = dailies.claimDealt('royale', 'mapped', 'alice');
      await failed.release(await failed.claim());
      expect(await claim('royale', 'mapped', 'bob')).toMatchObject({ ranked: true });
      const late = dailies.claimDealt('royale', 'mapped', 'bob');
      await late.release(await late.claim());
      expect(await claim('royale', 'mapped', 'carol')).toMatchObject({ ranked: false });
    });
  });

  describe("Daily deals: a deal that passes its game's check (Scoundrel: one that can be won)", () => {
    const DATE = '2026-11-22';
    const secret = () => store.storage.ledger.setting('daily-secret', 'unused');
    /** A check that says no to the first `refusals` candidates it is asked about, and notes each. */
    const refusing = (refusals: number) => {
      const asked: string[] = [];
      const check: DealCheck = async (seed) => {
        asked.push(seed);
        return asked.length > refusals;
      };
      return { asked, check };
    };

    it('keeps candidate 0, the seed every day had before checks, for a game without a check', async () => {
      // The seed as it was made before there were candidates: the HMAC of "<game>:<date>" with the store's secret.
      const digest = createHmac('sha256', await secret())
        .update(`assassin:${DATE}`)
        .digest();
      const before = `daily-20261122-${digest.readUIntBE(0, 6).toString(36).padStart(10, '0').slice(-8)}`;
      expect(await dailies.seedFor('assassin', DATE)).toBe(before);
      expect(candidateSeed('assassin', DATE, 0, await secret())).toBe(before);
    });

    it("records a day's seed and the seed's day in one step: a later seed for the day is refused, and gets no day", async () => {
      const { ledger } = store.storage;
      expect(await ledger.saveDailySeed('scoundrel', DATE, 'daily-first')).toBe('daily-first');
      expect(await ledger.saveDailySeed('scoundrel', DATE, 'daily-second')).toBe('daily-first');
      expect(await ledger.dailySeedOf('scoundrel', DATE)).toBe('daily-first');
      expect(await ledger.dailyDateOf('scoundrel', 'daily-first')).toBe(DATE);
      expect(await ledger.dailyDateOf('scoundrel', 'daily-second')).toBeNull();
    });

    it("tries the candidates in their order until one passes, and records that one as the day's seed", async () => {
      const { asked, check } = refusing(2);
      const chosen = await new DailyDeals(store.storage.ledger, { checks: { scoundrel: check } }).seedFor('scoundrel', DATE);
      const key = await secret();
      expect(asked).toEqual([0, 1, 2].map((i) => candidateSeed('scoundrel', DATE, i, key)));
      expect(chosen).toBe(asked[2]);
      expect(chosen).toMatch(/^daily-20261122-[a-z0-9]{8}$/);
      expect(await dailies.recordedSeed('scoundrel', DATE)).toBe(chosen);
      expect(await dailies.dateOf('scoundrel', chosen)).toBe(DATE);
      expect(await dailies.dateOf('scoundrel', asked[0]!)).toBeNull();
    });

    it('passes over a stacked unwinnable candidate 0 for a winnable candidate 1, by solving them', async () => {
      const stacked = ['slow-79', 'stored-1'];
      expect(solveDeal(scoundrelCoach.deckOf('slow-79', 'lenient'))).toMatchObject({ decided: true, won: false });
      const solver = {
        solve: async (_key: string, job: { deck: string[]; rules: string; budget: number; tableSize: number }) => ({
          result: coachWork.solve(job.deck, job.rules, job),
          ms: 1,
        }),
      };
      const solutions = new DealSolutions(store.storage.store, solver, findCoach);
      const chosen = await new DailyDeals(store.storage.ledger, {
        checks: { scoundrel: canBeWon(solutions, (seed) => ({ game: 'scoundrel', seed, rules: 'lenient' })) },
        candidate: (_game, _date, i) => stacked[i] ?? `spare-${i}`,
      }).seedFor('scoundrel', DATE);
      expect(chosen).toBe('stored-1');
      expect((await solutions.known({ game: 'scoundrel', seed: 'stored-1', rules: 'lenient' }))?.result).toMatchObject({
        decided: true,
        won: true,
      });
    });

    it('makes every process deal the seed recorded first, whatever its own check would choose', async () => {
      const other = await store.another();
      const first = await new DailyDeals(store.storage.ledger, { checks: { scoundrel: refusing(1).check } }).seedFor('scoundrel', DATE);
      const elsewhere = refusing(0);
      expect(await new DailyDeals(other.ledger, { checks: { scoundrel: elsewhere.check } }).seedFor('scoundrel', DATE)).toBe(first);
      expect(elsewhere.asked).toEqual([]);
      await other.close();
    });

    it('gives two processes choosing differently at once the one seed that was recorded first', async () => {
      const other = await store.another();
      const seeds = await Promise.all([
        new DailyDeals(store.storage.ledger, { checks: { scoundrel: refusing(0).check } }).seedFor('scoundrel', DATE),
        new DailyDeals(other.ledger, { checks: { scoundrel: refusing(3).check } }).seedFor('scoundrel', DATE),
      ]);
      expect(seeds[1]).toBe(seeds[0]);
      expect(await dailies.recordedSeed('scoundrel', DATE)).toBe(seeds[0]);
      expect(await dailies.dateOf('scoundrel', seeds[0])).toBe(DATE);
      await other.close();
    });

    it('checks each candidate once for many simultaneous asks in one process', async () => {
      const { asked, check } = refusing(1);
      const deals = new DailyDeals(store.storage.ledger, { checks: { scoundrel: check } });
      const seeds = await Promise.all(Array.from({ length: 5 }, () => deals.seedFor('scoundrel', DATE)));
      expect(new Set(seeds).size).toBe(1);
      expect(asked).toHaveLength(2);
    });

    it('passes over a candidate whose check fails, and falls back to candidate 0 when none passes, saying so', async () => {
      const warnings: string[] = [];
      const log: Logger = { info: () => undefined, warn: (message) => warnings.push(message), error: () => undefined };
      const key = await secret();
      const flaky: DealCheck = async (seed) => {
        if (seed === candidateSeed('scoundrel', DATE, 0, key)) throw new Error('worker lost');
        return true;
      };
      expect(await new DailyDeals(store.storage.ledger, { checks: { scoundrel: flaky }, log }).seedFor('scoundrel', DATE)).toBe(
        candidateSeed('scoundrel', DATE, 1, key),
      );
      expect(warnings).toEqual([expect.stringMatching(/could not be checked: Error: worker lost/)]);
      const never: DealCheck = async () => false;
      expect(
        await new DailyDeals(store.storage.ledger, { checks: { scoundrel: never }, candidates: 4, log }).seedFor('scoundrel', '2026-11-23'),
      ).toBe(candidateSeed('scoundrel', '2026-11-23', 0, key));
      expect(warnings.at(-1)).toMatch(/none of 4 candidates .* candidate 0 is the deal/);
    });
  });

  describe('Calendar', () => {
    it('finds the UTC week from Monday to Monday', () => {
      expect(utcWeek(new Date('2026-11-22T12:00:00Z'))).toEqual({ start: '2026-11-16T00:00:00.000Z', end: '2026-11-23T00:00:00.000Z' });
      expect(utcWeek(new Date('2026-11-23T00:00:00Z'))).toEqual({ start: '2026-11-23T00:00:00.000Z', end: '2026-11-30T00:00:00.000Z' });
    });
  });
});
