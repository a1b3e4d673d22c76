/**
 * The best possible score of each Scoundrel deal, solved once and stored with the deal:
 * `solution:scoundrel:<weapon rule>:<seed>` holds the solver's answer and the deck it was for. A run's
 * deal is solved when the run starts, so its game-over board usually has the answer ready.
 *
 * What is read back is checked before it is believed: its shape (zod), that its deck is the deal's,
 * and that its line plays through the engine to the score it claims. A record failing any of these, or
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
import { playLine } from '../../games/scoundrel/line-rooms.js';
import { setupScoundrel } from '../../games/scoundrel/setup.js';
import { type ScoundrelState, scoundrelOptionsSchema, type WeaponRule, weaponRuleSchema } from '../../games/scoundrel/state.js';
import { scoreScoundrel } from '../../games/scoundrel/view.js';
import type { Logger } from '../../log.js';
import { silentLogger } from '../../log.js';
import { isExpired, type KvStore } from '../store/kv-store.js';
import { solveResultSchema } from './solver-messages.js';
import type { SolvedJob } from './solver-pool.js';
import type { SolveJob } from './solver-request.js';

/** A Scoundrel deal: the seed that shuffles it, and the weapon rule it is played by. */
export interface Deal {
  seed: string;
  weaponRule: WeaponRule;
}

/** A solved deal as it is stored. */
const solutionSchema = z.object({
  game: z.literal('scoundrel'),
  seed: z.string(),
  weaponRule: weaponRuleSchema,
  /** The 44 cards top first, as the seed dealt them when the deal was solved. */
  deck: z.array(z.string()).length(44),
  /** The positions the search was allowed (an undecided deal is solved again under a larger one). */
  budget: z.number().int().min(1),
  /** How long the search took in its worker (ms). */
  ms: z.number().min(0),
  result: solveResultSchema,
  /** Until when the store keeps it (ms since the epoch); absent or null: for good. */
  keepUntil: z.number().int().nullable().optional(),
});
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
  /** Positions a search may expand (default 20 million: twice the solver's own default). */
  budget?: number;
  /** Positions each of the search's two tables holds (default 131,072: 1 MiB a table). */
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

/** The default search budget of the bot: generous, so that an undecided deal is a rarity. */
const BOT_SOLVE_BUDGET = 20_000_000;

/** Where the solutions are stored: every key starts so. */
const SOLUTION_PREFIX = 'solution:';

/** The store key of a deal's solution. */
export function solutionKey(deal: Deal): string {
  return `${SOLUTION_PREFIX}scoundrel:${deal.weaponRule}:${deal.seed}`;
}

/**
 * How logs name a deal: its weapon rule and a fingerprint of its seed, never the seed itself (a daily
 * deal's seed is secret until its day is over).
 */
export function dealName(deal: Deal): string {
  return `the ${deal.weaponRule} deal ${createHash('sha256').update(deal.seed).digest('hex').slice(0, 10)}`;
}

/** The 44 cards a deal starts with, top first. */
export function deckOf(deal: Deal): string[] {
  const state = setupScoundrel({ seed: deal.seed, options: { weaponRule: deal.weaponRule } });
  return [...state.room, ...state.dungeon];
}

/** The state a deal starts in: the solver's lines play from here. */
export function startOf(solution: Pick<Solution, 'seed' | 'weaponRule' | 'deck'>): ScoundrelState {
  return setupScoundrel({ seed: solution.seed, deck: solution.deck, options: { weaponRule: solution.weaponRule } });
}

/** The best score a solution proves, or, undecided, the score of the best line it found. */
function scoreOf(solution: Solution): number {
  return solution.result.decided ? solution.result.best : solution.result.lowerBound;
}

/** The deal a run is of, when its game is one the bot can solve (Scoundrel). */
export function dealOfRun(run: { game: string; seed: string; options?: unknown }): Deal | null {
  if (run.game !== 'scoundrel') return null;
  const options = scoundrelOptionsSchema.partial().safeParse(run.options ?? {});
  return { seed: run.seed, weaponRule: (options.success ? options.data.weaponRule : undefined) ?? 'lenient' };
}

/** Why a stored record cannot be believed for `deal`, or null when it can. */
function flaw(deal: Deal, solution: Solution): string | null {
  if (solution.seed !== deal.seed || solution.weaponRule !== deal.weaponRule) return 'it is of another deal';
  const deck = deckOf(deal);
  if (solution.deck.some((code, i) => code !== deck[i])) return 'its deck is not the one this seed deals';
  const played = playLine(startOf(solution), solution.result.line);
  if (!played.ok) return `its line does not play: ${played.reason}`;
  const end = scoreScoundrel(played.end);
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
  private readonly budget: number;
  private readonly tableSize: number;
  private readonly cacheSize: number;
  private readonly retentionMs: number;
  private readonly now: () => number;

  constructor(
    private readonly store: KvStore,
    private readonly solver: DealSolver,
    options: DealSolutionsOptions = {},
  ) {
    this.log = options.log ?? silentLogger;
    this.budget = options.budget ?? BOT_SOLVE_BUDGET;
    this.tableSize = options.tableSize ?? 1 << 17;
    this.cacheSize = options.cacheSize ?? 512;
    this.retentionMs = options.retentionMs ?? 30 * 24 * 3_600_000;
    this.now = options.now ?? Date.now;
  }

  /** The deal's solution when it is known (in memory or in the store, checked); undefined otherwise. */
  async known(deal: Deal): Promise<Solution | undefined> {
    const key = solutionKey(deal);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const raw = await this.store.get(key);
    if (raw === undefined) return undefined;
    const parsed = solutionSchema.safeParse(raw);
    const reason = parsed.success ? flaw(deal, parsed.data) : 'it is not a solution record';
    if (!parsed.success || reason !== null) {
      this.log.warn(`the stored solution of ${dealName(deal)} is solved again: ${reason}`);
      return undefined;
    }
    if (isExpired(parsed.data, this.now())) return undefined;
    if (!parsed.data.result.decided && parsed.data.budget < this.budget) return undefined;
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
    const deck = deckOf(deal);
    const job = { deck, weaponRule: deal.weaponRule, budget: this.budget, tableSize: this.tableSize };
    const { result, ms } = await this.solver.solve(key, job, { urgent: options.urgent === true });
    const keepUntil = options.keep ? null : this.now() + this.retentionMs;
    const solution: Solution = {
      game: 'scoundrel',
      seed: deal.seed,
      weaponRule: deal.weaponRule,
      deck,
      budget: this.budget,
      ms,
      result,
      keepUntil,
    };
    const reason = flaw(deal, solution);
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

/** Scoundrel's daily check (daily-deals.ts): a deal whose best possible score is proven above 0, so it can be won. */
export function canBeWon(solutions: Pick<DealSolutions, 'solve'>, weaponRule: WeaponRule = 'lenient'): (seed: string) => Promise<boolean> {
  return async (seed) => {
    const { result } = await solutions.solve({ seed, weaponRule }, { urgent: true, keep: true });
    return result.decided && result.best > 0;
  };
}
