/**
 * Daily deals: each game has one deal per UTC day, the same for every player in every
 * server this bot serves. Its seed is derived from the game and the date with a secret kept in the
 * store, so tomorrow's deal cannot be worked out in advance; each player gets one ranked attempt.
 *
 * A game can ask more of its daily deal (Scoundrel's must be winnable, its best possible score
 * above 0): the day's candidates are then tried in a fixed order, candidate 0 first (the seed every
 * day had before), until one passes the game's check. The first seed recorded for a day is the day's
 * seed in every process (the ledger keeps the first one saved, in one step of the store); as the
 * candidates and the solver are deterministic, every process would choose the same one anyway. A
 * candidate whose check cannot be made (the solver failed) is passed over; when none passes, candidate
 * 0 is the deal, and its board makes no claim about it.
 *
 * Every other deal is ranked only on its first start: starting a run claims its seed in
 * one step of the store, so a deal peeked at, ended and started again, or started in two channels at
 * once, is ranked once. Claims are taken inside the channel's lock once the channel is known to be free.
 * A deal dealt in a race or a duel is claimed the same way when it is dealt, so a solo start of it
 * afterwards is unranked like any replay.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { type Logger, silentLogger } from '../../log.js';
import type { RankingClaim } from '../ranking.js';
import type { Ledger } from '../scores/ledger.js';

export type { Ranking } from '../ranking.js';

/** Whether a candidate seed makes a good daily deal of its game. */
export type DealCheck = (seed: string) => Promise<boolean>;

/** What a game asks of its daily deal, and how candidates are made. */
export interface DailyDealsOptions {
  /** Per game, the check a daily deal must pass (games without one take candidate 0). */
  checks?: Partial<Record<string, DealCheck>>;
  /** How many candidates are tried at most (default 16). */
  candidates?: number;
  /** The seed of candidate `index` (default: from the store's secret, the game and the date). */
  candidate?: (game: string, date: string, index: number, secret: string) => string;
  log?: Logger;
}

/** A day's candidate seed, e.g. `daily-20261122-k3j9x2ab`: candidate 0 is the seed every day had before there were checks. */
export function candidateSeed(game: string, date: string, index: number, secret: string): string {
  const digest = createHmac('sha256', secret)
    .update(index === 0 ? `${game}:${date}` : `${game}:${date}:${index}`)
    .digest();
  return `daily-${date.replaceAll('-', '')}-${digest.readUIntBE(0, 6).toString(36).padStart(10, '0').slice(-8)}`;
}

/** The daily deals and the seeds already played. */
export class DailyDeals {
  private knownSecret: string | undefined;
  private readonly choosing = new Map<string, Promise<string>>();
  private readonly checks: Partial<Record<string, DealCheck>>;
  private readonly candidates: number;
  private readonly candidate: (game: string, date: string, index: number, secret: string) => string;
  private readonly log: Logger;

  constructor(
    private readonly ledger: Ledger,
    options: DailyDealsOptions = {},
  ) {
    this.checks = options.checks ?? {};
    this.candidates = options.candidates ?? 16;
    this.candidate = options.candidate ?? candidateSeed;
    this.log = options.log ?? silentLogger;
  }

  /**
   * The seed of a game's deal on a UTC date: the recorded one, or the day's choice, recorded now. Asks
   * made in this process while one is under way share it.
   */
  seedFor(game: string, date: string): Promise<string> {
    const key = `${game}:${date}`;
    const asked = this.choosing.get(key);
    if (asked) return asked;
    const choice = this.recordedOrChosen(game, date);
    this.choosing.set(key, choice);
    const done = () => this.choosing.delete(key);
    choice.then(done, done);
    return choice;
  }

  /** The day's recorded seed; else the first candidate that passes the game's check, recorded (the first recorded stands). */
  private async recordedOrChosen(game: string, date: string): Promise<string> {
    const recorded = await this.ledger.dailySeedOf(game, date);
    if (recorded !== null) return recorded;
    const secret = await this.secret();
    const first = this.candidate(game, date, 0, secret);
    const check = this.checks[game];
    const chosen = check ? ((await this.firstPassing(game, date, secret, check)) ?? first) : first;
    return this.ledger.saveDailySeed(game, date, chosen);
  }

  /** The first candidate that passes `check`, or null when none of them does. */
  private async firstPassing(game: string, date: string, secret: string, check: DealCheck): Promise<string | null> {
    for (let index = 0; index < this.candidates; index++) {
      const seed = this.candidate(game, date, index, secret);
      try {
        if (await check(seed)) return seed;
      } catch (error) {
        this.log.warn(`the daily ${game} candidate ${index} of ${date} could not be checked: ${String(error)}`);
      }
    }
    this.log.warn(`none of ${this.candidates} candidates for the daily ${game} of ${date} passed its check: candidate 0 is the deal`);
    return null;
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
          return {
            ranked: false,
            daily: today,
            note: `You already had your ranked attempt at today's daily ${title}: this replay is unranked.`,
          };
        }
        if (date !== null)
          return { ranked: false, daily: null, note: `That seed was the daily deal of ${date}: replays of past dailies are unranked.` };
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

  /**
   * The claim of a deal dealt outside a ranked run of its own (a race's deal, a duel's map): it takes the
   * seed as a run's start does, so no later start of the deal is ranked, and the deal itself counts on no
   * board. `claimant` is who dealt it; only a claim it took is given back.
   */
  claimDealt(game: string, seed: string, claimant: string): RankingClaim {
    let taken = false;
    return {
      claim: async () => {
        taken = await this.ledger.claimSeed(game, seed, claimant);
        return { ranked: false, daily: null, note: null };
      },
      release: async () => {
        if (taken) await this.ledger.releaseSeed(game, seed, claimant);
      },
    };
  }

  private async secret(): Promise<string> {
    this.knownSecret ??= await this.ledger.setting('daily-secret', randomBytes(32).toString('hex'));
    return this.knownSecret;
  }
}
