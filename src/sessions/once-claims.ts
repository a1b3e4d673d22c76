/**
 * Work done once per thing, claimed in the store before it is done (a finished run shown to its
 * channel): the first claim of a key wins, in this process or any other; a claim is kept for
 * `retentionMs` (30 days), then the key may be claimed again.
 */
import type { KvStore } from './store/kv-store.js';

/** Claims of work done once, each under `once:<key>`. */
export class OnceClaims {
  constructor(
    private readonly store: KvStore,
    private readonly retentionMs = 30 * 24 * 3_600_000,
  ) {}

  /** True for the first claim of `key`, false once it was claimed (by this process or another). */
  claim(key: string): Promise<boolean> {
    return this.store.setIfVersion(`once:${key}`, { id: key, version: 0 }, null, this.retentionMs);
  }
}
