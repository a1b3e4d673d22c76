/** A table's journal in the store (src/sessions/table-journal.ts): in order, each move once, the oldest dropped, conditional. */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/catalog.js';
import { saga } from '../../src/games/saga/index.js';
import type { Logger } from '../../src/log.js';
import { Leaderboard } from '../../src/sessions/scores/leaderboard.js';
import { SessionService } from '../../src/sessions/session-service.js';
import type { KvStore } from '../../src/sessions/store/kv-store.js';
import { JOURNAL_PAGE_MOVES, JOURNAL_PAGES, TableJournal } from '../../src/sessions/table-journal.js';
import { availableBackends } from '../helpers/backends.js';
import { type TestStore, useTestStore } from '../helpers/store.js';

const CHANNEL = '300';
const table = (version: number, id = 's1') => ({ channelId: CHANNEL, id, version });
const at = (version: number) => new Date(Date.UTC(2026, 10, 28, 20, 0, version)).toISOString();

for (const backend of availableBackends()) {
  describe(`a table's journal (${backend})`, () => {
    let store!: TestStore;
    useTestStore(backend, (s) => {
      store = s;
    });

    it('reads its entries in the order of the moves, however they were appended, each move once', async () => {
      const journal = new TableJournal(store.storage.store);
      await journal.append(table(5), at(5), 'five');
      await journal.append(table(3), at(3), 'three');
      await journal.append(table(5), at(5), 'five again');
      await journal.append(table(7), at(7), 'seven');
      const read = await journal.read(table(7));
      expect(read.entries.map((e) => [e.v, e.text])).toEqual([
        [3, 'three'],
        [5, 'five'],
        [7, 'seven'],
      ]);
      expect(read.keptFrom).toBe(1);
    });

    it('never reads a page an earlier table of the channel left, where this table has written none', async () => {
      const journal = new TableJournal(store.storage.store);
      await journal.append(table(50, 'old'), at(50), 'the table before');
      // This table's first moves told nothing; its first entry is on the second page.
      const version = JOURNAL_PAGE_MOVES + 20;
      await journal.append(table(version, 'new'), at(version), 'this table');
      expect((await journal.read(table(version, 'new'))).entries.map((e) => e.text)).toEqual(['this table']);
      expect((await journal.read(table(50, 'old'))).entries.map((e) => e.text)).toEqual(['the table before']);
    });

    it('reads a damaged page as empty and writes over it on the next append', async () => {
      await store.writeRaw(`journal:${CHANNEL}:0`, '{"value":{"id":"s1","version":"x"');
      const journal = new TableJournal(store.storage.store);
      expect((await journal.read(table(3))).entries).toEqual([]);
      await journal.append(table(3), at(3), 'three');
      expect((await journal.read(table(3))).entries.map((e) => e.text)).toEqual(['three']);
    });

    it(`keeps the last ${JOURNAL_PAGES} pages of ${JOURNAL_PAGE_MOVES} moves and drops the oldest, deleting their rows`, async () => {
      const journal = new TableJournal(store.storage.store);
      const last = (JOURNAL_PAGES + 2) * JOURNAL_PAGE_MOVES + 5;
      for (let v = 1; v <= last; v++) await journal.append(table(v), at(v), `move ${v}`);
      const read = await journal.read(table(last));
      const kept = 3 * JOURNAL_PAGE_MOVES;
      expect(read.keptFrom).toBe(kept);
      expect(read.entries[0]).toMatchObject({ v: kept, text: `move ${kept}` });
      expect(read.entries).toHaveLength(last - kept + 1);
      expect(read.entries.at(-1)?.v).toBe(last);
      for (const page of [0, 1, 2]) expect(await store.storage.store.get(`journal:${CHANNEL}:${page}`)).toBeUndefined();
    });

    it('keeps moves 1 to 999 whole, and drops the first page (moves 1 to 99) with the 1,000th move', async () => {
      const journal = new TableJournal(store.storage.store);
      for (let v = 1; v <= 999; v++) await journal.append(table(v), at(v), `move ${v}`);
      const before = await journal.read(table(999));
      expect(before.keptFrom).toBe(1);
      expect(before.entries.map((e) => e.v)).toEqual(Array.from({ length: 999 }, (_, n) => n + 1));
      await journal.append(table(1_000), at(1_000), 'move 1000');
      const after = await journal.read(table(1_000));
      expect(after.keptFrom).toBe(100);
      expect(after.entries.map((e) => e.v)).toEqual(Array.from({ length: 901 }, (_, n) => n + 100));
      expect(await store.storage.store.get(`journal:${CHANNEL}:0`)).toBeUndefined();
    });

    it('keeps an entry of 2,000 characters whole, and the first 2,000 of a longer one', async () => {
      const journal = new TableJournal(store.storage.store);
      const whole = `${'a'.repeat(1_999)}b`;
      const longer = `${'c'.repeat(2_000)}d`;
      await journal.append(table(1), at(1), whole);
      await journal.append(table(2), at(2), longer);
      expect((await journal.read(table(2))).entries.map((e) => e.text)).toEqual([whole, 'c'.repeat(2_000)]);
    });

    it('loses no entry to a process appending between its read and its write, and never reads an earlier table as this one', async () => {
      const other = await store.another();
      try {
        const mine = new TableJournal(store.storage.store);
        await mine.append(table(2, 'old'), at(2), 'the table before');
        let raced = false;
        // The other process reads the page, then this one appends before the other writes.
        const racing: KvStore = {
          get: async (key) => {
            const value = await other.store.get(key);
            if (!raced) {
              raced = true;
              await mine.append(table(4), at(4), 'mine');
            }
            return value;
          },
          set: (key, value, ttl) => other.store.set(key, value, ttl),
          delete: (key) => other.store.delete(key),
          sweepExpired: (prefix, now, limit) => other.store.sweepExpired(prefix, now, limit),
          setIfVersion: (key, value, expected) => other.store.setIfVersion(key, value, expected),
        };
        await new TableJournal(racing).append(table(6), at(6), 'theirs');
        expect(raced).toBe(true);
        expect((await mine.read(table(6))).entries.map((e) => e.text)).toEqual(['mine', 'theirs']);
      } finally {
        await other.close();
      }
    });
  });
}

describe('the journal of a table played through the session service', () => {
  let store!: TestStore;
  useTestStore('sqlite', (s) => {
    store = s;
  });

  it('gets what each saved move adds to the story, in a row beside the session, and goes with the table', async () => {
    const started = await store.sessions.start({
      channelId: CHANNEL,
      guildId: '1',
      game: saga,
      ownerId: '10',
      ownerName: 'Gail',
      seed: 'j',
    });
    if (started.kind !== 'started') throw new Error(started.kind);
    const join = { type: 'join', player: '11', member: 'Ann', name: 'Ann', cliches: [{ name: 'Poet', rating: 2 }] };
    const joined = await store.sessions.act({ channelId: CHANNEL, actor: '11', action: join });
    if (joined.kind !== 'applied') throw new Error(joined.kind);
    const refused = await store.sessions.act({ channelId: CHANNEL, actor: '11', action: { type: 'resolve' } });
    expect(refused.kind).toBe('refused');
    const story = await store.sessions.story(joined.session);
    expect(story.entries).toEqual([{ v: 1, at: joined.session.updatedAt, text: 'Ann joins as Ann (edge 2, hand of 4).' }]);
    expect(await store.storage.store.get(`journal:${CHANNEL}:0`)).toMatchObject({ id: joined.session.id });
    expect(await store.sessions.end(CHANNEL, '10', false)).toMatchObject({ kind: 'ended' });
    expect(await store.storage.store.get(`journal:${CHANNEL}:0`)).toBeUndefined();
  });

  it('keeps a move whose story could not be appended, and says so in the log', async () => {
    const warnings: string[] = [];
    const log: Logger = { info: () => undefined, warn: (message) => warnings.push(message), error: () => undefined };
    const kv = store.storage.store;
    // The journal's writes fail; the session's own go through.
    const failing: KvStore = {
      get: (key) => kv.get(key),
      set: (key, value, ttl) => kv.set(key, value, ttl),
      delete: (key) => kv.delete(key),
      sweepExpired: (prefix, now, limit) => kv.sweepExpired(prefix, now, limit),
      setIfVersion: async (key, value, expected, ttl) => {
        if (key.startsWith('journal:')) throw new Error('the store failed');
        return kv.setIfVersion(key, value, expected, ttl);
      },
    };
    const sessions = new SessionService(failing, new Leaderboard(store.storage.ledger), { findGame, log });
    const started = await sessions.start({ channelId: CHANNEL, guildId: '1', game: saga, ownerId: '10', ownerName: 'Gail', seed: 'j' });
    if (started.kind !== 'started') throw new Error(started.kind);
    const join = { type: 'join', player: '11', member: 'Ann', name: 'Ann', cliches: [{ name: 'Poet', rating: 2 }] };
    expect(await sessions.act({ channelId: CHANNEL, actor: '11', action: join })).toMatchObject({
      kind: 'applied',
      session: { version: 1 },
    });
    expect(await store.sessions.load(CHANNEL)).toMatchObject({ kind: 'ok', session: { version: 1, state: { players: [{ id: '11' }] } } });
    expect(warnings).toEqual([`move 1 in channel ${CHANNEL} is saved, but not in its journal: Error: the store failed`]);
    expect((await sessions.story(started.session)).entries).toEqual([]);
  });
});
