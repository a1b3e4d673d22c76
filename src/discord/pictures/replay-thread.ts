/**
 * Replays made off the event loop: one worker thread (replay-worker.ts), started by the first Watch and
 * stopped after a while with nothing to do, makes one replay at a time (the others wait their turn),
 * so that a replay never holds up the event loop nor the thread that draws the boards. A replay not made
 * within `timeoutMs` is refused and the thread started anew.
 */
import type { Worker } from 'node:worker_threads';
import { siblingModule, startWorkerThread } from '../../worker-thread.js';
import type { ReplayReply, ReplayRequest } from './replay-messages.js';

/** A made replay: the GIF, its frames and width, and how long it took in the thread (ms). */
export interface MadeReplay {
  bytes: Buffer;
  frames: number;
  width: number;
  ms: number;
}

/** How the replay thread runs. */
export interface ReplayThreadOptions {
  /** How long one replay may take once the thread has it (default 60 s). */
  timeoutMs?: number;
  /** A thread with nothing to do for this long stops (default 30 s). */
  idleMs?: number;
  spawn?: () => Worker;
}

interface Job {
  request: ReplayRequest;
  resolve: (made: MadeReplay) => void;
  reject: (error: Error) => void;
}

const WORKER_MODULE = siblingModule('replay-worker', import.meta.url);

/** The thread that makes replays, and the replays waiting for it. */
export class ReplayThread {
  private worker: Worker | null = null;
  private running: (Job & { timer: NodeJS.Timeout }) | null = null;
  private readonly queue: Job[] = [];
  private idle: NodeJS.Timeout | null = null;
  private nextId = 0;
  private readonly timeoutMs: number;
  private readonly idleMs: number;
  private readonly spawn: () => Worker;

  constructor(options: ReplayThreadOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.idleMs = options.idleMs ?? 30_000;
    this.spawn = options.spawn ?? (() => startWorkerThread(WORKER_MODULE));
  }

  /** The replay of a run (its game, seed, options and moves), made in the thread; rejects when it could not be made. */
  make(run: Omit<ReplayRequest, 'id'>): Promise<MadeReplay> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { ...run, id: this.nextId++ }, resolve, reject });
      this.next();
    });
  }

  /** Stops the thread; the replays it owes are refused. */
  async close(): Promise<void> {
    const error = new Error('the replay thread is shut down');
    for (const job of this.queue.splice(0)) job.reject(error);
    this.finish()?.reject(error);
    await this.stop();
  }

  private next(): void {
    if (this.running || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.worker ?? this.start();
    worker.ref();
    const timer = setTimeout(() => {
      this.finish()?.reject(new Error(`the replay was not made within ${this.timeoutMs} ms`));
      void this.stop().then(() => this.next());
    }, this.timeoutMs);
    this.running = { ...job, timer };
    worker.postMessage(job.request);
  }

  private start(): Worker {
    const worker = this.spawn();
    this.worker = worker;
    worker.on('message', (reply: ReplayReply) => {
      if (this.running?.request.id !== reply.id) return;
      const job = this.finish()!;
      if (reply.ok) job.resolve({ bytes: Buffer.from(reply.bytes), frames: reply.frames, width: reply.width, ms: reply.ms });
      else job.reject(new Error(reply.error));
      this.rest();
      this.next();
    });
    // A thread that threw or stopped is gone: the replay it was making is refused, and the next starts another.
    const gone = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.finish()?.reject(error);
      this.next();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the replay thread stopped (exit code ${code})`)));
    return worker;
  }

  /** Takes the running job off (its timer stopped). */
  private finish(): Job | undefined {
    const job = this.running;
    this.running = null;
    if (!job) return undefined;
    clearTimeout(job.timer);
    return job;
  }

  /** With nothing left to make, the thread lets the process go, and stops after `idleMs`. */
  private rest(): void {
    if (this.queue.length > 0 || !this.worker) return;
    this.worker.unref();
    this.idle = setTimeout(() => void this.stop(), this.idleMs);
    this.idle.unref();
  }

  private async stop(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}
