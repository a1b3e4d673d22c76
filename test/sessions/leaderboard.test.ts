import { describe, expect, it } from 'vitest';
import { Leaderboard, type RunRecord } from '../../src/sessions/scores/leaderboard.js';
import { availableBackends } from '../helpers/backends.js';
import { type TestStore, useTestStore } from '../helpers/store.js';

const GUILD_A = '200000000000000001';
const GUILD_B = '200000000000000002';

describe.each(availableBackends())('Leaderboard (%s)', (backend) => {
  let store: TestStore;
  useTestStore(backend, (opened) => (store = opened));
  let runs = 0;

  function run(userId: string, score: number, extra: Partial<RunRecord> = {}): RunRecord {
    runs += 1;
    return {
      sessionId: `run${runs}`,
      guildId: GUILD_A,
      userId,
      game: 'scoundrel',
      score,
      won: score > 0,
      seed: `seed${runs}`,
      finishedAt: new Date(Date.UTC(2026, 10, 22, 0, runs)).toISOString(),
      ...extra,
    };
  }

  describe('Leaderboard: recording', () => {
    it('records a run once, however often it is offered', async () => {
      const record = run('1', 12);
      expect(await store.leaderboard.record(record)).toBe(true);
      expect(await store.leaderboard.record(record)).toBe(false);
      expect(await Promise.all([store.leaderboard.record(record), store.leaderboard.record(record)])).toEqual([false, false]);
      const page = await store.leaderboard.page('scoundrel', 'server', GUILD_A, '1');
      expect(page.top).toEqual([expect.objectContaining({ userId: '1', best: 12, games: 1, wins: 1 })]);
    });

    it('records a run once when two processes offer it at the same moment', async () => {
      const second = await store.another();
      const other = new Leaderboard(second.ledger);
      const record = run('1', 7);
      const results = await Promise.all([
        store.leaderboard.record(record),
        other.record(record),
        store.leaderboard.record(record),
        other.record(record),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await other.page('scoundrel', 'global', null, '1')).top[0]).toMatchObject({ games: 1 });
      await second.close();
    });

    it('keeps the options and actions of a run for replays', async () => {
      const record = run('1', 3, {
        options: { weaponRule: 'strict' },
        actions: [{ type: 'avoid' }, { type: 'face', card: 'AS' }],
        daily: '2026-11-22',
      });
      await store.leaderboard.record(record);
      expect(await store.leaderboard.run(record.sessionId)).toEqual(record);
    });

    it('counts games and wins and keeps the best score', async () => {
      await store.leaderboard.record(run('1', -40));
      await store.leaderboard.record(run('1', 15));
      await store.leaderboard.record(run('1', 3));
      const [line] = (await store.leaderboard.page('scoundrel', 'server', GUILD_A, '1')).top;
      expect(line).toMatchObject({ rank: 1, best: 15, games: 3, wins: 2 });
    });

    it('records many runs finishing at once without losing any', async () => {
      await Promise.all(Array.from({ length: 30 }, (_, i) => store.leaderboard.record(run(String(i % 5), i))));
      const page = await store.leaderboard.page('scoundrel', 'global', null, '0');
      expect(page.players).toBe(5);
      expect(page.top.reduce((sum, line) => sum + line.games, 0)).toBe(30);
    });
  });

  describe('Leaderboard: ranking', () => {
    it('ranks by best score, earlier first on a tie, and shows the top 10', async () => {
      for (let i = 0; i < 12; i++) await store.leaderboard.record(run(`u${i}`, i));
      await store.leaderboard.record(run('late', 11));
      const page = await store.leaderboard.page('scoundrel', 'server', GUILD_A, 'u11');
      expect(page.top.map((line) => line.userId)).toEqual(['u11', 'late', 'u10', 'u9', 'u8', 'u7', 'u6', 'u5', 'u4', 'u3']);
      expect(page.top.map((line) => line.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(page.caller).toBeNull();
      expect(page.players).toBe(13);
    });

    it("gives the caller's own rank when they are outside the top 10", async () => {
      for (let i = 0; i < 12; i++) await store.leaderboard.record(run(`u${i}`, i));
      const page = await store.leaderboard.page('scoundrel', 'server', GUILD_A, 'u0');
      expect(page.caller).toMatchObject({ userId: 'u0', rank: 12, best: 0 });
      expect((await store.leaderboard.page('scoundrel', 'server', GUILD_A, 'stranger')).caller).toBeNull();
    });

    it('keeps servers apart and puts everyone on the global board', async () => {
      await store.leaderboard.record(run('a', 5, { guildId: GUILD_A }));
      await store.leaderboard.record(run('b', 9, { guildId: GUILD_B }));
      expect((await store.leaderboard.page('scoundrel', 'server', GUILD_A, 'a')).top.map((l) => l.userId)).toEqual(['a']);
      expect((await store.leaderboard.page('scoundrel', 'server', GUILD_B, 'a')).top.map((l) => l.userId)).toEqual(['b']);
      expect((await store.leaderboard.page('scoundrel', 'global', null, 'a')).top.map((l) => l.userId)).toEqual(['b', 'a']);
    });

    it('keeps games apart', async () => {
      await store.leaderboard.record(run('a', 5));
      expect((await store.leaderboard.page('assassin', 'server', GUILD_A, 'a')).players).toBe(0);
    });
  });
});
