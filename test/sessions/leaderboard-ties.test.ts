/**
 * Leaderboard: a tie goes to whoever reached the score first, and a player who only equals their own
 * best later keeps the time of the earlier one (their best did not improve), on every backend alike:
 * on the top of the board, in the caller's own line below it, on the server, global, week and daily
 * boards.
 */
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/sessions/scores/leaderboard.js';
import { availableBackends } from '../helpers/backends.js';
import { type TestStore, useTestStore } from '../helpers/store.js';
import { ALICE, BOB, GUILD } from './fixture.js';

const DAY = '2026-11-22';

describe.each(availableBackends())('Leaderboard: ties (%s)', (backend) => {
  let store: TestStore;
  useTestStore(backend, (opened) => (store = opened));

  /** A ranked run of today's daily deal finishing `minute` minutes into the day. */
  function run(userId: string, score: number, minute: number): RunRecord {
    const finishedAt = new Date(Date.UTC(2026, 10, 22, 0, minute)).toISOString();
    return {
      sessionId: `run-${userId}-${minute}`,
      guildId: GUILD,
      userId,
      game: 'scoundrel',
      score,
      won: score > 0,
      seed: 'daily-seed',
      daily: DAY,
      finishedAt,
    };
  }

  it('keeps the earlier time of a best that is equalled later: Alice 12, then Bob 12, then Alice 12 again, ranks Alice first', async () => {
    await store.leaderboard.record(run(ALICE, 12, 1));
    await store.leaderboard.record(run(BOB, 12, 2));
    await store.leaderboard.record(run(ALICE, 12, 3));
    await store.leaderboard.record(run(ALICE, 5, 4));
    const boards = [
      ['server', { kind: 'all' }],
      ['global', { kind: 'all' }],
      ['global', { kind: 'week', monday: '2026-11-16' }],
      ['global', { kind: 'daily', date: DAY }],
    ] as const;
    for (const [scope, period] of boards) {
      const name = `${scope} ${period.kind}`;
      const page = await store.leaderboard.page('scoundrel', scope, GUILD, ALICE, period);
      expect(
        page.top.map((line) => [line.rank, line.userId, line.best, line.games]),
        name,
      ).toEqual([
        [1, ALICE, 12, 3],
        [2, BOB, 12, 1],
      ]);
      expect(page.top[0]?.bestAt, name).toBe(run(ALICE, 12, 1).finishedAt);
      // The caller's own line, below a top of one, is ranked by the same rule.
      const below = await store.leaderboard.page('scoundrel', scope, GUILD, BOB, period, 1);
      expect(
        below.top.map((line) => line.userId),
        name,
      ).toEqual([ALICE]);
      expect(below.caller, name).toMatchObject({ userId: BOB, rank: 2, best: 12 });
    }
    expect(await store.leaderboard.places('scoundrel', ALICE, GUILD, DAY, 12)).toMatchObject({
      server: 1,
      global: 1,
      daily: 1,
      best: true,
    });
    expect(await store.leaderboard.places('scoundrel', BOB, GUILD, DAY, 12)).toMatchObject({ server: 2, global: 2, daily: 2, best: true });
  });

  it('moves the time of a best that is beaten: Alice 12, Bob 12, then Alice 13 ranks Alice first at her new time', async () => {
    await store.leaderboard.record(run(ALICE, 12, 1));
    await store.leaderboard.record(run(BOB, 12, 2));
    await store.leaderboard.record(run(ALICE, 13, 3));
    const { top } = await store.leaderboard.page('scoundrel', 'global', null, ALICE);
    expect(top.map((line) => [line.rank, line.userId, line.best, line.bestAt])).toEqual([
      [1, ALICE, 13, run(ALICE, 13, 3).finishedAt],
      [2, BOB, 12, run(BOB, 12, 2).finishedAt],
    ]);
  });
});
