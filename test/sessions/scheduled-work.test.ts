/**
 * Scheduled work on every backend, on a fake clock: done when due and not before, once however many
 * processes look at the same moment, again by another process when the one that claimed it died, and
 * never finished over a newer time its handler set; `stop()` leaves no timer behind.
 */
import { describe, expect, it, vi } from 'vitest';
import { ScheduledWork, type WorkHandler } from '../../src/sessions/time/scheduled-work.js';
import { availableBackends } from '../helpers/backends.js';
import { type TestStore, useTestStore } from '../helpers/store.js';

const T0 = Date.parse('2026-11-28T09:00:00Z');

describe.each(availableBackends())('Scheduled work (%s)', (backend) => {
  let store: TestStore;
  useTestStore(backend, (opened) => (store = opened));
  let clock = T0;
  const now = () => new Date(clock);

  /** A process's scheduled work over `queue`, recording what its handler of `kind` saw. */
  function worker(queue = store.storage.work, handler?: WorkHandler) {
    const done: string[] = [];
    const work = new ScheduledWork(queue, { now, leaseMs: 60_000 });
    work.handle('race-close', handler ?? (async ({ key, payload }) => void done.push(`${key}:${JSON.stringify(payload)}`)));
    return { work, done };
  }

  it('does work when it is due, not before, and once', async () => {
    clock = T0;
    const { work, done } = worker();
    await work.schedule('race-close', 'r1', new Date(T0 + 30_000), { channel: '42' });
    await work.schedule('race-close', 'r2', new Date(T0 + 10_000), null);
    expect(await work.tick()).toBe(0);
    clock = T0 + 10_000;
    expect(await work.tick()).toBe(1);
    clock = T0 + 3_600_000;
    expect(await work.tick()).toBe(1);
    expect(await work.tick()).toBe(0);
    expect(done).toEqual(['r2:null', 'r1:{"channel":"42"}']);
  });

  it('is done by one process when several look at once', async () => {
    clock = T0;
    const others = await Promise.all([store.another(), store.another()]);
    try {
      const workers = [worker(), worker(others[0]!.work), worker(others[1]!.work)];
      for (let i = 0; i < 10; i++) await workers[0]!.work.schedule('race-close', `r${i}`, new Date(T0 + i), i);
      clock = T0 + 1_000;
      const counts = await Promise.all(workers.map(({ work }) => work.tick()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(10);
      expect(workers.flatMap(({ done }) => done).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `r${i}:${i}`).sort());
    } finally {
      for (const other of others) await other.close();
    }
  });

  it('is done again by another process once the lease of one that died runs out', async () => {
    clock = T0;
    let died = false;
    const dying = worker(store.storage.work, () => new Promise<void>(() => void (died = true)));
    await dying.work.schedule('race-close', 'r1', new Date(T0), 'x');
    void dying.work.tick();
    await expect.poll(() => died).toBe(true);
    const other = await store.another();
    try {
      const second = worker(other.work);
      expect(await second.work.tick()).toBe(0);
      clock = T0 + 60_001;
      expect(await second.work.tick()).toBe(1);
      expect(second.done).toEqual(['r1:"x"']);
    } finally {
      await other.close();
    }
  });

  it('keeps the next time a handler sets under the same key', async () => {
    clock = T0;
    const daily = new ScheduledWork(store.storage.work, { now });
    const posts: number[] = [];
    daily.handle('daily-post', async ({ key, dueAt }) => {
      posts.push(dueAt.getTime());
      await daily.schedule('daily-post', key, new Date(dueAt.getTime() + 86_400_000));
    });
    await daily.schedule('daily-post', 'guild-1', new Date(T0));
    expect(await daily.tick()).toBe(1);
    clock = T0 + 86_400_000;
    expect(await daily.tick()).toBe(1);
    expect(posts).toEqual([T0, T0 + 86_400_000]);
    await daily.cancel('daily-post', 'guild-1');
    clock = T0 + 3 * 86_400_000;
    expect(await daily.tick()).toBe(0);
  });

  it('leaves work of a kind it does not do for a process that does, and finishes a failed piece', async () => {
    clock = T0;
    const { work } = worker(store.storage.work, () => Promise.reject(new Error('the channel is gone')));
    await work.schedule('race-close', 'r1', new Date(T0));
    await work.schedule('tournament-day', 't1', new Date(T0));
    expect(await work.tick()).toBe(2);
    clock = T0 + 120_000;
    const later = new ScheduledWork(store.storage.work, { now });
    const days: string[] = [];
    later.handle('tournament-day', async ({ key }) => void days.push(key));
    later.handle('race-close', async () => undefined);
    expect(await later.tick()).toBe(1);
    expect(days).toEqual(['t1']);
  });
});

describe('Scheduled work: the timer', () => {
  it('looks every interval once started, and leaves no timer after stop', async () => {
    vi.useFakeTimers();
    try {
      let looks = 0;
      const queue = {
        schedule: async () => undefined,
        cancel: async () => undefined,
        finish: async () => undefined,
        claimDue: async () => {
          looks++;
          return [];
        },
      };
      const work = new ScheduledWork(queue, { intervalMs: 5_000 });
      work.start();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(looks).toBe(3);
      await work.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
