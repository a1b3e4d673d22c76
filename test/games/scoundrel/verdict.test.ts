/**
 * The review's verdict on a move does not depend on its seed: on positions whose answer is known, a move
 * that dies at once is a mistake, and the moves that survive are good, under two seeds; two moves whose
 * lines differ by far less than the orders can resolve are close, whichever was made, under two seeds.
 * And a review counts its verdicts so: only mistakes are costly, and a close move is not a mistake.
 */
import { describe, expect, it } from 'vitest';
import { reviewOf } from '../../../src/engine/coach.js';
import { DEFAULT_ENDS, scoreLines } from '../../../src/games/scoundrel/advisor.js';
import { scoundrelDeck } from '../../../src/games/scoundrel/cards.js';
import { scoundrelCoach } from '../../../src/games/scoundrel/coach.js';
import type { ScoundrelDecision as Decision } from '../../../src/games/scoundrel/decisions.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../../src/games/scoundrel/index.js';
import { type ScoundrelKnowledge, sampleState, unseenCards } from '../../../src/games/scoundrel/knowledge.js';
import { legalActions } from '../../../src/games/scoundrel/rules.js';
import { ACCURATE_WITHIN, type Judgement, judgeMove, type Verdict } from '../../../src/games/scoundrel/verdict.js';

const SEEDS = ['review-one-7', 'review-two-7'];

/** Knowledge of a late position: the room, health and weapon given, the unseen cards given, every other card gone. */
function endgame(fields: Pick<ScoundrelKnowledge, 'room' | 'health'> & Partial<ScoundrelKnowledge>, unseen: string[]): ScoundrelKnowledge {
  const seen = new Set([
    ...fields.room,
    ...unseen,
    ...(fields.slain ?? []),
    ...(fields.bottom ?? []),
    ...(fields.weapon ? [fields.weapon] : []),
  ]);
  return {
    weaponRule: 'lenient',
    weapon: null,
    slain: [],
    gone: scoundrelDeck().filter((code) => !seen.has(code)),
    bottom: [],
    dungeonSize: unseen.length + (fields.bottom?.length ?? 0),
    faced: 0,
    potionUsed: false,
    lastTurnAvoided: false,
    lastFaced: null,
    ...fields,
  };
}

function play(state: ScoundrelState, actions: readonly ScoundrelAction[]): ScoundrelState {
  for (const action of actions) {
    const next = scoundrel.apply(state, action);
    if (!next.ok) throw new Error(next.message);
    state = next.state;
  }
  return state;
}

/** Every order of `cards`. */
function orders(cards: readonly string[]): string[][] {
  if (cards.length <= 1) return [[...cards]];
  return cards.flatMap((card, i) => orders([...cards.slice(0, i), ...cards.slice(i + 1)]).map((rest) => [card, ...rest]));
}

const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

describe('the verdict on a move', () => {
  // Health 2, and the Ace of Spades the only monster left: facing it barehanded dies at once (2 − 14), scoring −12;
  // drinking the 9♥ first, then fighting it with the 5♦, survives whatever order the four harmless unseen cards lie in.
  const deadly = endgame({ health: 2, room: ['AS', '9H', '5D', '3H'] }, ['2H', '4H', '6H', '2D']);

  it('is a mistake, under any seed, for a move that dies at once where another survives; the moves that survive are good', () => {
    const dies = sampleState(deadly, null);
    expect(scoundrel.result(play(dies, [{ type: 'face', card: 'AS' }]))).toMatchObject({ over: true, won: false, score: -12 });
    for (const order of orders(unseenCards(deadly))) {
      const state = { ...dies, dungeon: order };
      const survives = play(state, [
        { type: 'face', card: '9H' },
        { type: 'face', card: '5D' },
        { type: 'face', card: 'AS', weapon: true },
      ]);
      expect(survives.health).toBeGreaterThan(0);
    }
    for (const seed of SEEDS) {
      const blunder = judgeMove(deadly, { type: 'face', card: 'AS' }, { seed });
      expect(blunder).toMatchObject({ verdict: 'mistake', made: { expectedScore: -12, winChance: 0 }, choices: 5 });
      expect(blunder.cost).toBeGreaterThan(ACCURATE_WITHIN);
      expect(judgeMove(deadly, { type: 'face', card: '9H' }, { seed })).toMatchObject({ verdict: 'good', cost: 0 });
    }
  });

  // The Ace and the King of Spades with a fresh 8♦ at 17 health, five cards unseen (120 orders) above the eight known
  // to lie at the bottom: leading with either is worth within 0.4 of the other over every order, with a spread of some
  // 12 points an order, which a review given `budget` orders cannot resolve.
  const nearEqual: ScoundrelKnowledge = endgame(
    {
      health: 17,
      room: ['KS', 'AS', '8H', '10C'],
      weapon: '8D',
      bottom: ['7C', '3S', 'JS', 'AC', '3H', '4H', '10S', '3C'],
      lastFaced: '8D',
    },
    ['6S', '8S', 'KC', '8C', '2D'],
  );
  const king: ScoundrelAction = { type: 'face', card: 'KS', weapon: true };
  const ace: ScoundrelAction = { type: 'face', card: 'AS', weapon: true };
  const budget = 128;

  it('is close, under any seed and whichever was made, for two moves the orders cannot tell apart', () => {
    // Every order played: each move's best line, and the difference between the two, order by order.
    const base = sampleState(nearEqual, null);
    const states = orders(unseenCards(nearEqual)).map((order) => ({ ...base, dungeon: [...order, ...nearEqual.bottom] }));
    expect(states).toHaveLength(120);
    const actions = legalActions(base);
    const lines = scoreLines(states, actions, DEFAULT_ENDS);
    const best = (action: ScoundrelAction) =>
      lines[actions.findIndex((a) => JSON.stringify(a) === JSON.stringify(action))]!.map((line) => Array.from(line.scores)).reduce(
        (top, scores) => (mean(scores) > mean(top) ? scores : top),
      );
    const differences = best(ace).map((score, i) => score - best(king)[i]!);
    const error = Math.sqrt(mean(differences.map((d) => (d - mean(differences)) ** 2)) / budget);
    // Nearer than half a point, and three standard errors of `budget` orders reach past half a point either way,
    // by two more standard errors: no seed's orders should tell them apart.
    expect(Math.abs(mean(differences))).toBeLessThan(0.4);
    expect(3 * error - Math.abs(mean(differences)) - ACCURATE_WITHIN).toBeGreaterThan(2 * error);
    for (const seed of SEEDS) {
      for (const made of [king, ace]) expect(judgeMove(nearEqual, made, { seed, mostSamples: budget }).verdict).toBe('close');
    }
  });
});

describe('the margin of a mistake', () => {
  it('is half a point of expected score, as docs/solver.md and the review legend say', () => {
    expect(ACCURATE_WITHIN).toBe(0.5);
    expect(scoundrelCoach.terms.margin).toBe('half a point');
  });
});

describe('how many orders a verdict draws (docs/solver.md: 64 first, doubling while close, up to 16,384)', () => {
  // The deadly endgame above: facing the Ace barehanded dies, a mistake the first look settles.
  const deadly = endgame({ health: 2, room: ['AS', '9H', '5D', '3H'] }, ['2H', '4H', '6H', '2D']);
  const blunder: ScoundrelAction = { type: 'face', card: 'AS' };

  it('settles a clear mistake on the first 64 orders: the same judgement as 64 asked for, and not 63 or 65', () => {
    const judged = judgeMove(deadly, blunder, { seed: SEEDS[0]! });
    expect(judged.verdict).toBe('mistake');
    // The best other move's expected score is a mean over the orders drawn: a whole number of 64ths.
    expect(Number.isInteger(judged.best.expectedScore * 64)).toBe(true);
    expect(judgeMove(deadly, blunder, { seed: SEEDS[0]!, samples: 64 })).toEqual(judged);
    for (const samples of [63, 65]) expect(judgeMove(deadly, blunder, { seed: SEEDS[0]!, samples })).not.toEqual(judged);
  });

  // Found by a search of random endgames: the 3♦ and the best other move are half a point of expected score apart
  // over every order of the four unseen cards, right at the threshold, so no number of orders settles it.
  const onTheLine = endgame({ health: 15, room: ['3D', 'QC', '5H', '10D'], weapon: '6D', lastFaced: '6D' }, ['5S', '6S', 'QS', '2H']);
  const three: ScoundrelAction = { type: 'face', card: '3D' };

  it('is still close at 16,384 orders and draws no more: the same judgement as 16,384 asked for, and not 16,383', () => {
    // Every order played: the best other move's best line is ahead of the 3♦'s by exactly half a point.
    const base = sampleState(onTheLine, null);
    const states = orders(unseenCards(onTheLine)).map((order) => ({ ...base, dungeon: order }));
    expect(states).toHaveLength(24);
    const actions = legalActions(base);
    const bestMeans = scoreLines(states, actions, DEFAULT_ENDS).map((lines) =>
      Math.max(...lines.map((line) => mean(Array.from(line.scores)))),
    );
    const madeAt = actions.findIndex((a) => JSON.stringify(a) === JSON.stringify(three));
    expect(Math.max(...bestMeans.filter((_, i) => i !== madeAt)) - bestMeans[madeAt]!).toBe(0.5);
    for (const seed of SEEDS) {
      const judged = judgeMove(onTheLine, three, { seed });
      expect(judged.verdict).toBe('close');
      expect(Number.isInteger(judged.made.expectedScore * 16_384)).toBe(true);
      expect(judgeMove(onTheLine, three, { seed, mostSamples: 16_384 })).toEqual(judged);
      expect(judgeMove(onTheLine, three, { seed, mostSamples: 16_383 })).not.toEqual(judged);
    }
  });
});

describe('a review of verdicts', () => {
  const move = (card: string): ScoundrelAction => ({ type: 'face', card });
  const judged = (card: string, verdict: Verdict, cost: number, choices = 3): Judgement => ({
    made: { action: move(card), winChance: 0.2, expectedScore: -5 - cost },
    best: { action: move('2H'), winChance: 0.3, expectedScore: -5 },
    choices,
    cost,
    verdict,
  });
  const judgements = [
    judged('5S', 'close', 9),
    judged('6S', 'mistake', 2),
    judged('7S', 'good', 0),
    judged('8S', 'mistake', 4),
    judged('9S', 'close', 0),
    judged('10S', 'good', 0, 1),
  ];
  const decisions: Decision[] = judgements.map((j) => ({ knowledge: endgame({ health: 20, room: [] }, []), action: j.made.action }));

  it('lists among the costliest moves only mistakes, never a close move however much it seems to cost, nor a move that cost nothing', () => {
    const review = reviewOf(decisions, judgements, scoundrelCoach.advisor!);
    expect(review.costliest).toEqual([3, 1]);
    expect(review.moves.map((m) => m.verdict)).toEqual(judgements.map((j) => j.verdict));
  });

  it('counts a close move as no mistake in its accuracy', () => {
    const review = reviewOf(decisions, judgements, scoundrelCoach.advisor!);
    expect(review.choices).toBe(5);
    expect(review.accurate).toBe(3);
  });
});
