/**
 * The races of this process: the entrants' runs, the race board, and the pace of the board's edits (a
 * race board is edited in place after entrants' moves, several moves coalesced into one edit: see
 * EditPacer). The context holds it, so it names no module of the race: the catalog gives it the board.
 */
import type { RaceRuns } from '../../sessions/race/race-runs.js';
import type { RaceStats } from '../../sessions/race/race-stats.js';
import type { GameUi } from '../game-ui.js';
import { EditPacer } from './edit-pacer.js';

/** The races: their runs, their board, and each board's next edit (by race id). */
export class Races extends EditPacer {
  constructor(
    /** The entrants' runs in the store. */
    readonly runs: RaceRuns,
    /** Each member's races played, won and on the podium. */
    readonly stats: RaceStats,
    /** The race board. */
    readonly ui: GameUi,
    clock: () => number = () => performance.now(),
  ) {
    super(clock);
  }
}
