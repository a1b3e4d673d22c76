/**
 * The Scoundrel advisor: from what the player knows (knowledge.ts), never the dungeon's order, an
 * estimate for each legal move of the chance to clear the dungeon and the expected score, and the
 * move it would make.
 *
 * How it estimates. No card is revealed during a turn, so a player may as well plan the whole turn
 * at once: the value of a move is the value of the best way to end the turn that starts with it.
 * The advisor draws orders for the unseen cards (the same orders for every move, from its seed),
 * and for each way the turn can end (solver-turn.ts lists them), plays every drawn order on from
 * there with a fast one-room player (advisor-policy.ts) that sees only what a player would; a turn
 * end is worth its average over the orders. Only the ends the one-room player rates highest are
 * played out. When no card is unseen the rest of the deal is known and the exact solver gives each
 * move's value instead.
 *
 * Pure and deterministic: the same knowledge and seed give the same advice.
 */
import { bestMoveIndex, type Advice as CoachAdvice, type MoveEstimate as CoachMoveEstimate } from '../../engine/coach.js';
import { Random, seedRandom } from '../../engine/random.js';
import { endAt, endValue, playOutFrom, playOutState, type TurnEnd } from './advisor-policy.js';
import { type ScoundrelKnowledge, sampleState, unseenCards } from './knowledge.js';
import { applyAction, legalActions } from './rules.js';
import { solveState } from './solver.js';
import { CARD_CODES, packState } from './solver-state.js';
import { enumerateTurn, stepActions, TurnOutcomes } from './solver-turn.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';
import { scoreScoundrel } from './view.js';

/** One legal move with the advisor's estimates (its plan: the move and the rest of the turn). */
type MoveEstimate = CoachMoveEstimate<ScoundrelAction>;

/** The advice for a position: every legal move in the board's order, and which the advisor would make. */
export type Advice = CoachAdvice<ScoundrelAction>;

/** How hard the advisor looks. */
export interface AdviseOptions {
  /** Seeds the orders drawn for the unseen cards. */
  seed: string;
  /** Orders drawn (default 64). */
  samples?: number;
  /** Turn ends played out after each move, the one-room player's favourites (default 6). */
  ends?: number;
}

/**
 * Positions the exact solver's tables hold in an endgame (a few rooms whose cards are all known): a
 * small table, not the deals' (half a megabyte against 16 MB, which a worker would clear and keep).
 */
const ENDGAME_TABLE_SIZE = 1 << 14;
const DEFAULT_SAMPLES = 64;
/** Turn ends played out after each move unless told otherwise. */
export const DEFAULT_ENDS = 6;

/** The advisor's estimates for every legal move of the position the player knows. */
export function advise(knowledge: ScoundrelKnowledge, options: AdviseOptions): Advice {
  const known = sampleState(knowledge, null);
  const actions = legalActions(known);
  if (actions.length === 0) return { moves: [], best: -1, exact: true };
  const exact = unseenCards(knowledge).length === 0;
  const moves = exact ? actions.map((action) => solvedMove(known, action)) : sampledMoves(knowledge, actions, options);
  return { moves, best: bestMoveIndex(moves), exact };
}

/** A move's value with the deck known: the solver's best score from after it. */
function solvedMove(state: ScoundrelState, action: ScoundrelAction): MoveEstimate {
  const next = mustApply(state, action);
  const solved = solveState(next, { tableSize: ENDGAME_TABLE_SIZE });
  const score = solved.decided ? solved.best : solved.lowerBound;
  const plan = [action];
  let at = next;
  for (const step of solved.line) {
    if (at.turn.faced === 0 || scoreScoundrel(at).over) break;
    plan.push(step);
    at = mustApply(at, step);
  }
  return { action, winChance: score > 0 ? 1 : 0, expectedScore: score, plan };
}

/** The scores of one line of play over every drawn order. */
type Scores = Float64Array;

/** A line the advisor weighs: a move and the rest of its turn as planned, and its score on each drawn order. */
export interface ScoredLine {
  plan: ScoundrelAction[];
  /** Where the line ends the turn: two lines with the same key score the same on every order. */
  key: string;
  scores: Scores;
}

/** The key two spellings of the same move share (a fight barehanded may or may not say `weapon: false`). */
export function moveKey(action: ScoundrelAction): string {
  return action.type === 'avoid' ? 'avoid' : `${action.card}:${action.weapon === true}`;
}

/** Every move's estimates from play-outs over drawn orders of the unseen cards: the best of its lines. */
function sampledMoves(knowledge: ScoundrelKnowledge, actions: ScoundrelAction[], options: AdviseOptions): MoveEstimate[] {
  const random = new Random(seedRandom(options.seed));
  const samples = Array.from({ length: options.samples ?? DEFAULT_SAMPLES }, () => sampleState(knowledge, random));
  return scoreLines(samples, actions, options.ends ?? DEFAULT_ENDS).map((lines, i) => {
    let best: MoveEstimate | null = null;
    for (const line of lines) {
      const candidate = estimate(actions[i]!, line.plan, line.scores);
      if (best === null || candidate.expectedScore > best.expectedScore) best = candidate;
    }
    return best!;
  });
}

/**
 * The lines the advisor weighs for each move, in the same order whatever the samples (drawn orders of
 * the unseen cards, as states), each scored on every sample: the move alone when it ends the turn or
 * the run, else the `endsKept` turn ends the one-room player rates highest.
 */
export function scoreLines(samples: readonly ScoundrelState[], actions: readonly ScoundrelAction[], endsKept: number): ScoredLine[][] {
  // A turn end is the same whichever move began it: its scores are played out once.
  const played = new Map<string, Scores>();
  const outcomes = new TurnOutcomes();
  return actions.map((action) => {
    const after = samples.map((sample) => mustApply(sample, action));
    const first = after[0]!;
    if (scoreScoundrel(first).over || first.turn.faced === 0) {
      // The move ends the run or the turn (an avoid, or the turn's last card): play on from each order.
      const scores = Float64Array.from(after, (state) => (scoreScoundrel(state).over ? scoreScoundrel(state).score! : playOutState(state)));
      return [{ plan: [action], key: `after ${moveKey(action)}`, scores }];
    }
    const positions = after.map((state) => packState(state));
    const lead = positions[0]!;
    enumerateTurn(lead, outcomes);
    if (outcomes.count === 0) {
      const plan = [action, ...stepActions(lead.room, outcomes.endSteps)];
      return [{ plan, key: `ends after ${moveKey(action)}`, scores: new Float64Array(positions.length).fill(outcomes.endScore) }];
    }
    const room = Int8Array.from(lead.room);
    const roomLength = lead.roomLength;
    return Array.from({ length: outcomes.count }, (_, i) => endAt(outcomes, i))
      .map((end) => ({ end, value: endValue(lead, room, roomLength, end) }))
      .sort((a, b) => b.value - a.value)
      .slice(0, endsKept)
      .map(({ end }) => {
        const key = endKey(room, roomLength, end);
        let scores = played.get(key);
        if (!scores) {
          scores = Float64Array.from(positions, (position) => playOutFrom(position, room, roomLength, end));
          played.set(key, scores);
        }
        return { plan: [action, ...stepActions(room, end.steps)], key, scores };
      });
  });
}

/** What identifies a turn end whichever move began it: the cards left, health and the weapon. */
function endKey(room: Int8Array, roomLength: number, end: TurnEnd): string {
  const left: string[] = [];
  for (let slot = 0; slot < roomLength; slot++) if ((end.leftover & (1 << slot)) !== 0) left.push(CARD_CODES[room[slot]!]!);
  return `${left.join(',')}|${end.health}|${end.weapon}|${end.limit}`;
}

/** A move's estimates from its scores over the drawn orders (a score above 0 is a clear). */
function estimate(action: ScoundrelAction, plan: ScoundrelAction[], scores: ArrayLike<number>): MoveEstimate {
  let sum = 0;
  let wins = 0;
  for (let i = 0; i < scores.length; i++) {
    sum += scores[i]!;
    if (scores[i]! > 0) wins++;
  }
  return { action, winChance: wins / scores.length, expectedScore: sum / scores.length, plan };
}

function mustApply(state: ScoundrelState, action: ScoundrelAction): ScoundrelState {
  const next = applyAction(state, action);
  if (!next.ok) throw new Error(`advisor: a legal move was refused: ${next.message}`);
  return next.state;
}
