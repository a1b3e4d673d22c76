/**
 * The races of this process: the entrants' runs, the race board, and the pace of the board's edits.
 * A race board is edited in place after entrants' moves, several moves coalesced into one edit: at
 * most one edit every two seconds a race (counted from the end of the one before), and never more than
 * two seconds after the move that asked for it plus the time of an edit in flight and its own, so a
 * busy race stays far from Discord's rate limits.
 */
import type { RaceState } from '../../games/race/index.js';
import type { RaceRuns } from '../../sessions/race/race-runs.js';
import type { RaceStats } from '../../sessions/race/race-stats.js';
import type { GameUi } from '../game-ui.js';

/** The least time between two edits of one race's board (ms). */
export const RACE_EDIT_GAP_MS = 2_000;

/** A race's next edit: waiting its turn (`timer`), or in flight (no timer), with a move made meanwhile asking for one more. */
interface PendingEdit {
  timer: NodeJS.Timeout | null;
  again: (() => Promise<unknown>) | null;
}

/** The races: their runs, their board, and each board's next edit. */
export class Races {
  /** Each race's next edit, waiting its turn or in flight. */
  private readonly pending = new Map<string, PendingEdit>();
  /** When each race's last edit was done. */
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
   * Asks for the race's board to be brought up to date by `edit`: now if its last edit was done two
   * seconds ago, else once it was; asks made while an edit waits are carried by it (it reads the newest
   * runs), and an ask made while one is in flight (it may have read the runs before that move) by one
   * more edit, two seconds after it is done. So Discord gets a race's edits at least two seconds apart.
   */
  touch(raceId: string, edit: () => Promise<unknown>): void {
    const pending = this.pending.get(raceId);
    if (pending) {
      if (pending.timer === null) pending.again = edit;
      return;
    }
    const wait = Math.max(0, (this.lastEdit.get(raceId) ?? Number.NEGATIVE_INFINITY) + RACE_EDIT_GAP_MS - this.clock());
    const next: PendingEdit = { timer: null, again: null };
    next.timer = setTimeout(() => {
      next.timer = null;
      void edit()
        .catch(() => undefined)
        .then(() => {
          // A race forgotten meanwhile (it closed) gets no more edits.
          if (this.pending.get(raceId) !== next) return;
          this.pending.delete(raceId);
          this.lastEdit.set(raceId, this.clock());
          if (next.again) this.touch(raceId, next.again);
        });
    }, wait);
    next.timer.unref();
    this.pending.set(raceId, next);
  }

  /** Forgets a race that is over: no edit of its standings is made after its final board. */
  forget(raceId: string): void {
    const pending = this.pending.get(raceId);
    if (pending?.timer) clearTimeout(pending.timer);
    this.pending.delete(raceId);
    this.lastEdit.delete(raceId);
  }
}
