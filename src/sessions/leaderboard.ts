/**
 * Finished runs and the boards built from them. A run is recorded once per session id, from the
 * server-side result (DESIGN.md, Sessions); each game keeps one board for every server and one global.
 */
import { z } from 'zod';
import type { KvStore } from './kv-store.js';
import { KeyedLock } from './keyed-lock.js';

/** A finished, ranked run. */
export const runRecordSchema = z.object({
  sessionId: z.string(),
  guildId: z.string().nullable(),
  userId: z.string(),
  game: z.string(),
  score: z.number(),
  won: z.boolean(),
  seed: z.string(),
  finishedAt: z.string(),
  /** The game's own account of the end, e.g. who took the throne. */
  summary: z.string().optional(),
});
export type RunRecord = z.infer<typeof runRecordSchema>;

const standingSchema = z.object({
  best: z.number(),
  bestAt: z.string(),
  games: z.number().int(),
  wins: z.number().int(),
});
/** One player's line on a board. */
export type Standing = z.infer<typeof standingSchema>;

const boardSchema = z.object({ players: z.record(z.string(), standingSchema) });
type Board = z.infer<typeof boardSchema>;

/** `server`: this server's players; `global`: everyone's. */
export type Scope = 'server' | 'global';

/** A ranked line of a board. */
export interface RankedStanding extends Standing {
  rank: number;
  userId: string;
}

/** The top of a board, its size, and the caller's own line when it is below the top. */
export interface BoardPage {
  top: RankedStanding[];
  caller: RankedStanding | null;
  players: number;
}

function boardKey(game: string, scope: Scope, guildId: string | null): string {
  return scope === 'global' ? `leaderboard:${game}:global` : `leaderboard:${game}:guild:${guildId ?? 'none'}`;
}

/** Best score first; on equal scores, who reached it first. */
function compareStandings(a: [string, Standing], b: [string, Standing]): number {
  return b[1].best - a[1].best || a[1].bestAt.localeCompare(b[1].bestAt) || a[0].localeCompare(b[0]);
}

/** The runs and boards in the store. */
export class Leaderboard {
  private readonly lock = new KeyedLock();

  constructor(private readonly store: KvStore) {}

  /** Records a finished run once; returns false when this session's run was already recorded. */
  async record(run: RunRecord): Promise<boolean> {
    const checked = runRecordSchema.parse(run);
    return this.lock.run('leaderboard', async () => {
      const key = `run:${checked.sessionId}`;
      if ((await this.store.get(key)) !== undefined) return false;
      for (const scope of ['global', 'server'] as const) {
        if (scope === 'server' && checked.guildId === null) continue;
        const bKey = boardKey(checked.game, scope, checked.guildId);
        const board = await this.loadBoard(bKey);
        board.players[checked.userId] = addRun(board.players[checked.userId], checked);
        await this.store.set(bKey, board);
      }
      await this.store.set(key, checked);
      return true;
    });
  }

  /** The recorded run of a session, if any. */
  async run(sessionId: string): Promise<RunRecord | undefined> {
    const stored: unknown = await this.store.get(`run:${sessionId}`);
    return stored === undefined ? undefined : runRecordSchema.parse(stored);
  }

  /** The top `limit` players of a board by best score, with the caller's line when outside it. */
  async page(game: string, scope: Scope, guildId: string | null, callerId: string, limit = 10): Promise<BoardPage> {
    const board = await this.loadBoard(boardKey(game, scope, guildId));
    const ranked = Object.entries(board.players)
      .sort(compareStandings)
      .map(([userId, standing], i): RankedStanding => ({ rank: i + 1, userId, ...standing }));
    const top = ranked.slice(0, limit);
    const caller = top.some((line) => line.userId === callerId)
      ? null
      : (ranked.find((line) => line.userId === callerId) ?? null);
    return { top, caller, players: ranked.length };
  }

  private async loadBoard(key: string): Promise<Board> {
    const stored: unknown = await this.store.get(key);
    return stored === undefined ? { players: {} } : boardSchema.parse(stored);
  }
}

function addRun(standing: Standing | undefined, run: RunRecord): Standing {
  if (!standing) return { best: run.score, bestAt: run.finishedAt, games: 1, wins: run.won ? 1 : 0 };
  const better = run.score > standing.best;
  return {
    best: better ? run.score : standing.best,
    bestAt: better ? run.finishedAt : standing.bestAt,
    games: standing.games + 1,
    wins: standing.wins + (run.won ? 1 : 0),
  };
}
