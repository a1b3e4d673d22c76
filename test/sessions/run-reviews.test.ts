/**
 * A run's review replays from the run: its numbers are the verdicts on the positions the run's seed and
 * moves give, move by move (the move made against the best other), its costliest mistakes and accuracy
 * follow from them, it is worked out once (one verdict job a move) and stored by a write that never
 * replaces a review already stored (one stored before verdicts is worked out again in its place), and a
 * run whose moves no longer replay is not reviewed.
 */
import { describe, expect, it } from 'vitest';
import { findCoach } from '../../src/catalog.js';
import { decisionsOf } from '../../src/games/scoundrel/decisions.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import type { ScoundrelKnowledge } from '../../src/games/scoundrel/knowledge.js';
import { moveWords } from '../../src/games/scoundrel/move-words.js';
import { judgeMove } from '../../src/games/scoundrel/verdict.js';
import { decisionsOfRun, RunReviews, reviewKey } from '../../src/sessions/coach/run-reviews.js';
import type { JudgeJob } from '../../src/sessions/coach/solver-request.js';
import { memoryStore } from '../helpers/memory-store.js';
import { sessionOf } from '../helpers/session.js';

const QUICK = { samples: 8, mostSamples: 16 };

/** The verdicts in this thread (quickly), counting the jobs. */
function localAdvisor() {
  const asked: string[] = [];
  return {
    asked,
    judge: async (key: string, job: JudgeJob) => {
      asked.push(key);
      return { judgement: judgeMove(job.judge as ScoundrelKnowledge, job.move as ScoundrelAction, { seed: job.seed, ...QUICK }), ms: 0 };
    },
  };
}

/** A short finished run: the first legal move each time, which fights barehanded and soon dies. */
function shortRun(seed: string): { state: ScoundrelState; actions: ScoundrelAction[] } {
  let state = scoundrel.setup({ seed, options: { weaponRule: 'lenient' } });
  const actions: ScoundrelAction[] = [];
  while (!scoundrel.result(state).over) {
    const action = scoundrel.legalActions!(state).find((a) => a.type !== 'avoid')!;
    const next = scoundrel.apply(state, action);
    if (!next.ok) throw new Error(next.message);
    actions.push(action);
    state = next.state;
  }
  return { state, actions };
}

const noSolutions = { known: async () => undefined, dealOf: () => null };
const SCOUNDREL = findCoach('scoundrel');

describe("a run's review", () => {
  const run = shortRun('review-seed');
  const session = sessionOf('scoundrel', run.state, {
    id: 'r1',
    seed: 'review-seed',
    options: { weaponRule: 'lenient' },
    actions: run.actions,
  });

  it('replays from the run: each move is judged on what the player knew before it', async () => {
    const replayed = decisionsOfRun(session, SCOUNDREL)!;
    expect(replayed.decisions).toHaveLength(run.actions.length);
    const reviews = new RunReviews(memoryStore(), localAdvisor(), noSolutions, findCoach);
    const { review, score } = await reviews.review(session, replayed);
    expect(score).toBe(scoundrel.result(run.state).score);
    const start = scoundrel.setup({ seed: 'review-seed', options: { weaponRule: 'lenient' } });
    for (const [i, action] of run.actions.entries()) {
      const known = decisionsOf(start, run.actions.slice(0, i));
      if (!known.ok) throw new Error(known.reason);
      const judged = judgeMove(known.now, action, { seed: `review-r1-${i}`, ...QUICK });
      const { weapon } = known.now;
      const words = { made: moveWords(judged.made.action, weapon), best: moveWords(judged.best.action, weapon) };
      expect(review.moves[i]).toEqual({ ...judged, words });
    }
    expect(review.moves.some((m) => m.verdict === 'mistake')).toBe(true);
  }, 60_000);

  it('is worked out once, and never replaces a review already stored', async () => {
    const store = memoryStore();
    const advisor = localAdvisor();
    const reviews = new RunReviews(store, advisor, noSolutions, findCoach);
    const replayed = decisionsOfRun(session, SCOUNDREL)!;
    const [a, b] = await Promise.all([reviews.review(session, replayed), reviews.review(session, replayed)]);
    expect(a).toBe(b);
    expect(advisor.asked).toHaveLength(run.actions.length);
    expect(await reviews.stored('r1')).toEqual(a);
    // Another process stored its review first: that one is kept and given.
    const other = { ...a, score: a.score - 1 };
    store.rows.set(reviewKey('r1'), other);
    expect(await new RunReviews(store, advisor, noSolutions, findCoach).review(session, replayed)).toEqual(other);
    expect(store.rows.get(reviewKey('r1'))).toEqual(other);
  }, 60_000);

  /** The run's first review, stored in a fresh store by reviews on a clock the test moves on (`clock.now`, in ms). */
  async function firstReview() {
    const store = memoryStore();
    const clock = { now: Date.parse('2026-11-28T12:00:00Z') };
    const reviews = new RunReviews(store, localAdvisor(), noSolutions, findCoach, { now: () => clock.now });
    const replayed = decisionsOfRun(session, SCOUNDREL)!;
    return { store, clock, reviews, replayed, first: await reviews.review(session, replayed) };
  }

  it('is kept for 30 days: then worked out again in its place, and swept once another is stored', async () => {
    const { store, clock, reviews, replayed, first } = await firstReview();
    expect(first.keepUntil).toBe(clock.now + 30 * 86_400_000);
    clock.now += 30 * 86_400_000 - 1;
    expect(await reviews.stored('r1')).toEqual(first);
    clock.now += 1;
    expect(await reviews.stored('r1')).toBeUndefined();
    const again = await reviews.review(session, replayed);
    expect(again).toEqual({ ...first, version: 2, keepUntil: clock.now + 30 * 86_400_000 });
    expect(store.rows.get(reviewKey('r1'))).toEqual(again);
    // Another run's review, stored later, sweeps this one once its time is up.
    clock.now = again.keepUntil!;
    const other = { ...session, id: 'r2' };
    await reviews.review(other, replayed);
    expect(store.rows.has(reviewKey('r1'))).toBe(false);
    expect(store.rows.has(reviewKey('r2'))).toBe(true);
  }, 60_000);

  it.each([
    ['verdicts', 'verdict'],
    ['its moves were worded', 'words'],
  ] as const)(
    'stored before %s is worked out again in its place',
    async (_, field) => {
      const { store, reviews, replayed, first: current } = await firstReview();
      // As it was stored before then: the same moves, none with that field.
      const old = {
        ...current,
        review: { ...current.review, moves: current.review.moves.map(({ [field]: _gone, ...move }) => ({ ...move, weapon: null })) },
      };
      store.rows.set(reviewKey('r1'), old);
      expect(await reviews.stored('r1')).toBeUndefined();
      const again = await reviews.review(session, replayed);
      expect(again).toEqual({ ...current, version: 2 });
      expect(store.rows.get(reviewKey('r1'))).toEqual(again);
    },
    60_000,
  );

  it('whose time is up is replaced by one process only when two work it out again at once', async () => {
    const store = memoryStore();
    const expiredAt = Date.parse('2026-11-28T12:00:00Z');
    const replayed = decisionsOfRun(session, SCOUNDREL)!;
    await new RunReviews(store, localAdvisor(), noSolutions, findCoach, { now: () => expiredAt - 30 * 86_400_000 }).review(
      session,
      replayed,
    );
    // Two processes, their clocks a millisecond apart, each with a review of its own to store in its place.
    const [a, b] = await Promise.all(
      [expiredAt, expiredAt + 1].map((now) =>
        new RunReviews(store, localAdvisor(), noSolutions, findCoach, { now: () => now }).review(session, replayed),
      ),
    );
    expect(a).toEqual(b);
    expect(a?.version).toBe(2);
    expect(store.rows.get(reviewKey('r1'))).toEqual(a);
  }, 60_000);

  it('is not made for a run whose moves no longer replay to its board', () => {
    expect(decisionsOfRun({ ...session, actions: [...run.actions.slice(0, -1), { type: 'face', card: 'ZZ' }] }, SCOUNDREL)).toBeNull();
    expect(decisionsOfRun({ ...session, actions: run.actions.slice(0, -1) }, SCOUNDREL)).toBeNull();
  });

  it("is not made of a run by another game's coach, nor for a game without an advisor", () => {
    expect(decisionsOfRun(session, findCoach('assassin'))).toBeNull();
    expect(decisionsOfRun(session, undefined)).toBeNull();
  });
});
