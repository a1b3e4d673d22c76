/**
 * Shards across processes and machines. Discord lets `max_concurrency` shards identify per
 * 5 seconds: shard `id` is in bucket `id % max_concurrency`, and one bucket takes one IDENTIFY per 5 s.
 * On one machine, `npm run start:sharded` runs every shard in its own process: each process asks the
 * sharding manager for its turn (over the process IPC channel), and the manager's queue grants one
 * IDENTIFY per bucket per 5 s, also for a shard that reconnects later. Machines do not share the queue:
 * give each its own range of shards (`SHARDS`) and start them one after another (docs/running.md, "Shards").
 */
import { z } from 'zod';

/** How long Discord wants between two IDENTIFYs of one bucket (milliseconds), with a little margin. */
export const IDENTIFY_WINDOW_MS = 5_100;

/** A shard asking the manager for its turn to identify. */
const askSchema = z.object({ gmIdentify: z.object({ shardId: z.number().int().min(0), nonce: z.string() }) });
/** The manager's answer: the shard may identify now. */
const grantSchema = z.object({ gmIdentified: z.string() });

/** Reads a shard list such as `0-7`, `8-15` or `0,2,5-6`, each below `total`; throws a readable error otherwise. */
export function parseShardList(text: string, total: number): number[] {
  const ids = new Set<number>();
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) throw new Error(`SHARDS: "${part}" is not a shard number or a range like 0-7`);
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from > to || to >= total) throw new Error(`SHARDS: ${part} is not a range of shards 0 to ${total - 1} (SHARD_COUNT is ${total})`);
    for (let id = from; id <= to; id++) ids.add(id);
  }
  if (ids.size === 0) throw new Error('SHARDS names no shard');
  return [...ids].sort((a, b) => a - b);
}

/** The manager's queue: one IDENTIFY per bucket per window, in the order asked. */
export class IdentifyQueue {
  private readonly tails = new Map<number, Promise<void>>();
  private readonly lastGrant = new Map<number, number>();

  constructor(
    private readonly maxConcurrency: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Resolves when shard `shardId` may identify: its bucket's previous IDENTIFY was at least a window ago. */
  acquire(shardId: number): Promise<void> {
    const bucket = shardId % this.maxConcurrency;
    const turn = (this.tails.get(bucket) ?? Promise.resolve()).then(async () => {
      const wait = (this.lastGrant.get(bucket) ?? -Infinity) + IDENTIFY_WINDOW_MS - this.now();
      if (wait > 0) await this.sleep(wait);
      this.lastGrant.set(bucket, this.now());
    });
    this.tails.set(bucket, turn);
    return turn;
  }
}

/** The manager's side: answers each shard's request for a turn from the one queue. */
export function grantIdentifies(
  queue: IdentifyQueue,
  shard: { on(event: 'message', listener: (message: unknown) => void): unknown; send(message: unknown): Promise<unknown> },
): void {
  shard.on('message', (message) => {
    const ask = askSchema.safeParse(message);
    if (!ask.success) return;
    const { shardId, nonce } = ask.data.gmIdentify;
    void queue.acquire(shardId).then(() => shard.send({ gmIdentified: nonce }));
  });
}

/** A shard process's identify throttler (discord.js `ws.buildIdentifyThrottler`): it waits for the manager's grant. */
export class ManagerIdentifyThrottler {
  private next = 0;

  /** Asks the manager for this shard's turn and resolves when it is granted (or rejects when aborted). */
  waitForIdentify(shardId: number, signal: AbortSignal): Promise<void> {
    const nonce = `${process.pid}-${shardId}-${this.next++}`;
    return new Promise((resolve, reject) => {
      const onMessage = (message: unknown) => {
        const grant = grantSchema.safeParse(message);
        if (!grant.success || grant.data.gmIdentified !== nonce) return;
        cleanup();
        resolve();
      };
      const onAbort = () => {
        cleanup();
        reject(signal.reason instanceof Error ? signal.reason : new Error('identify aborted'));
      };
      const cleanup = () => {
        process.off('message', onMessage);
        signal.removeEventListener('abort', onAbort);
      };
      process.on('message', onMessage);
      signal.addEventListener('abort', onAbort, { once: true });
      process.send?.({ gmIdentify: { shardId, nonce } });
    });
  }
}
