/**
 * The text of a run's review: every move with its verdict in plain marks (✓ good, ✗ a mistake with the best
 * move, ≈ close with the move it is close to), a legend saying in words what each mark means, the accuracy
 * (close moves are no mistakes) and the costliest mistakes, never a close move.
 */
import { describe, expect, it } from 'vitest';
import { reviewEmbeds } from '../../src/discord/coach/review.js';
import { reviewOf } from '../../src/engine/coach.js';
import { scoundrelCoach } from '../../src/games/scoundrel/coach.js';
import type { ScoundrelAction } from '../../src/games/scoundrel/index.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { knowledgeOf } from '../../src/games/scoundrel/knowledge.js';
import type { Judgement, Verdict } from '../../src/games/scoundrel/verdict.js';
import type { StoredReview } from '../../src/sessions/coach/run-reviews.js';

const move = (card: string): ScoundrelAction => ({ type: 'face', card });
const judged = (card: string, verdict: Verdict, cost: number): Judgement => ({
  made: { action: move(card), winChance: 0.25, expectedScore: -4 - cost },
  best: { action: move('2H'), winChance: 0.5, expectedScore: -4 },
  choices: 3,
  cost,
  verdict,
});

describe("a review's text", () => {
  const judgements = [judged('5S', 'good', 0), judged('9S', 'close', 6), judged('JS', 'mistake', 2.5)];
  const knowledge = knowledgeOf(scoundrel.setup({ seed: 'review-text' }), new Set());
  const review = reviewOf(
    judgements.map((j) => ({ knowledge, action: j.made.action })),
    judgements,
    scoundrelCoach.advisor!,
  );
  const stored: StoredReview = {
    id: 'r1',
    version: 1,
    channelId: '1',
    ownerId: '2',
    daily: null,
    score: -20,
    best: 14,
    keepUntil: null,
    review,
  };
  const [summary, moves] = reviewEmbeds(stored, null, scoundrelCoach.terms);

  it('marks each move with its verdict, and names the move a close or mistaken one is measured against', () => {
    expect(moves?.description?.split('\n')).toEqual([
      '`1` ✓ Fight 5♠ barehanded (25 % · −4.0)',
      '`2` ≈ Fight 9♠ barehanded (25 % · −10.0) · close to Drink 2♥ (50 % · −4.0)',
      '`3` ✗ Fight J♠ barehanded (25 % · −6.5) · best: Drink 2♥ (50 % · −4.0)',
    ]);
  });

  it('says in words what each mark means, counts the close move as no mistake, and lists only the mistake as costly', () => {
    expect(summary?.description).toMatch(/✓ good: no move is clearly better\./);
    expect(summary?.description).toMatch(/✗ a mistake: another move is clearly better/);
    expect(summary?.description).toMatch(/≈ close: too close to call, even on many orders; not counted as a mistake\./);
    expect(summary?.description).toMatch(/Accuracy \*\*67 %\*\*: 2 of 3 moves with a choice were not mistakes\./);
    expect(summary?.description).toMatch(
      /\*\*The costliest mistakes\*\*\n\*\*Move 3\*\* cost 2\.5: Fight J♠ barehanded instead of Drink 2♥\.\n/,
    );
    expect(summary?.description).not.toMatch(/Move 2/);
  });
});
