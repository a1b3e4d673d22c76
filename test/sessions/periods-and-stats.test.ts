import { describe, expect, it } from 'vitest';
import { findGame, rankedGames } from '../../src/catalog.js';
import type { RunRecord } from '../../src/sessions/scores/leaderboard.js';
import { streaks } from '../../src/sessions/scores/player-stats.js';
import { availableBackends } from '../helpers/backends.js';
import { replayRun } from '../helpers/replay-run.js';
import { type TestStore, useTestStore } from '../helpers/store.js';

const GUILD = '200000000000000001';
describe.each(availableBackends())('Ledger (%s)', (backend) => {
  let store: TestStore;
  useTestStore(backend, (opened) => (store = opened));
  let n = 0;

  function run(userId: string, score: number, finishedAt: string, extra: Partial<RunRecord> = {}): RunRecord {
    n += 1;
    return { sessionId: `p${n}`, guildId: GUILD, userId, game: 'scoundrel', score, won: score > 0, seed: `s${n}`, finishedAt, ...extra };
  }

  describe('Leaderboard: periods', () => {
    it("ranks a day's daily deal from that day's daily runs only", async () => {
      await store.leaderboard.record(run('a', 10, '2026-11-22T08:00:00Z', { daily: '2026-11-22' }));
      await store.leaderboard.record(run('b', 14, '2026-11-22T09:00:00Z', { daily: '2026-11-22' }));
      await store.leaderboard.record(run('c', 20, '2026-11-22T10:00:00Z'));
      await store.leaderboard.record(run('d', 30, '2026-11-21T10:00:00Z', { daily: '2026-11-21' }));
      const page = await store.leaderboard.page('scoundrel', 'server', GUILD, 'a', { kind: 'daily', date: '2026-11-22' });
      expect(page.top.map((l) => [l.userId, l.best, l.rank])).toEqual([
        ['b', 14, 1],
        ['a', 10, 2],
      ]);
      expect(page.players).toBe(2);
    });

    it('ranks a week from the runs finished in it, each player by their best, and keeps all time apart', async () => {
      await store.leaderboard.record(run('a', 5, '2026-11-16T00:00:00Z'));
      await store.leaderboard.record(run('a', 12, '2026-11-20T00:00:00Z'));
      await store.leaderboard.record(run('b', 12, '2026-11-21T00:00:00Z'));
      await store.leaderboard.record(run('c', 40, '2026-11-15T23:59:59Z'));
      await store.leaderboard.record(run('d', 40, '2026-11-23T00:00:00Z'));
      const week = { kind: 'week' as const, monday: '2026-11-16' };
      const page = await store.leaderboard.page('scoundrel', 'global', null, 'b', week);
      expect(page.top.map((l) => [l.userId, l.best, l.games])).toEqual([
        ['a', 12, 2],
        ['b', 12, 1],
      ]);
      expect(page.top[1]).toMatchObject({ userId: 'b', rank: 2 });
      const allTime = await store.leaderboard.page('scoundrel', 'global', null, 'b');
      expect(allTime.top.map((l) => l.userId)).toEqual(['c', 'd', 'a', 'b']);
    });

    it('keeps servers apart in a period, and shows the caller below the top', async () => {
      for (let i = 0; i < 12; i++) await store.leaderboard.record(run(`u${i}`, 100 - i, '2026-11-22T01:00:00Z', { daily: '2026-11-22' }));
      await store.leaderboard.record(run('far', 999, '2026-11-22T01:00:00Z', { daily: '2026-11-22', guildId: '200000000000000002' }));
      const page = await store.leaderboard.page('scoundrel', 'server', GUILD, 'u11', { kind: 'daily', date: '2026-11-22' });
      expect(page.top).toHaveLength(10);
      expect(page.top.some((l) => l.userId === 'far')).toBe(false);
      expect(page.caller).toMatchObject({ userId: 'u11', rank: 12 });
    });
  });

  describe('Stats', () => {
    it('counts the current and the longest win streak', () => {
      expect(streaks([])).toEqual({ current: 0, longest: 0 });
      expect(streaks([true, true, false, true, true, true, false, true])).toEqual({ current: 1, longest: 3 });
      expect(streaks([false, true, true])).toEqual({ current: 2, longest: 2 });
    });

    it('gives games, wins, win rate, best, average, streaks and the last five runs per game', async () => {
      const scores = [-30, 12, 20, -5, 8, 9, 15];
      for (const [i, score] of scores.entries()) await store.leaderboard.record(run('alice', score, `2026-11-2${i}T00:00:00Z`));
      await store.leaderboard.record(run('alice', 3, '2026-11-22T00:00:00Z', { game: 'assassin' }));
      await store.leaderboard.record(run('bob', 99, '2026-11-22T00:00:00Z'));
      const [assassin, scoundrelStats] = await store.leaderboard.stats('alice');
      expect(assassin).toMatchObject({ game: 'assassin', games: 1 });
      expect(scoundrelStats).toMatchObject({ game: 'scoundrel', games: 7, wins: 5, best: 20, currentStreak: 3, longestStreak: 3 });
      expect(scoundrelStats!.winRate).toBeCloseTo(5 / 7);
      expect(scoundrelStats!.average).toBeCloseTo(29 / 7);
      expect(scoundrelStats!.recent.map((r) => r.score)).toEqual([15, 9, 8, -5, 20]);
      expect(await store.leaderboard.stats('alice', 'assassin')).toHaveLength(1);
      expect(await store.leaderboard.stats('nobody')).toEqual([]);
    });
  });

  describe('Recorded runs replay to their score', () => {
    /** Options for a run of each ranked game, varied by the run's number. */
    const sampleOptions: Record<string, (i: number) => unknown> = {
      scoundrel: (i) => ({ weaponRule: i % 2 ? 'strict' : 'lenient' }),
      assassin: (i) => ({ variants: i % 2 ? ['exact-cancel', 'recycle-reserve'] : [] }),
      royale: (i) => ({
        name: 'Kim',
        points: i % 2 ? { S: 4, C: 4, D: 2, H: 2 } : { S: 4, C: 3, D: 2, H: 1 },
        easy: i % 2 === 1,
        harder: i % 3,
      }),
      rogue: (i) => ({ cliche: ['fighter', 'fire-mage', 'ice-mage', 'lightning-mage'][i % 4] }),
    };

    // Four runs on SQLite take every value of every option above (run i varies them by i % 2, % 3 and % 4); two on the other
    // backends, which store the same record (the replay is the same pure code whatever the store).
    const runs = backend === 'sqlite' ? 4 : 2;

    it.each(rankedGames().map((game) => [game.id, game] as const))(
      'replays every %s run recorded through the sessions to the same score',
      async (id, game) => {
        const channel = '100000000000000009';
        for (let i = 0; i < runs; i++) {
          const started = await store.sessions.start({
            channelId: channel,
            guildId: GUILD,
            game,
            ownerId: '300000000000000001',
            ownerName: 'A',
            seed: `replay-${i}`,
            options: sampleOptions[id]!(i),
          });
          if (started.kind !== 'started') throw new Error(started.kind);
          let session = started.session;
          for (let pick = i; ; pick++) {
            const actions = game.legalActions(session.state);
            if (actions.length === 0) break;
            const outcome = await store.sessions.act({
              channelId: channel,
              actor: session.ownerId,
              action: actions[pick % actions.length],
              version: session.version,
            });
            if (outcome.kind !== 'applied') throw new Error(outcome.kind);
            session = outcome.session;
          }
          const recorded = await store.leaderboard.run(session.id);
          expect(recorded?.actions?.length).toBe(session.version);
          const replayed = replayRun(recorded!, findGame);
          expect(replayed).toEqual({
            ok: true,
            result: expect.objectContaining({ over: true, score: recorded!.score, won: recorded!.won }),
          });
        }
      },
    );

    it('says why a run cannot be replayed', () => {
      const base = run('a', 1, '2026-11-22T00:00:00Z', { seed: 'x', options: { weaponRule: 'lenient' } });
      expect(replayRun({ ...base, actions: null }, findGame)).toEqual({ ok: false, reason: 'the run has no recorded actions' });
      expect(replayRun({ ...base, game: 'chess', actions: [] }, findGame)).toEqual({ ok: false, reason: 'unknown game chess' });
      expect(replayRun({ ...base, actions: [{ type: 'face', card: 'ZZ' }] }, findGame)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/action 1 is refused/),
      });
    });
  });
});
