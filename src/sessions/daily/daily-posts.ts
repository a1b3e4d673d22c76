/**
 * A server's daily post, once a day at its local hour: when it is due, who posts it, and what became
 * of the last one. The time of the next post is a piece of scheduled work (one per server, under the
 * server's id), so it survives restarts and is run by one process; the handler reads the settings
 * afresh, claims the server's local day in the store with a conditional write BEFORE posting (a
 * second process, or the same work run again after a lease ran out, finds the day taken and posts
 * nothing), posts, then schedules the next day's. A bot that was down at the hour posts when it is
 * back, if that is still the same local day; a day it slept through entirely is skipped.
 *
 * A post that fails (the channel was deleted, the bot lost its permission) is logged and recorded for
 * `/settings`, and not tried again that day: the next try is the next day's post.
 */
import { z } from 'zod';
import { type Logger, silentLogger } from '../../log.js';
import type { DailyPostSetting, ServerSettings } from '../server-settings.js';
import type { KvStore } from '../store/kv-store.js';
import { localDate, localHourAt, nextLocalHour } from '../time/local-time.js';
import type { ScheduledWork } from '../time/scheduled-work.js';

/** The kind of scheduled work of the daily posts. */
const DAILY_POST_WORK = 'daily-post';

/** What the poster is asked to post: the server, its settings, the local date of the post and the UTC date of the deals it shows. */
export interface DailyPostJob {
  guildId: string;
  setting: DailyPostSetting;
  localDate: string;
  dealsDate: string;
}

/** Posts a server's daily post; throws a DailyPostFailure (or any error) when it could not. */
export type DailyPoster = (job: DailyPostJob) => Promise<void>;

/** A post that could not be made, with the reason an admin is shown (`the channel no longer exists`). */
export class DailyPostFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DailyPostFailure';
  }
}

const outcomeSchema = z.object({ localDate: z.string(), at: z.string(), failure: z.string().nullable() });
/** What became of a server's last daily post: its local date, when it was tried, and why it failed (null: posted). */
export type DailyPostOutcome = z.infer<typeof outcomeSchema>;

const claimSchema = z.object({ id: z.string(), version: z.number() });

const snowflake = z.string().regex(/^\d{1,20}$/);
const postMessageSchema = z.object({
  dealsDate: z.string(),
  channelId: snowflake,
  messageId: snowflake,
  roleId: snowflake.nullable(),
});
/** A server's last daily post: the UTC date of the deals it shows, where it is, and the role it pinged. */
export type DailyPostMessage = z.infer<typeof postMessageSchema>;

/** The day number of a `YYYY-MM-DD` date (days since 1970-01-01), the version of a server's claim. */
function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/** The daily posts of every server. */
export class DailyPosts {
  private readonly log: Logger;

  constructor(
    private readonly store: KvStore,
    private readonly settings: ServerSettings,
    private readonly work: ScheduledWork,
    private readonly now: () => Date,
    log: Logger = silentLogger,
  ) {
    this.log = log;
  }

  /** Makes this process post the servers' daily posts with `post` when they are due. */
  register(post: DailyPoster): void {
    this.work.handle(DAILY_POST_WORK, ({ key }, now) => this.due(key, post, now));
  }

  /** Schedules a server's next post after its settings changed (or cancels it, for none). */
  async configure(guildId: string, setting: DailyPostSetting | null): Promise<void> {
    if (setting === null) await this.work.cancel(DAILY_POST_WORK, guildId);
    else await this.work.schedule(DAILY_POST_WORK, guildId, this.nextAt(setting));
  }

  /** When the server's next post is due, as its settings say. */
  nextAt(setting: DailyPostSetting, now: Date = this.now()): Date {
    return nextLocalHour(now, setting.hour, setting.timeZone);
  }

  /** Records the server's daily post just made, so its standings can be brought up to date all day. */
  async recordMessage(guildId: string, message: DailyPostMessage): Promise<void> {
    await this.store.set(messageKey(guildId), message);
  }

  /** The server's last daily post, or null when none is recorded. */
  async messageOf(guildId: string): Promise<DailyPostMessage | null> {
    const parsed = postMessageSchema.safeParse(await this.store.get(messageKey(guildId)));
    return parsed.success ? parsed.data : null;
  }

  /** What became of the server's last post, or null when it never posted. */
  async lastOutcome(guildId: string): Promise<DailyPostOutcome | null> {
    const parsed = outcomeSchema.safeParse(await this.store.get(outcomeKey(guildId)));
    return parsed.success ? parsed.data : null;
  }

  /**
   * Claims the server's post of a local date, in one conditional write: true for the one caller that
   * gets it, false when that day (or a later one) was claimed already.
   */
  async claim(guildId: string, date: string): Promise<boolean> {
    const key = claimKey(guildId);
    const stored = claimSchema.safeParse(await this.store.get(key));
    const day = dayNumber(date);
    if (stored.success && stored.data.version >= day) return false;
    return this.store.setIfVersion(key, { id: guildId, version: day }, stored.success ? stored.data : null);
  }

  /** The work of a server's post coming due: post today's if its hour has come and nobody has, then schedule the next. */
  private async due(guildId: string, post: DailyPoster, now: Date): Promise<void> {
    const { daily } = await this.settings.fresh(guildId);
    if (daily === null) return;
    const today = localDate(now, daily.timeZone);
    try {
      if (now >= localHourAt(today, daily.hour, daily.timeZone) && (await this.claim(guildId, today))) {
        await this.post(post, { guildId, setting: daily, localDate: today, dealsDate: now.toISOString().slice(0, 10) }, now);
      }
    } finally {
      await this.work.schedule(DAILY_POST_WORK, guildId, this.nextAt(daily, now));
    }
  }

  /** Posts a claimed day's post once, and records what became of it. */
  private async post(post: DailyPoster, job: DailyPostJob, now: Date): Promise<void> {
    let failure: string | null = null;
    try {
      await post(job);
      this.log.info(`daily post of ${job.localDate} made in server ${job.guildId}`);
    } catch (error) {
      failure = error instanceof DailyPostFailure ? error.message : 'something went wrong while posting it';
      this.log.warn(
        `daily post of ${job.localDate} in server ${job.guildId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const outcome: DailyPostOutcome = { localDate: job.localDate, at: now.toISOString(), failure };
    await this.store.set(outcomeKey(job.guildId), outcome);
  }
}

function claimKey(guildId: string): string {
  return `daily-post:claim:${guildId}`;
}

function outcomeKey(guildId: string): string {
  return `daily-post:last:${guildId}`;
}

function messageKey(guildId: string): string {
  return `daily-post:message:${guildId}`;
}
