/**
 * Each member's races: how many they played, won, and finished in the top three, in all and per game,
 * and the race achievements these earn; and each server's race boards (race-board.ts). Recorded by the
 * one process that closed a race (the close is claimed once in the store), each member's record with a
 * conditional write, and each race once per member (the record keeps the ids of its latest races).
 */
import { z } from 'zod';
import type { KvStore } from '../store/kv-store.js';
import { counted, NO_RACES, RaceBoards, type RacePlacing, tallySchema } from './race-board.js';

/** How many of a member's latest races their record keeps the ids of. */
const RECENT_KEPT = 50;

const recordSchema = z.object({
  id: z.string(),
  version: z.number().int().min(0),
  all: tallySchema,
  /** Races of five or more entrants won. */
  bigWins: z.number().int().min(0),
  byGame: z.record(z.string(), tallySchema),
  /** The latest races recorded, so a race is counted once. */
  recent: z.array(z.string()).max(RECENT_KEPT),
});
/** A member's races. */
export type RaceRecord = z.infer<typeof recordSchema>;

/** A race achievement: earned from a member's races, in every game. */
export interface RaceAchievement {
  id: string;
  emoji: string;
  title: string;
  description: string;
  earned(record: RaceRecord): boolean;
}

/** The race achievements. */
export const RACE_ACHIEVEMENTS: readonly RaceAchievement[] = [
  { id: 'race-win', emoji: '🏁', title: 'First past the post', description: 'Win a race.', earned: (r) => r.all.won >= 1 },
  {
    id: 'race-field',
    emoji: '🏟️',
    title: 'Against the field',
    description: 'Win a race of five or more entrants.',
    earned: (r) => r.bigWins >= 1,
  },
  {
    id: 'race-podiums',
    emoji: '🥉',
    title: 'Podium regular',
    description: 'Finish ten races in the top three.',
    earned: (r) => r.all.podiums >= 10,
  },
];

const ATTEMPTS = 5;

/** The store key of a member's races. */
function key(userId: string): string {
  return `race-stats:${userId}`;
}

/** Members' races in the store, and each server's race boards. */
export class RaceStats {
  /** Each server's race board of each game. */
  readonly boards: RaceBoards;

  constructor(private readonly store: KvStore) {
    this.boards = new RaceBoards(store);
  }

  /** A member's races, or null when they have run none (or the record no longer reads as one). */
  async of(userId: string): Promise<RaceRecord | null> {
    const parsed = recordSchema.safeParse(await this.store.get(key(userId)));
    return parsed.success ? parsed.data : null;
  }

  /** Counts a finished race of `game` for each of its entrants, once. */
  async record(raceId: string, game: string, placings: readonly RacePlacing[]): Promise<void> {
    for (const placing of placings) await this.recordOne(raceId, game, placing, placings.length);
  }

  private async recordOne(raceId: string, game: string, { userId, place }: RacePlacing, entrants: number): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const current = await this.of(userId);
      if (current?.recent.includes(raceId)) return;
      const base = current ?? { id: userId, version: 0, all: NO_RACES, bigWins: 0, byGame: {}, recent: [] };
      const next: RaceRecord = {
        ...base,
        version: base.version + 1,
        all: counted(base.all, place),
        bigWins: base.bigWins + (place === 0 && entrants >= 5 ? 1 : 0),
        byGame: { ...base.byGame, [game]: counted(base.byGame[game] ?? NO_RACES, place) },
        recent: [...base.recent, raceId].slice(-RECENT_KEPT),
      };
      if (await this.store.setIfVersion(key(userId), next, current ? { id: current.id, version: current.version } : null)) return;
    }
    throw new Error(`the race ${raceId} could not be counted for ${userId}: the store kept changing`);
  }
}
