/**
 * Daily deals (issue 9): each game has one deal per UTC day, the same for every player in every
 * server this bot serves. Its seed is derived from the game and the date with a secret kept in the
 * store, so tomorrow's deal cannot be worked out in advance; each player gets one ranked attempt.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Ledger } from './ledger.js';

/** How a run started from a seed counts. */
export interface Ranking {
  ranked: boolean;
  /** The UTC date when the run is that day's daily deal. */
  daily: string | null;
  /** Why a run is unranked, for the player. */
  note: string | null;
}

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
   * How a run from an explicit seed counts: today's daily seed is the daily; a past daily, or a deal
   * somebody (the player included) has already finished ranked, is a replay and unranked.
   */
  async rankSeed(game: string, seed: string, today: string): Promise<Ranking> {
    const date = await this.dateOf(game, seed);
    if (date === today) return { ranked: true, daily: today, note: null };
    if (date !== null) return { ranked: false, daily: null, note: `That seed was the daily deal of ${date}: replays of past dailies are unranked.` };
    if (await this.ledger.seedPlayed(game, seed)) return { ranked: false, daily: null, note: 'This deal has been played before, so this replay is unranked.' };
    return { ranked: true, daily: null, note: null };
  }

  private async secret(): Promise<string> {
    this.knownSecret ??= await this.ledger.setting('daily-secret', randomBytes(32).toString('hex'));
    return this.knownSecret;
  }
}
