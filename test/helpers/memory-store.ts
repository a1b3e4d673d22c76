/** A key-value store in memory with a real conditional write (nothing stored, or the same id and version) and sweep, for unit tests. */
import { type Expiring, isExpired, type KvStore, type Stamp } from '../../src/sessions/store/kv-store.js';

/** A fresh store in memory; `rows` shows (and lets a test change) what it holds. */
export function memoryStore(): KvStore & { rows: Map<string, unknown> } {
  const rows = new Map<string, unknown>();
  return {
    rows,
    get: async (key) => structuredClone(rows.get(key)),
    set: async (key, value) => void rows.set(key, structuredClone(value)),
    delete: async (key) => void rows.delete(key),
    async sweepExpired(prefix: string, now: number, limit: number) {
      const expired = [...rows].filter(([key, value]) => key.startsWith(prefix) && isExpired(value as Expiring, now)).slice(0, limit);
      for (const [key] of expired) rows.delete(key);
      return expired.length;
    },
    async setIfVersion(key: string, value: Stamp, expected: Stamp | null) {
      const held = rows.get(key) as Stamp | undefined;
      if (expected === null ? held !== undefined : held?.id !== expected.id || held.version !== expected.version) return false;
      rows.set(key, structuredClone(value));
      return true;
    },
  };
}
