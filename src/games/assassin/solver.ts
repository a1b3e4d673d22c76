/**
 * The best possible score of a Royal Assassin deal, with the stockpile's order known: an exact search
 * over every line of legal plays, and one line that reaches it. The score is the game's own
 * (view.ts `scoreAssassin`): a win scores 100 plus the stockpile cards left, a loss the Royals killed,
 * so the best score is the earliest win when there is one, and the deal is winnable when it is 100 or
 * more.
 *
 * The search plays the packed table (solver-state.ts, the engine's rules on a flat array) depth first,
 * every legal play at every step. What makes it exact and quick:
 *
 * - Aspiration from the top. A first pass looks only for lines scoring the root's upper bound
 *   (solver-bound.ts): every table whose bound is lower is cut. When none is found, the next pass
 *   looks for the highest bound that was cut, and so on down. The first line a pass finds is the best
 *   there is: every better line would pass through a table cut with a bound at least its score, and
 *   none was cut that high. Most deals are decided within a pass or two, as the bound is close.
 * - A greedy line first (attack whenever it can, continue whenever it can): when its score reaches
 *   the bound of a pass, it is the best, and when the budget runs out it is the line shown.
 * - Memo (solver-table.ts). A table already searched in this pass is not searched again: it found
 *   nothing above the pass's target then, and would not now. Tables are named by everything a rule
 *   reads (solver-state.ts `writeKey`), compared in full.
 * - The plays of a table tried in order of their bounds, each bounded before it is played.
 *
 * Every line it returns is one the engine accepts, to the score it claims (the tests replay them),
 * and the tests hold its best score to a plain search over the engine's `legalActions` and `apply`.
 *
 * The search is pure and deterministic. Its time is capped by a budget of tables expanded, not by a
 * clock: when it runs out, the result says `decided: false`, with the best line found and the bounds
 * known, never a guessed best.
 */
import type { SolveLimits as CoachSolveLimits, SolveResult as CoachSolveResult } from '../../engine/coach.js';
import { setupAssassin } from './setup.js';
import { upperBound } from './solver-bound.js';
import {
  ATTACK_PLAY,
  actionOf,
  CONCEDE,
  CONTINUE_PLAY,
  DRAW,
  JOKER_PLAY,
  KEY_SIZE,
  POSITION_SIZE,
  type Position,
  packState,
  RESERVE_PLAY,
} from './solver-state.js';
import { BoundTable } from './solver-table.js';
import type { AssassinAction, AssassinState, Variant } from './state.js';

/** How far a search may go (default budget 3 million tables; transposition table of a million). */
export type SolveLimits = CoachSolveLimits;

/** Options of `solveDeal`: the deal's alternate rules, and the search's limits. */
export interface SolveOptions extends SolveLimits {
  variants?: Variant[];
}

/** What the solver says of a deal. */
export type SolveResult = CoachSolveResult<AssassinAction>;

const DEFAULT_BUDGET = 3_000_000;
const DEFAULT_TABLE_SIZE = 1 << 20;
/** Scores from 100 up are wins. */
const WIN = 100;

/** Solves a deal: `deck` is the whole stockpile top first, before setup, as `setup` takes it. */
export function solveDeal(deck: string[], options: SolveOptions = {}): SolveResult {
  const state = setupAssassin({ seed: 'solver', deck, options: { variants: options.variants ?? [] } });
  return solveState(state, options);
}

let tables: BoundTable | null = null;

/** The transposition table of `size`, emptied, kept for the next search of that size. */
function tableOf(size: number): BoundTable {
  if (tables?.capacity !== size) tables = new BoundTable(size);
  tables.clear();
  return tables;
}

/** Solves the rest of a game from any state the engine reached (a finished game scores as it stands). */
export function solveState(state: AssassinState, limits: SolveLimits = {}): SolveResult {
  const size = limits.tableSize ?? DEFAULT_TABLE_SIZE;
  const budget = limits.budget ?? DEFAULT_BUDGET;
  if (!Number.isSafeInteger(size) || size < 1) throw new Error(`solveState: tableSize must be a positive integer, not ${size}`);
  if (!Number.isSafeInteger(budget) || budget < 1) throw new Error(`solveState: budget must be a positive integer, not ${budget}`);
  const search = new Search(packState(state), budget, tableOf(size));
  search.run();
  const line = Array.from(search.line, actionOf);
  const { best, expansions } = search;
  if (search.aborted) return { decided: false, lowerBound: best, upperBound: search.target, line, expansions };
  return { decided: true, best, won: best >= WIN, line, expansions };
}

/** The greedy player's play among `n` legal ones: attack (the first column), continue, Joker, draw, reserve, concede. */
function greedyPlay(plays: ArrayLike<number>, n: number): number {
  let pick = plays[0]!;
  for (let i = 1; i < n; i++) if (GREEDY_RANK[plays[i]! >> 2]! < GREEDY_RANK[pick >> 2]!) pick = plays[i]!;
  return pick;
}

/** The greedy player's preference by kind of play (lower first). */
const GREEDY_RANK: Record<number, number> = {
  [ATTACK_PLAY]: 0,
  [CONTINUE_PLAY]: 1,
  [JOKER_PLAY]: 2,
  [DRAW]: 3,
  [RESERVE_PLAY]: 4,
  [CONCEDE]: 5,
};

/** One depth-first search with its passes (see the module comment). */
class Search {
  /** The best score of a line found, and that line (packed plays). */
  best = -1;
  line: number[] = [];
  expansions = 0;
  aborted = false;
  /** What the current pass looks for: no line scores more. */
  target: number;
  /** Nothing whose bound is at or below the threshold is searched. */
  private threshold = -1;
  /** Set when the pass found a line above its threshold (then recorded). */
  private found = false;
  private readonly saved: Int16Array[] = [];
  private readonly plays: Int32Array[] = [];
  private readonly bounds: Int32Array[] = [];
  private readonly orders: Int32Array[] = [];
  private readonly ranks = new Int32Array(16);
  private path = new Int32Array(256);
  private readonly key = new Uint8Array(KEY_SIZE);

  constructor(
    private readonly position: Position,
    private readonly budget: number,
    private readonly table: BoundTable,
  ) {
    this.target = upperBound(position);
  }

  /**
   * The greedy line, then passes from the root's bound down until one finds its line. A pass that
   * finds none has learned a lower bound on the root (the highest bound or score it met below its
   * target), which the next pass looks for; the table keeps what each pass learned of every table.
   */
  run(): void {
    this.greedy();
    while (this.best < this.target) {
      this.threshold = this.target - 1;
      const learned = this.visit(0, this.target);
      if (this.found || this.aborted) return;
      this.target = Math.max(learned, this.best);
    }
  }

  /** Plays the greedy player's line to the end (on a copy), as the first best. */
  private greedy(): void {
    const p = this.position.clone();
    const plays = new Int32Array(16);
    const line: number[] = [];
    for (;;) {
      const n = p.legalPlays(plays);
      if (n === 0) break;
      const play = greedyPlay(plays, n);
      line.push(play);
      p.play(play);
    }
    this.best = p.finalScore();
    this.line = line;
  }

  /** Makes room for the search to go one level deeper than it has been. */
  private grow(depth: number): void {
    while (this.saved.length <= depth) {
      this.saved.push(new Int16Array(POSITION_SIZE));
      this.plays.push(new Int32Array(16));
      this.bounds.push(new Int32Array(16));
      this.orders.push(new Int32Array(16));
    }
    if (this.path.length <= depth) {
      const path = new Int32Array(this.path.length * 2);
      path.set(this.path);
      this.path = path;
    }
  }

  /**
   * Searches the position at `depth`, whose best score is at most `bound`, for a line above the
   * threshold. Returns an upper bound on its best score (its score when it is over); sets `found`
   * when it found a line above the threshold, recorded from the root.
   */
  private visit(depth: number, bound: number): number {
    if (bound <= this.threshold) return bound;
    const p = this.position;
    this.grow(depth);
    const plays = this.plays[depth]!;
    const n = p.legalPlays(plays);
    if (n === 0) {
      const score = p.finalScore();
      if (score > this.threshold) {
        this.best = score;
        this.line = Array.from(this.path.subarray(0, depth));
        this.found = true;
      }
      return score;
    }
    if (this.expansions >= this.budget) {
      this.aborted = true;
      return bound;
    }
    this.expansions++;
    const saved = this.saved[depth]!;
    p.save(saved);
    if (n === 1) {
      this.path[depth] = plays[0]!;
      p.play(plays[0]!);
      const learned = this.visit(depth + 1, bound);
      p.restore(saved);
      return learned;
    }
    const slot = this.table.slotOf(this.key, p.writeKey(this.key), bound);
    if (slot !== -1 && !this.table.added) {
      const known = this.table.value(slot);
      if (known <= this.threshold) return known;
      if (known < bound) bound = known;
    }
    // Each play bounded, then tried highest bound first, the greedy player's order among equals
    // (insertion sort; a table has few plays).
    const bounds = this.bounds[depth]!;
    const order = this.orders[depth]!;
    const ranks = this.ranks;
    for (let i = 0; i < n; i++) {
      p.play(plays[i]!);
      const b = Math.min(bound, upperBound(p));
      p.restore(saved);
      bounds[i] = b;
      const rank = b * 8 - GREEDY_RANK[plays[i]! >> 2]!;
      ranks[i] = rank;
      let j = i;
      while (j > 0 && ranks[order[j - 1]!]! < rank) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    let learned = -1;
    for (let k = 0; k < n; k++) {
      const i = order[k]!;
      let result = bounds[i]!;
      if (result > this.threshold) {
        this.path[depth] = plays[i]!;
        p.play(plays[i]!);
        result = this.visit(depth + 1, result);
        p.restore(saved);
        if (this.found || this.aborted) return result;
      }
      if (result > learned) learned = result;
    }
    if (slot !== -1) this.table.set(slot, learned);
    return learned;
  }
}
