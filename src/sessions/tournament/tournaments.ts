/**
 * Tournaments: a server's members playing one solo game's daily deals over a run of days in a channel,
 * scored by place each day (src/engine/tournament-points.ts) from the server's daily boards. One
 * tournament per channel at a time, kept under `tournament:<channel>` and changed only by conditional
 * writes of the store: starting one over a running one, or ending one twice, cannot happen however many
 * processes try. A server's channels that ever had one are listed under `tournaments:guild:<id>`, for
 * its daily post.
 *
 * The tournament covers the UTC days' deals from the day it starts (a run of that day made before the
 * start counts: it is the same deal, one ranked attempt each) and ends at the UTC midnight after its
 * last day, a piece of scheduled work (`tournament-end`). Its handler claims the end with the
 * conditional write from running to over BEFORE announcing the winners, who then earn the champion's
 * achievement; a tournament ended early with `/tournament end` has no champion.
 */
import { z } from 'zod';
import type { AchievementDef } from '../../engine/game.js';
import { type TournamentStanding, tournamentStandings, tournamentWinners } from '../../engine/tournament-points.js';
import { type Logger, silentLogger } from '../../log.js';
import type { Leaderboard } from '../scores/leaderboard.js';
import type { KvStore, Stamp } from '../store/kv-store.js';
import { utcDate } from '../time/calendar.js';
import { addDays } from '../time/local-time.js';
import type { ScheduledWork } from '../time/scheduled-work.js';

/** How many days a tournament may run. */
export const TOURNAMENT_DAYS = { min: 1, max: 14 } as const;

/** The longest name a tournament may have. */
export const TOURNAMENT_NAME_MAX = 60;

/** How many of a day's players are placed (the rest of a bigger day score nothing). */
const PLACED_A_DAY = 200;

/** The kind of scheduled work of a tournament's end. */
const TOURNAMENT_END = 'tournament-end';

/** The achievement the winners of a tournament earn, in the tournament's game. */
export const TOURNAMENT_CHAMPION: AchievementDef = {
  id: 'tournament-champion',
  title: 'Champion of the server',
  description: "Win a server's tournament (first, or tied first, on its last day).",
  emoji: '🏆',
};

const snowflake = z.string().regex(/^\d{1,20}$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const tournamentSchema = z.object({
  id: z.string(),
  version: z.number().int().min(0),
  guildId: snowflake,
  channelId: snowflake,
  game: z.string(),
  name: z.string().min(1).max(TOURNAMENT_NAME_MAX),
  /** The UTC date of its first day's deal. */
  firstDay: date,
  days: z.number().int().min(TOURNAMENT_DAYS.min).max(TOURNAMENT_DAYS.max),
  startedBy: snowflake,
  startedAt: z.string(),
  status: z.enum(['running', 'over']),
  endedAt: z.string().nullable(),
  /** True when `/tournament end` ended it before its last day was over: no champion. */
  early: z.boolean(),
  winners: z.array(snowflake),
});
/** A tournament as the store keeps it. */
export type Tournament = z.infer<typeof tournamentSchema>;

const stampSchema = z.object({ id: z.string(), version: z.number() });
const guildIndexSchema = z.object({ id: z.string(), version: z.number().int().min(0), channels: z.array(snowflake) });

/** The standings of a tournament: the days counted so far (UTC dates) and each player's line, best first. */
export interface TournamentTable {
  days: string[];
  standings: TournamentStanding[];
}

/** What is asked to start a tournament. */
export interface TournamentStart {
  guildId: string;
  channelId: string;
  game: string;
  name: string;
  days: number;
  startedBy: string;
}

/** Announces a tournament that has just ended on its own (its winners are in the record). */
export type TournamentAnnouncer = (tournament: Tournament) => Promise<void>;

/** How many times a write that lost a race with another process is tried again. */
const ATTEMPTS = 5;

/** The UTC date of a tournament's last day. */
function lastDay(tournament: Pick<Tournament, 'firstDay' | 'days'>): string {
  return addDays(tournament.firstDay, tournament.days - 1);
}

/** The moment a tournament ends by itself: the UTC midnight after its last day. */
export function endsAt(tournament: Pick<Tournament, 'firstDay' | 'days'>): Date {
  return new Date(`${addDays(tournament.firstDay, tournament.days)}T00:00:00Z`);
}

/** The tournaments of every channel. */
export class Tournaments {
  private readonly log: Logger;

  constructor(
    private readonly store: KvStore,
    private readonly leaderboard: Leaderboard,
    private readonly work: ScheduledWork,
    private readonly now: () => Date,
    log: Logger = silentLogger,
  ) {
    this.log = log;
  }

  /** Makes this process end tournaments when their last day is over, announcing each with `announce`. */
  register(announce: TournamentAnnouncer): void {
    this.work.handle(TOURNAMENT_END, ({ key, payload }) => this.due(key, payload, announce));
  }

  /** The channel's tournament, running or the last one over; null when it never had one (or it no longer reads as one). */
  async inChannel(channelId: string): Promise<Tournament | null> {
    const parsed = tournamentSchema.safeParse(await this.store.get(key(channelId)));
    return parsed.success ? parsed.data : null;
  }

  /** The tournaments of a server's channels (running or over), as its index lists them. */
  async ofGuild(guildId: string): Promise<Tournament[]> {
    const index = guildIndexSchema.safeParse(await this.store.get(guildKey(guildId)));
    if (!index.success) return [];
    const found = await Promise.all(index.data.channels.map((channelId) => this.inChannel(channelId)));
    return found.filter((tournament): tournament is Tournament => tournament?.guildId === guildId);
  }

  /**
   * Starts a tournament in a channel from today's UTC deal: `running` (and nothing written) when the
   * channel has one running already, whoever started it in whichever process.
   */
  async start(input: TournamentStart): Promise<{ started: Tournament } | { running: Tournament }> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const raw = await this.store.get(key(input.channelId));
      const stored = tournamentSchema.safeParse(raw);
      if (stored.success && stored.data.status === 'running') return { running: stored.data };
      const stamp = stampSchema.safeParse(raw);
      const at = this.now();
      const version = (stamp.success ? stamp.data.version : 0) + 1;
      const tournament: Tournament = {
        ...input,
        // The record's version makes the id its own, even for a tournament started in the same moment the one before ended.
        id: `${input.channelId}-${at.getTime().toString(36)}-${version}`,
        version,
        firstDay: utcDate(at),
        startedAt: at.toISOString(),
        status: 'running',
        endedAt: null,
        early: false,
        winners: [],
      };
      if (await this.store.setIfVersion(key(input.channelId), tournament, stamp.success ? stamp.data : null)) {
        await this.listIn(input.guildId, input.channelId);
        await this.work.schedule(TOURNAMENT_END, input.channelId, endsAt(tournament), { id: tournament.id });
        this.log.info(`tournament ${tournament.id} of ${tournament.game} started for ${tournament.days} day(s)`);
        return { started: tournament };
      }
    }
    throw new Error(`the tournament in ${input.channelId} could not be started: the store kept changing`);
  }

  /** Ends the channel's running tournament early (no champion); null when none is running. */
  async endEarly(channelId: string): Promise<Tournament | null> {
    const ended = await this.finish(channelId, null, () => ({ early: true, winners: [] }));
    if (ended) await this.work.cancel(TOURNAMENT_END, channelId);
    return ended;
  }

  /** A tournament's standings over its days so far: those up to today, or all of them once it is over. */
  async table(tournament: Tournament): Promise<TournamentTable> {
    const through = tournament.status === 'over' ? (tournament.endedAt ?? lastDay(tournament)) : utcDate(this.now());
    const days: string[] = [];
    for (let day = tournament.firstDay; day <= lastDay(tournament) && day <= through; day = addDays(day, 1)) days.push(day);
    const rankings = await Promise.all(
      days.map(async (day) => {
        const page = await this.leaderboard.page(
          tournament.game,
          'server',
          tournament.guildId,
          '',
          { kind: 'daily', date: day },
          PLACED_A_DAY,
        );
        return { date: day, ranking: page.top.map((line) => line.userId) };
      }),
    );
    return { days, standings: tournamentStandings(rankings) };
  }

  /** The work of a tournament's end: claim the end with its winners, award them, then announce it. */
  private async due(channelId: string, payload: unknown, announce: TournamentAnnouncer): Promise<void> {
    const id = stampSchema.pick({ id: true }).safeParse(payload);
    if (!id.success) return;
    const ended = await this.finish(channelId, id.data.id, async (running) => {
      const table = await this.table({ ...running, status: 'over', endedAt: lastDay(running) });
      return { early: false, winners: tournamentWinners(table.standings) };
    });
    if (!ended) return;
    const at = ended.endedAt ?? this.now().toISOString();
    for (const winner of ended.winners) {
      await this.leaderboard.recordAchievements(winner, ended.game, [TOURNAMENT_CHAMPION.id], `tournament:${ended.id}`, at);
    }
    this.log.info(`tournament ${ended.id} ended; ${ended.winners.length} winner(s)`);
    await announce(ended);
  }

  /**
   * Ends the channel's running tournament (the one with id `only`, when given) in one conditional
   * write, with what `outcome` says of it: the ended tournament for the one caller that ended it, else null.
   */
  private async finish(
    channelId: string,
    only: string | null,
    outcome: (running: Tournament) => Pick<Tournament, 'early' | 'winners'> | Promise<Pick<Tournament, 'early' | 'winners'>>,
  ): Promise<Tournament | null> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const running = await this.inChannel(channelId);
      if (running?.status !== 'running' || (only !== null && running.id !== only)) return null;
      const result = await outcome(running);
      // An early end counts the days up to today; an end on its own, every day.
      const endedAt = result.early ? utcDate(this.now()) : lastDay(running);
      const ended: Tournament = { ...running, ...result, version: running.version + 1, status: 'over', endedAt };
      if (await this.store.setIfVersion(key(channelId), ended, stampOf(running))) return ended;
    }
    throw new Error(`the tournament in ${channelId} could not be ended: the store kept changing`);
  }

  /** Adds a channel to its server's list of channels with tournaments, once. */
  private async listIn(guildId: string, channelId: string): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const index = guildIndexSchema.safeParse(await this.store.get(guildKey(guildId)));
      const current = index.success ? index.data : null;
      if (current?.channels.includes(channelId)) return;
      const next = { id: guildId, version: (current?.version ?? 0) + 1, channels: [...(current?.channels ?? []), channelId] };
      if (await this.store.setIfVersion(guildKey(guildId), next, current ? stampOf(current) : null)) return;
    }
    throw new Error(`the tournaments of ${guildId} could not be listed: the store kept changing`);
  }
}

function stampOf(value: Stamp): Stamp {
  return { id: value.id, version: value.version };
}

function key(channelId: string): string {
  return `tournament:${channelId}`;
}

function guildKey(guildId: string): string {
  return `tournaments:guild:${guildId}`;
}
