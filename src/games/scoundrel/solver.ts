/**
 * The best possible score of a Scoundrel deal, with the deck known: an exact search over
 * every line of legal actions, and one line that reaches it.
 *
 * The search goes depth first, a turn at a time. At the start of a turn it lists every way the
 * turn can end (solver-turn.ts: each order of facing the room's cards, each monster with or
 * without the weapon), keeps for each distinct end the most health any order reaches it with, and
 * tries them, then avoiding when the rules allow it. What makes it exact:
 *
 * - Dominance. With all else equal, more health is never worse: every line open to the weaker
 *   position is open to the stronger (no rule looks at health), health stays at least as high
 *   along it (potions cap both at 20), and if the weaker dies first it scores `health - monsters
 *   left`, a sum that never falls along any line (a barehanded blow takes the same from both
 *   sides; a weapon or a potion only adds), so every way on from the stronger position scores at
 *   least that. A weapon at least as strong with a limit at least as high is never worse either
 *   (any hit the weaker allows, the stronger allows for no more damage, and both then keep the
 *   same limit). So of a turn's ends only those no other end matches or beats on all three are
 *   tried, and the orders of a turn that only swap cards whose order changes nothing are listed
 *   once (solver-turn.ts says which).
 * - Memo (solver-table.ts). A position at the start of a turn is keyed by everything but health
 *   (solver-state.ts: the cards not yet faced and the room's first card, which give the room and
 *   the dungeon in order; the weapon in a canonical form; whether the last turn was avoided). A
 *   position already searched in this pass with at least this health is not searched again: it
 *   can reach nothing the earlier search did not find or cut for its bound. Keys are compared in
 *   full, never by hash alone.
 * - Bounds (solver-bound.ts): a subtree whose upper bound cannot beat the best line found is cut.
 * - Aspiration. A first pass looks only for lines reaching the root's bound (nearly always 30: a
 *   clear at 20 health with the 10 of Hearts faced last), which cuts every subtree bounded lower.
 *   When no line reaches it, a second pass looks for the best line: every subtree that might beat
 *   the best found so far. It keeps a table of its own, since what the first pass ruled out held
 *   only against its target; but every position in the first pass's table scores below that
 *   target, so once the best found is one below it, those positions are done in the second pass
 *   too. The highest bound the first pass cut is the ceiling reported if the budget runs out.
 * - Shortcuts of the rules, each held to the engine by the tests: a turn's cards are faced three
 *   at a time (all that are left, in the last room) where rules.ts faces them one by one; and
 *   avoiding with the dungeon empty is never tried, since it turns the same room again in the
 *   same order and only forbids the next avoid.
 *
 * What makes it fast: a turn's ends tried in order of their bound, then most health, then the
 * strongest weapon, avoiding last, each bounded before it is played; a greedy first line;
 * positions packed in typed arrays, changed in place and restored on the way back; turns already
 * enumerated kept (solver-turn-cache.ts). Every line it returns is one the engine accepts, to the
 * score it claims (the tests replay them).
 *
 * The search is pure and deterministic. Its time is capped by a budget of positions expanded, not
 * by a clock: when it runs out, the result says `decided: false`, with the best line found and the
 * bounds known, never a guessed best.
 */

import type { SolveLimits as CoachSolveLimits, SolveResult as CoachSolveResult } from '../../engine/coach.js';
import { setupScoundrel } from './setup.js';
import { upperBound } from './solver-bound.js';
import { type Position, packState } from './solver-state.js';
import { TranspositionTable } from './solver-table.js';
import { enumerateTurn, type Steps, stepActions, TurnOutcomes } from './solver-turn.js';
import type { ScoundrelAction, ScoundrelState, WeaponRule } from './state.js';
import { scoreScoundrel } from './view.js';

/** How far a search may go (default budget 10 million positions; tables of 524,288: two of 8 MiB). */
export type SolveLimits = CoachSolveLimits;

/** Options of `solveDeal`: the deal's weapon rule, and the search's limits. */
export interface SolveOptions extends SolveLimits {
  weaponRule?: WeaponRule;
}

/** What the solver says of a deal. */
export type SolveResult = CoachSolveResult<ScoundrelAction>;

const DEFAULT_BUDGET = 10_000_000;
const DEFAULT_TABLE_SIZE = 1 << 19;

/** Solves a deal: `deck` is the 44 cards top first, as `setup` takes it. */
export function solveDeal(deck: string[], options: SolveOptions = {}): SolveResult {
  const state = setupScoundrel({ seed: 'solver', deck, options: { weaponRule: options.weaponRule ?? 'lenient' } });
  return solveState(state, options);
}

// The tables and the per-depth arrays are reused from one search to the next, not reallocated: a pair
// of tables for each of the last two sizes asked for, since a worker alternates between two (the bot's
// deals, and the advisor's endgames with a small table), and a new pair each time would leave the
// last one's memory for the garbage collector.
const tables = new Map<number, [TranspositionTable, TranspositionTable]>();
const TABLE_SIZES_KEPT = 2;
let scratch: Scratch | null = null;

/** The pair of tables of `size`, kept for the next search of that size. */
function tablesOf(size: number): [TranspositionTable, TranspositionTable] {
  let pair = tables.get(size);
  if (!pair) {
    if (tables.size >= TABLE_SIZES_KEPT) tables.delete(tables.keys().next().value!);
    pair = [new TranspositionTable(size), new TranspositionTable(size)];
    tables.set(size, pair);
  }
  return pair;
}

/** Solves the rest of a run from any state the engine reached (a finished run scores as it stands). */
export function solveState(state: ScoundrelState, limits: SolveLimits = {}): SolveResult {
  const result = scoreScoundrel(state);
  if (result.over) return { decided: true, best: result.score!, won: result.won === true, line: [], expansions: 0 };
  const size = limits.tableSize ?? DEFAULT_TABLE_SIZE;
  const budget = limits.budget ?? DEFAULT_BUDGET;
  if (!Number.isSafeInteger(size) || size < 1) throw new Error(`solveState: tableSize must be a positive integer, not ${size}`);
  if (!Number.isSafeInteger(budget) || budget < 1) throw new Error(`solveState: budget must be a positive integer, not ${budget}`);
  scratch ??= new Scratch();
  const search = new Search(packState(state), budget, tablesOf(size), scratch);
  search.run();
  const { best, line, expansions } = search;
  if (search.aborted) return { decided: false, lowerBound: best, upperBound: search.target, line, expansions };
  return { decided: true, best, won: best > 0, line, expansions };
}

/** One depth-first search with its passes (see the module comment). */
class Search {
  /** The best score of a line found, and that line. */
  best = -Infinity;
  line: ScoundrelAction[] = [];
  expansions = 0;
  aborted = false;
  /** What the current pass looks for: no line scores more. */
  target: number;
  /** Nothing whose bound is at or below the threshold is searched. */
  private threshold = -Infinity;
  /** The highest bound above `best` among the subtrees the pass cut. */
  private cut = -Infinity;
  /** The table of the current pass. */
  private table: TranspositionTable;
  /**
   * In the second pass: every position in the first pass's table scores below the first target,
   * so once the best found reaches `firstBelow` (that target less one), those are done too.
   */
  private firstBelow = Infinity;
  private readonly outcomes: TurnOutcomes[];
  private readonly rooms: Int8Array[];
  private readonly orders: Int32Array[];
  private readonly bounds: Int32Array[];
  private readonly ranks: Int32Array;
  private done: Int32Array;
  private saved: Int32Array;

  constructor(
    private readonly position: Position,
    private readonly budget: number,
    private readonly tables: [TranspositionTable, TranspositionTable],
    private readonly scratch: Scratch,
  ) {
    this.target = upperBound(position);
    this.table = tables[0];
    this.outcomes = scratch.outcomes;
    this.rooms = scratch.rooms;
    this.orders = scratch.orders;
    this.bounds = scratch.bounds;
    this.ranks = scratch.ranks;
    this.done = scratch.done;
    this.saved = scratch.saved;
  }

  /** Searches for the root's bound, then, when no line reaches it, for the best line below. */
  run(): void {
    this.dive();
    const bound = upperBound(this.position);
    for (let pass = 0; pass < 2 && this.best < this.target; pass++) {
      this.threshold = pass === 0 ? Math.max(this.best, this.target - 1) : this.best;
      this.cut = -Infinity;
      this.table = this.tables[pass]!;
      this.table.clear();
      this.visit(0, bound);
      if (this.aborted || this.best >= this.target) return;
      this.firstBelow = this.target - 1;
      this.target = Math.max(this.best, this.cut);
      if (this.target <= this.best) return;
    }
  }

  /**
   * A first line, greedily (each turn the end with the most health, never avoiding), so that even
   * a search that runs out of budget has a line and a score to show.
   */
  private dive(): void {
    const leftovers: number[] = [];
    for (let depth = 0; ; depth++) {
      const { out } = this.expand(depth);
      if (out.count === 0) break;
      let pick = 0;
      for (let i = 1; i < out.count; i++) if (out.health[i]! > out.health[pick]!) pick = i;
      this.done[depth] = out.steps[pick]!;
      leftovers.push(out.leftover[pick]!);
      this.enter(depth, out.leftover[pick]!, out.health[pick]!, out.weapon[pick]!, out.limit[pick]!);
    }
    for (let depth = leftovers.length - 1; depth >= 0; depth--) this.leave(depth, leftovers[depth]!);
  }

  /**
   * Expands the position at `depth`: its room kept, every end of its turn listed, and a run that ends here recorded if it beats the best.
   */
  private expand(depth: number): { room: Int8Array; out: TurnOutcomes } {
    const p = this.position;
    this.expansions++;
    this.grow(depth);
    const room = this.rooms[depth]!;
    room.set(p.room);
    room[4] = p.roomLength;
    const out = this.outcomes[depth]!;
    enumerateTurn(p, out);
    if (out.endScore > this.best) this.record(depth, out.endSteps, out.endScore);
    return { room, out };
  }

  /** True when a subtree with this bound is cut (and remembers the highest bound cut). */
  private prune(bound: number): boolean {
    if (bound > this.threshold) return false;
    if (bound > this.best && bound > this.cut) this.cut = bound;
    return true;
  }

  private visit(depth: number, bound: number): void {
    if (this.prune(bound)) return;
    const p = this.position;
    if (p.faced === 0) {
      const low = p.keyLow();
      const high = p.keyHigh();
      if (this.best >= this.firstBelow && this.tables[0].covers(low, high, p.health)) return;
      if (this.table.visit(low, high, p.health)) return;
    }
    if (this.expansions >= this.budget) {
      this.aborted = true;
      return;
    }
    const { room, out } = this.expand(depth);
    // The turn's ends that might beat the best, highest bound first, then most health, the
    // strongest weapon, the highest limit (insertion sort; a turn has few ends).
    const order = this.orders[depth]!;
    const bounds = this.bounds[depth]!;
    const ranks = this.ranks;
    const length = room[4]!;
    let kept = 0;
    for (let i = 0; i < out.count; i++) {
      const leftover = out.leftover[i]!;
      for (let slot = 0; slot < length; slot++) if ((leftover & (1 << slot)) === 0) p.count(room[slot]!, -1);
      const childBound = upperBound(p, out.health[i]!, out.weapon[i]!, out.limit[i]!);
      for (let slot = 0; slot < length; slot++) if ((leftover & (1 << slot)) === 0) p.count(room[slot]!, 1);
      if (this.prune(childBound)) continue;
      bounds[i] = childBound;
      const rank = childBound * 65536 + out.health[i]! * 256 + out.weapon[i]! * 16 + out.limit[i]!;
      ranks[i] = rank;
      let j = kept++;
      while (j > 0 && ranks[order[j - 1]!]! < rank) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    for (let k = 0; k < kept; k++) {
      const i = order[k]!;
      this.done[depth] = out.steps[i]!;
      this.enter(depth, out.leftover[i]!, out.health[i]!, out.weapon[i]!, out.limit[i]!);
      this.visit(depth + 1, bounds[i]!);
      this.leave(depth, out.leftover[i]!);
      if (this.aborted) return;
    }
    if (p.canAvoid && !p.dungeonEmpty) {
      this.done[depth] = -1;
      this.avoid(depth);
      this.visit(depth + 1, bound);
      this.restore(depth);
    }
  }

  /** Makes room for the search to go one level deeper than it has been. */
  private grow(depth: number): void {
    if (this.outcomes.length > depth) return;
    this.scratch.grow(depth);
    this.done = this.scratch.done;
    this.saved = this.scratch.saved;
  }

  /** A line that ends the run better than any so far: remember it, from the root. */
  private record(depth: number, steps: Steps, score: number): void {
    this.best = score;
    if (score > this.threshold) this.threshold = score;
    const line: ScoundrelAction[] = [];
    for (let d = 0; d < depth; d++) {
      const done = this.done[d]!;
      if (done === -1) line.push({ type: 'avoid' });
      else line.push(...stepActions(this.rooms[d]!, done));
    }
    line.push(...stepActions(this.rooms[depth]!, steps));
    this.line = line;
  }

  private save(depth: number): void {
    const p = this.position;
    const s = depth * 7;
    const saved = this.saved;
    saved[s] = p.head;
    saved[s + 1] = p.tail;
    saved[s + 2] = p.health;
    saved[s + 3] = p.weapon;
    saved[s + 4] = p.limit;
    saved[s + 5] = (p.lastTurnAvoided ? 1 : 0) | (p.potionUsed ? 2 : 0);
    saved[s + 6] = p.faced;
  }

  private restore(depth: number): void {
    const p = this.position;
    const s = depth * 7;
    const saved = this.saved;
    p.head = saved[s]!;
    p.tail = saved[s + 1]!;
    p.health = saved[s + 2]!;
    p.weapon = saved[s + 3]!;
    p.limit = saved[s + 4]!;
    p.lastTurnAvoided = (saved[s + 5]! & 1) !== 0;
    p.potionUsed = (saved[s + 5]! & 2) !== 0;
    p.faced = saved[s + 6]!;
    const room = this.rooms[depth]!;
    p.room[0] = room[0]!;
    p.room[1] = room[1]!;
    p.room[2] = room[2]!;
    p.room[3] = room[3]!;
    p.roomLength = room[4]!;
  }

  /** Plays one end of the turn: the room's faced cards go, health and weapon as the end left them, the room refills. */
  private enter(depth: number, leftover: number, health: number, weapon: number, limit: number): void {
    const p = this.position;
    this.save(depth);
    const room = this.rooms[depth]!;
    const length = room[4]!;
    p.roomLength = 0;
    for (let slot = 0; slot < length; slot++) {
      if ((leftover & (1 << slot)) !== 0) p.room[p.roomLength++] = room[slot]!;
      else p.forget(room[slot]!);
    }
    p.health = health;
    p.weapon = weapon;
    p.limit = limit;
    p.canonicalWeapon();
    p.faced = 0;
    p.potionUsed = false;
    p.lastTurnAvoided = false;
    p.fillRoom();
  }

  /** Undoes `enter`. */
  private leave(depth: number, leftover: number): void {
    const room = this.rooms[depth]!;
    const length = room[4]!;
    this.restore(depth);
    for (let slot = 0; slot < length; slot++) if ((leftover & (1 << slot)) === 0) this.position.remember(room[slot]!);
  }

  /** Avoids the room: it goes under the dungeon in order, and the next room is turned. */
  private avoid(depth: number): void {
    const p = this.position;
    this.save(depth);
    for (let i = 0; i < 4; i++) p.queue[p.tail++] = p.room[i]!;
    p.roomLength = 0;
    p.fillRoom();
    p.lastTurnAvoided = true;
  }
}

/**
 * The search's arrays by depth: a turn's ends and their order and bounds, the room as it was, what
 * was done there (-1: avoid), the scalars saved to restore it. Grown as deep as a search goes.
 */
class Scratch {
  readonly outcomes: TurnOutcomes[] = [];
  readonly rooms: Int8Array[] = [];
  readonly orders: Int32Array[] = [];
  readonly bounds: Int32Array[] = [];
  readonly ranks = new Int32Array(TurnOutcomes.CAPACITY);
  done = new Int32Array(64);
  saved = new Int32Array(64 * 7);

  /** Makes room for depth `depth`. */
  grow(depth: number): void {
    while (this.outcomes.length <= depth) {
      this.outcomes.push(new TurnOutcomes());
      this.rooms.push(new Int8Array(5));
      this.orders.push(new Int32Array(TurnOutcomes.CAPACITY));
      this.bounds.push(new Int32Array(TurnOutcomes.CAPACITY));
    }
    while (this.done.length <= depth) {
      const done = new Int32Array(this.done.length * 2);
      done.set(this.done);
      this.done = done;
      const saved = new Int32Array(this.saved.length * 2);
      saved.set(this.saved);
      this.saved = saved;
    }
  }
}
