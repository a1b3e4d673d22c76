import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findGame } from '../../src/catalog.js';
import { DUEL_CLOCK, duel } from '../../src/games/royale/duel/duel.js';
import { type SagaState, type SagaView, saga } from '../../src/games/saga/index.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import type { ScoundrelState } from '../../src/games/scoundrel/state.js';
import { SESSION_SCHEMA, sessionKey } from '../../src/sessions/session.js';
import { SessionService, type StartRequest } from '../../src/sessions/session-service.js';
import type { KvStore } from '../../src/sessions/store/kv-store.js';
import { duelInit } from '../games/royale/duel-fixture.js';
import { fightAgainst } from '../games/saga/fight-steps.js';
import { availableBackends } from '../helpers/backends.js';
import { openTestStore, type TestStore } from '../helpers/store.js';
import { ALICE, BOB, CAROL, CHANNEL, GUILD } from './fixture.js';

describe.each(availableBackends())('Sessions (%s)', (backend) => {
  let store: TestStore;

  beforeEach(async () => {
    store = await openTestStore(backend);
  });
  afterEach(async () => {
    await store.close().catch(() => undefined);
    store.cleanup();
  });

  /** Asks the service to start a game in the channel: Alice's Scoundrel run of `seed-1` unless `fields` say otherwise. */
  function startGame(fields: Partial<StartRequest>) {
    return store.sessions.start({
      channelId: CHANNEL,
      guildId: GUILD,
      game: scoundrel,
      ownerId: ALICE,
      ownerName: 'Alice',
      seed: 'seed-1',
      ...fields,
    });
  }

  async function start(seed = 'seed-1', channelId = CHANNEL) {
    const outcome = await startGame({ seed, channelId, options: { weaponRule: 'lenient' } });
    if (outcome.kind !== 'started') throw new Error(`expected a start, got ${outcome.kind}`);
    return outcome.session;
  }

  async function current() {
    const loaded = await store.sessions.load(CHANNEL);
    if (loaded.kind !== 'ok') throw new Error(`expected a session, got ${loaded.kind}`);
    return loaded.session;
  }

  it("loads a game whose last move was made by the game's own clock, not a member (a duel challenge that expired)", async () => {
    const started = await startGame({ game: duel, seed: 'duel-test', options: duelInit().options, ownerName: 'Ann' });
    if (started.kind !== 'started') throw new Error(`expected a start, got ${started.kind}`);
    const request = { channelId: CHANNEL, actor: DUEL_CLOCK, action: { type: 'expire' }, sessionId: started.session.id };
    expect((await store.sessions.act(request)).kind).toBe('applied');
    const loaded = await store.sessions.load(CHANNEL);
    expect(loaded.kind).toBe('ok');
    expect(loaded.kind === 'ok' && loaded.session.lastMove?.by).toBe(DUEL_CLOCK);
  });

  /** Plays the first legal action until the run is over; returns the final session. */
  async function playToEnd() {
    for (;;) {
      const session = await current();
      const [action] = scoundrel.legalActions(session.state as ScoundrelState);
      if (!action) return session;
      const outcome = await store.sessions.act({
        channelId: CHANNEL,
        actor: ALICE,
        action,
        sessionId: session.id,
        version: session.version,
      });
      expect(outcome.kind).toBe('applied');
    }
  }

  describe('Sessions: starting', () => {
    it('stores a new game at version 0 with its owner and seed', async () => {
      const session = await start();
      expect(session).toMatchObject({ version: 0, ownerId: ALICE, game: 'scoundrel', seed: 'seed-1', guildId: GUILD });
      expect(await current()).toEqual(session);
    });

    it('refuses a second game in a busy channel and keeps the first', async () => {
      const first = await start();
      const second = await startGame({ ownerId: BOB, ownerName: 'Bob', seed: 'other' });
      expect(second.kind).toBe('busy');
      expect(await current()).toEqual(first);
    });

    it('lets a new game replace a finished one', async () => {
      await start();
      await playToEnd();
      const next = await start('seed-2');
      expect((await current()).id).toBe(next.id);
    });

    it('keeps other channels apart', async () => {
      await start('a', CHANNEL);
      await expect(start('b', '100000000000000002')).resolves.toMatchObject({ seed: 'b' });
    });
  });

  describe('Sessions: moves', () => {
    it('applies a legal move and bumps the version', async () => {
      const session = await start();
      const [action] = scoundrel.legalActions(session.state as ScoundrelState);
      const outcome = await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: 0 });
      expect(outcome.kind).toBe('applied');
      const after = await current();
      expect(after.version).toBe(1);
      expect(after.log.length).toBeGreaterThan(0);
      const expected = scoundrel.apply(session.state as ScoundrelState, action!);
      expect(expected.ok && after.state).toEqual(expected.ok && expected.state);
    });

    it('refuses a move drawn for an older version and changes nothing', async () => {
      const session = await start();
      const [first, second] = scoundrel.legalActions(session.state as ScoundrelState);
      await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: first, sessionId: session.id, version: 0 });
      const before = await current();
      const stale = await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: second, sessionId: session.id, version: 0 });
      expect(stale.kind).toBe('stale');
      expect(await current()).toEqual(before);
    });

    it(
      "makes a table player's move from an older hand when the game " + 'says it still stands, and takes a second click on it as a repeat',
      async () => {
        const started = await startGame({ game: saga, seed: 'side-by-side' });
        if (started.kind !== 'started') throw new Error(started.kind);
        const command = (actor: string, action: unknown) => store.sessions.act({ channelId: CHANNEL, actor, action });
        for (const [id, name] of [
          [BOB, 'Bo'],
          [CAROL, 'Cy'],
        ] as const)
          await command(id, { type: 'join', player: id, member: name, name, cliches: [{ name: 'Chef', rating: 2 }] });
        await command(ALICE, fightAgainst({ name: 'Ogre', rank: 3 }, 'other', [BOB, 'Chef'], [CAROL, 'Chef']));
        const opened = await current();
        const state = opened.state as SagaState;
        const board = { channelId: CHANNEL, sessionId: opened.id, version: opened.version };
        const playOf = (id: string, at = 0) => ({
          type: 'play',
          card: state.players.find((p) => p.id === id)!.hand[at]!,
          pump: 'none',
          seen: (saga.view(state, id) as SagaView).seen,
        });
        expect((await store.sessions.act({ ...board, actor: BOB, action: playOf(BOB) })).kind).toBe('applied');
        expect((await store.sessions.act({ ...board, actor: CAROL, action: playOf(CAROL) })).kind).toBe('applied');
        expect((await store.sessions.act({ ...board, actor: CAROL, action: playOf(CAROL) })).kind).toBe('repeated');
        expect((await store.sessions.act({ ...board, actor: BOB, action: playOf(BOB, 1) })).kind).toBe('stale');
        expect((await store.sessions.act({ ...board, actor: ALICE, action: { type: 'resolve' } })).kind).toBe('stale');
        const now = await current();
        expect(now.version).toBe(opened.version + 2);
        expect((now.state as SagaState).contest?.sides.map((s) => s.mine.length)).toEqual([1, 1]);
      },
    );

    it('refuses a board from another game in the same channel', async () => {
      await start();
      const outcome = await store.sessions.act({
        channelId: CHANNEL,
        actor: ALICE,
        action: { type: 'avoid' },
        sessionId: 'zzz',
        version: 0,
      });
      expect(outcome.kind).toBe('other-game');
    });

    it("refuses another member's move on a solo run", async () => {
      const session = await start();
      const outcome = await store.sessions.act({
        channelId: CHANNEL,
        actor: BOB,
        action: { type: 'avoid' },
        sessionId: session.id,
        version: 0,
      });
      expect(outcome.kind).toBe('not-yours');
      expect(await current()).toEqual(session);
    });

    it('refuses malformed actions and rule violations as answers, not errors', async () => {
      const session = await start();
      const base = { channelId: CHANNEL, actor: ALICE, sessionId: session.id };
      expect((await store.sessions.act({ ...base, version: 0, action: { type: 'fly' } })).kind).toBe('invalid');
      const refused = await store.sessions.act({ ...base, version: 0, action: { type: 'face', card: 'ZZ' } });
      expect(refused).toMatchObject({ kind: 'refused' });
      await store.sessions.act({ ...base, version: 0, action: { type: 'avoid' } });
      const twice = await store.sessions.act({ ...base, version: 1, action: { type: 'avoid' } });
      expect(twice).toMatchObject({ kind: 'refused', message: expect.stringMatching(/two rooms in a row/) });
      expect((await current()).version).toBe(1);
    });

    it('answers "no game" in an empty channel', async () => {
      expect((await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: { type: 'avoid' } })).kind).toBe('none');
    });

    it('applies exactly one of twenty simultaneous clicks on the same board', async () => {
      const session = await start();
      const [action] = scoundrel.legalActions(session.state as ScoundrelState);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () =>
          store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: 0 }),
        ),
      );
      expect(outcomes.filter((o) => o.kind === 'applied')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'repeated')).toHaveLength(19);
      expect((await current()).version).toBe(1);
    });

    it("calls another member's click on a board that just moved out of date, and the same member's other move too", async () => {
      const session = await start();
      const [first, second] = scoundrel.legalActions(session.state as ScoundrelState);
      expect((await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: first, sessionId: session.id, version: 0 })).kind).toBe(
        'applied',
      );
      expect((await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: first, sessionId: session.id, version: 0 })).kind).toBe(
        'repeated',
      );
      expect((await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: second, sessionId: session.id, version: 0 })).kind).toBe(
        'stale',
      );
      expect((await store.sessions.act({ channelId: CHANNEL, actor: BOB, action: first, sessionId: session.id, version: 0 })).kind).toBe(
        'stale',
      );
      expect((await current()).version).toBe(1);
    });
  });

  describe('Sessions: the store', () => {
    it('picks a run up again after a restart on the same store', async () => {
      const session = await start();
      const [action] = scoundrel.legalActions(session.state as ScoundrelState);
      await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: 0 });
      const before = await current();
      await store.close();
      store = await store.reopen();
      expect(await current()).toEqual(before);
      const [next] = scoundrel.legalActions(before.state as ScoundrelState);
      const outcome = await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: next, sessionId: session.id, version: 1 });
      expect(outcome.kind).toBe('applied');
    });

    it('throws on a failed read instead of answering "no game"', async () => {
      await start();
      const { store: kv } = store.storage;
      const failing: KvStore = {
        get: () => Promise.reject(new Error('read failed')),
        set: (key, value) => kv.set(key, value),
        delete: (key) => kv.delete(key),
        setIfVersion: (key, value, expected) => kv.setIfVersion(key, value, expected),
        sweepExpired: (prefix, now, limit) => kv.sweepExpired(prefix, now, limit),
      };
      const sessions = new SessionService(failing, store.leaderboard, { findGame });
      await expect(sessions.load(CHANNEL)).rejects.toThrow('read failed');
    });

    it.each([
      ['not an object', 'garbage'],
      ['a broken envelope', { schema: 1, id: 'x', ownerId: ALICE }],
      ['an unknown game', 'unknown-game'],
      ['a damaged game state', 'damaged-state'],
    ])('reports %s as a damaged session that its owner or a moderator can end', async (_, kind) => {
      const session = await start();
      const stored =
        kind === 'unknown-game'
          ? { ...session, game: 'chess' }
          : kind === 'damaged-state'
            ? { ...session, state: { health: 'lots' } }
            : kind;
      await store.storage.keyv.set(sessionKey(CHANNEL), stored);
      expect((await store.sessions.load(CHANNEL)).kind).toBe('corrupt');
      expect((await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: { type: 'avoid' } })).kind).toBe('corrupt');
      expect((await startGame({ ownerId: BOB, ownerName: 'Bob', seed: 'x' })).kind).toBe('corrupt');
      const ownerKnown = typeof stored === 'object' && 'ownerId' in stored;
      expect((await store.sessions.end(CHANNEL, BOB, false)).kind).toBe('forbidden');
      expect((await store.sessions.end(CHANNEL, ownerKnown ? ALICE : BOB, !ownerKnown)).kind).toBe('ended');
      expect((await store.sessions.load(CHANNEL)).kind).toBe('none');
    });
  });

  describe('Sessions: schema versions', () => {
    it('keeps the options, rank flag and every applied action for replays', async () => {
      const session = await start();
      expect(session).toMatchObject({ schema: SESSION_SCHEMA, options: { weaponRule: 'lenient' }, ranked: true, daily: null, actions: [] });
      const [action] = scoundrel.legalActions(session.state as ScoundrelState);
      await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: 0 });
      expect((await current()).actions).toEqual([action]);
    });

    it('migrates a schema-1 session saved by an older bot through every step and plays on, saving it in the new shape', async () => {
      const session = await start();
      const { options: _options, ranked: _ranked, actions: _actions, daily: _daily, lastMove: _lastMove, ...rest } = session;
      await store.storage.keyv.set(sessionKey(CHANNEL), { ...rest, schema: 1 });
      const loaded = await current();
      expect(loaded).toMatchObject({
        schema: SESSION_SCHEMA,
        ranked: true,
        daily: null,
        actions: null,
        lastMove: null,
        options: null,
        state: session.state,
      });
      const [action] = scoundrel.legalActions(session.state as ScoundrelState);
      expect((await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: 0 })).kind).toBe(
        'applied',
      );
      expect(await store.storage.keyv.get(sessionKey(CHANNEL))).toMatchObject({
        schema: SESSION_SCHEMA,
        version: 1,
        actions: null,
        daily: null,
        lastMove: { by: ALICE, action },
      });
    });

    it('reports a session from a newer bot, or one too old to read, as damaged with the reason', async () => {
      const session = await start();
      await store.storage.keyv.set(sessionKey(CHANNEL), { ...session, schema: 9 });
      expect(await store.sessions.load(CHANNEL)).toEqual({
        kind: 'corrupt',
        ownerId: ALICE,
        reason: expect.stringMatching(/newer version of the bot/),
      });
      await store.storage.keyv.set(sessionKey(CHANNEL), { ...session, schema: 0 });
      expect(await store.sessions.load(CHANNEL)).toEqual({ kind: 'corrupt', ownerId: ALICE, reason: expect.stringMatching(/too old/) });
      expect((await store.sessions.end(CHANNEL, ALICE, false)).kind).toBe('ended');
    });

    it('does not rank a run started unranked', async () => {
      const outcome = await startGame({
        seed: 'u',
        ranking: { claim: async () => ({ ranked: false, daily: null, note: 'a replay' }), release: async () => undefined },
      });
      const final = await playToEnd();
      expect(final.recorded).toBe(false);
      expect(outcome.kind === 'started' && (await store.leaderboard.run(outcome.session.id))).toBeUndefined();
    });
  });

  describe('Sessions: damaged rows', () => {
    it('reports a row that is not JSON at all as damaged, not as "no game"', async () => {
      await start();
      await store.writeRaw(sessionKey(CHANNEL), 'not json {');
      expect((await store.sessions.load(CHANNEL)).kind).toBe('corrupt');
    });
  });

  describe('Sessions: ending and the leaderboard', () => {
    it('lets the owner or a moderator end a game, and nobody else', async () => {
      await start();
      expect((await store.sessions.end(CHANNEL, BOB, false)).kind).toBe('forbidden');
      expect((await store.sessions.end(CHANNEL, BOB, true)).kind).toBe('ended');
      await start();
      expect((await store.sessions.end(CHANNEL, ALICE, false)).kind).toBe('ended');
      expect((await store.sessions.end(CHANNEL, ALICE, false)).kind).toBe('none');
    });

    it('lets the GM who runs a table now end it, as its owner may, once the seat was handed to them', async () => {
      const started = await startGame({ game: saga, seed: 'table' });
      expect(started.kind).toBe('started');
      const join = { type: 'join', player: CAROL, member: 'Carol', name: 'Cy', cliches: [{ name: 'Chef', rating: 2 }] };
      expect((await store.sessions.act({ channelId: CHANNEL, actor: CAROL, action: join })).kind).toBe('applied');
      expect(await store.sessions.end(CHANNEL, BOB, false)).toEqual({ kind: 'forbidden', ownerId: ALICE, gmId: ALICE });
      expect((await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action: { type: 'gm', player: BOB, name: 'Bob' } })).kind).toBe(
        'applied',
      );
      expect(await store.sessions.end(CHANNEL, CAROL, false)).toEqual({ kind: 'forbidden', ownerId: ALICE, gmId: BOB });
      expect(await store.sessions.end(CHANNEL, BOB, false)).toMatchObject({ kind: 'ended', ownerId: ALICE, game: 'Saga for Risus' });
      expect((await store.sessions.load(CHANNEL)).kind).toBe('none');
    });

    it('gives a solo run no GM: only its owner or a moderator ends it', async () => {
      await start();
      expect(await store.sessions.end(CHANNEL, BOB, false)).toEqual({ kind: 'forbidden', ownerId: ALICE, gmId: null });
    });

    it('records a finished run once, with the server-side result', async () => {
      const session = await start();
      const final = await playToEnd();
      const result = scoundrel.result(final.state as ScoundrelState);
      expect(result.over).toBe(true);
      expect(final.recorded).toBe(true);
      expect(await store.leaderboard.run(session.id)).toMatchObject({
        sessionId: session.id,
        guildId: GUILD,
        userId: ALICE,
        game: 'scoundrel',
        score: result.score,
        won: result.won,
        seed: 'seed-1',
      });
      const page = await store.leaderboard.page('scoundrel', 'server', GUILD, ALICE);
      expect(page.top).toEqual([expect.objectContaining({ userId: ALICE, games: 1, best: result.score })]);
      const after = await store.sessions.act({
        channelId: CHANNEL,
        actor: ALICE,
        action: { type: 'avoid' },
        sessionId: session.id,
        version: final.version,
      });
      expect(after.kind).toBe('refused');
      expect((await store.leaderboard.page('scoundrel', 'global', null, ALICE)).top[0]?.games).toBe(1);
    });

    it('keeps the final move when the leaderboard write fails, and records the run when the next game starts', async () => {
      const session = await start();
      const record = store.leaderboard.record.bind(store.leaderboard);
      store.leaderboard.record = () => Promise.reject(new Error('disk full'));
      const final = await playToEnd();
      expect(scoundrel.result(final.state as ScoundrelState).over).toBe(true);
      expect(final.recorded).toBe(false);
      expect(await store.leaderboard.run(session.id)).toBeUndefined();
      store.leaderboard.record = record;
      await start('next-game');
      expect(await store.leaderboard.run(session.id)).toMatchObject({ sessionId: session.id, userId: ALICE });
    });

    it('leaves abandoned runs off the leaderboard', async () => {
      const session = await start();
      await store.sessions.end(CHANNEL, ALICE, false);
      expect(await store.leaderboard.run(session.id)).toBeUndefined();
      expect((await store.leaderboard.page('scoundrel', 'server', GUILD, ALICE)).players).toBe(0);
    });
  });
});
