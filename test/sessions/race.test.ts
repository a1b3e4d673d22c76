/**
 * Races in the store: the race record's rules (who may join, leave, start, cancel), its close made once
 * by two processes sharing one store, and the entrants' runs, each its own record: the same deal for
 * every entrant, moves of two entrants at once both made, another entrant's board refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findGame } from '../../src/catalog.js';
import { type RaceState, race } from '../../src/games/race/index.js';
import { type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import { RACE_SETTLE, RaceRuns } from '../../src/sessions/race/race-runs.js';
import { RACE_ACHIEVEMENTS, RaceStats } from '../../src/sessions/race/race-stats.js';
import { Leaderboard } from '../../src/sessions/scores/leaderboard.js';
import type { Session } from '../../src/sessions/session.js';
import { SessionService } from '../../src/sessions/session-service.js';
import { ScheduledWork } from '../../src/sessions/time/scheduled-work.js';
import { openTestStore, type TestStore } from '../helpers/store.js';
import { ALICE, BOB, CAROL, CHANNEL } from './fixture.js';

const now = () => new Date('2026-11-28T12:00:00Z');

let store: TestStore;
afterEach(async () => {
  await store.close();
  store.cleanup();
});

async function openRace(minutes = 30): Promise<Session<RaceState>> {
  store = await openTestStore();
  const started = await store.sessions.start({
    channelId: CHANNEL,
    guildId: null,
    game: race,
    ownerId: ALICE,
    ownerName: 'Alice',
    seed: 'record',
    options: { game: 'scoundrel', options: { weaponRule: 'lenient' }, minutes, seed: 'one-deal', ownerOptions: null },
  });
  if (started.kind !== 'started') throw new Error(started.kind);
  return started.session as Session<RaceState>;
}

function change(actor: string, action: unknown, sessions = store.sessions) {
  return sessions.act({ channelId: CHANNEL, actor, action, game: 'race' });
}

const START = { type: 'start', seed: 'fresh', at: '2026-11-28T12:00:00Z', deadline: '2026-11-28T12:30:00Z' };

describe('Race record: who may change it', () => {
  it('refuses joining twice, Start with one entrant or by another member, leaving by the opener, and joining after the start', async () => {
    await openRace();
    expect(await change(ALICE, START)).toMatchObject({ kind: 'refused', message: expect.stringMatching(/at least 2 entrants/) });
    expect(await change(BOB, { type: 'join', name: 'Bob', options: null })).toMatchObject({ kind: 'applied' });
    expect(await change(BOB, { type: 'join', name: 'Bob', options: null })).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/already in/),
    });
    expect(await change(BOB, START)).toMatchObject({ kind: 'refused', message: expect.stringMatching(/Only the member who opened/) });
    expect(await change(ALICE, { type: 'leave' })).toMatchObject({ kind: 'refused' });
    const started = await change(ALICE, START);
    // A race given a seed deals that seed, whatever Start offers.
    expect(started).toMatchObject({ kind: 'applied', session: { state: { status: 'running', seed: 'one-deal' } } });
    expect(await change(CAROL, { type: 'join', name: 'Carol', options: null })).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/already started/),
    });
    expect(await change(BOB, { type: 'leave' })).toMatchObject({ kind: 'refused' });
  });

  it('is the channel game: a solo game cannot start beside it, and a finished race frees the channel', async () => {
    await openRace();
    const carolsRun = () =>
      store.sessions.start({ channelId: CHANNEL, guildId: null, game: scoundrel, ownerId: CAROL, ownerName: 'C', seed: 'x' });
    const beside = await carolsRun();
    expect(beside.kind).toBe('busy');
    await change(BOB, { type: 'join', name: 'Bob', options: null });
    await change(ALICE, START);
    expect(await change(ALICE, { type: 'close', rows: [], best: null })).toMatchObject({ kind: 'applied' });
    const after = await carolsRun();
    expect(after.kind).toBe('started');
  });

  it('is closed once when two processes sharing one store close it at the same moment', async () => {
    await openRace();
    await change(BOB, { type: 'join', name: 'Bob', options: null });
    await change(ALICE, START);
    const other = await store.another();
    const otherSessions = new SessionService(other.store, new Leaderboard(other.ledger), { findGame, now });
    const close = { type: 'close', rows: [], best: null };
    const outcomes = await Promise.all([change(ALICE, close), change(ALICE, close, otherSessions)]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['applied', 'refused']);
    await other.close();
  });
});

describe('Race runs: one record per entrant', () => {
  it('deals every entrant the same deal, and makes two entrants’ moves at once without either waiting for the other', async () => {
    const record = await openRace();
    const runs = new RaceRuns(store.storage.store, findGame, now, new ScheduledWork(store.storage.work, { now }));
    const [alice, bob] = await Promise.all(
      [ALICE, BOB].map((id) => runs.open(record, scoundrel, 'one-deal', { id, name: id, options: { weaponRule: 'lenient' } })),
    );
    expect((bob!.session.state as ScoundrelState).dungeon).toEqual((alice!.session.state as ScoundrelState).dungeon);
    expect(bob!.session.id).not.toBe(alice!.session.id);
    /** A click by `actor` on the race board of a session at a version. */
    const click = (actor: string, sessionId: string, version: number, action: unknown) =>
      runs.act(record.id, { channelId: CHANNEL, actor, action, game: 'scoundrel', sessionId, version });
    const move = (loaded: typeof alice, actor: string) =>
      click(actor, loaded!.session.id, 0, scoundrel.legalActions(loaded!.session.state as ScoundrelState)[0]);
    const outcomes = await Promise.all([move(alice, ALICE), move(bob, BOB)]);
    expect(outcomes.map((o) => o.kind)).toEqual(['applied', 'applied']);
    // Bob replaying Alice's board is refused as another's; a member with no run has none.
    const replay = await click(BOB, alice!.session.id, 1, {});
    expect(replay.kind).toBe('other-game');
    const stranger = await click(CAROL, alice!.session.id, 1, {});
    expect(stranger.kind).toBe('none');
    // Opening again brings the run back where it stands.
    expect((await runs.open(record, scoundrel, 'one-deal', { id: ALICE, name: 'A', options: null })).session.version).toBe(1);
  });
});

describe('Race runs: what follows a finished run', () => {
  it('schedules the race’s settling in the store, due at once, when a move finishes a run, and not before', async () => {
    const record = await openRace();
    const work = new ScheduledWork(store.storage.work, { now });
    const settled: string[] = [];
    work.handle(RACE_SETTLE, async ({ key, payload }) => void settled.push(`${key} ${JSON.stringify(payload)}`));
    const runs = new RaceRuns(store.storage.store, findGame, now, work);
    let run = (await runs.open(record, scoundrel, 'one-deal', { id: ALICE, name: 'A', options: null })).session;
    for (let moves = 0; !scoundrel.result(run.state as ScoundrelState).over; moves++) {
      expect(moves).toBeLessThan(200);
      // No settling is due while the run goes on.
      expect(await work.tick()).toBe(0);
      const action = scoundrel.legalActions(run.state as ScoundrelState)[0];
      const outcome = await runs.act(record.id, { channelId: CHANNEL, actor: ALICE, action, sessionId: run.id, version: run.version });
      if (outcome.kind !== 'applied') throw new Error(outcome.kind);
      run = outcome.session;
    }
    expect(await work.tick()).toBe(1);
    expect(settled).toEqual([`${record.id} {"channelId":"${CHANNEL}"}`]);
  });
});

describe('Race stats', () => {
  it('counts a race once per entrant: played, won, podiums, and the race achievements they earn', async () => {
    store = await openTestStore();
    const stats = new RaceStats(store.storage.store);
    const placings = ['1', '2', '3', '4', '5'].map((n, i) => ({ userId: `30000000000000000${n}`, place: i === 4 ? null : i }));
    await stats.record('race1', 'scoundrel', placings);
    await stats.record('race1', 'scoundrel', placings);
    const winner = await stats.of(placings[0]!.userId);
    expect(winner).toMatchObject({ all: { played: 1, won: 1, podiums: 1 }, bigWins: 1, byGame: { scoundrel: { played: 1 } } });
    expect(RACE_ACHIEVEMENTS.filter((a) => a.earned(winner!)).map((a) => a.id)).toEqual(['race-win', 'race-field']);
    expect(await stats.of(placings[3]!.userId)).toMatchObject({ all: { played: 1, won: 0, podiums: 0 } });
    expect(await stats.of(placings[4]!.userId)).toMatchObject({ all: { played: 1, won: 0, podiums: 0 } });
  });
});
