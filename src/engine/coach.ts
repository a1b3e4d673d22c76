/**
 * What a game's coach gives, in shapes every game shares: the exact solver's answer on a deal, the honest
 * advisor's estimates of each move from what the player knows, and the verdict on a move made. A game
 * that has a coach declares it on its catalog entry (catalog.ts); the generic code (the solver's worker
 * pool, stored solutions, reviews, Best line, Hint) reads only these shapes.
 */

/** How far an exact search may go: a budget of positions expanded, never a clock. */
export interface SolveLimits {
  /** Positions the search may expand before it gives up undecided. */
  budget?: number;
  /** Positions each pass's transposition table holds at most. */
  tableSize?: number;
}

/** A deal solved: the best score any line reaches, and one line that reaches it. */
interface SolvedDeal<A> {
  decided: true;
  best: number;
  /** True when the best line wins. */
  won: boolean;
  line: A[];
  /** Positions the search expanded. */
  expansions: number;
}

/** A deal the budget ran out on: the best line found, and the bounds known on the best score. */
interface UndecidedDeal<A> {
  decided: false;
  /** The score of `line`: the best is at least this. */
  lowerBound: number;
  /** No line scores more than this. */
  upperBound: number;
  line: A[];
  expansions: number;
}

/** What the exact solver says of a deal. */
export type SolveResult<A> = SolvedDeal<A> | UndecidedDeal<A>;

/** One legal move with the advisor's estimates. */
export interface MoveEstimate<A> {
  action: A;
  /** The estimated chance to win after this move, 0 to 1. */
  winChance: number;
  /** The estimated score at the end of the game after this move. */
  expectedScore: number;
  /** The move and the moves after it as the advisor would play them. */
  plan: A[];
}

/** The advice for a position: every legal move in the board's order, and which the advisor would make. */
export interface Advice<A> {
  moves: MoveEstimate<A>[];
  /** Index into `moves` of the advisor's move (-1 when the game is over). */
  best: number;
  /** True when nothing is unseen and the estimates are the exact solver's. */
  exact: boolean;
}

/**
 * The advisor's choice among its estimates: the best expected score, then the best chance to win, then the first on the board
 * among moves equal in both (so the same advice shows the same move however often it is asked).
 */
export function bestMoveIndex(moves: readonly Pick<MoveEstimate<unknown>, 'expectedScore' | 'winChance'>[]): number {
  let best = 0;
  for (let i = 1; i < moves.length; i++) {
    const a = moves[i]!;
    const b = moves[best]!;
    if (a.expectedScore > b.expectedScore || (a.expectedScore === b.expectedScore && a.winChance > b.winChance)) best = i;
  }
  return best;
}

/** A verdict on a move made: good, too close to call on the orders drawn, or a mistake. */
export type Verdict = 'good' | 'close' | 'mistake';

/** An estimate of one move: its chance to win and its expected score. */
export interface Estimate<A> {
  action: A;
  winChance: number;
  expectedScore: number;
}

/** The verdict on a move made, with the estimates it rests on. */
export interface Judgement<A> {
  made: Estimate<A>;
  /** The other move rated highest (the move made itself when there was no other). */
  best: Estimate<A>;
  /** How many legal moves there were. */
  choices: number;
  /** Expected score the move made gave up against `best`, on the same orders (0 when it gave up none). */
  cost: number;
  verdict: Verdict;
}

/**
 * The costliest mistakes of a game's judged moves: indices, costliest first (the earlier first among equals), at most three; never a
 * close move, however much it seems to cost, nor a move that cost nothing.
 */
export function costliestMistakes(moves: readonly Pick<Judgement<unknown>, 'verdict' | 'cost'>[]): number[] {
  return moves
    .map((move, i) => ({ move, i }))
    .filter(({ move }) => move.verdict === 'mistake' && move.cost > 0)
    .sort((a, b) => b.move.cost - a.move.cost || a.i - b.i)
    .slice(0, 3)
    .map(({ i }) => i);
}

/** A review's accuracy: of the moves that had a choice, how many were no mistake (good or close), and how many there were. */
export function accuracyOf(moves: readonly Pick<Judgement<unknown>, 'verdict' | 'choices'>[]): { accurate: number; choices: number } {
  const withChoice = moves.filter((move) => move.choices > 1);
  return { accurate: withChoice.filter((move) => move.verdict !== 'mistake').length, choices: withChoice.length };
}
