import { describe, expect, it } from 'vitest';
import { BoardMessages } from '../../src/sessions/board-messages.js';
import { channelPlace } from '../../src/sessions/session.js';
import type { KvStore } from '../../src/sessions/store/kv-store.js';

const C1 = channelPlace('c1');

/** A store in memory that counts its writes. */
function countingStore(): KvStore & { writes: number } {
  const rows = new Map<string, unknown>();
  return {
    writes: 0,
    get: async (key) => rows.get(key),
    async set(key, value) {
      this.writes++;
      rows.set(key, structuredClone(value));
    },
    delete: async (key) => void rows.delete(key),
    setIfVersion: () => Promise.reject(new Error('the live board is never written conditionally')),
    sweepExpired: async () => 0,
  };
}

describe('the live board of a channel', () => {
  it('is written when a board is posted, and not again by the clicks that redraw it in place', async () => {
    const store = countingStore();
    const boards = new BoardMessages(store);
    const board = { sessionId: 's1', messageId: 'm1', reach: 'channel' as const };
    expect(await boards.set(C1, board)).toBeUndefined();
    for (let click = 0; click < 5; click++) expect(await boards.set(C1, { ...board })).toEqual(board);
    expect(store.writes).toBe(1);
    expect(await boards.get(C1)).toEqual(board);
  });

  it('is written again for another message, another session or another reach, and returns the board it replaces', async () => {
    const store = countingStore();
    const boards = new BoardMessages(store);
    const first = { sessionId: 's1', messageId: 'm1', reach: 'channel' as const };
    await boards.set(C1, first);
    expect(await boards.set(C1, { ...first, messageId: 'm2' })).toEqual(first);
    expect(await boards.set(C1, { sessionId: 's2', messageId: 'm2', reach: 'channel' })).toMatchObject({ sessionId: 's1' });
    expect(await boards.set(C1, { sessionId: 's2', messageId: 'm2', reach: 'interaction' })).toMatchObject({ reach: 'channel' });
    expect(store.writes).toBe(4);
    expect(await boards.get(C1)).toEqual({ sessionId: 's2', messageId: 'm2', reach: 'interaction' });
  });

  it('reads a record written before the version was dropped from it, and takes a board without a reach as one in its channel', async () => {
    const store = countingStore();
    await store.set('live-board:c1', { sessionId: 's1', messageId: 'm1', version: 7 });
    const boards = new BoardMessages(store);
    expect(await boards.get(C1)).toEqual({ sessionId: 's1', messageId: 'm1' });
    await boards.set(C1, { sessionId: 's1', messageId: 'm1', reach: 'channel' });
    expect(store.writes).toBe(1);
  });

  it("keeps a member's private board apart from the channel's, and from another member's", async () => {
    const boards = new BoardMessages(countingStore());
    const channel = { sessionId: 's1', messageId: 'm1', reach: 'channel' as const };
    const mine = { sessionId: 's2', messageId: 'm2', reach: 'interaction' as const };
    await boards.set(C1, channel);
    await boards.set({ channelId: 'c1', privateTo: 'u1' }, mine);
    expect(await boards.get(C1)).toEqual(channel);
    expect(await boards.get({ channelId: 'c1', privateTo: 'u1' })).toEqual(mine);
    expect(await boards.get({ channelId: 'c1', privateTo: 'u2' })).toBeUndefined();
    await boards.delete({ channelId: 'c1', privateTo: 'u1' });
    expect(await boards.get(C1)).toEqual(channel);
  });
});
