/**
 * A server's race board of a game: each member's races there (played, won, in the top three), ranked
 * by races won, then podiums, then fewer races played. One record a server and game, changed with a
 * conditional write by the one process that closed a race, and each race counted once (the record keeps
 * the ids of its latest races). Race runs are never on the score boards: this is where races rank.
 */

import { z } from 'zod';
import { sharedPlaces } from '../../engine/places.js';
import type { KvStore } from '../store/kv-store.js';

/** How many of the latest races a board keeps the ids of, so a race is counted once. */
const RECENT_KEPT = 50;
const ATTEMPTS = 5;
/** How many members the board shows at the top. */
const TOP = 10;

/** Races played, won, and finished in the top three. */
export const tallySchema = z.object({ played: z.number().int().min(0), won: z.number().int().min(0), podiums: z.number().int().min(0) });
/** Races played, won, and finished in the top three. */
type RaceTally = z.infer<typeof tallySchema>;

/** No races yet. */
export const NO_RACES: RaceTally = { played: 0, won: 0, podiums: 0 };

/** A tally with one more race, finished at `place` (0 for first, null for did not finish). */
export function counted(tally: RaceTally, place: number | null): RaceTally {
  return {
    played: tally.played + 1,
    won: tally.won + (place === 0 ? 1 : 0),
    podiums: tally.podiums + (place !== null && place < 3 ? 1 : 0),
  };
}

const boardSchema = z.object({
  id: z.string(),
  version: z.number().int().min(0),
  members: z.record(z.string(), tallySchema),
  recent: z.array(z.string()).max(RECENT_KEPT),
});
type BoardRecord = z.infer<typeof boardSchema>;

/** One member on a race board, with their place (1 for first; equal tallies share a place). */
export interface RaceBoardRow extends RaceTally {
  userId: string;
  place: number;
}

/** A race board as shown: its top members, the caller's row when they are below the top, and how many members raced. */
export interface RaceBoardPage {
  top: RaceBoardRow[];
  caller: RaceBoardRow | null;
  members: number;
}

/** One member's place in a finished race: 0 for first, null for did not finish. */
export interface RacePlacing {
  userId: string;
  place: number | null;
}

function key(guildId: string, game: string): string {
  return `race-board:${guildId}:${game}`;
}

/** Orders two members: more races won, then more podiums, then fewer races played. */
function compare(a: RaceTally, b: RaceTally): number {
  return b.won - a.won || b.podiums - a.podiums || a.played - b.played;
}

/** The servers' race boards in the store. */
export class RaceBoards {
  constructor(private readonly store: KvStore) {}

  private async read(guildId: string, game: string): Promise<BoardRecord | null> {
    const parsed = boardSchema.safeParse(await this.store.get(key(guildId, game)));
    return parsed.success ? parsed.data : null;
  }

  /** Counts a finished race of `game` in `guildId` on that server's board, once. */
  async record(raceId: string, guildId: string, game: string, placings: readonly RacePlacing[]): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const current = await this.read(guildId, game);
      if (current?.recent.includes(raceId)) return;
      const base = current ?? { id: `${guildId}:${game}`, version: 0, members: {}, recent: [] };
      const members = { ...base.members };
      for (const { userId, place } of placings) members[userId] = counted(members[userId] ?? NO_RACES, place);
      const next: BoardRecord = { ...base, version: base.version + 1, members, recent: [...base.recent, raceId].slice(-RECENT_KEPT) };
      if (await this.store.setIfVersion(key(guildId, game), next, current ? { id: current.id, version: current.version } : null)) return;
    }
    throw new Error(`the race ${raceId} could not be counted on the race board of ${guildId}: the store kept changing`);
  }

  /** The board of `game` in `guildId` as `callerId` sees it: the top ten, and their own row when they are below. */
  async page(guildId: string, game: string, callerId: string): Promise<RaceBoardPage> {
    const board = await this.read(guildId, game);
    const sorted = Object.entries(board?.members ?? {})
      .map(([userId, tally]) => ({ userId, ...tally }))
      .sort((a, b) => compare(a, b) || a.userId.localeCompare(b.userId));
    const places = sharedPlaces(sorted, (a, b) => compare(a, b) === 0);
    const rows: RaceBoardRow[] = sorted.map((row, i) => ({ ...row, place: places[i]! }));
    const caller = rows.findIndex((row) => row.userId === callerId);
    return { top: rows.slice(0, TOP), caller: caller >= TOP ? rows[caller]! : null, members: rows.length };
  }
}
