/**
 * The store decides: a refusal is only given after the store says so, the cache never
 * replaces a newer copy with an older one, the channel's lock keeps commands in order, ranked deals
 * are claimed once, and ending a finished run settles it first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findGame } from '../../src/catalog.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import { DailyDeals } from '../../src/sessions/daily/daily-deals.js';
import { Leaderboard } from '../../src/sessions/scores/leaderboard.js';
import type { Session } from '../../src/sessions/session.js';
import { SessionCache } from '../../src/sessions/session-cache.js';
import { SessionService } from '../../src/sessions/session-service.js';
import type { KvStore } from '../../src/sessions/store/kv-store.js';
import type { Storage } from '../../src/sessions/store/storage.js';
import { availableBackends } from '../helpers/backends.js';
import { openTestStore, type TestStore } from '../helpers/store.js';
import { ALICE, BOB, CHANNEL, GUILD, playFirstMoves, startRun } from './fixture.js';

const OTHER_CHANNEL = '100000000000000002';
const TODAY = '2026-11-22';

/** A store whose reads can be held back, and whose failed conditional writes are counted. */
function gatedStore(inner: KvStore) {
  let gate: Promise<void> | null = null;
  let open = () => undefined as void;
  const counts = { failedWrites: 0 };
  const store: KvStore = {
    async get(key) {
      const value = await inner.get(key);
      if (gate) await gate;
      return value;
    },
    set: (key, value) => inner.set(key, value),
    delete: (key) => inner.delete(key),
    sweepExpired: (prefix, now, limit) => inner.sweepExpired(prefix, now, limit),
    async setIfVersion(key, value, expected) {
      const written = await inner.setIfVersion(key, value, expected);
      if (!written) counts.failedWrites++;
      return written;
    },
  };
  return {
    store,
    counts,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
  };
}

function firstMove(session: Session): ScoundrelAction {
  const [action] = scoundrel.legalActions(session.state as ScoundrelState);
  if (!action) throw new Error('no move');
  return action;
}

describe.each(availableBackends())('The store decides (%s)', (backend) => {
  let store: TestStore;
  let second: Storage;

  beforeEach(async () => {
    store = await openTestStore(backend);
    second = await store.another();
  });
  afterEach(async () => {
    await second.close();
    await store.close();
    store.cleanup();
  });

  /** Alice's Scoundrel run of `seed`, started through `sessions`. */
  const startIn = (sessions: SessionService, seed: string, channelId = CHANNEL) =>
    startRun(sessions, { channelId, guildId: GUILD, game: scoundrel, ownerId: ALICE, ownerName: 'Alice', seed });

  /** Plays the run to its end with the first move offered each time. */
  const playToEnd = (sessions: SessionService, session: Session) => playFirstMoves(sessions, scoundrel, session);

  describe('The cache only saves reads', () => {
    it('never refuses the newest board because a read that began before a move finished after it', async () => {
      const gated = gatedStore(store.storage.store);
      const sessions = new SessionService(gated.store, store.leaderboard, { findGame });
      const session = await startIn(sessions, 'slow-read');
      gated.hold();
      const slowShow = sessions.load(CHANNEL); // `/game show` or "My hand": reads version 0, answers later
      await new Promise((resolve) => setTimeout(resolve, 20));
      const moved = await sessions.act({ channelId: CHANNEL, actor: ALICE, action: firstMove(session), sessionId: session.id, version: 0 });
      gated.release();
      await slowShow;
      expect(moved.kind).toBe('applied');
      const next = moved.kind === 'applied' ? moved.session : session;
      const click = await sessions.act({ channelId: CHANNEL, actor: ALICE, action: firstMove(next), sessionId: session.id, version: 1 });
      expect(click.kind).toBe('applied');
    });

    it('plays the newest board in a process whose cached copy another process made stale', async () => {
      const mine = new SessionService(store.storage.store, store.leaderboard, { findGame });
      const theirs = new SessionService(second.store, new Leaderboard(second.ledger), { findGame });
      const session = await startIn(mine, 'moved-there');
      const moved = await theirs.act({ channelId: CHANNEL, actor: ALICE, action: firstMove(session), sessionId: session.id, version: 0 });
      if (moved.kind !== 'applied') throw new Error(moved.kind);
      const click = await mine.act({
        channelId: CHANNEL,
        actor: ALICE,
        action: firstMove(moved.session),
        sessionId: session.id,
        version: 1,
      });
      expect(click).toMatchObject({ kind: 'applied', session: { version: 2 } });
    });

    it("plays a new game's board in a process that cached the game it replaced", async () => {
      const mine = new SessionService(store.storage.store, store.leaderboard, { findGame });
      const theirs = new SessionService(second.store, new Leaderboard(second.ledger), { findGame });
      await playToEnd(mine, await startIn(mine, 'ended-here')); // this process caches the finished game
      const fresh = await startIn(theirs, 'started-there');
      const click = await mine.act({
        channelId: CHANNEL,
        actor: ALICE,
        action: firstMove(fresh),
        game: 'scoundrel',
        sessionId: fresh.id,
        version: 0,
      });
      expect(click.kind).toBe('applied');
    });

    it('never writes a cached copy of an ended game over the game that replaced it', async () => {
      const mine = new SessionService(store.storage.store, store.leaderboard, { findGame });
      const theirs = new SessionService(second.store, new Leaderboard(second.ledger), { findGame });
      const old = await startIn(mine, 'old-game');
      expect((await theirs.end(CHANNEL, ALICE, false)).kind).toBe('ended');
      const fresh = await startIn(theirs, 'new-game');
      // A command (no board) in the process whose cache still holds the old game at the same version.
      const outcome = await mine.act({ channelId: CHANNEL, actor: ALICE, action: firstMove(fresh) });
      expect(outcome).toMatchObject({ kind: 'applied', session: { id: fresh.id, version: 1 } });
      const stored = await theirs.load(CHANNEL);
      expect(stored).toMatchObject({ kind: 'ok', session: { id: fresh.id, seed: 'new-game', version: 1 } });
      expect(old.id).not.toBe(fresh.id);
    });

    it('refuses a board as out of date only when the store has moved on', async () => {
      const mine = new SessionService(store.storage.store, store.leaderboard, { findGame });
      const theirs = new SessionService(second.store, new Leaderboard(second.ledger), { findGame });
      const session = await startIn(mine, 'moved-elsewhere');
      const [first, other] = scoundrel.legalActions(session.state as ScoundrelState);
      expect((await theirs.act({ channelId: CHANNEL, actor: ALICE, action: first, sessionId: session.id, version: 0 })).kind).toBe(
        'applied',
      );
      const stale = await mine.act({ channelId: CHANNEL, actor: ALICE, action: other, sessionId: session.id, version: 0 });
      expect(stale).toMatchObject({ kind: 'stale', session: { version: 1 } });
    });

    it("refuses a custom id naming another game than the session's, and saves nothing", async () => {
      const session = await startIn(store.sessions, 'wrong-game');
      const outcome = await store.sessions.act({
        channelId: CHANNEL,
        actor: ALICE,
        action: firstMove(session),
        game: 'assassin',
        sessionId: session.id,
        version: 0,
      });
      expect(outcome.kind).toBe('invalid');
      expect(await store.sessions.load(CHANNEL)).toMatchObject({ kind: 'ok', session: { version: 0 } });
    });
  });

  describe("The channel's lock", () => {
    it('applies commands sent at once one after another, in order, without a single conflicting write', async () => {
      const gated = gatedStore(store.storage.store);
      const sessions = new SessionService(gated.store, store.leaderboard, { findGame });
      const session = await startIn(sessions, 'lock');
      // Six moves that are legal in this order whatever the cards: face the room's cards one by one.
      const room = (session.state as ScoundrelState).room;
      const moves = room.slice(0, 3).map((card) => ({ type: 'face', card }) as const);
      const outcomes = await Promise.all(moves.map((action) => sessions.act({ channelId: CHANNEL, actor: ALICE, action })));
      expect(outcomes.map((o) => o.kind)).toEqual(['applied', 'applied', 'applied']);
      expect(outcomes.map((o) => (o.kind === 'applied' ? o.session.version : -1))).toEqual([1, 2, 3]);
      expect(gated.counts.failedWrites).toBe(0);
      const stored = await sessions.load(CHANNEL);
      expect(stored.kind === 'ok' && stored.session.actions).toEqual(moves);
    });
  });

  describe('Ranked deals are claimed once', () => {
    const dailies = () => new DailyDeals(store.storage.ledger);

    async function startRanked(seed: string, channelId = CHANNEL, user = ALICE) {
      return store.sessions.start({
        channelId,
        guildId: GUILD,
        game: scoundrel,
        ownerId: user,
        ownerName: 'Player',
        seed,
        ranking: dailies().claimFor('scoundrel', 'Scoundrel', seed, user, TODAY),
      });
    }

    it('makes a deal peeked at, ended and started again unranked', async () => {
      expect(await startRanked('peek')).toMatchObject({ kind: 'started', ranking: { ranked: true } });
      expect((await store.sessions.end(CHANNEL, ALICE, false)).kind).toBe('ended');
      expect(await startRanked('peek')).toMatchObject({
        kind: 'started',
        ranking: { ranked: false, note: expect.stringMatching(/played before/) },
      });
    });

    it('ranks one of two runs of the same deal started at once in two channels', async () => {
      const [a, b] = await Promise.all([startRanked('twin', CHANNEL), startRanked('twin', OTHER_CHANNEL, BOB)]);
      const ranked = [a, b].filter((o) => o.kind === 'started' && o.ranking.ranked);
      expect([a.kind, b.kind]).toEqual(['started', 'started']);
      expect(ranked).toHaveLength(1);
    });

    it('takes the daily attempt only in a free channel: a start refused as busy takes nothing', async () => {
      const daily = await dailies().seedFor('scoundrel', TODAY);
      await startIn(store.sessions, 'busy-here', CHANNEL);
      const [busy, free] = await Promise.all([startRanked(daily, CHANNEL), startRanked(daily, OTHER_CHANNEL)]);
      expect(busy.kind).toBe('busy');
      expect(free).toMatchObject({ kind: 'started', ranking: { ranked: true, daily: TODAY } });
      expect(await startRanked(daily, '100000000000000003')).toMatchObject({ kind: 'started', ranking: { ranked: false, daily: TODAY } });
    });

    it('gives the claim back when the start could not be saved', async () => {
      let writes = 0;
      const inner = store.storage.store;
      const failing: KvStore = {
        ...inner,
        get: (k) => inner.get(k),
        set: (k, v) => inner.set(k, v),
        delete: (k) => inner.delete(k),
        setIfVersion: async (k, v, e) => (writes++ === 0 ? false : inner.setIfVersion(k, v, e)),
      };
      const sessions = new SessionService(failing, store.leaderboard, { findGame });
      const refused = await sessions.start({
        channelId: CHANNEL,
        guildId: GUILD,
        game: scoundrel,
        ownerId: ALICE,
        ownerName: 'A',
        seed: 'retry',
        ranking: dailies().claimFor('scoundrel', 'Scoundrel', 'retry', ALICE, TODAY),
      });
      expect(refused.kind).not.toBe('started');
      expect(await startRanked('retry')).toMatchObject({ kind: 'started', ranking: { ranked: true } });
    });
  });

  describe('Ending a finished run settles it first', () => {
    it('records a finished run whose recording failed before deleting it, and keeps it when recording fails again', async () => {
      let failing = true;
      const flaky = new Leaderboard(store.storage.ledger);
      const record = flaky.record.bind(flaky);
      flaky.record = (run) => (failing ? Promise.reject(new Error('ledger down')) : record(run));
      const sessions = new SessionService(store.storage.store, flaky, { findGame });
      const finished = await playToEnd(sessions, await startIn(sessions, 'settle'));
      expect(finished.recorded).toBe(false);
      expect(await sessions.end(CHANNEL, ALICE, false)).toEqual({ kind: 'unsettled' });
      expect((await sessions.load(CHANNEL)).kind).toBe('ok');
      failing = false;
      expect((await sessions.end(CHANNEL, ALICE, false)).kind).toBe('ended');
      expect(await store.leaderboard.run(finished.id)).toMatchObject({ sessionId: finished.id, seed: 'settle' });
    });
  });
});

describe('The session cache', () => {
  const at = (id: string, version: number, createdAt: string) => ({
    session: { id, version, createdAt } as Session,
    game: scoundrel as never,
  });

  it('never replaces a copy with an older one: an earlier version, or a game started earlier', () => {
    const cache = new SessionCache();
    cache.offer(CHANNEL, at('b', 3, '2026-11-22T12:00:02Z'));
    cache.offer(CHANNEL, at('b', 2, '2026-11-22T12:00:02Z'));
    expect(cache.get(CHANNEL)?.session.version).toBe(3);
    cache.offer(CHANNEL, at('a', 9, '2026-11-22T12:00:01Z'));
    expect(cache.get(CHANNEL)?.session.id).toBe('b');
    cache.offer(CHANNEL, at('b', 4, '2026-11-22T12:00:02Z'));
    cache.offer(CHANNEL, at('c', 0, '2026-11-22T12:00:03Z'));
    expect(cache.get(CHANNEL)?.session).toMatchObject({ id: 'c', version: 0 });
  });
});
