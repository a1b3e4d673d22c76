/** What command and component handlers work with. */

import type { Logger } from '../log.js';
import type { BoardMessages } from '../sessions/board-messages.js';
import type { DealSolutions } from '../sessions/coach/deal-solutions.js';
import type { MadeReplays } from '../sessions/coach/made-replays.js';
import type { RunReplays } from '../sessions/coach/run-replays.js';
import type { RunReviews } from '../sessions/coach/run-reviews.js';
import type { SolverPool } from '../sessions/coach/solver-pool.js';
import type { DailyDeals } from '../sessions/daily/daily-deals.js';
import type { DailyEntrants } from '../sessions/daily/daily-entrants.js';
import type { DailyPosts } from '../sessions/daily/daily-posts.js';
import type { OnceClaims } from '../sessions/once-claims.js';
import type { Leaderboard } from '../sessions/scores/leaderboard.js';
import type { ServerSettings } from '../sessions/server-settings.js';
import type { SessionService } from '../sessions/session-service.js';
import type { ScheduledWork } from '../sessions/time/scheduled-work.js';
import type { Tournaments } from '../sessions/tournament/tournaments.js';
import type { BoardDesk } from './boards/boards.js';
import type { EditPacer } from './boards/edit-pacer.js';
import type { Races } from './boards/races.js';
import type { Command } from './command.js';
import type { GameEntry, GameMode } from './game-entry.js';

/** The services behind every interaction. */
export interface BotContext {
  /** The games the bot runs (the catalog): each one's rules, board and command, in the order the bot lists them. */
  games: readonly GameEntry[];
  /** The games started from another game's command (a Risus Royale duel): found by id like the catalog's, listed nowhere. */
  modes?: readonly GameMode[];
  /** Every slash command the bot registers and answers, in order: what `/help` lists. */
  commands: readonly Command[];
  sessions: SessionService;
  leaderboard: Leaderboard;
  boards: BoardMessages;
  /** Sends each channel's boards one at a time, never an older one over a newer one. */
  desk: BoardDesk;
  dailies: DailyDeals;
  /** The best possible score of each Scoundrel deal, solved off the event loop and stored with the deal. */
  solutions: DealSolutions;
  /** The races: the entrants' runs, the race board and the pace of its edits. */
  races: Races;
  /** The Scoundrel advisor's hints, worked out in the solver's worker pool. */
  advisor: Pick<SolverPool, 'advise'>;
  /** The reviews of finished Scoundrel runs: stored with the run, worked out in the solver's worker pool. */
  reviews: RunReviews;
  /** Which finished runs have a replay (Watch): claimed in the store, one replay a run. */
  replays: RunReplays;
  /** Work done once per thing, claimed in the store (a finished private run shown to its channel). */
  once: OnceClaims;
  /** Makes the replays, in the solver's worker thread: a run's once, kept a while for whoever asks again. */
  replayMaker: Pick<MadeReplays, 'replay'>;
  /** Each server's settings (pictures on or off, the daily post). */
  settings: ServerSettings;
  /** Each server's daily post: its schedule, what became of the last one, and where it is. */
  dailyPosts: DailyPosts;
  /** Who plays each server's daily deals today, and where their runs are (the post's standings). */
  dailyEntrants: DailyEntrants;
  /** The pace of the daily posts' edits as members play (by server id). */
  dailyStandings: EditPacer;
  /** Each channel's tournament: its record, its standings from the daily boards, and its end. */
  tournaments: Tournaments;
  /** Work due at a set time, run once by whichever process is up: register a kind with `handle`, then `schedule` it. */
  work: ScheduledWork;
  /** The bot's one clock (src/clock.ts): the UTC day of daily deals, period boards, deadlines. */
  now: () => Date;
  log: Logger;
}
