/**
 * Tournaments in the store, on a fake clock: one per channel at a time (a second start is refused,
 * also when two processes start at once); standings by place each day from the server's daily boards,
 * ties by the game's own ranking (an equal score: the run finished first); the end at the UTC midnight
 * after the last day, claimed once however many processes look, its winners earning the champion's
 * achievement; an early end has no champion and never ends on its own later.
 */
import { describe, expect, it } from 'vitest';
import { Leaderboard, type RunRecord } from '../../src/sessions/scores/leaderboard.js';
import type { Storage } from '../../src/sessions/store/storage.js';
import { ScheduledWork } from '../../src/sessions/time/scheduled-work.js';
import { TOURNAMENT_CHAMPION, type Tournament, Tournaments } from '../../src/sessions/tournament/tournaments.js';
import { availableBackends } from '../helpers/backends.js';
import { type TestStore, useTestStore } from '../helpers/store.js';

const GUILD = '1100000000000000100';
const OTHER_GUILD = '1100000000000000200';
const CHANNEL = '1100000000000000101';
const ADMIN = '1100000000000001006';
const [ANN, BO, CY] = ['1100000000000001001', '1100000000000001002', '1100000000000001003'];

describe.each(availableBackends())('Tournaments (%s)', (backend) => {
  let store: TestStore;
  useTestStore(backend, (opened) => (store = opened));
  let clock = 0;
  const now = () => new Date(clock);
  let runs = 0;

  /** One process's tournaments over `storage`, announcing into `announced`. */
  function process(storage: Storage = store.storage) {
    const announced: Tournament[] = [];
    const work = new ScheduledWork(storage.work, { now, leaseMs: 60_000 });
    const tournaments = new Tournaments(storage.store, new Leaderboard(storage.ledger), work, now);
    tournaments.register(async (tournament) => void announced.push(tournament));
    return { announced, work, tournaments };
  }

  /** A ranked daily run of Scoundrel by `userId`, finished at `finishedAt`, in `guildId`. */
  async function daily(userId: string, score: number, finishedAt: string, guildId = GUILD): Promise<void> {
    runs++;
    const run: RunRecord = {
      sessionId: `t-run${runs}`,
      guildId,
      userId,
      game: 'scoundrel',
      score,
      won: score > 0,
      seed: `daily-${runs}`,
      finishedAt,
      daily: finishedAt.slice(0, 10),
    };
    expect(await store.leaderboard.record(run)).toBe(true);
  }

  const start = (one: ReturnType<typeof process>, days = 3) =>
    one.tournaments.start({ guildId: GUILD, channelId: CHANNEL, game: 'scoundrel', name: 'Week of doom', days, startedBy: ADMIN });

  it('runs one tournament per channel at a time, also when two processes start one at once', async () => {
    clock = Date.parse('2026-11-28T15:00:00Z');
    const other = await store.another();
    try {
      const [a, b] = [process(), process(other)];
      const outcomes = await Promise.all([start(a), start(b)]);
      expect(outcomes.filter((outcome) => 'started' in outcome)).toHaveLength(1);
      expect(outcomes.filter((outcome) => 'running' in outcome)).toHaveLength(1);
      const running = await a.tournaments.inChannel(CHANNEL);
      expect(running).toMatchObject({ status: 'running', firstDay: '2026-11-28', days: 3, name: 'Week of doom' });
      expect(await start(a)).toEqual({ running });
      expect((await a.tournaments.ofGuild(GUILD)).map((t) => t.id)).toEqual([running!.id]);
    } finally {
      await other.close();
    }
  });

  it("scores each day by place in the server, ties by the game's own ranking, a day not played nothing", async () => {
    clock = Date.parse('2026-11-28T15:00:00Z');
    const one = process();
    await start(one);
    // Day 1: Ann 12 before Bo 12 (an equal score: the run finished first ranks first), Cy 3; a run in another server does not count.
    await daily(BO, 12, '2026-11-28T10:00:00Z');
    await daily(ANN, 12, '2026-11-28T09:00:00Z');
    await daily(CY, 3, '2026-11-28T11:00:00Z');
    await daily('1100000000000001099', 20, '2026-11-28T11:00:00Z', OTHER_GUILD);
    // Day 2: Cy alone. A run of the day before the tournament counts for nothing.
    await daily(CY, 1, '2026-11-29T10:00:00Z');
    await daily(BO, 30, '2026-11-27T10:00:00Z');
    clock = Date.parse('2026-11-29T12:00:00Z');
    const table = await one.tournaments.table((await one.tournaments.inChannel(CHANNEL))!);
    expect(table.days).toEqual(['2026-11-28', '2026-11-29']);
    expect(table.standings).toEqual([
      { userId: ANN, place: 1, total: 3, byDay: [3, 0] },
      // An equal total shares its place; Cy won a day, so is listed first.
      { userId: CY, place: 2, total: 2, byDay: [1, 1] },
      { userId: BO, place: 2, total: 2, byDay: [2, 0] },
    ]);
  });

  it('ends at the UTC midnight after its last day, once, its winners earning the champion achievement', async () => {
    clock = Date.parse('2026-11-28T15:00:00Z');
    const other = await store.another();
    try {
      const [a, b] = [process(), process(other)];
      await start(a, 2);
      await daily(ANN, 12, '2026-11-28T16:00:00Z');
      await daily(BO, 5, '2026-11-28T17:00:00Z');
      await daily(BO, 9, '2026-11-29T17:00:00Z');
      clock = Date.parse('2026-11-29T23:59:59Z');
      expect(await a.work.tick()).toBe(0);
      clock = Date.parse('2026-11-30T00:00:00Z');
      await Promise.all([a.work.tick(), b.work.tick()]);
      const announced = [...a.announced, ...b.announced];
      expect(announced).toHaveLength(1);
      // Ann 2 + 0, Bo 1 + 1: tied first, both champions.
      expect(announced[0]).toMatchObject({ status: 'over', early: false, endedAt: '2026-11-29', winners: [BO, ANN] });
      for (const winner of [ANN, BO]) {
        expect((await store.leaderboard.achievementsOf(winner, 'scoundrel')).map((held) => held.achievement)).toEqual([
          TOURNAMENT_CHAMPION.id,
        ]);
      }
      // The lease of the end's work runs out: nobody ends it again.
      clock += 120_000;
      await Promise.all([a.work.tick(), b.work.tick()]);
      expect([...a.announced, ...b.announced]).toHaveLength(1);
      // Over, the channel takes a new one.
      expect('started' in (await start(a))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('ends early with no champion, once however many processes end it at once, and never ends on its own after that', async () => {
    clock = Date.parse('2026-11-28T15:00:00Z');
    const one = process();
    await start(one, 1);
    await daily(ANN, 12, '2026-11-28T16:00:00Z');
    const other = await store.another();
    const both = await Promise.all([one.tournaments.endEarly(CHANNEL), process(other).tournaments.endEarly(CHANNEL)]).finally(() =>
      other.close(),
    );
    const ended = both.find((outcome) => outcome !== null);
    expect(both.filter((outcome) => outcome !== null)).toHaveLength(1);
    expect(ended).toMatchObject({ status: 'over', early: true, winners: [], endedAt: '2026-11-28' });
    expect(await one.tournaments.endEarly(CHANNEL)).toBeNull();
    clock = Date.parse('2026-11-29T00:00:01Z');
    expect(await one.work.tick()).toBe(0);
    expect(one.announced).toEqual([]);
    expect(await store.leaderboard.achievementsOf(ANN)).toEqual([]);
    const table = await one.tournaments.table(ended!);
    expect(table.standings).toEqual([{ userId: ANN, place: 1, total: 1, byDay: [1] }]);
  });

  it('stops counting days once ended early: a run of a later day of its span counts for nothing', async () => {
    clock = Date.parse('2026-11-28T15:00:00Z');
    const one = process();
    await start(one, 3);
    await daily(ANN, 12, '2026-11-28T16:00:00Z');
    const ended = await one.tournaments.endEarly(CHANNEL);
    expect(ended).toMatchObject({ early: true, endedAt: '2026-11-28' });
    clock = Date.parse('2026-11-29T12:00:00Z');
    await daily(BO, 20, '2026-11-29T13:00:00Z');
    const table = await one.tournaments.table(ended!);
    expect(table.days).toEqual(['2026-11-28']);
    expect(table.standings).toEqual([{ userId: ANN, place: 1, total: 1, byDay: [1] }]);
  });

  it("never ends the channel's next tournament at the end an earlier one ended early had", async () => {
    clock = Date.parse('2026-11-28T15:00:00Z');
    const one = process();
    const first = await start(one, 1);
    await one.tournaments.endEarly(CHANNEL);
    const next = await start(one, 5);
    expect('started' in next).toBe(true);
    // The first one's end, as a process that took it before the next one started runs it at its midnight:
    // the running tournament is not the one it was for, and goes on.
    clock = Date.parse('2026-11-29T00:00:01Z');
    const firstId = 'started' in first ? first.started.id : '';
    await one.work.schedule('tournament-end', CHANNEL, new Date(clock - 1), { id: firstId });
    expect(await one.work.tick()).toBe(1);
    expect(one.announced).toEqual([]);
    expect(await one.tournaments.inChannel(CHANNEL)).toMatchObject({ status: 'running', days: 5 });
  });
});
