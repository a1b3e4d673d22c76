/**
 * A server's settings, kept in the store beside its sessions: whether boards are drawn as
 * pictures (default on). A process keeps what it read for a minute, and what it wrote at once; a
 * setting only changes how boards look, so a minute's lag on another shard decides nothing.
 */
import { z } from 'zod';
import type { KvStore } from './store/kv-store.js';

const dailyPostSchema = z.object({
  channelId: z.string().regex(/^\d{1,20}$/),
  roleId: z
    .string()
    .regex(/^\d{1,20}$/)
    .nullable(),
  hour: z.number().int().min(0).max(23),
  timeZone: z.string().min(1),
});
/** Where and when a server's daily post goes: its channel, the role it pings (or none), the local hour and the IANA time zone. */
export type DailyPostSetting = z.infer<typeof dailyPostSchema>;

const settingsSchema = z.object({ pictures: z.boolean(), daily: dailyPostSchema.nullable().default(null) });
/** What a server has chosen. */
export type ServerSettingsValue = z.infer<typeof settingsSchema>;

/** The settings of a server that has chosen nothing. */
const DEFAULT_SETTINGS: ServerSettingsValue = { pictures: true, daily: null };

/** How long a process keeps a server's settings before reading them again (milliseconds). */
const KEEP_MS = 60_000;

/** Servers' settings in the store. */
export class ServerSettings {
  private readonly read = new Map<string, { value: ServerSettingsValue; until: number }>();

  constructor(
    private readonly store: KvStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** A server's settings (the defaults for none: DMs, and servers without the bot). */
  async of(guildId: string | null): Promise<ServerSettingsValue> {
    if (guildId === null) return DEFAULT_SETTINGS;
    const kept = this.read.get(guildId);
    if (kept && kept.until > this.now()) return kept.value;
    return this.fresh(guildId);
  }

  /** A server's settings as the store has them now. */
  async fresh(guildId: string): Promise<ServerSettingsValue> {
    const parsed = settingsSchema.safeParse(await this.store.get(key(guildId)));
    const value = parsed.success ? parsed.data : DEFAULT_SETTINGS;
    this.read.set(guildId, { value, until: this.now() + KEEP_MS });
    return value;
  }

  /** Changes a server's settings; returns them as they now are. */
  async update(guildId: string, change: Partial<ServerSettingsValue>): Promise<ServerSettingsValue> {
    const value = { ...(await this.fresh(guildId)), ...change };
    await this.store.set(key(guildId), value);
    this.read.set(guildId, { value, until: this.now() + KEEP_MS });
    return value;
  }
}

function key(guildId: string): string {
  return `settings:guild:${guildId}`;
}
