/**
 * Work to be done at a time (a race's close, a server's daily post), kept in the store so that it is
 * done after a restart, by whichever process or machine is up, and by one of them only: a process
 * claims a piece of due work for a lease, in one step of the store, and no other process gets it until
 * the lease runs out. Each backend (SQLite, Postgres, Redis) implements the queue.
 */

/** A piece of scheduled work: its id (one piece per id), what kind it is, when it is due (ms since the epoch), and its data. */
export interface DueWork {
  id: string;
  kind: string;
  dueAt: number;
  payload: string;
}

/** The store's queue of scheduled work. */
export interface WorkQueue {
  /** Schedules `work`; work scheduled under the same id before is replaced (and its lease, if any, ends). */
  schedule(work: DueWork): Promise<void>;
  /**
   * Claims up to `limit` pieces of work due by `now`, earliest first, each for `leaseMs`: no other
   * process claims them until the lease runs out. Work whose lease ran out (its process died) is due again.
   */
  claimDue(now: number, leaseMs: number, limit: number): Promise<DueWork[]>;
  /** Removes the work, unless it was scheduled again since it was claimed (another due time under its id). */
  finish(work: Pick<DueWork, 'id' | 'dueAt'>): Promise<void>;
  /** Removes the work under `id`, whenever it is due. */
  cancel(id: string): Promise<void>;
}
