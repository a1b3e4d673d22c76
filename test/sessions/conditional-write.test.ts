import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findGame } from '../../src/catalog.js';
import { type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import { Leaderboard } from '../../src/sessions/scores/leaderboard.js';
import { sessionKey } from '../../src/sessions/session.js';
import { SessionService } from '../../src/sessions/session-service.js';
import type { Storage } from '../../src/sessions/store/storage.js';
import { availableBackends } from '../helpers/backends.js';
import { openTestStore, type TestStore } from '../helpers/store.js';

const CHANNEL = '100000000000000001';
const ALICE = '300000000000000001';
describe.each(availableBackends())('Store (%s)', (backend) => {
  let store: TestStore;
  let second: Storage;
  let other: SessionService;

  beforeEach(async () => {
    store = await openTestStore(backend);
    second = await store.another();
    other = new SessionService(second.store, new Leaderboard(second.ledger), { findGame });
  });
  afterEach(async () => {
    await second.close();
    await store.close();
    store.cleanup();
  });

  async function started() {
    const outcome = await store.sessions.start({
      channelId: CHANNEL,
      guildId: null,
      game: scoundrel,
      ownerId: ALICE,
      ownerName: 'A',
      seed: 'cas',
    });
    if (outcome.kind !== 'started') throw new Error(outcome.kind);
    return outcome.session;
  }

  describe('Store: the conditional write', () => {
    it('writes only over the expected version, or only where nothing is stored', async () => {
      const key = 'session:x';
      const { store: kv } = store.storage;
      expect(await kv.setIfVersion(key, { id: 'a', version: 0 }, null)).toBe(true);
      expect(await kv.setIfVersion(key, { id: 'a', version: 0 }, null)).toBe(false);
      expect(await kv.setIfVersion(key, { id: 'a', version: 2 }, { id: 'a', version: 1 })).toBe(false);
      expect(await kv.setIfVersion(key, { id: 'a', version: 1 }, { id: 'a', version: 0 })).toBe(true);
      expect(await kv.get(key)).toEqual({ id: 'a', version: 1 });
    });

    it('gives what it writes a time to live where the backend expires keys itself (Redis)', async () => {
      const { store: kv } = store.storage;
      expect(await kv.setIfVersion('review:ttl', { id: 'a', version: 1 }, null, 60_000)).toBe(true);
      expect(await kv.setIfVersion('review:kept', { id: 'a', version: 1 }, null)).toBe(true);
      expect(await kv.get('review:ttl')).toEqual({ id: 'a', version: 1 });
      if (backend !== 'redis') return;
      const ttl = Number(await store.storage.raw('PTTL', 'review:ttl'));
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
      expect(Number(await store.storage.raw('PTTL', 'review:kept'))).toBe(-1);
    });

    it('never writes over another game stored at the same version', async () => {
      const key = 'session:z';
      const { store: kv } = store.storage;
      expect(await kv.setIfVersion(key, { id: 'new', version: 0 }, null)).toBe(true);
      expect(await kv.setIfVersion(key, { id: 'old', version: 1 }, { id: 'old', version: 0 })).toBe(false);
      expect(await kv.get(key)).toEqual({ id: 'new', version: 0 });
    });

    it('refuses to write over a damaged row instead of failing', async () => {
      await store.writeRaw('session:y', 'not json {');
      expect(await store.storage.store.setIfVersion('session:y', { id: 'a', version: 1 }, { id: 'a', version: 0 })).toBe(false);
    });
  });

  describe('Sessions: two processes on one store', () => {
    it('never both apply a move when they race on the same board', async () => {
      const session = await started();
      await other.load(CHANNEL);
      const [action] = scoundrel.legalActions(session.state as ScoundrelState);
      const request = { channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: 0 };
      const outcomes = await Promise.all([
        store.sessions.act(request),
        other.act(request),
        store.sessions.act(request),
        other.act(request),
      ]);
      expect(outcomes.filter((o) => o.kind === 'applied')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'repeated')).toHaveLength(3);
      expect((await store.storage.keyv.get(sessionKey(CHANNEL))) as { version: number }).toMatchObject({ version: 1 });
    });

    it('catches a copy made stale by the other process at the write, and plays on from the stored one', async () => {
      const session = await started();
      const [first, second] = scoundrel.legalActions(session.state as ScoundrelState);
      expect((await other.act({ channelId: CHANNEL, actor: ALICE, action: first, sessionId: session.id, version: 0 })).kind).toBe(
        'applied',
      );
      const stale = await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: second, sessionId: session.id, version: 0 });
      expect(stale).toMatchObject({ kind: 'stale', session: { version: 1 } });
      const loaded = await store.sessions.load(CHANNEL);
      const [next] = scoundrel.legalActions((loaded.kind === 'ok' ? loaded.session.state : null) as ScoundrelState);
      expect((await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: next, version: 1 })).kind).toBe('applied');
    });

    it('sees a game the other process ended', async () => {
      const session = await started();
      expect((await other.end(CHANNEL, ALICE, false)).kind).toBe('ended');
      const [action] = scoundrel.legalActions(session.state as ScoundrelState);
      expect((await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, version: 0 })).kind).toBe('none');
    });
  });
});
