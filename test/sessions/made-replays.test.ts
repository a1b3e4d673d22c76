/**
 * A run's replay is made once however many ask for it (members watching a daily privately, then its public
 * replay): asked again while it is made or after, it is the same GIF; one that failed is made again when asked;
 * only the last few runs' replays are kept.
 */
import { describe, expect, it } from 'vitest';
import { MadeReplays } from '../../src/sessions/coach/made-replays.js';
import type { MadeReplay, ReplayJob } from '../../src/sessions/coach/replay-messages.js';

/** A pool that counts the replays it is asked to make; `fail` makes the next one fail. */
function countingPool() {
  const made: string[] = [];
  const pool = {
    fail: false,
    made,
    async replay(job: ReplayJob): Promise<MadeReplay> {
      made.push(job.game);
      if (pool.fail) {
        pool.fail = false;
        throw new Error('the worker stopped');
      }
      return { bytes: Buffer.from(`GIF of ${job.game}`), frames: job.frames.length, width: 480, ms: 1 };
    },
  };
  return pool;
}

const job = (game: string): ReplayJob => ({ game, frames: [{ view: {}, caption: 'The deal' }] });

describe('made replays', () => {
  it("makes a run's replay once for every member who asks, at once or later", async () => {
    const pool = countingPool();
    const replays = new MadeReplays(pool);
    const [a, b] = await Promise.all([replays.replay('r1', job('scoundrel')), replays.replay('r1', job('scoundrel'))]);
    const later = await replays.replay('r1', job('scoundrel'));
    expect(pool.made).toEqual(['scoundrel']);
    expect(b.bytes).toBe(a.bytes);
    expect(later.bytes).toBe(a.bytes);
  });

  it('makes a replay that failed again when asked, and keeps only the last few runs', async () => {
    const pool = countingPool();
    const replays = new MadeReplays(pool, 2);
    pool.fail = true;
    await expect(replays.replay('r1', job('royale'))).rejects.toThrow('the worker stopped');
    await replays.replay('r1', job('royale'));
    expect(pool.made).toEqual(['royale', 'royale']);
    await replays.replay('r2', job('rogue'));
    await replays.replay('r1', job('royale'));
    await replays.replay('r3', job('assassin'));
    // r1 was asked for after r2, so r2 is the one no longer kept.
    await replays.replay('r1', job('royale'));
    await replays.replay('r2', job('rogue'));
    expect(pool.made).toEqual(['royale', 'royale', 'rogue', 'assassin', 'rogue']);
  });
});
