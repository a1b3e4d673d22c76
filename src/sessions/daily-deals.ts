/**
 * Daily deals (issue 9): each game has one deal per UTC day, the same for every player in every
 * server this bot serves. Its seed is derived from the game and the date with a secret kept in the
 * store, so tomorrow's deal cannot be worked out in advance; each player gets one ranked attempt.
 *
 * Every other deal is ranked only on its first start (issue 17): starting a run claims its seed in
 * one step of the store, so a deal peeked at, ended and started again, or started in two channels at
 * once, is ranked once. Claims are taken inside the channel's lock once the channel is known to be free.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Ledger } from './ledger.js';
import type { Ranking, RankingClaim } from './ranking.js';

export type { Ranking } from './ranking.js';

/** The daily deals and the seeds already played. */
export class DailyDeals {
  private knownSecret: string | undefined;

  constructor(private readonly ledger: Ledger) {}

  /** The seed of a game's deal on a UTC date, e.g. `daily-20261122-k3j9x2ab`, recorded on first use. */
  async seedFor(game: string, date: string): Promise<string> {
    const digest = createHmac('sha256', await this.secret()).update(`${game}:${date}`).digest();
    const seed = `daily-${date.replaceAll('-', '')}-${digest.readUIntBE(0, 6).toString(36).padStart(10, '0').slice(-8)}`;
    await this.ledger.saveDailySeed(game, date, seed);
    return seed;
  }

  /** The date whose daily deal this seed was, or null when it never was one. */
  dateOf(game: string, seed: string): Promise<string | null> {
    return this.ledger.dailyDateOf(game, seed);
  }

  /** The seed of a past day's deal, or null when nobody played that day. */
  recordedSeed(game: string, date: string): Promise<string | null> {
    return this.ledger.dailySeedOf(game, date);
  }

  /** Takes a player's ranked attempt at a day's deal; false when it was already taken. */
  claimAttempt(game: string, date: string, userId: string): Promise<boolean> {
    return this.ledger.claimAttempt(game, date, userId);
  }

  /** Gives an attempt back, when the game it was taken for could not start. */
  releaseAttempt(game: string, date: string, userId: string): Promise<void> {
    return this.ledger.releaseAttempt(game, date, userId);
  }

  /**
   * How a new run of `seed` by `userId` counts, as a claim to take once the channel is free: today's
   * daily deal takes the player's attempt of the day; a past daily is a replay; any other deal takes its
   * seed, so it is ranked only for its first start. `title` names the game in the notes.
   */
  claimFor(game: string, title: string, seed: string, userId: string, today: string): RankingClaim {
    return {
      claim: async () => {
        const date = await this.dateOf(game, seed);
        if (date === today) {
          if (await this.claimAttempt(game, today, userId)) return { ranked: true, daily: today, note: null };
          return { ranked: false, daily: today, note: `You already had your ranked attempt at today's daily ${title}: this replay is unranked.` };
        }
        if (date !== null) return { ranked: false, daily: null, note: `That seed was the daily deal of ${date}: replays of past dailies are unranked.` };
        if (await this.ledger.claimSeed(game, seed, userId)) return { ranked: true, daily: null, note: null };
        return { ranked: false, daily: null, note: 'This deal has been played before, so this replay is unranked.' };
      },
      release: async (ranking) => {
        if (!ranking.ranked) return;
        if (ranking.daily !== null) await this.releaseAttempt(game, ranking.daily, userId);
        else await this.ledger.releaseSeed(game, seed, userId);
      },
    };
  }

  private async secret(): Promise<string> {
    this.knownSecret ??= await this.ledger.setting('daily-secret', randomBytes(32).toString('hex'));
    return this.knownSecret;
  }
}
