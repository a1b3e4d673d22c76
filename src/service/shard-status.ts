/**
 * One endpoint for every shard of a machine (`npm run start:sharded`): the manager serves /metrics and
 * /readyz, and asks each shard process over the ShardingManager's IPC channel for its metrics (as JSON,
 * summed by prom-client's AggregatorRegistry; the per-shard gauges keep their `shard` label) and its
 * readiness (ready when every shard is). A shard that does not answer in time counts as not ready and
 * is left out of that scrape.
 */
import { randomUUID } from 'node:crypto';
import type { Shard, ShardingManager } from 'discord.js';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { z } from 'zod';
import { registry } from './metrics.js';
import type { Readiness, StatusSources } from './status-server.js';

/** How long the manager waits for a shard's answer. */
const SHARD_ANSWER_TIMEOUT_MS = 2_000;

const requestSchema = z.object({ gmStatus: z.enum(['metrics', 'readiness']), nonce: z.string() });
const replySchema = z.object({ gmStatusReply: z.string(), data: z.unknown() });
const stopSchema = z.object({ gmStop: z.literal(true) });
const readinessSchema = z.object({ ready: z.boolean(), checks: z.record(z.string(), z.boolean()) });

/**
 * In a shard process: answers the manager's questions with this process's readiness and metrics, and
 * stops when it asks, or when it is gone (its IPC channel closed: the manager crashed or was killed), so
 * that no shard runs on without its manager.
 */
export function answerStatusRequests(readiness: () => Promise<Readiness>, stop: (why: string) => void): void {
  const orphaned = () => stop('the sharding manager is gone');
  if (process.connected) process.once('disconnect', orphaned);
  else orphaned();
  // Once the channel is closed, what discord.js still tells the manager (a shard's disconnection as it stops) goes nowhere.
  process.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_IPC_CHANNEL_CLOSED') throw error;
  });
  process.on('message', (raw: unknown) => {
    if (stopSchema.safeParse(raw).success) return stop('the manager is stopping');
    const request = requestSchema.safeParse(raw);
    if (!request.success) return;
    const { gmStatus, nonce } = request.data;
    const data = gmStatus === 'metrics' ? registry.getMetricsAsJSON() : readiness();
    void data.then(
      (value) => process.send?.({ gmStatusReply: nonce, data: value }),
      () => process.send?.({ gmStatusReply: nonce, data: null }),
    );
  });
}

/** The manager's question to one shard; null when it does not answer in time. */
function ask(manager: ShardingManager, shardId: number, what: 'metrics' | 'readiness'): Promise<unknown> {
  const shard = manager.shards.get(shardId);
  if (!shard?.process) return Promise.resolve(null);
  const nonce = randomUUID();
  return new Promise((resolve) => {
    const done = (value: unknown) => {
      clearTimeout(timer);
      shard.off('message', onMessage);
      resolve(value);
    };
    const onMessage = (message: unknown) => {
      const reply = replySchema.safeParse(message);
      if (reply.success && reply.data.gmStatusReply === nonce) done(reply.data.data);
    };
    const timer = setTimeout(() => done(null), SHARD_ANSWER_TIMEOUT_MS);
    shard.on('message', onMessage);
    shard.send({ gmStatus: what, nonce }).catch(() => done(null));
  });
}

/** Asks a shard's process to stop as on SIGTERM (without the manager starting it again); resolves when it has exited. */
export function stopShard(shard: Shard): Promise<void> {
  const child = shard.process;
  shard.manager.respawn = false;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    shard.send({ gmStop: true }).catch(() => child.kill('SIGTERM'));
  });
}

/** The status sources of the sharding manager: every shard of `shardIds`, asked at each request. */
export function managerStatus(manager: ShardingManager, shardIds: readonly number[]): StatusSources {
  return {
    readiness: async () => {
      const answers = await Promise.all(shardIds.map((id) => ask(manager, id, 'readiness')));
      const checks: Record<string, boolean> = {};
      answers.forEach((answer, at) => {
        const parsed = readinessSchema.safeParse(answer);
        for (const [name, ok] of Object.entries(parsed.success ? parsed.data.checks : { answers: false }))
          checks[`shard ${shardIds[at]} ${name}`] = ok;
      });
      return { ready: Object.values(checks).every(Boolean), checks };
    },
    metrics: async () => {
      const answers = await Promise.all(shardIds.map((id) => ask(manager, id, 'metrics')));
      const perShard = answers.filter((answer): answer is MetricObjectWithValues<MetricValue<string>>[] => Array.isArray(answer));
      const merged = AggregatorRegistry.aggregate(perShard);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
