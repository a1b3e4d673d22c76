/** Achievements: a ranked run's achievements are recorded once per player, on every backend. */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/game.js';
import { assassin } from '../../src/games/assassin/index.js';
import type { Session } from '../../src/sessions/session.js';
import { availableBackends } from '../helpers/backends.js';
import { type TestStore, useTestStore } from '../helpers/store.js';
import { ALICE, BOB, CHANNEL, playFirstMoves, rankingOf, startRun } from './fixture.js';

/** A deal whose first-offered-move play ends with the Joker on the throne ("Royal Holiday"). */
const HOLIDAY = 'ach-1';

describe.each(availableBackends())('Achievements (%s)', (backend) => {
  let store!: TestStore;
  useTestStore(backend, (opened) => (store = opened));

  /** Plays a run of `seed` with the first move offered each time, to its end. */
  async function playRun(seed: string, ownerId: string, ranked = true): Promise<Session> {
    const game = assassin as unknown as AnyGame;
    const started = await startRun(store.sessions, { guildId: null, game, ownerId, ownerName: 'P', seed, ranking: rankingOf(ranked) });
    const session = await playFirstMoves(store.sessions, game, started);
    await store.sessions.end(CHANNEL, ownerId, false);
    return session;
  }

  it("records a ranked run's achievements with the run that first earned them, once per player", async () => {
    const first = await playRun(HOLIDAY, ALICE);
    expect(await store.leaderboard.achievementsOf(ALICE, 'assassin')).toEqual([
      { game: 'assassin', achievement: 'royal-holiday', sessionId: first.id, earnedAt: first.updatedAt },
    ]);
    await playRun(HOLIDAY, ALICE);
    expect(await store.leaderboard.achievementsOf(ALICE)).toHaveLength(1);
    expect((await store.leaderboard.achievementsOf(ALICE))[0]?.sessionId).toBe(first.id);
    await playRun(HOLIDAY, BOB);
    expect(await store.leaderboard.achievementsOf(BOB, 'assassin')).toHaveLength(1);
  });

  it('records nothing for an unranked run', async () => {
    await playRun(HOLIDAY, ALICE, false);
    expect(await store.leaderboard.achievementsOf(ALICE)).toEqual([]);
  });

  it("tells which of a run's achievements are new, in one step of the store", async () => {
    expect(await store.leaderboard.recordAchievements(ALICE, 'rogue', ['halfway', 'centurion'], 's1', '2026-11-22T10:00:00Z')).toEqual([
      'halfway',
      'centurion',
    ]);
    expect(await store.leaderboard.recordAchievements(ALICE, 'rogue', ['centurion', 'escaped'], 's2', '2026-11-22T11:00:00Z')).toEqual([
      'escaped',
    ]);
    expect(await store.leaderboard.recordAchievements(ALICE, 'scoundrel', ['centurion'], 's3', '2026-11-22T12:00:00Z')).toEqual([
      'centurion',
    ]);
    const held = await store.leaderboard.achievementsOf(ALICE, 'rogue');
    // Oldest first, then by name.
    expect(held.map((h) => [h.achievement, h.sessionId])).toEqual([
      ['centurion', 's1'],
      ['halfway', 's1'],
      ['escaped', 's2'],
    ]);
  });
});
