/**
 * Which finished runs have a replay (Watch), claimed in the store so that a run gets one however many
 * press Watch at once, in however many processes: `replay:<session id>` holds the claim (who is making it
 * since when) and, once it is posted, where. The claim is a conditional write where nothing is stored; a
 * claim left by a process that stopped while making it goes stale after `staleMs` and can be taken over
 * (a conditional write on the stale claim's version); a replay that could not be made gives its claim
 * back, so the next Watch tries again. A record is kept for `retentionMs` (30 days); after that the run's
 * next Watch makes a new replay, and every replay posted sweeps a few records whose time is up.
 */
import { z } from 'zod';
import { isExpired, type KvStore, type Stamp } from '../store/kv-store.js';

const replayRecordSchema = z.object({
  id: z.string(),
  version: z.number().int().min(0),
  /** When the claim was made (ms since the epoch); null: given back. */
  at: z.number().int().nullable(),
  /** Where the posted replay is, once it is. */
  url: z.string().url().nullable(),
  /** When the record's time is up (ms since the epoch). */
  keepUntil: z.number().nullish(),
});
type ReplayRecord = z.infer<typeof replayRecordSchema>;

/** What a Watch click finds: the replay is its to make (with the claim's stamp), being made by another, or posted at `url`. */
export type ReplayClaim = { kind: 'claimed'; stamp: Stamp } | { kind: 'making' } | { kind: 'made'; url: string };

/** Where the replays' records are stored: every key starts so. */
const REPLAY_PREFIX = 'replay:';

/** How many expired records the posting of a replay sweeps from the store, at most. */
const SWEEP_BATCH = 8;

/** The store key of a run's replay. */
export function replayKey(sessionId: string): string {
  return `${REPLAY_PREFIX}${sessionId}`;
}

/** The replays of runs, claimed and recorded in the store. */
export class RunReplays {
  constructor(
    private readonly store: KvStore,
    private readonly now: () => number,
    private readonly staleMs = 120_000,
    private readonly retentionMs = 30 * 24 * 3_600_000,
  ) {}

  /** Claims the making of a run's replay, or says who has it. */
  async claim(sessionId: string): Promise<ReplayClaim> {
    const raw = await this.store.get(replayKey(sessionId));
    const held = raw === undefined ? null : replayRecordSchema.safeParse(raw);
    const current = held?.success && held.data.id === sessionId ? held.data : null;
    if (current?.url && !isExpired(current, this.now())) return { kind: 'made', url: current.url };
    if (current && current.at !== null && this.now() - current.at < this.staleMs) return { kind: 'making' };
    const expected = held === null ? null : { id: sessionId, version: current?.version ?? 0 };
    const next = this.record(sessionId, (current?.version ?? -1) + 1, this.now(), null);
    if (held !== null && !current) {
      // Not a replay record: replaced outright.
      await this.store.delete(replayKey(sessionId));
      return this.claimFresh(next);
    }
    if (await this.store.setIfVersion(replayKey(sessionId), next, expected, this.retentionMs))
      return { kind: 'claimed', stamp: { id: sessionId, version: next.version } };
    return { kind: 'making' };
  }

  private async claimFresh(next: ReplayRecord): Promise<ReplayClaim> {
    const record = { ...next, version: 0 };
    return (await this.store.setIfVersion(replayKey(next.id), record, null, this.retentionMs))
      ? { kind: 'claimed', stamp: { id: next.id, version: 0 } }
      : { kind: 'making' };
  }

  /** Records where the claimed replay was posted. */
  async posted(stamp: Stamp, url: string): Promise<void> {
    await this.store.setIfVersion(replayKey(stamp.id), this.record(stamp.id, stamp.version + 1, this.now(), url), stamp, this.retentionMs);
    // A sweep that fails leaves its records to the next one.
    await this.store.sweepExpired(REPLAY_PREFIX, this.now(), SWEEP_BATCH).catch(() => 0);
  }

  /** Gives a claim back: the replay could not be made, and the next Watch may try at once. */
  async giveBack(stamp: Stamp): Promise<void> {
    await this.store.setIfVersion(replayKey(stamp.id), this.record(stamp.id, stamp.version + 1, null, null), stamp, this.retentionMs);
  }

  private record(id: string, version: number, at: number | null, url: string | null): ReplayRecord {
    return { id, version, at, url, keepUntil: this.now() + this.retentionMs };
  }
}
