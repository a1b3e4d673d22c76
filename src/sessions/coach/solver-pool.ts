/**
 * Background work off the event loop: a small pool of worker threads running the games' coaches (each
 * job names its game: the exact solver, the advisor, the review's verdicts on moves), and the replays of
 * finished runs (Watch).
 * Workers start on the first job (none while nobody plays), each solves one deal at a time, stop after
 * a while with nothing to do (their search tables are memory the bot does not need between runs), and
 * are terminated when the bot shuts down. The queue of background jobs (a run's deal solved as it
 * starts) is bounded: past it such a job is refused at once (SolverBusyError), never left waiting
 * unseen. Urgent jobs, those someone is waiting on (a Best line click, the day's deal being chosen, a
 * replay), go ahead of the background jobs, in the order they were asked for, and are always taken. A
 * job asked for again while it is queued or running is the same job: one search, one answer for every
 * caller. A replay not made within its time limit fails, and its worker is stopped and started anew.
 */
import type { Worker } from 'node:worker_threads';
import type { Advice, Judgement, SolveResult } from '../../engine/coach.js';
import { solverQueueDepth, solveSeconds } from '../../service/metrics.js';
import { siblingModule, startWorkerThread } from '../../worker-thread.js';
import type { MadeReplay, ReplayJob } from './replay-messages.js';
import { type SolveReply, solveReplySchema, type WorkerMove } from './solver-messages.js';
import type { AdviseJob, JudgeJob, ReplayWorkerRequest, SolveJob } from './solver-request.js';

/** A solved job: the solver's result and the time the search took in its worker (ms). */
export interface SolvedJob {
  result: SolveResult<WorkerMove>;
  ms: number;
}

/** A position advised on: the advisor's advice and the time it took in its worker (ms). */
export interface AdvisedJob {
  advice: Advice<WorkerMove>;
  ms: number;
}

/** A move judged: the verdict and the time it took in its worker (ms). */
export interface JudgedJob {
  judgement: Judgement<WorkerMove>;
  ms: number;
}

/** A worker's answer that is not a failure. */
type Answer = Extract<SolveReply, { ok: true }>;

/** The pool's queue is full, or it is closed: the job was not taken. */
export class SolverBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SolverBusyError';
  }
}

/** How the pool runs. */
export interface SolverPoolOptions {
  /** Worker threads at most (default 1: the bot's own thread keeps the other core). */
  workers?: number;
  /** Background jobs that may wait for a worker (default 256); more are refused. */
  maxQueue?: number;
  /** A worker with nothing to do for this long stops (default a minute); the next job starts one. */
  idleMs?: number;
  /** How long one replay may take once a worker has it (default 60 s). */
  replayTimeoutMs?: number;
  /** Starts a worker thread (default: solver-worker.ts, through tsx when run as TypeScript, which makes no replays). */
  spawn?: () => Worker;
}

/** A job of any kind, as the pool queues it (a replay under `replay`). */
type Job = SolveJob | AdviseJob | JudgeJob | Omit<ReplayWorkerRequest, 'id'>;

/** A job waiting for its answer. */
interface Pending {
  key: string;
  job: Job;
  /** Someone waits for it: it goes ahead of the background jobs, behind the urgent ones asked before it. */
  urgent: boolean;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/** One worker thread and the job it is on. */
interface Slot {
  worker: Worker | null;
  running: (Pending & { id: number }) | null;
  idle: NodeJS.Timeout | null;
  /** The time limit of the replay running, if one is. */
  limit: NodeJS.Timeout | null;
}

const WORKER_MODULE = siblingModule('solver-worker', import.meta.url);

/** Starts solver-worker in a thread. */
export function spawnSolverWorker(): Worker {
  return startWorkerThread(WORKER_MODULE);
}

/** A few worker threads solving deals, advising on positions and judging moves, one job each at a time. */
export class SolverPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private readonly inFlight = new Map<string, Promise<Answer>>();
  private readonly maxQueue: number;
  private readonly idleMs: number;
  private readonly replayTimeoutMs: number;
  private readonly spawn: () => Worker;
  private nextId = 0;
  private nextReplay = 0;
  private closed = false;
  /** Workers started so far (for tests and logs). */
  started = 0;

  constructor(options: SolverPoolOptions = {}) {
    const workers = options.workers ?? 1;
    if (!Number.isInteger(workers) || workers < 1) throw new Error(`SolverPool: workers must be a positive integer, not ${workers}`);
    this.slots = Array.from({ length: workers }, () => ({ worker: null, running: null, idle: null, limit: null }));
    this.maxQueue = options.maxQueue ?? 256;
    this.idleMs = options.idleMs ?? 60_000;
    this.replayTimeoutMs = options.replayTimeoutMs ?? 60_000;
    this.spawn = options.spawn ?? spawnSolverWorker;
  }

  /**
   * Solves `job`; `key` names the deal, and a key already queued or running gets that job's answer.
   * `urgent` jobs (someone is waiting on them) go ahead of the background jobs and are taken even when the queue is full.
   * Rejects with SolverBusyError when a background job finds the queue full or the pool is closed, and
   * with the worker's error when the search failed.
   */
  solve(key: string, job: SolveJob, options: { urgent?: boolean } = {}): Promise<SolvedJob> {
    return this.submit(`solve:${key}`, job, options, (answer) => 'result' in answer);
  }

  /**
   * The advisor's advice on a position (a Hint), worked out in a worker as an urgent job, like a Best line
   * click; `key` names the position, and as with `solve` a key already queued or running gets that job's answer.
   */
  advise(key: string, job: AdviseJob): Promise<AdvisedJob> {
    return this.submit(`advise:${key}`, job, { urgent: true }, (answer) => 'advice' in answer);
  }

  /**
   * The verdict on a move of a run, for its review (verdict.ts), worked out in a worker as background
   * work: behind the urgent jobs, and refused when the queue is full. As with `solve`, a key already queued
   * or running gets that job's answer.
   */
  judge(key: string, job: JudgeJob): Promise<JudgedJob> {
    return this.submit(`judge:${key}`, job, { urgent: false }, (answer) => 'judgement' in answer);
  }

  /**
   * The replay of a finished run (its game and its board's views, move by move), made in a worker a frame a turn;
   * taken at once like an urgent job (someone waits for it). Rejects when it could not be made, or not
   * within the time limit.
   */
  async replay(run: ReplayJob): Promise<MadeReplay> {
    const answer = await this.submit(`replay:${this.nextReplay++}`, { replay: run }, { urgent: true }, (reply) => 'bytes' in reply);
    return { bytes: Buffer.from(answer.bytes), frames: answer.frames, width: answer.width, ms: answer.ms };
  }

  /** Queues a job (see `solve`) and gives its worker's answer. */
  private submit<T extends Answer>(
    key: string,
    job: Job,
    options: { urgent?: boolean },
    fits: (answer: Answer) => answer is T,
  ): Promise<T> {
    const known = this.inFlight.get(key) as Promise<T> | undefined;
    if (known) {
      if (options.urgent) this.hurry(key);
      return known;
    }
    if (this.closed) return Promise.reject(new SolverBusyError('the solver is shut down'));
    if (!options.urgent && this.queue.length >= this.maxQueue)
      return Promise.reject(new SolverBusyError(`the solver's queue is full (${this.maxQueue} deals)`));
    const promise = new Promise<T>((resolve, reject) => {
      const answered = (answer: Answer) =>
        fits(answer) ? resolve(answer) : reject(new Error("the solver's worker answered another kind of job"));
      const pending = { key, job, urgent: options.urgent === true, resolve: answered, reject };
      if (pending.urgent) this.queue.splice(this.urgentQueued(), 0, pending);
      else this.queue.push(pending);
    });
    this.inFlight.set(key, promise);
    const forget = () => {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
    };
    promise.then(forget, forget);
    this.dispatch();
    return promise;
  }

  /** Jobs waiting for a worker, and jobs running. */
  get load(): { queued: number; running: number; workers: number } {
    return {
      queued: this.queue.length,
      running: this.slots.filter((slot) => slot.running !== null).length,
      workers: this.slots.filter((slot) => slot.worker !== null).length,
    };
  }

  /** Refuses new jobs, fails those not answered, and terminates the workers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new SolverBusyError('the solver is shut down'));
    solverQueueDepth.set(0);
    await Promise.all(this.slots.map((slot) => this.stop(slot)));
  }

  /** The urgent jobs queued, which are the first of the queue. */
  private urgentQueued(): number {
    const background = this.queue.findIndex((pending) => !pending.urgent);
    return background < 0 ? this.queue.length : background;
  }

  /** Makes a queued background job urgent: it moves behind the urgent jobs queued before it. */
  private hurry(key: string): void {
    const at = this.queue.findIndex((pending) => pending.key === key);
    const pending = this.queue[at];
    if (!pending || pending.urgent) return;
    this.queue.splice(at, 1);
    pending.urgent = true;
    this.queue.splice(this.urgentQueued(), 0, pending);
  }

  /** Gives each free worker (started on demand) the next job. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.running !== null) continue;
      const pending = this.queue.shift();
      if (!pending) break;
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      const worker = slot.worker ?? this.startWorker(slot);
      slot.running = { ...pending, id: this.nextId++ };
      worker.postMessage({ id: slot.running.id, ...pending.job });
      if ('replay' in pending.job) slot.limit = setTimeout(() => this.expire(slot), this.replayTimeoutMs);
    }
    solverQueueDepth.set(this.queue.length);
  }

  private startWorker(slot: Slot): Worker {
    const worker = this.spawn();
    this.started++;
    worker.unref();
    slot.worker = worker;
    worker.on('message', (raw: unknown) => this.settle(slot, solveReplySchema.safeParse(raw)));
    // A worker that threw or stopped on its own is gone: its job fails, and the next job starts another.
    const gone = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      this.fail(slot, error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the solver's worker stopped (exit code ${code})`)));
    return worker;
  }

  /** A worker's answer: the running job's result, or its error. */
  private settle(slot: Slot, reply: { success: true; data: SolveReply } | { success: false; error: Error }): void {
    const running = slot.running;
    if (!running) return;
    if (!reply.success) {
      this.fail(slot, new Error(`the solver's worker answered something else: ${reply.error.message}`));
      return;
    }
    if (reply.data.id !== running.id) return;
    this.unlimit(slot);
    slot.running = null;
    if (reply.data.ok) {
      if (!('bytes' in reply.data)) solveSeconds.observe(reply.data.ms / 1000);
      running.resolve(reply.data);
    } else running.reject(new Error(reply.data.error));
    this.rest(slot);
    this.dispatch();
  }

  /** A replay over its time limit: it fails, and its worker is stopped (the next job starts another). */
  private expire(slot: Slot): void {
    slot.limit = null;
    const running = slot.running;
    slot.running = null;
    running?.reject(new Error(`the replay was not made within ${this.replayTimeoutMs} ms`));
    void this.stop(slot).then(() => this.dispatch());
  }

  /** Stops the time limit of the replay running, if one is. */
  private unlimit(slot: Slot): void {
    if (slot.limit) clearTimeout(slot.limit);
    slot.limit = null;
  }

  /** The running job failed: it is rejected, and the next job goes on. */
  private fail(slot: Slot, error: Error): void {
    this.unlimit(slot);
    const running = slot.running;
    slot.running = null;
    running?.reject(error);
    if (!this.closed) this.dispatch();
  }

  /** Stops a worker that has had nothing to do for `idleMs`. */
  private rest(slot: Slot): void {
    if (slot.running !== null || this.queue.length > 0 || !slot.worker) return;
    slot.idle = setTimeout(() => {
      slot.idle = null;
      if (slot.running === null) void this.stop(slot);
    }, this.idleMs);
    slot.idle.unref();
  }

  /** Terminates a slot's worker; a job it was on fails as shut down. */
  private async stop(slot: Slot): Promise<void> {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    this.unlimit(slot);
    const worker = slot.worker;
    slot.worker = null;
    const running = slot.running;
    slot.running = null;
    running?.reject(new SolverBusyError('the solver is shut down'));
    if (worker) await worker.terminate();
  }
}
