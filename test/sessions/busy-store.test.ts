import KeyvSqlite from '@keyv/sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import { retryWhileBusy, StoreBusyError } from '../../src/sessions/store/kv-store.js';
import { openTestStore, type TestStore } from '../helpers/store.js';
import { ALICE, CHANNEL, startRun } from './fixture.js';

let store: TestStore;
let locker: KeyvSqlite;

beforeEach(async () => {
  store = await openTestStore();
  locker = new KeyvSqlite({ uri: store.url });
});
afterEach(async () => {
  await locker.query('ROLLBACK').catch(() => undefined);
  await locker.disconnect();
  await store.close();
  store.cleanup();
});

/** Another connection takes SQLite's write lock, as a second process writing would. */
async function holdWriteLock(): Promise<void> {
  await locker.query('BEGIN IMMEDIATE');
}

async function startAndFirstMove() {
  const session = await startRun(store.sessions, { guildId: null, game: scoundrel, ownerId: ALICE, ownerName: 'A', seed: 'busy' });
  const [action] = scoundrel.legalActions(session.state as ScoundrelState);
  return { session, action };
}

describe('Sessions: a busy SQLite store', () => {
  it('runs SQLite in WAL mode, so reads go on while another connection writes', async () => {
    expect(await store.storage.raw('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
  });

  it('retries through a short lock and makes the move', async () => {
    const { session, action } = await startAndFirstMove();
    await holdWriteLock();
    setTimeout(() => void locker.query('COMMIT'), 300);
    const outcome = await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: 0 });
    expect(outcome.kind).toBe('applied');
    expect((await store.sessions.load(CHANNEL)).kind === 'ok' && (await store.sessions.load(CHANNEL))).toMatchObject({
      session: { version: 1 },
    });
  });

  it('gives up after bounded retries with StoreBusyError, and the move is not half made', async () => {
    const { session, action } = await startAndFirstMove();
    await holdWriteLock();
    const started = Date.now();
    await expect(
      store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: 0 }),
    ).rejects.toBeInstanceOf(StoreBusyError);
    expect(Date.now() - started).toBeLessThan(2500);
    await locker.query('COMMIT');
    const loaded = await store.sessions.load(CHANNEL);
    expect(loaded).toMatchObject({ kind: 'ok', session: { version: 0 } });
    const retried = await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: 0 });
    expect(retried.kind).toBe('applied');
  });

  it('still reads while another connection writes (WAL), so a lock never looks like "no game"', async () => {
    await startAndFirstMove();
    await holdWriteLock();
    expect((await store.sessions.load(CHANNEL)).kind).toBe('ok');
  });

  it('does not retry errors other than a busy store', async () => {
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }));
    };
    await expect(retryWhileBusy(failing, [1, 1, 1])).rejects.toThrow('disk I/O error');
    expect(calls).toBe(1);
    let busyCalls = 0;
    const busy = () => {
      busyCalls++;
      return Promise.reject(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }));
    };
    await expect(retryWhileBusy(busy, [1, 1, 1])).rejects.toBeInstanceOf(StoreBusyError);
    expect(busyCalls).toBe(4);
  });
});
