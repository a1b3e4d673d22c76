/**
 * Work that happens at a set time (a race closing at its deadline, a server's daily post at its hour),
 * done by whichever process is up, once. The time of each piece is kept in the store's work queue, so
 * a restart, another shard or another machine picks it up; every few seconds each process claims what
 * is due (the store decides who gets it) and runs its handler, which may schedule the next piece. A
 * handler that takes something that must never be done twice (a post) claims that in the store first,
 * since a process that dies mid-handler leaves its piece to be claimed again once its lease runs out.
 *
 * Time comes from the injected clock only: tests run `tick()` on a fake clock, and `start()` is the
 * only timer, unref'd and cleared by `stop()`, so it never keeps a test or the process alive.
 */
import { type Logger, silentLogger } from '../../log.js';
import type { DueWork, WorkQueue } from './work-queue.js';

/** Does one piece of due work; `now` is the clock's time when it was claimed. */
export type WorkHandler = (work: { key: string; dueAt: Date; payload: unknown }, now: Date) => Promise<void>;

/** How scheduled work is run: the clock, the logger, how often to look, and how long a claim holds. */
export interface ScheduledWorkOptions {
  now?: () => Date;
  log?: Logger;
  /** How often `start()` looks for due work (default 5 s: a race closes at most that late). */
  intervalMs?: number;
  /** How long a claim holds before another process may take the work (default a minute). */
  leaseMs?: number;
  /** How many pieces one look claims at most (default 20). */
  batch?: number;
}

/** The work of each kind, run when due. */
export class ScheduledWork {
  private readonly handlers = new Map<string, WorkHandler>();
  private readonly now: () => Date;
  private readonly log: Logger;
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly queue: WorkQueue,
    options: ScheduledWorkOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? silentLogger;
    this.intervalMs = options.intervalMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batch = options.batch ?? 20;
  }

  /** Runs `handler` for each due piece of work of `kind`. */
  handle(kind: string, handler: WorkHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Schedules the work `key` of `kind` at `at`, replacing what was scheduled under that key. */
  schedule(kind: string, key: string, at: Date, payload: unknown = null): Promise<void> {
    return this.queue.schedule({ id: `${kind}:${key}`, kind, dueAt: at.getTime(), payload: JSON.stringify(payload) });
  }

  /** Removes the work `key` of `kind`, whenever it was due. */
  cancel(kind: string, key: string): Promise<void> {
    return this.queue.cancel(`${kind}:${key}`);
  }

  /** Claims what is due now and runs it; resolves with how many pieces were run. One look at a time. */
  tick(): Promise<number> {
    this.running ??= this.look().finally(() => (this.running = null));
    return this.running;
  }

  /** Looks for due work every interval, until `stop()`. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => this.log.warn(`scheduled work could not be looked for: ${String(error)}`));
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Stops looking, and waits for the look in progress to end. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async look(): Promise<number> {
    const now = this.now();
    const due = await this.queue.claimDue(now.getTime(), this.leaseMs, this.batch);
    for (const work of due) await this.run(work, now);
    return due.length;
  }

  /**
   * Runs one piece; it is finished whatever its handler did (a failure is logged, never retried in a
   * loop). A kind this process has no handler for is left to a process that has one.
   */
  private async run(work: DueWork, now: Date): Promise<void> {
    const handler = this.handlers.get(work.kind);
    if (!handler) {
      this.log.warn(`scheduled work ${work.id} is of a kind this process does not do; left for another`);
      return;
    }
    try {
      await handler(
        { key: work.id.slice(work.kind.length + 1), dueAt: new Date(work.dueAt), payload: JSON.parse(work.payload) as unknown },
        now,
      );
    } catch (error) {
      this.log.error(`scheduled work ${work.id} failed`, error);
    }
    await this.queue.finish(work);
  }
}
