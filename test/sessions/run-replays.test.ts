/**
 * A run gets one replay: of claims made at once exactly one wins, the others are told it is being made;
 * once posted every claim is given its link; a claim given back, or left stale by a stopped process, is
 * taken by the next; a damaged record is replaced; and a record is kept for 30 days, then made anew and swept.
 */
import { describe, expect, it } from 'vitest';
import { RunReplays, replayKey } from '../../src/sessions/coach/run-replays.js';
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

  it('is kept for 30 days: then the next Watch makes it anew, and a later post sweeps it', async () => {
    const DAYS_30 = 30 * 86_400_000;
    let now = 1_000;
    const store = memoryStore();
    const replays = new RunReplays(store, () => now);
    const claim = await replays.claim('r1');
    if (claim.kind !== 'claimed') throw new Error('no claim');
    await replays.posted(claim.stamp, 'https://discord.com/channels/1/2/3');
    now += DAYS_30 - 1;
    expect((await replays.claim('r1')).kind).toBe('made');
    now += 1;
    const again = await replays.claim('r1');
    expect(again.kind).toBe('claimed');
    if (again.kind !== 'claimed') throw new Error('no claim');
    await replays.posted(again.stamp, 'https://discord.com/channels/1/2/4');
    expect(await replays.claim('r1')).toEqual({ kind: 'made', url: 'https://discord.com/channels/1/2/4' });
    // Given back and left: swept by another run's post once its time is up.
    const other = await replays.claim('r2');
    if (other.kind !== 'claimed') throw new Error('no claim');
    await replays.giveBack(other.stamp);
    now += DAYS_30;
    const third = await replays.claim('r3');
    if (third.kind !== 'claimed') throw new Error('no claim');
    await replays.posted(third.stamp, 'https://discord.com/channels/1/2/5');
    expect(store.rows.has(replayKey('r2'))).toBe(false);
    expect(store.rows.has(replayKey('r1'))).toBe(false);
    expect(store.rows.has(replayKey('r3'))).toBe(true);
  });
});
