/**
 * Which finished runs have a replay (Watch), claimed in the store so that a run gets one however many
 * press Watch at once, in however many processes: `replay:<session id>` holds the claim (who is making it
 * since when) and, once it is posted, where. The claim is a conditional write where nothing is stored; a
 * claim left by a process that stopped while making it goes stale after `staleMs` and can be taken over
 * (a conditional write on the stale claim's version); a replay that could not be made gives its claim
 * back, so the next Watch tries again.
 */
import { z } from 'zod';
import type { KvStore, Stamp } from './kv-store.js';

const replayRecordSchema = z.object({
  id: z.string(),
  version: z.number().int().min(0),
  /** When the claim was made (ms since the epoch); null: given back. */
  at: z.number().int().nullable(),
  /** Where the posted replay is, once it is. */
  url: z.string().url().nullable(),
});
type ReplayRecord = z.infer<typeof replayRecordSchema>;

/** What a Watch click finds: the replay is its to make (with the claim's stamp), being made by another, or posted at `url`. */
export type ReplayClaim = { kind: 'claimed'; stamp: Stamp } | { kind: 'making' } | { kind: 'made'; url: string };

/** The store key of a run's replay. */
export function replayKey(sessionId: string): string {
  return `replay:${sessionId}`;
}

/** The replays of runs, claimed and recorded in the store. */
export class RunReplays {
  constructor(
    private readonly store: KvStore,
    private readonly now: () => number,
    private readonly staleMs = 120_000,
  ) {}

  /** Claims the making of a run's replay, or says who has it. */
  async claim(sessionId: string): Promise<ReplayClaim> {
    const raw = await this.store.get(replayKey(sessionId));
    const held = raw === undefined ? null : replayRecordSchema.safeParse(raw);
    const current = held?.success && held.data.id === sessionId ? held.data : null;
    if (current?.url) return { kind: 'made', url: current.url };
    if (current && current.at !== null && this.now() - current.at < this.staleMs) return { kind: 'making' };
    const expected = held === null ? null : { id: sessionId, version: current?.version ?? 0 };
    const next: ReplayRecord = { id: sessionId, version: (current?.version ?? -1) + 1, at: this.now(), url: null };
    if (held !== null && !current) {
      // Not a replay record: replaced outright.
      await this.store.delete(replayKey(sessionId));
      return this.claimFresh(next);
    }
    if (await this.store.setIfVersion(replayKey(sessionId), next, expected))
      return { kind: 'claimed', stamp: { id: sessionId, version: next.version } };
    return { kind: 'making' };
  }

  private async claimFresh(next: ReplayRecord): Promise<ReplayClaim> {
    const record = { ...next, version: 0 };
    return (await this.store.setIfVersion(replayKey(next.id), record, null))
      ? { kind: 'claimed', stamp: { id: next.id, version: 0 } }
      : { kind: 'making' };
  }

  /** Records where the claimed replay was posted. */
  async posted(stamp: Stamp, url: string): Promise<void> {
    const record: ReplayRecord = { id: stamp.id, version: stamp.version + 1, at: this.now(), url };
    await this.store.setIfVersion(replayKey(stamp.id), record, stamp);
  }

  /** Gives a claim back: the replay could not be made, and the next Watch may try at once. */
  async giveBack(stamp: Stamp): Promise<void> {
    const record: ReplayRecord = { id: stamp.id, version: stamp.version + 1, at: null, url: null };
    await this.store.setIfVersion(replayKey(stamp.id), record, stamp);
  }
}
