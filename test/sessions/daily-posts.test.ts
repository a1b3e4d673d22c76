/**
 * The daily post's schedule on every backend, on a fake clock: posted at the local hour and not before,
 * its day decided by the server's zone (a local midnight that is not UTC's) while the deals stay UTC's,
 * once however many processes look, and a second time by nobody (a process whose lease ran out while
 * it posted); a bot down over the hour posts once when back that day (until its last millisecond in the
 * server's zone), and skips a day it slept through; a failed post is recorded for `/settings` and not
 * retried; a change of settings moves or cancels it.
 */
import { describe, expect, it } from 'vitest';
import { type DailyPoster, DailyPostFailure, type DailyPostJob, DailyPosts } from '../../src/sessions/daily/daily-posts.js';
import { type DailyPostSetting, ServerSettings } from '../../src/sessions/server-settings.js';
import type { Storage } from '../../src/sessions/store/storage.js';
import { ScheduledWork } from '../../src/sessions/time/scheduled-work.js';
import { availableBackends } from '../helpers/backends.js';
import { type TestStore, useTestStore } from '../helpers/store.js';

const HOUR = 3_600_000;
const GUILD = '1100000000000000100';
const BERLIN_NINE: DailyPostSetting = { channelId: '1100000000000000101', roleId: null, hour: 9, timeZone: 'Europe/Berlin' };

describe.each(availableBackends())('Daily posts (%s)', (backend) => {
  let store: TestStore;
  useTestStore(backend, (opened) => (store = opened));
  let clock = 0;
  const now = () => new Date(clock);

  /** One process's daily posts over `storage`, posting into `posted` (or with `poster`). */
  function process(storage: Storage = store.storage, poster?: DailyPoster) {
    const posted: DailyPostJob[] = [];
    const settings = new ServerSettings(storage.store, () => clock);
    const work = new ScheduledWork(storage.work, { now, leaseMs: 60_000 });
    const posts = new DailyPosts(storage.store, settings, work, now);
    posts.register(poster ?? (async (job) => void posted.push(job)));
    return { posted, settings, work, posts };
  }

  /** Sets the server's daily post as `/settings` does: the settings, then its schedule. */
  async function configure(one: ReturnType<typeof process>, setting: DailyPostSetting | null) {
    await one.settings.update(GUILD, { daily: setting });
    await one.posts.configure(GUILD, setting);
  }

  it("posts at the server's local hour, not before, once, and again the next day", async () => {
    clock = Date.parse('2026-11-28T06:00:00Z');
    const one = process();
    await configure(one, BERLIN_NINE);
    clock = Date.parse('2026-11-28T07:59:59Z');
    expect(await one.work.tick()).toBe(0);
    clock = Date.parse('2026-11-28T08:00:00Z'); // 09:00 in Berlin
    expect(await one.work.tick()).toBe(1);
    expect(one.posted).toEqual([{ guildId: GUILD, setting: BERLIN_NINE, localDate: '2026-11-28', dealsDate: '2026-11-28' }]);
    clock += HOUR;
    expect(await one.work.tick()).toBe(0);
    clock = Date.parse('2026-11-29T08:00:00Z');
    expect(await one.work.tick()).toBe(1);
    expect(one.posted.map((job) => job.localDate)).toEqual(['2026-11-28', '2026-11-29']);
    expect(await one.posts.lastOutcome(GUILD)).toEqual({ localDate: '2026-11-29', at: '2026-11-29T08:00:00.000Z', failure: null });
  });

  it.each([
    {
      name: "takes the day from the server's zone, and the deals from UTC's day",
      timeZone: 'Pacific/Auckland',
      from: '2026-11-27T00:00:00Z',
      // Midnight in Auckland (UTC+13 in November) is 11:00 UTC of the day before.
      midnight: '2026-11-27T11:00:00Z',
      localDate: '2026-11-28',
      dealsDate: '2026-11-27',
    },
    {
      name: 'changes the day at midnight UTC for a server in UTC',
      timeZone: 'UTC',
      from: '2026-11-27T12:00:00Z',
      midnight: '2026-11-28T00:00:00Z',
      localDate: '2026-11-28',
      dealsDate: '2026-11-28',
    },
  ])('$name', async ({ timeZone, from, midnight, localDate, dealsDate }) => {
    clock = Date.parse(from);
    const one = process();
    await configure(one, { ...BERLIN_NINE, hour: 0, timeZone });
    clock = Date.parse(midnight) - 1000;
    expect(await one.work.tick()).toBe(0);
    clock = Date.parse(midnight);
    expect(await one.work.tick()).toBe(1);
    expect(one.posted).toEqual([expect.objectContaining({ localDate, dealsDate })]);
  });

  it('posts once when back later the same day, and skips a day the bot slept through', async () => {
    clock = Date.parse('2026-11-28T06:00:00Z');
    const before = process();
    await configure(before, BERLIN_NINE);
    // Down from 07:00 to 15:00 UTC: the restarted bot finds the post due and makes it, once.
    clock = Date.parse('2026-11-28T15:00:00Z');
    const back = process(store.storage);
    expect(await back.work.tick()).toBe(1);
    expect(await back.work.tick()).toBe(0);
    expect(back.posted.map((job) => job.localDate)).toEqual(['2026-11-28']);
    // Down from then until before the hour two days later: the 29th is not posted late, the 30th is on time.
    clock = Date.parse('2026-11-30T07:00:00Z');
    expect(await back.work.tick()).toBe(1);
    expect(back.posted).toHaveLength(1);
    clock = Date.parse('2026-11-30T08:00:00Z');
    expect(await back.work.tick()).toBe(1);
    expect(back.posted.map((job) => job.localDate)).toEqual(['2026-11-28', '2026-11-30']);
  });

  it.each([
    { back: '2026-11-28T22:59:59.999Z', posted: ['2026-11-28'] },
    { back: '2026-11-28T23:00:00.000Z', posted: [] },
  ])(
    "posts a day missed while down when back by its local day's last moment, not from its midnight (back at $back)",
    async ({ back, posted }) => {
      clock = Date.parse('2026-11-28T06:00:00Z');
      await configure(process(), BERLIN_NINE);
      // Down over 09:00 in Berlin; back at 23:59:59.999 there, or at the next midnight (23:00 UTC in November).
      clock = Date.parse(back);
      const again = process(store.storage);
      expect(await again.work.tick()).toBe(1);
      expect(again.posted.map((job) => job.localDate)).toEqual(posted);
      clock = Date.parse('2026-11-29T08:00:00Z');
      expect(await again.work.tick()).toBe(1);
      expect(again.posted.map((job) => job.localDate)).toEqual([...posted, '2026-11-29']);
    },
  );

  it('is posted by one of two processes looking at once', async () => {
    clock = Date.parse('2026-11-28T06:00:00Z');
    const other = await store.another();
    try {
      const first = process();
      const second = process(other);
      await configure(first, BERLIN_NINE);
      clock = Date.parse('2026-11-28T08:00:00Z');
      await Promise.all([first.work.tick(), second.work.tick()]);
      expect([...first.posted, ...second.posted]).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('is not posted again by a process that takes over the work while the first is still posting', async () => {
    clock = Date.parse('2026-11-28T06:00:00Z');
    const other = await store.another();
    try {
      let finish: () => void = () => undefined;
      let posting = 0;
      const slow = process(store.storage, () => {
        posting++;
        return new Promise<void>((resolve) => (finish = resolve));
      });
      const second = process(other);
      await configure(second, BERLIN_NINE);
      clock = Date.parse('2026-11-28T08:00:00Z');
      const stuck = slow.work.tick();
      await expect.poll(() => posting).toBe(1);
      // The first process's lease runs out while it posts: the second gets the work, and finds the day claimed.
      clock += 61_000;
      expect(await second.work.tick()).toBe(1);
      expect(second.posted).toEqual([]);
      finish();
      await stuck;
      expect(posting).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('records a failed post for /settings and does not try it again that day', async () => {
    clock = Date.parse('2026-11-28T06:00:00Z');
    let tries = 0;
    const one = process(store.storage, async () => {
      tries++;
      throw new DailyPostFailure('the channel no longer exists');
    });
    await configure(one, BERLIN_NINE);
    clock = Date.parse('2026-11-28T08:00:00Z');
    expect(await one.work.tick()).toBe(1);
    expect(await one.posts.lastOutcome(GUILD)).toEqual({
      localDate: '2026-11-28',
      at: '2026-11-28T08:00:00.000Z',
      failure: 'the channel no longer exists',
    });
    for (const minutes of [1, 10, 600]) {
      clock = Date.parse('2026-11-28T08:00:00Z') + minutes * 60_000;
      expect(await one.work.tick()).toBe(0);
    }
    expect(tries).toBe(1);
    clock = Date.parse('2026-11-29T08:00:00Z');
    expect(await one.work.tick()).toBe(1);
    expect(tries).toBe(2);
  });

  it('moves the post to a new hour, never twice a day, and stops when turned off', async () => {
    clock = Date.parse('2026-11-28T06:00:00Z');
    const one = process();
    await configure(one, BERLIN_NINE);
    clock = Date.parse('2026-11-28T08:00:00Z');
    await one.work.tick();
    // Moved to 18:00 after today's post: not posted again today; tomorrow at 18:00, not at 9:00.
    await configure(one, { ...BERLIN_NINE, hour: 18 });
    clock = Date.parse('2026-11-28T17:00:00Z');
    await one.work.tick();
    expect(one.posted).toHaveLength(1);
    clock = Date.parse('2026-11-29T08:00:00Z');
    expect(await one.work.tick()).toBe(0);
    clock = Date.parse('2026-11-29T17:00:00Z');
    expect(await one.work.tick()).toBe(1);
    expect(one.posted.map((job) => job.localDate)).toEqual(['2026-11-28', '2026-11-29']);
    await configure(one, null);
    clock = Date.parse('2026-11-30T17:00:00Z');
    expect(await one.work.tick()).toBe(0);
    expect(one.posted).toHaveLength(2);
  });
});
