/**
 * Migrations of stored sessions: each step lifts an envelope from one schema version to the next, so
 * a session saved by an older bot loads in a newer one (and is saved in the new shape on its next move).
 */
import { SESSION_SCHEMA } from './session.js';

type Envelope = Record<string, unknown>;

/** Step `n` turns a schema-`n` envelope into a schema-`n + 1` one. */
const STEPS: Record<number, (old: Envelope) => Envelope> = {
  /** 1 -> 2: options, ranked and the action list. Older runs were ranked; their history is unknown. */
  1: (old) => ({ ...old, schema: 2, options: null, ranked: true, actions: null }),
  /** 2 -> 3: the daily deal a run belongs to; older runs belong to none. */
  2: (old) => ({ ...old, schema: 3, daily: null }),
  /** 3 -> 4: the last move; older sessions name none. */
  3: (old) => ({ ...old, schema: 4, lastMove: null }),
  /** 4 -> 5: private runs; every older session is a channel's own game. */
  4: (old) => ({ ...old, schema: 5, privateTo: null }),
};

/** Why a stored value cannot be migrated, or null when it is (now) at the current schema. */
export type MigrationResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** Brings a stored envelope up to SESSION_SCHEMA; anything that is not an envelope passes through. */
export function migrateSession(stored: unknown): MigrationResult {
  if (typeof stored !== 'object' || stored === null || !('schema' in stored) || typeof stored.schema !== 'number') {
    return { ok: true, value: stored };
  }
  if (stored.schema > SESSION_SCHEMA) {
    return { ok: false, reason: `it was saved by a newer version of the bot (schema ${stored.schema})` };
  }
  let envelope = stored as Envelope;
  for (let schema = stored.schema; schema < SESSION_SCHEMA; schema++) {
    const step = STEPS[schema];
    if (!step) return { ok: false, reason: `its schema ${stored.schema} is too old to read` };
    envelope = step(envelope);
  }
  return { ok: true, value: envelope };
}
