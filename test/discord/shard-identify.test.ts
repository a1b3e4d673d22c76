import { describe, expect, it } from 'vitest';
import { IDENTIFY_WINDOW_MS, IdentifyQueue, parseShardList } from '../../src/discord/client/shard-identify.js';

describe('Shards: which ones a machine runs', () => {
  it('reads ranges and lists of shards below the total', () => {
    expect(parseShardList('0-7', 16)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(parseShardList('8-15', 16)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(parseShardList('0, 2,5-6,2', 8)).toEqual([0, 2, 5, 6]);
  });

  it.each([
    ['16', 16],
    ['7-3', 16],
    ['a-b', 16],
    ['', 4],
    ['0-4', 4],
  ])('refuses %j with %i shards in all', (text, total) => {
    expect(() => parseShardList(text, total)).toThrow(/SHARDS/);
  });
});

describe('Shards: the identify queue of one machine', () => {
  /** A queue over a simulated clock: time only moves when every shard waits; returns when each shard was let through. */
  async function grants(maxConcurrency: number, shards: number[]): Promise<number[]> {
    let clock = 1_000_000;
    const timers: { at: number; wake: () => void }[] = [];
    const sleep = (ms: number) => new Promise<void>((wake) => timers.push({ at: clock + ms, wake }));
    const queue = new IdentifyQueue(maxConcurrency, () => clock, sleep);
    const at: number[] = [];
    const all = Promise.all(shards.map((id) => queue.acquire(id).then(() => void (at[id] = clock))));
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift();
      if (!next) break;
      clock = next.at;
      next.wake();
    }
    await all;
    return at;
  }

  it('lets one shard of a bucket identify per window, in the order asked', async () => {
    const at = await grants(1, [0, 1, 2]);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(IDENTIFY_WINDOW_MS);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(IDENTIFY_WINDOW_MS);
  });

  it('lets shards of different buckets (id % max_concurrency) identify together', async () => {
    const at = await grants(2, [0, 1, 2, 3]);
    expect(at[1]).toBe(at[0]);
    expect(at[3]).toBe(at[2]);
    expect(at[2]! - at[0]!).toBeGreaterThanOrEqual(IDENTIFY_WINDOW_MS);
  });
});
