/**
 * Daily deals: a start that fails after its claim gives back only what the claim took. A replay of
 * today's daily by a player who already had their ranked attempt takes nothing (it is unranked), so
 * when its start fails, the player's attempt stays spent; a ranked attempt whose start fails is
 * given back. The failure is the real one: another process starts a game in the channel between the
 * claim and the write, so the conditional write loses.
 */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/catalog.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { DailyDeals, type Ranking } from '../../src/sessions/daily/daily-deals.js';
import { SessionService } from '../../src/sessions/session-service.js';
import type { KvStore, Stamp } from '../../src/sessions/store/kv-store.js';
import { availableBackends } from '../helpers/backends.js';
import { type TestStore, useTestStore } from '../helpers/store.js';
import { ALICE, BOB, CHANNEL, GUILD } from './fixture.js';

const TODAY = '2026-11-22';

describe.each(availableBackends())('Daily deals: releasing a failed start (%s)', (backend) => {
  let store: TestStore;
  let dailies: DailyDeals;
  useTestStore(backend, (opened) => {
    store = opened;
    dailies = new DailyDeals(store.storage.ledger);
  });

  /**
   * Starts today's daily for `userId` in the channel through a session service whose write comes just
   * after another process (Bob, on his own connection) started a game there: the start loses the race.
   */
  async function failedStart(userId: string, seed: string) {
    const rivalStorage = await store.another();
    const rival = new SessionService(rivalStorage.store, store.leaderboard, { findGame });
    const { store: kv } = store.storage;
    // The same store, every method its own, but its conditional write comes just after the rival's start.
    const racing: KvStore = Object.create(kv, {
      setIfVersion: {
        value: async (key: string, value: Stamp, expected: Stamp | null) => {
          expect(
            (
              await rival.start({
                channelId: CHANNEL,
                guildId: GUILD,
                game: scoundrel,
                ownerId: BOB,
                ownerName: 'Bob',
                seed: 'rival',
                options: { weaponRule: 'lenient' },
              })
            ).kind,
          ).toBe('started');
          return kv.setIfVersion(key, value, expected);
        },
      },
    });
    const sessions = new SessionService(racing, store.leaderboard, { findGame });
    const claim = dailies.claimFor('scoundrel', 'Scoundrel', seed, userId, TODAY);
    let ranking: Ranking | undefined;
    const outcome = await sessions.start({
      channelId: CHANNEL,
      guildId: GUILD,
      game: scoundrel,
      ownerId: userId,
      ownerName: 'Player',
      seed,
      options: { weaponRule: 'lenient' },
      ranking: {
        claim: async () => (ranking = await claim.claim()),
        release: (taken) => claim.release(taken),
      },
    });
    await rivalStorage.close();
    return { outcome, ranking };
  }

  it("leaves spent the attempt of a player whose unranked replay of today's daily failed to start", async () => {
    const seed = await dailies.seedFor('scoundrel', TODAY);
    // her ranked attempt, played
    expect(await dailies.claimFor('scoundrel', 'Scoundrel', seed, ALICE, TODAY).claim()).toMatchObject({ ranked: true, daily: TODAY });
    const { outcome, ranking } = await failedStart(ALICE, seed);
    expect(ranking).toMatchObject({ ranked: false, daily: TODAY, note: expect.stringMatching(/already had your ranked attempt/) });
    expect(outcome).toMatchObject({ kind: 'busy', session: { ownerId: BOB } });
    expect(await dailies.claimFor('scoundrel', 'Scoundrel', seed, ALICE, TODAY).claim()).toMatchObject({ ranked: false, daily: TODAY });
    expect(await dailies.claimAttempt('scoundrel', TODAY, ALICE)).toBe(false);
  });

  it("gives back the ranked attempt of a player whose first start of today's daily failed", async () => {
    const seed = await dailies.seedFor('scoundrel', TODAY);
    const { outcome, ranking } = await failedStart(ALICE, seed);
    expect(ranking).toMatchObject({ ranked: true, daily: TODAY });
    expect(outcome).toMatchObject({ kind: 'busy', session: { ownerId: BOB } });
    expect(await dailies.claimFor('scoundrel', 'Scoundrel', seed, ALICE, TODAY).claim()).toMatchObject({ ranked: true, daily: TODAY });
  });
});
