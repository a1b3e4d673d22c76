/**
 * What a game's coach gives, in shapes every game shares: the exact solver's answer on a deal, the honest
 * advisor's estimates of each move from what the player knows, and the verdict on a move made. A game
 * that has a coach declares it on its catalog entry (catalog.ts); the generic code (the solver's worker
 * pool, stored solutions, reviews, Best line, Hint) reads only these shapes.
 */

import type { AnyGame, SetupInit } from './game.js';

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

/** A decision of a run: what the player knew before a move, and the move they made. */
export interface Decision<K, A> {
  knowledge: K;
  action: A;
}

/** The decisions of a run replayed from its start, what the player knows now, and the state they lead to; or why a move does not replay. */
export type Decisions<S, K, A> = { ok: true; decisions: Decision<K, A>[]; now: K; end: S } | { ok: false; reason: string };

/** How a game's coach words its answers. */
export interface CoachTerms {
  /** What a win is, as a verb after "chance to": "clear" (the dungeon), "win". */
  win: string;
  /** What the advisor never sees, after "never": "the order of the dungeon". */
  hidden: string;
  /** A mistake's margin in words: "half a point". */
  margin: string;
  /** The best line's headline when it wins, and when no line does. */
  canWin: string;
  cannotWin: string;
  /** A step of a best line ("Room"), its plural ("Rooms"), and how the line is told. */
  step: string;
  steps: string;
  lineHow: string;
  /** A whole score in words ("+14", "won with 3 cards to spare"), and an expected one ("+3.5"). */
  score(score: number): string;
  expected(value: number): string;
}

/**
 * A game's coach as the bot's thread uses it, declared on the game's catalog entry (src/games/<id>/coach.ts):
 * the deal a run is of, the line of a solution told step by step, and, for a game with an advisor, what the
 * player knew at each move and each move in words. The searches themselves run in a worker (`CoachWork`).
 */
export interface GameCoach<S = unknown, K = unknown, A = unknown, O = unknown> {
  terms: CoachTerms;
  /** The name of the rules a run's options play its deal by (a store key and a Best line button carry it), or null for options the coach has no answer for. */
  rulesOf(options: unknown): string | null;
  /** The rules in words, after the deal's name: "weapon rule: lenient". */
  rulesLabel(rules: string): string;
  /** The cards a deal starts with, as the solver is given them. */
  deckOf(seed: string, rules: string): string[];
  /** How a deal of these rules is dealt with this deck (the game's `setup` deals it): a solution's line plays from there. */
  initOf(seed: string, rules: string, deck: readonly string[]): SetupInit<O>;
  /** The positions the bot's searches may expand, and the size of their table. */
  limits: Required<SolveLimits>;
  /** A line from `start`, each step of it in words (a room, a turn), or why a move of it does not play. */
  lineSteps(start: S, line: readonly A[]): { ok: true; steps: string[] } | { ok: false; reason: string };
  /** Present for a game with an honest advisor: Hint and Review. */
  advisor?: {
    /** The decisions of a run from its start: the one place a knowledge is built from what the player saw. */
    decisionsOf(start: S, actions: readonly A[]): Decisions<S, K, A>;
    /** Moves made one after another from what the player knows, each in words: "Fight J♠ with 7♦". */
    describe(knowledge: K, moves: readonly A[]): string[];
    /** True when two actions are the same move. */
    sameMove(a: A, b: A): boolean;
  };
}

/** What a game's coach does in the background worker (src/games/<id>/coach-work.ts, found by the game's id), with its own checks of what arrives. */
export interface CoachWork<K = unknown, A = unknown> {
  solve(deck: string[], rules: string, limits: Required<SolveLimits>): SolveResult<A>;
  advise?(knowledge: K, seed: string): Advice<A>;
  judge?(knowledge: K, move: A, seed: string): Judgement<A>;
  /** The knowledge in `raw`, or what is wrong with it. */
  readKnowledge?(raw: unknown): K | string;
  /** The move in `raw`, or what is wrong with it. */
  readMove?(raw: unknown): A | string;
}

/** A game with a coach: its rules and its coach, as the catalog finds them by the game's id. */
export interface CoachedGame {
  rules: AnyGame;
  coach: GameCoach;
}

/** Looks up the game with a coach by its id (the catalog's `findCoach`, given to the layers that must not import it). */
export type FindCoach = (id: string) => CoachedGame | undefined;

/** A deal as a coach knows it: its game, the seed that shuffles it and the name of the rules it is played by. */
export interface Deal {
  game: string;
  seed: string;
  rules: string;
}

/** One reviewed move: the verdict on it, and the move made and the best other move in words, as the player saw the position. */
export interface ReviewedMove<A> extends Judgement<A> {
  words: { made: string; best: string };
}

/** A run's review: every move with its verdict, the costliest mistakes, and the accuracy. */
export interface RunReview<A> {
  moves: ReviewedMove<A>[];
  /** Indices into `moves` of the mistakes that cost the most, costliest first (at most three, none that cost nothing). */
  costliest: number[];
  /** Moves with a choice that were not mistakes (good or close), and how many moves had a choice. */
  accurate: number;
  choices: number;
}

/**
 * The review of a run from its decisions and the verdict on each, in order, with each move worded by the game's advisor: the same
 * decisions and verdicts always give the same review. Throws when they do not match.
 */
export function reviewOf<K, A>(
  decisions: readonly Decision<K, A>[],
  judgements: readonly Judgement<A>[],
  advisor: Pick<NonNullable<GameCoach<unknown, K, A>['advisor']>, 'sameMove' | 'describe'>,
): RunReview<A> {
  if (judgements.length !== decisions.length) throw new Error(`review: ${decisions.length} decisions, ${judgements.length} verdicts`);
  const moves = decisions.map(({ knowledge, action }, i): ReviewedMove<A> => {
    const judged = judgements[i]!;
    if (!advisor.sameMove(judged.made.action, action)) throw new Error(`review: the verdict on move ${i + 1} is on another move`);
    const [made, best] = [judged.made.action, judged.best.action].map((move) => advisor.describe(knowledge, [move])[0] ?? '');
    return { ...judged, words: { made: made!, best: best! } };
  });
  return { moves, costliest: costliestMistakes(moves), ...accuracyOf(moves) };
}
