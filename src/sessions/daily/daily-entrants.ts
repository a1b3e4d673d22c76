/**
 * Who plays a server's daily deals today: each member's ranked attempt at a game's daily, and where its
 * session is (a channel's game, or their private run in a channel), so the day's standings on the daily
 * post can read how far each has come. One record a server and UTC day, appended to with conditional
 * writes (tried again when another member's entry came first), kept two days.
 */
import { z } from 'zod';
import { KeyedLock } from '../keyed-lock.js';
import type { KvStore } from '../store/kv-store.js';

const snowflake = z.string().regex(/^\d{1,20}$/);

/** The most entrants a server's day lists; later ones are counted on the daily boards, not in the live standings. */
const DAILY_ENTRANTS_MAX = 1_000;

const entrantSchema = z.object({
  game: z.string(),
  userId: snowflake,
  channelId: snowflake,
  privateTo: snowflake.nullable(),
  sessionId: z.string(),
});
/** A member's ranked attempt at a game's daily deal, and where its session is. */
export type DailyEntrant = z.infer<typeof entrantSchema>;

const recordSchema = z.object({
  id: z.string(),
  version: z.number().int().min(0),
  entrants: z.array(entrantSchema).max(DAILY_ENTRANTS_MAX),
  keepUntil: z.number().nullish(),
});

/** How many times an entry is tried again when another one was written between its read and its write. */
const ATTEMPTS = 20;

/** How long a day's record is kept (ms): past the day, for its last edit of the standings. */
const RETENTION_MS = 2 * 24 * 3_600_000;

/** The daily deals' entrants of each server and day. */
export class DailyEntrants {
  /** This process's entries of one day, one at a time (another process's are caught by the conditional write). */
  private readonly lock = new KeyedLock();

  constructor(private readonly store: KvStore) {}

  /** Adds a member's attempt at a game's daily (once: a second entry of the same game and member is left out). */
  enter(guildId: string, date: string, entrant: DailyEntrant): Promise<void> {
    const key = entrantsKey(guildId, date);
    return this.lock.run(key, () => this.append(key, entrant));
  }

  private async append(key: string, entrant: DailyEntrant): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const parsed = recordSchema.safeParse(await this.store.get(key));
      const held = parsed.success ? parsed.data : null;
      const entrants = held?.entrants ?? [];
      if (entrants.length >= DAILY_ENTRANTS_MAX || entrants.some((e) => e.game === entrant.game && e.userId === entrant.userId)) return;
      const next = { id: key, version: (held?.version ?? -1) + 1, entrants: [...entrants, entrant] };
      if (await this.store.setIfVersion(key, next, held ? { id: key, version: held.version } : null, RETENTION_MS)) return;
    }
    throw new Error(`${key} changed too often to add ${entrant.userId}`);
  }

  /** The server's entrants of the day, in the order they entered. */
  async of(guildId: string, date: string): Promise<DailyEntrant[]> {
    const parsed = recordSchema.safeParse(await this.store.get(entrantsKey(guildId, date)));
    return parsed.success ? parsed.data.entrants : [];
  }
}

function entrantsKey(guildId: string, date: string): string {
  return `daily-entrants:${guildId}:${date}`;
}
