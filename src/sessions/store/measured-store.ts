/**
 * A KvStore that counts and times every operation of the store under it for the metrics, by backend:
 * reads, writes, deletes, sweeps and conditional writes, the refusals of the latter, and the failures.
 */
import { secondsSince, storeErrorsTotal, storeOperationsTotal, storeRefusalsTotal, storeSeconds } from '../../service/metrics.js';
import type { KvStore, Stamp } from './kv-store.js';

/** `store` with its operations measured under the label `backend` (sqlite, redis, postgres). */
export function measuredStore(store: KvStore, backend: string): KvStore {
  const measure = async <T>(op: string, task: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    storeOperationsTotal.inc({ backend, op });
    try {
      return await task();
    } catch (error) {
      storeErrorsTotal.inc({ backend, op });
      throw error;
    } finally {
      storeSeconds.observe({ backend, op }, secondsSince(started));
    }
  };
  return {
    get: (key) => measure('read', () => store.get(key)),
    set: (key, value, ttlMs) => measure('write', () => store.set(key, value, ttlMs)),
    delete: (key) => measure('delete', () => store.delete(key)),
    sweepExpired: (prefix, now, limit) => measure('sweep', () => store.sweepExpired(prefix, now, limit)),
    setIfVersion: async (key: string, value: Stamp, expected: Stamp | null, ttlMs?: number) => {
      const written = await measure('conditional_write', () => store.setIfVersion(key, value, expected, ttlMs));
      if (!written) storeRefusalsTotal.inc({ backend });
      return written;
    },
  };
}
