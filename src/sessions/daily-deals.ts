/**
 * Daily deals (issue 9): each game has one deal per UTC day, the same for every player in every
 * server this bot serves. Its seed is derived from the game and the date with a secret kept in the
 * store, so tomorrow's deal cannot be worked out in advance; each player gets one ranked attempt.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { retryWhileBusy } from './kv-store.js';
import type { Sql } from './leaderboard.js';

const seedRow = z.object({ seed: z.string() });
const dateRow = z.object({ date: z.string() });
const valueRow = z.object({ value: z.string() });

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
  private readonly sql: Sql;
  private knownSecret: string | undefined;

  constructor(sql: Sql) {
    this.sql = (text, ...params) => retryWhileBusy(() => sql(text, ...params));
  }

  /** The seed of a game's deal on a UTC date, e.g. `daily-20261122-k3j9x2ab`, recorded on first use. */
  async seedFor(game: string, date: string): Promise<string> {
    const secret = await this.secret();
    const digest = createHmac('sha256', secret).update(`${game}:${date}`).digest();
    const seed = `daily-${date.replaceAll('-', '')}-${digest.readUIntBE(0, 6).toString(36).padStart(10, '0').slice(-8)}`;
    await this.sql('INSERT INTO daily_deals (game, date, seed) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', game, date, seed);
    return seed;
  }

  /** The date whose daily deal this seed was, or null when it never was one. */
  async dateOf(game: string, seed: string): Promise<string | null> {
    const [row] = await this.sql('SELECT date FROM daily_deals WHERE game = ? AND seed = ?', game, seed);
    return row === undefined ? null : dateRow.parse(row).date;
  }

  /** The seed of a past day's deal, or null when nobody played that day. */
  async recordedSeed(game: string, date: string): Promise<string | null> {
    const [row] = await this.sql('SELECT seed FROM daily_deals WHERE game = ? AND date = ?', game, date);
    return row === undefined ? null : seedRow.parse(row).seed;
  }

  /** Takes a player's ranked attempt at a day's deal; false when it was already taken. */
  async claimAttempt(game: string, date: string, userId: string): Promise<boolean> {
    const rows = await this.sql(
      'INSERT INTO daily_attempts (game, date, user_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING user_id',
      game, date, userId,
    );
    return rows.length === 1;
  }

  /** Gives an attempt back, when the game it was taken for could not start. */
  async releaseAttempt(game: string, date: string, userId: string): Promise<void> {
    await this.sql('DELETE FROM daily_attempts WHERE game = ? AND date = ? AND user_id = ?', game, date, userId);
  }

  /**
   * How a run from an explicit seed counts: today's daily seed is the daily; a past daily, or a deal
   * somebody (the player included) has already finished ranked, is a replay and unranked.
   */
  async rankSeed(game: string, seed: string, today: string): Promise<Ranking> {
    const date = await this.dateOf(game, seed);
    if (date === today) return { ranked: true, daily: today, note: null };
    if (date !== null) return { ranked: false, daily: null, note: `That seed was the daily deal of ${date}: replays of past dailies are unranked.` };
    const played = await this.sql('SELECT 1 FROM runs WHERE game = ? AND seed = ? LIMIT 1', game, seed);
    if (played.length > 0) return { ranked: false, daily: null, note: 'This deal has been played before, so this replay is unranked.' };
    return { ranked: true, daily: null, note: null };
  }

  private async secret(): Promise<string> {
    if (this.knownSecret) return this.knownSecret;
    await this.sql("INSERT INTO settings (key, value) VALUES ('daily-secret', ?) ON CONFLICT DO NOTHING", randomBytes(32).toString('hex'));
    const [row] = await this.sql("SELECT value FROM settings WHERE key = 'daily-secret'");
    this.knownSecret = valueRow.parse(row).value;
    return this.knownSecret;
  }
}
