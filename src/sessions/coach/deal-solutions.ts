/**
 * The best possible score of each deal of a game with a solver, solved once and stored with the deal:
 * `solution:<game>:<rules>:<seed>` holds the solver's answer and the deck it was for. A run's deal is
 * solved when the run starts, so its game-over board usually has the answer ready. The game's coach
 * (engine/coach.ts `GameCoach`, found by the game's id) says what a deal is and how it starts.
 *
 * What is read back is checked before it is believed: its shape (zod), that its deck is the deal's,
 * and that its line plays through the game's rules to the score it claims. A record failing any of these, or
 * one the budget left undecided with a smaller budget than today's, is solved again and replaced. The
 * same deal asked for while it is being solved is the same search. A solution is never guessed: a deal
 * the budget cannot decide is stored as undecided, with the bounds the search reached.
 *
 * Only deals of real runs are solved (a run that started, a daily candidate), and what is kept is
 * bounded: the daily deals' solutions (a few a day, on the daily boards) are kept for good; any other
 * deal's is kept for `retentionMs` (30 days: its run's game-over board, and most Best line clicks, come
 * long before) and then swept from the store, a few rows at a time, by the writes of later solutions. A
 * finished run's deal asked for after that is solved again, since its run is on record.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { CoachedGame, Deal, FindCoach } from '../../engine/coach.js';
import { type Replayed, replay } from '../../engine/replay.js';
import type { Logger } from '../../log.js';
import { silentLogger } from '../../log.js';
import { isExpired, type KvStore } from '../store/kv-store.js';
import { solveResultSchema } from './solver-messages.js';
import type { SolvedJob } from './solver-pool.js';
import type { SolveJob } from './solver-request.js';

/** A solved deal as it is stored (one stored before games other than Scoundrel had solvers names its rules `weaponRule`). */
const solutionSchema = z.preprocess(
  (raw) => (typeof raw === 'object' && raw !== null && !('rules' in raw) && 'weaponRule' in raw ? { ...raw, rules: raw.weaponRule } : raw),
  z.object({
    game: z.string(),
    seed: z.string(),
    rules: z.string(),
    /** The deal's cards as the solver was given them, as the seed dealt them when the deal was solved. */
    deck: z.array(z.string()).max(64),
    /** The positions the search was allowed (an undecided deal is solved again under a larger one). */
    budget: z.number().int().min(1),
    /** How long the search took in its worker (ms). */
    ms: z.number().min(0),
    result: solveResultSchema,
    /** Until when the store keeps it (ms since the epoch); absent or null: for good. */
    keepUntil: z.number().int().nullable().optional(),
  }),
);
export type Solution = z.infer<typeof solutionSchema>;

/** How a deal is asked for: `urgent` puts its search ahead of others; `keep` keeps it for good (a daily deal's). */
export interface SolveOptions {
  urgent?: boolean;
  keep?: boolean;
}

/** What the bot knows of a deal's best score right now. */
export type SolutionStatus =
  | { kind: 'known'; solution: Solution }
  | { kind: 'working'; done: Promise<unknown> }
  | { kind: 'unavailable'; reason: string };

/** What solves a job: the worker pool (SolverPool), or a stand-in in tests. */
export interface DealSolver {
  solve(key: string, job: SolveJob, options?: { urgent?: boolean }): Promise<SolvedJob>;
}

/** How solutions are searched and kept. */
export interface DealSolutionsOptions {
  log?: Logger;
  /** Positions a search may expand (default: the game's coach's `limits`). */
  budget?: number;
  /** Positions each of the search's tables holds (default: the game's coach's `limits`). */
  tableSize?: number;
  /** Solutions kept in memory (default 512); they never change, so any copy is good. */
  cacheSize?: number;
  /** How long a deal that is not kept for good stays stored (default 30 days). */
  retentionMs?: number;
  /** The clock that dates what is stored (ms since the epoch). */
  now?: () => number;
}

/** How many expired solutions a write of a new one sweeps from the store, at most. */
const SWEEP_BATCH = 8;

/** Where the solutions are stored: every key starts so. */
const SOLUTION_PREFIX = 'solution:';

/** The store key of a deal's solution. */
export function solutionKey(deal: Deal): string {
  return `${SOLUTION_PREFIX}${deal.game}:${deal.rules}:${deal.seed}`;
}

/**
 * How logs name a deal: its game, its rules and a fingerprint of its seed, never the seed itself (a daily
 * deal's seed is secret until its day is over).
 */
export function dealName(deal: Deal): string {
  return `the ${deal.game} ${deal.rules} deal ${createHash('sha256').update(deal.seed).digest('hex').slice(0, 10)}`;
}

/** The best score a solution proves, or, undecided, the score of the best line it found. */
function scoreOf(solution: Solution): number {
  return solution.result.decided ? solution.result.best : solution.result.lowerBound;
}

/** A solution's line played through the game's rules from its deal (engine/replay.ts): the state it ends in, or why it does not play. */
export function playSolution(found: CoachedGame, solution: Solution): Replayed {
  return replay(found.rules, found.coach.initOf(solution.seed, solution.rules, solution.deck), solution.result.line);
}

/** Why a stored record cannot be believed for `deal`, or null when it can. */
function flaw(found: CoachedGame, deal: Deal, solution: Solution): string | null {
  if (solution.game !== deal.game || solution.seed !== deal.seed || solution.rules !== deal.rules) return 'it is of another deal';
  const deck = found.coach.deckOf(deal.seed, deal.rules);
  if (solution.deck.length !== deck.length || solution.deck.some((code, i) => code !== deck[i]))
    return 'its deck is not the one this seed deals';
  const played = playSolution(found, solution);
  if (!played.ok) return `its line does not play: ${played.reason}`;
  const end = found.rules.result(played.state);
  if (!end.over || end.score !== scoreOf(solution)) return `its line scores ${end.score ?? 'nothing'}, not ${scoreOf(solution)}`;
  return null;
}

/** The solutions of deals: in memory, in the store, or from the solver. */
export class DealSolutions {
  private readonly cache = new Map<string, Solution>();
  private readonly pending = new Map<string, Promise<Solution>>();
  /** Deals whose last search failed (queue full, worker lost), until someone asks again. */
  private readonly failed = new Map<string, string>();
  private readonly log: Logger;
  private readonly budget: number | undefined;
  private readonly tableSize: number | undefined;
  private readonly cacheSize: number;
  private readonly retentionMs: number;
  private readonly now: () => number;

  constructor(
    private readonly store: KvStore,
    private readonly solver: DealSolver,
    private readonly findCoach: FindCoach,
    options: DealSolutionsOptions = {},
  ) {
    this.log = options.log ?? silentLogger;
    this.budget = options.budget;
    this.tableSize = options.tableSize;
    this.cacheSize = options.cacheSize ?? 512;
    this.retentionMs = options.retentionMs ?? 30 * 24 * 3_600_000;
    this.now = options.now ?? Date.now;
  }

  /** The deal a run is of, when its game has a solver and its options are ones the solver knows; null otherwise. */
  dealOf(run: { game: string; seed: string; options?: unknown }): Deal | null {
    const rules = this.findCoach(run.game)?.coach.rulesOf(run.options ?? {});
    return rules === undefined || rules === null ? null : { game: run.game, seed: run.seed, rules };
  }

  /** The game and coach of a deal, or throws for a game without one (a deal is only made for a game that has one). */
  private coachOf(deal: Deal): CoachedGame {
    const found = this.findCoach(deal.game);
    if (!found) throw new Error(`the game ${deal.game} has no solver`);
    return found;
  }

  /** The search's budget for a deal's game. */
  private budgetOf(found: CoachedGame): number {
    return this.budget ?? found.coach.limits.budget;
  }

  /** The deal's solution when it is known (in memory or in the store, checked); undefined otherwise. */
  async known(deal: Deal): Promise<Solution | undefined> {
    const key = solutionKey(deal);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const raw = await this.store.get(key);
    if (raw === undefined) return undefined;
    const parsed = solutionSchema.safeParse(raw);
    const found = this.coachOf(deal);
    const reason = parsed.success ? flaw(found, deal, parsed.data) : 'it is not a solution record';
    if (!parsed.success || reason !== null) {
      this.log.warn(`the stored solution of ${dealName(deal)} is solved again: ${reason}`);
      return undefined;
    }
    if (isExpired(parsed.data, this.now())) return undefined;
    if (!parsed.data.result.decided && parsed.data.budget < this.budgetOf(found)) return undefined;
    this.remember(key, parsed.data);
    return parsed.data;
  }

  /**
   * The deal's solution: known, or searched for now (once, however many ask) and stored. `urgent` puts
   * the search ahead of others (someone is waiting for it). Rejects when the search could not be made.
   */
  solve(deal: Deal, options: SolveOptions = {}): Promise<Solution> {
    const key = solutionKey(deal);
    this.failed.delete(key);
    const running = this.pending.get(key);
    if (running) return options.keep ? running.then((solution) => this.kept(key, solution)) : running;
    const search = this.search(deal, key, options);
    this.pending.set(key, search);
    const done = () => this.pending.delete(key);
    search.then(done, (error: unknown) => {
      done();
      this.failed.set(key, error instanceof Error ? error.message : String(error));
      if (this.failed.size > this.cacheSize) this.failed.delete(this.failed.keys().next().value ?? '');
    });
    return search;
  }

  /**
   * What a board can say now: the solution, or that it is being worked out (`done` settles when the
   * search does), or that the last search failed. Starts the search when nothing is known or running;
   * a failed search is not started again here (only `solve` retries), so a board never loops on it.
   */
  async status(deal: Deal, options: Pick<SolveOptions, 'keep'> = {}): Promise<SolutionStatus> {
    const known = await this.known(deal);
    if (known) return { kind: 'known', solution: options.keep ? await this.kept(solutionKey(deal), known) : known };
    const key = solutionKey(deal);
    const running = this.pending.get(key);
    if (running) return { kind: 'working', done: running.catch(() => undefined) };
    const failed = this.failed.get(key);
    if (failed !== undefined) return { kind: 'unavailable', reason: failed };
    return { kind: 'working', done: this.solve(deal, options).catch(() => undefined) };
  }

  /** Starts solving a deal in the background (when a run starts), so its game-over board has it. */
  prepare(deal: Deal, options: Pick<SolveOptions, 'keep'> = {}): void {
    this.solve(deal, options).catch((error: unknown) => this.log.warn(`could not solve ${dealName(deal)}: ${String(error)}`));
  }

  private async search(deal: Deal, key: string, options: SolveOptions): Promise<Solution> {
    const known = await this.known(deal);
    if (known) return options.keep ? this.kept(key, known) : known;
    const found = this.coachOf(deal);
    const deck = found.coach.deckOf(deal.seed, deal.rules);
    const budget = this.budgetOf(found);
    const job = { game: deal.game, deck, rules: deal.rules, budget, tableSize: this.tableSize ?? found.coach.limits.tableSize };
    const { result, ms } = await this.solver.solve(key, job, { urgent: options.urgent === true });
    const keepUntil = options.keep ? null : this.now() + this.retentionMs;
    const solution: Solution = {
      game: deal.game,
      seed: deal.seed,
      rules: deal.rules,
      deck,
      budget,
      ms,
      result,
      keepUntil,
    };
    const reason = flaw(found, deal, solution);
    if (reason !== null) throw new Error(`the solver's answer for ${dealName(deal)} is wrong: ${reason}`);
    await this.save(key, solution);
    await this.sweep();
    if (!result.decided)
      this.log.warn(
        `${dealName(deal)} is undecided after ${result.expansions} positions: between ${result.lowerBound} and ${result.upperBound}`,
      );
    return solution;
  }

  /** The solution, stored to be kept for good when it was not yet. */
  private async kept(key: string, solution: Solution): Promise<Solution> {
    if (solution.keepUntil === undefined || solution.keepUntil === null) return solution;
    const keptSolution = { ...solution, keepUntil: null };
    await this.save(key, keptSolution);
    return keptSolution;
  }

  /** Remembers a solution and stores it (for as long as it says); a store that fails leaves it in memory. */
  private async save(key: string, solution: Solution): Promise<void> {
    this.remember(key, solution);
    const ttl = solution.keepUntil === undefined || solution.keepUntil === null ? undefined : Math.max(1, solution.keepUntil - this.now());
    try {
      await this.store.set(key, solution, ttl);
    } catch (error) {
      this.log.warn(`could not store the solution of ${dealName(solution)} (kept in memory): ${String(error)}`);
    }
  }

  /** Removes a few solutions whose time is up, so what is stored stays bounded. */
  private async sweep(): Promise<void> {
    try {
      await this.store.sweepExpired(SOLUTION_PREFIX, this.now(), SWEEP_BATCH);
    } catch (error) {
      this.log.warn(`could not sweep expired solutions: ${String(error)}`);
    }
  }

  private remember(key: string, solution: Solution): void {
    this.cache.delete(key);
    this.cache.set(key, solution);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value ?? '');
  }
}

/** A game's daily check (daily-deals.ts): a deal of `deal`'s making whose best line is proven to win, so it can be won. */
export function canBeWon(solutions: Pick<DealSolutions, 'solve'>, dealOf: (seed: string) => Deal): (seed: string) => Promise<boolean> {
  return async (seed) => {
    const { result } = await solutions.solve(dealOf(seed), { urgent: true, keep: true });
    return result.decided && result.won;
  };
}
