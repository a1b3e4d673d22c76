/**
 * A run gets one replay: of claims made at once exactly one wins, the others are told it is being made;
 * once posted every claim is given its link; a claim given back, or left stale by a stopped process, is
 * taken by the next; and a damaged record is replaced.
 */
import { describe, expect, it } from 'vitest';
import { RunReplays, replayKey } from '../../src/sessions/run-replays.js';
import { memoryStore } from '../helpers/memory-store.js';

describe("a run's replay", () => {
  it('is claimed by one of many clicks at once, and then given by its link', async () => {
    const store = memoryStore();
    const replays = new RunReplays(store, () => 1_000);
    const claims = await Promise.all([replays.claim('r1'), replays.claim('r1'), replays.claim('r1')]);
    expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'making')).toHaveLength(2);
    const won = claims.find((c) => c.kind === 'claimed')!;
    if (won.kind !== 'claimed') throw new Error('no claim');
    await replays.posted(won.stamp, 'https://discord.com/channels/1/2/3');
    expect(await replays.claim('r1')).toEqual({ kind: 'made', url: 'https://discord.com/channels/1/2/3' });
  });

  it('is claimed again once given back, or once a stopped process left it stale', async () => {
    let now = 0;
    const store = memoryStore();
    const replays = new RunReplays(store, () => now, 60_000);
    const first = await replays.claim('r1');
    if (first.kind !== 'claimed') throw new Error('no claim');
    await replays.giveBack(first.stamp);
    const second = await replays.claim('r1');
    expect(second.kind).toBe('claimed');
    now = 59_000;
    expect(await replays.claim('r1')).toEqual({ kind: 'making' });
    now = 61_000;
    expect((await replays.claim('r1')).kind).toBe('claimed');
    store.rows.set(replayKey('r2'), { nonsense: true });
    expect((await replays.claim('r2')).kind).toBe('claimed');
  });
});
