/**
 * The reviews of finished runs of the games with an advisor (engine/coach.ts `reviewOf`), each worked out once and stored
 * with the run: `review:<session id>` holds the review, the run's score, the deal's best possible score
 * and what decides who may see it (the run's channel, player and daily day). The verdict on each move
 * (the game's verdict) is asked of the solver's worker pool as background work, one job a move, so a Hint or a
 * Best line click waiting on the pool goes ahead of a review. The review is stored by a conditional write
 * that only writes where nothing is stored: the first review of a run is the one every later click is
 * shown, and a review asked for again while it is being worked out in this process is the same work. A
 * review stored before verdicts (its moves have none) is worked out again in its place, as one whose
 * time is up. A review is kept
 * for `retentionMs` (30 days, as a deal's solution): a review some kilobytes long for every run a player
 * looks at would otherwise grow the store for good. After that a click works it out again (the verdicts
 * are the same), and every review stored sweeps a few whose time is up.
 */
import { z } from 'zod';
import { type CoachedGame, type Decision, type FindCoach, type Judgement, type RunReview, reviewOf } from '../../engine/coach.js';
import { runInit } from '../../engine/replay.js';
import { samePlain } from '../../engine/same-plain.js';
import type { Logger } from '../../log.js';
import { silentLogger } from '../../log.js';
import type { Session } from '../session.js';
import { isExpired, type KvStore } from '../store/kv-store.js';
import type { DealSolutions } from './deal-solutions.js';
import { gameMove } from './game-move.js';
import { judgementSchema, type WorkerMove } from './solver-messages.js';
import type { SolverPool } from './solver-pool.js';

/** A review as it is stored with its run. */
const storedReviewSchema = z.object({
  /** The run's session id and the review's version: the stamp of the conditional write (1, one more for each review whose time was up). */
  id: z.string(),
  version: z.number().int().min(1),
  channelId: z.string(),
  ownerId: z.string(),
  daily: z.string().nullable(),
  score: z.number().int(),
  /** The deal's best possible score, when the solver knew it. */
  best: z.number().int().nullable(),
  /** When the review's time is up (ms since the epoch). */
  keepUntil: z.number().nullish(),
  review: z.object({
    // A review stored before verdicts, or before its moves were worded, has none: it is out of date.
    moves: z
      .array(judgementSchema.partial({ verdict: true }).extend({ words: z.object({ made: z.string(), best: z.string() }).optional() }))
      .max(400),
    costliest: z.array(z.number().int().min(0)).max(3),
    accurate: z.number().int().min(0),
    choices: z.number().int().min(0),
  }),
});
/** A review as it is read from the store, which may be one stored before verdicts. */
type ReadReview = z.infer<typeof storedReviewSchema>;
/** A stored review of a run. */
export type StoredReview = Omit<ReadReview, 'review'> & { review: RunReview<WorkerMove> };

/** True when every move of the review has its verdict and its words (a review stored before them has neither). */
function isCurrent(read: ReadReview): read is StoredReview {
  return read.review.moves.every((move) => move.verdict !== undefined && move.words !== undefined);
}

/** Where the reviews are stored: every key starts so. */
const REVIEW_PREFIX = 'review:';

/** How many expired reviews the storing of a new one sweeps from the store, at most. */
const SWEEP_BATCH = 8;

/** The store key of a run's review. */
export function reviewKey(sessionId: string): string {
  return `${REVIEW_PREFIX}${sessionId}`;
}

/** How the reviews are kept. */
interface RunReviewsOptions {
  log?: Logger;
  /** The clock that dates what is stored (ms since the epoch). */
  now?: () => number;
  /** How long a review stays stored (default 30 days). */
  retentionMs?: number;
}

/** A run's decisions, as its game's advisor judges them, what its player knows now, and its score. */
export interface RunDecisions {
  decisions: Decision<unknown, unknown>[];
  now: unknown;
  score: number;
}

/**
 * The decisions of a run of a game with an advisor, replayed from exactly what started it and its moves, what its player knows now
 * (Hint's question), and its score; null for a game
 * without an advisor, or moves that do not replay to its state.
 */
export function decisionsOfRun(session: Session, found: CoachedGame | undefined): RunDecisions | null {
  const advisor = found?.coach.advisor;
  if (!found || !advisor || session.game !== found.rules.id) return null;
  const actions = found.rules.actionSchema.array().safeParse(session.actions);
  if (!actions.success) return null;
  const replayed = advisor.decisionsOf(found.rules.setup(runInit(session)), actions.data);
  if (!replayed.ok || !samePlain(replayed.end, session.state)) return null;
  return { decisions: replayed.decisions, now: replayed.now, score: found.rules.result(replayed.end).score ?? 0 };
}

/** The judgements of a worker checked as the game's moves: throws when a move is not one. */
function checkedMoves(found: CoachedGame, judgements: readonly Judgement<WorkerMove>[]): Judgement<unknown>[] {
  const move = (raw: WorkerMove) => gameMove(found.rules, raw);
  return judgements.map((j) => ({
    ...j,
    made: { ...j.made, action: move(j.made.action) },
    best: { ...j.best, action: move(j.best.action) },
  }));
}

/** The reviews of runs: stored, or worked out now in the solver's pool. */
export class RunReviews {
  private readonly working = new Map<string, Promise<StoredReview>>();
  private readonly log: Logger;
  private readonly now: () => number;
  private readonly retentionMs: number;

  constructor(
    private readonly store: KvStore,
    private readonly advisor: Pick<SolverPool, 'judge'>,
    private readonly solutions: Pick<DealSolutions, 'known' | 'dealOf'>,
    private readonly findCoach: FindCoach,
    options: RunReviewsOptions = {},
  ) {
    this.log = options.log ?? silentLogger;
    this.now = options.now ?? Date.now;
    this.retentionMs = options.retentionMs ?? 30 * 24 * 3_600_000;
  }

  /** The stored review of a run, checked; undefined when there is none, its time is up, or what is stored is not a review (logged). */
  async stored(sessionId: string): Promise<StoredReview | undefined> {
    return (await this.held(sessionId))?.live;
  }

  /** What is stored for a run: its review while its time is not up; `expired`, a review whose time is up or stored before verdicts, to replace. */
  private async held(sessionId: string): Promise<{ live?: StoredReview; expired?: ReadReview } | undefined> {
    const raw = await this.store.get(reviewKey(sessionId));
    if (raw === undefined) return undefined;
    const parsed = storedReviewSchema.safeParse(raw);
    if (parsed.success && parsed.data.id === sessionId)
      return isExpired(parsed.data, this.now()) || !isCurrent(parsed.data) ? { expired: parsed.data } : { live: parsed.data };
    this.log.warn(`the stored review of run ${sessionId} is not a review: it is worked out again`);
    return undefined;
  }

  /** True while this process works out the review of the run. */
  isWorking(sessionId: string): boolean {
    return this.working.has(sessionId);
  }

  /**
   * The review of a finished run, from its decisions and score (decisionsOfRun): worked out once however many ask,
   * and stored unless a review of the run already is (that one is given instead). Rejects when the pool
   * could not take the work.
   */
  review(session: Session, run: RunDecisions): Promise<StoredReview> {
    const known = this.working.get(session.id);
    if (known) return known;
    const work = this.workOut(session, run).finally(() => this.working.delete(session.id));
    this.working.set(session.id, work);
    return work;
  }

  private async workOut(session: Session, { decisions, score }: RunDecisions): Promise<StoredReview> {
    const found = this.findCoach(session.game);
    const advisor = found?.coach.advisor;
    if (!found || !advisor) throw new Error(`the game ${session.game} has no advisor`);
    const judgements = await Promise.all(
      decisions.map(async (decision, i) => {
        const job = { game: session.game, judge: decision.knowledge, move: decision.action, seed: `review-${session.id}-${i}` };
        return (await this.advisor.judge(`review:${session.id}:${i}`, job)).judgement;
      }),
    );
    const deal = this.solutions.dealOf(session);
    const solution = deal ? await this.solutions.known(deal) : undefined;
    const best = solution ? (solution.result.decided ? solution.result.best : solution.result.lowerBound) : null;
    const held = await this.held(session.id);
    if (held?.live) return held.live;
    // Nothing stored, or a review whose time is up: replaced only if no other process stored one meanwhile.
    const expired = held?.expired;
    const record: StoredReview = {
      id: session.id,
      version: (expired?.version ?? 0) + 1,
      channelId: session.channelId,
      ownerId: session.ownerId,
      daily: session.daily,
      score,
      best,
      keepUntil: this.now() + this.retentionMs,
      review: reviewOf(decisions, checkedMoves(found, judgements), advisor) as RunReview<WorkerMove>,
    };
    const expected = expired ? { id: session.id, version: expired.version } : null;
    if (!(await this.store.setIfVersion(reviewKey(session.id), record, expected, this.retentionMs)))
      return (await this.stored(session.id)) ?? record;
    await this.sweep();
    return record;
  }

  /** Removes a few reviews whose time is up, so what is stored stays bounded. */
  private async sweep(): Promise<void> {
    try {
      await this.store.sweepExpired(REVIEW_PREFIX, this.now(), SWEEP_BATCH);
    } catch (error) {
      this.log.warn(`could not sweep expired reviews: ${String(error)}`);
    }
  }
}
