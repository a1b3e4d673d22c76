/**
 * Drawing off the event loop: one worker thread (drawing-worker.ts) makes the boards' scenes
 * from their views and rasterizes them, so that a click's answer never waits behind another board's
 * drawing. The thread starts with the first picture and then stays (its canvases and fonts are what
 * makes the next picture quick); it keeps the process alive only while it owes a picture. A picture it
 * has not answered within `timeoutMs` of getting it, or one it cannot draw, is refused, so the board
 * goes out without it (nothing is only in the picture). A thread that stops is started again by the
 * next picture.
 */
import type { Worker } from 'node:worker_threads';
import { siblingModule, startWorkerThread } from '../../worker-thread.js';
import { DRAWING_READY, type DrawnBoard, type DrawReply, type DrawRequest, type PictureKind } from './drawing-messages.js';
import type { PictureFormat } from './rasterize.js';

/** How the drawing thread runs. */
export interface DrawingThreadOptions {
  /** How long a picture may take once the thread has it (default 1.5 s, so a click is still answered in time). */
  timeoutMs?: number;
  /** Starts the worker thread (default: drawing-worker.ts, through tsx when run as TypeScript). */
  spawn?: () => Worker;
}

/** A picture asked for and not yet answered. */
interface Job {
  request: DrawRequest;
  resolve: (drawn: DrawnBoard) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
}

const WORKER_MODULE = siblingModule('drawing-worker', import.meta.url);

/** Starts drawing-worker in a thread. */
export function spawnDrawingWorker(): Worker {
  return startWorkerThread(WORKER_MODULE);
}

/** The worker thread that draws the pictures, and the pictures it owes. */
export class DrawingThread {
  private worker: Worker | null = null;
  private ready = false;
  private readonly jobs = new Map<number, Job>();
  private nextId = 0;
  private readonly timeoutMs: number;
  private readonly spawn: () => Worker;

  constructor(options: DrawingThreadOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 1_500;
    this.spawn = options.spawn ?? spawnDrawingWorker;
  }

  /**
   * The PNG or WebP picture of a game's board, from its view, at `scale` pixels a scene unit, with its alt
   * text, drawn in the thread (or, of `kind` review, the chart of a reviewed run); rejects when it could not be drawn in time.
   */
  draw(game: string, view: unknown, format: PictureFormat, scale = 1, kind: PictureKind = 'board'): Promise<DrawnBoard> {
    return new Promise((resolve, reject) => {
      const job: Job = { request: { id: this.nextId++, game, kind, view, format, scale }, resolve, reject, timer: null };
      this.jobs.set(job.request.id, job);
      if (!this.worker) this.start();
      else if (this.ready) this.send(job);
      this.holdProcess();
    });
  }

  /** Stops the thread; the pictures it owes are refused. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('the drawing thread is shut down'));
    await worker?.terminate();
  }

  private start(): void {
    const worker = this.spawn();
    this.worker = worker;
    this.ready = false;
    worker.on('message', (message: DrawReply | typeof DRAWING_READY) => {
      if (message === DRAWING_READY) {
        this.ready = true;
        for (const job of this.jobs.values()) this.send(job);
      } else this.settle(message);
    });
    // A thread that threw or stopped is gone: what it owed is refused, and the next picture starts another.
    const gone = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the drawing thread stopped (exit code ${code})`)));
  }

  private send(job: Job): void {
    job.timer = setTimeout(
      () => this.finish(job.request.id)?.reject(new Error(`the drawing thread did not answer within ${this.timeoutMs} ms`)),
      this.timeoutMs,
    );
    job.timer.unref();
    this.worker!.postMessage(job.request);
  }

  private settle(reply: DrawReply): void {
    const job = this.finish(reply.id);
    if (!job) return;
    if (reply.ok) job.resolve({ bytes: Buffer.from(reply.bytes), alt: reply.alt });
    else job.reject(new Error(reply.error));
  }

  /** Takes a job off the list (its timer stopped); undefined when it was already answered or given up. */
  private finish(id: number): Job | undefined {
    const job = this.jobs.get(id);
    if (!job) return undefined;
    this.jobs.delete(id);
    if (job.timer) clearTimeout(job.timer);
    this.holdProcess();
    return job;
  }

  /** The thread keeps the process alive while it owes pictures, and only then. */
  private holdProcess(): void {
    if (this.jobs.size > 0) this.worker?.ref();
    else this.worker?.unref();
  }

  private failAll(error: Error): void {
    for (const id of [...this.jobs.keys()]) this.finish(id)?.reject(error);
  }
}
