/**
 * The Royal Assassin verdict and review: on positions a few cards before a win, where the solver over
 * every order of the unseen cards shows one move winning and another losing, the losing move is a
 * mistake and the best move good, under two seeds; and the review lists and counts the verdicts.
 */
import { describe, expect, it } from 'vitest';
import type { Judgement } from '../../../src/engine/coach.js';
import { reviewOf } from '../../../src/engine/coach.js';
import { assassinCoach } from '../../../src/games/assassin/coach.js';
import { decisionsOf } from '../../../src/games/assassin/decisions.js';
import { type AssassinAction, type AssassinState, assassin } from '../../../src/games/assassin/index.js';
import { knowledgeOf } from '../../../src/games/assassin/knowledge.js';
import { solveState } from '../../../src/games/assassin/solver.js';
import { ACCURATE_WITHIN, judgeMove } from '../../../src/games/assassin/verdict.js';
import { nearWin, replay } from './brute-force.js';

/** Every order of `cards`. */
function orders(cards: readonly string[]): string[][] {
  if (cards.length <= 1) return [[...cards]];
  return cards.flatMap((card, i) => orders([...cards.slice(0, i), ...cards.slice(i + 1)]).map((rest) => [card, ...rest]));
}

/** A move's best score on every order of the stockpile, by the exact solver. */
function exactScores(state: AssassinState, action: AssassinAction): number[] {
  return orders(state.stock).map((stock) => {
    const solved = solveState(replay({ ...state, stock }, [action]));
    if (!solved.decided) throw new Error('undecided');
    return solved.best;
  });
}

/** Positions where, on every order of the unseen cards, one move scores at least 10 more than another: that move and the worse one. */
function clearCases(count: number): { state: AssassinState; best: AssassinAction; worse: AssassinAction }[] {
  const cases = [];
  for (let seed = 1; seed < 80 && cases.length < count; seed++) {
    const state = nearWin(seed, 1, 3);
    if (state === null || state.pending === null) continue;
    const legal = assassin.legalActions(state);
    if (legal.length < 2) continue;
    const scores = legal.map((action) => exactScores(state, action));
    const top = scores.findIndex((s) => scores.every((other) => other.every((score, k) => score <= s[k]!)));
    if (top === -1) continue;
    const low = scores.findIndex((s) => s.every((score, k) => score + 10 <= scores[top]![k]!));
    if (low !== -1) cases.push({ state, best: legal[top]!, worse: legal[low]! });
  }
  return cases;
}

describe('Royal Assassin verdict', () => {
  const cases = clearCases(3);

  it('finds positions to judge', () => {
    expect(cases.length).toBe(3);
  });

  it('calls a move the solver shows losing on every order a mistake, and the best move good, under two seeds', () => {
    for (const { state, best, worse } of cases) {
      const knowledge = knowledgeOf(state);
      for (const seed of ['one', 'two']) {
        const wrong = judgeMove(knowledge, worse, { seed });
        expect(wrong.verdict).toBe('mistake');
        expect(wrong.cost).toBeGreaterThan(1);
        expect(judgeMove(knowledge, best, { seed }).verdict).toBe('good');
      }
    }
  });

  it('refuses a move that is not legal', () => {
    const { state } = cases[0]!;
    expect(() => judgeMove(knowledgeOf(state), { type: 'concede' }, { seed: 's' })).toThrow(/not a legal move/);
  });
});

describe('Royal Assassin review', () => {
  const judged = (action: AssassinAction, verdict: Judgement<AssassinAction>['verdict'], cost: number, choices = 2) => ({
    made: { action, winChance: 0, expectedScore: 0 },
    best: { action, winChance: 0, expectedScore: cost },
    choices,
    cost,
    verdict,
  });

  it('replays a game into the decisions, each with what the player knew', () => {
    const start = assassin.setup({ seed: 'review', options: { variants: [] } });
    const actions = [assassin.legalActions(start)[0]!];
    const replayed = decisionsOf(start, actions);
    expect(replayed.ok && replayed.decisions[0]!.knowledge).toEqual(knowledgeOf(start));
    expect(replayed.ok && replayed.now).toEqual(knowledgeOf(replayed.ok ? replayed.end : start));
    expect(decisionsOf(start, [{ type: 'concede' }])).toMatchObject({ ok: false });
  });

  it('lists the costliest mistakes (never a close move, never one that cost nothing) and counts accuracy', () => {
    const start = assassin.setup({ seed: 'review', options: { variants: [] } });
    const draw: AssassinAction = { type: 'draw' };
    const decisions = Array.from({ length: 5 }, () => ({ knowledge: knowledgeOf(start), action: draw }));
    const review = reviewOf(
      decisions,
      [
        judged(draw, 'mistake', 5),
        judged(draw, 'close', 50),
        judged(draw, 'mistake', 0),
        judged(draw, 'mistake', 20),
        judged(draw, 'good', 0, 1),
      ],
      assassinCoach.advisor!,
    );
    expect(review.costliest).toEqual([3, 0]);
    expect(review).toMatchObject({ accurate: 1, choices: 4 });
  });
});

describe('the margin of a mistake', () => {
  it('is one point of expected score, as docs/solver.md and the review legend say', () => {
    expect(ACCURATE_WITHIN).toBe(1);
    expect(assassinCoach.terms.margin).toBe('one point');
  });
});
