/**
 * The queue of scheduled work over SQL, shared by SQLite and Postgres (`?` placeholders, numbered for
 * Postgres). A claim is one UPDATE whose WHERE checks again that the work is due and not leased: two
 * processes claiming at once never both get a piece (SQLite writes one at a time; Postgres re-checks
 * the WHERE of a row another transaction updated first).
 */
import { z } from 'zod';
import type { DueWork, WorkQueue } from '../../time/work-queue.js';
import type { Sql } from './sql-ledger.js';

const workRow = z.object({ id: z.string(), kind: z.string(), due_at: z.coerce.number(), payload: z.string() });

/** A queue of scheduled work in the `scheduled_work` table. */
export class SqlWorkQueue implements WorkQueue {
  constructor(private readonly sql: Sql) {}

  async schedule(work: DueWork): Promise<void> {
    await this.sql(
      `INSERT INTO scheduled_work (id, kind, due_at, payload, leased_until) VALUES (?, ?, ?, ?, 0)
       ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, due_at = excluded.due_at, payload = excluded.payload, leased_until = 0`,
      work.id,
      work.kind,
      work.dueAt,
      work.payload,
    );
  }

  async claimDue(now: number, leaseMs: number, limit: number): Promise<DueWork[]> {
    const rows = await this.sql(
      `UPDATE scheduled_work SET leased_until = ?
       WHERE id IN (SELECT id FROM scheduled_work WHERE due_at <= ? AND leased_until <= ? ORDER BY due_at LIMIT ?)
         AND due_at <= ? AND leased_until <= ?
       RETURNING id, kind, due_at, payload`,
      now + leaseMs,
      now,
      now,
      limit,
      now,
      now,
    );
    return rows
      .map((row) => workRow.parse(row))
      .map((r) => ({ id: r.id, kind: r.kind, dueAt: r.due_at, payload: r.payload }))
      .sort((a, b) => a.dueAt - b.dueAt);
  }

  async finish(work: Pick<DueWork, 'id' | 'dueAt'>): Promise<void> {
    await this.sql('DELETE FROM scheduled_work WHERE id = ? AND due_at = ?', work.id, work.dueAt);
  }

  async cancel(id: string): Promise<void> {
    await this.sql('DELETE FROM scheduled_work WHERE id = ?', id);
  }
}
