/**
 * The races of this process: the entrants' runs, the race board, and the pace of the board's edits.
 * A race board is edited in place after entrants' moves, several moves coalesced into one edit: at
 * most one edit every two seconds a race, and never more than two seconds after the move that asked
 * for it (plus the edit's own time), so a busy race stays far from Discord's rate limits.
 */
import type { RaceState } from '../../sessions/race.js';
import type { RaceRuns } from '../../sessions/race-runs.js';
import type { RaceStats } from '../../sessions/race-stats.js';
import type { GameUi } from '../game-ui.js';

/** The least time between two edits of one race's board (ms). */
export const RACE_EDIT_GAP_MS = 2_000;

/** The races: their runs, their board, and each board's next edit. */
export class Races {
  /** Each race's next edit, waiting its turn. */
  private readonly due = new Map<string, NodeJS.Timeout>();
  private readonly lastEdit = new Map<string, number>();

  constructor(
    /** The entrants' runs in the store. */
    readonly runs: RaceRuns,
    /** Each member's races played, won and on the podium. */
    readonly stats: RaceStats,
    /** The race board. */
    readonly ui: GameUi<RaceState>,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * Asks for the race's board to be brought up to date by `edit`: now if its last edit is two seconds
   * old, else once it is; asks made meanwhile are carried by that one edit (it reads the newest runs).
   */
  touch(raceId: string, edit: () => Promise<unknown>): void {
    if (this.due.has(raceId)) return;
    const wait = Math.max(0, (this.lastEdit.get(raceId) ?? Number.NEGATIVE_INFINITY) + RACE_EDIT_GAP_MS - this.clock());
    const timer = setTimeout(() => {
      this.due.delete(raceId);
      this.lastEdit.set(raceId, this.clock());
      void edit().catch(() => undefined);
    }, wait);
    timer.unref();
    this.due.set(raceId, timer);
  }

  /** Forgets a race that is over: no edit of its standings is made after its final board. */
  forget(raceId: string): void {
    const due = this.due.get(raceId);
    if (due) clearTimeout(due);
    this.due.delete(raceId);
    this.lastEdit.delete(raceId);
  }
}
