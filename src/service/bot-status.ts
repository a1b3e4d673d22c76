/** What a bot process reports to /readyz and /metrics: its gateway shards' state, a probe of the store, its registry. */
import { type Client, Status } from 'discord.js';
import type { KvStore } from '../sessions/store/kv-store.js';
import { registry } from './metrics.js';
import type { Readiness, StatusSources } from './status-server.js';

/** How long the store may take to answer the readiness probe before it counts as unreachable. */
const STORE_PROBE_TIMEOUT_MS = 1_000;

/** The key the readiness probe reads (nothing is stored there: a read of a missing key is the cheapest question). */
const PROBE_KEY = 'readyz:probe';

/** True when `store` answers a read within STORE_PROBE_TIMEOUT_MS. */
async function storeAnswers(store: KvStore): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), STORE_PROBE_TIMEOUT_MS);
  });
  const read = store.get(PROBE_KEY).then(
    () => true,
    () => false,
  );
  const answered = await Promise.race([read, timeout]);
  clearTimeout(timer);
  return answered;
}

/** True while every gateway shard of the client is connected and ready (false before the first connection). */
function gatewayReady(client: Client | null): boolean {
  const shards = client ? [...client.ws.shards.values()] : [];
  return shards.length > 0 && shards.every((shard) => shard.status === Status.Ready);
}

/** Each gateway shard of the client, for the metrics: its id, whether it is ready, its heartbeat ping (ms). */
export function gatewayShards(client: Client): { id: number; ready: boolean; pingMs: number }[] {
  return [...client.ws.shards.values()].map((shard) => ({ id: shard.id, ready: shard.status === Status.Ready, pingMs: shard.ping }));
}

/** This process's readiness: the gateway (once `client()` is connected) and the store. */
export async function botReadiness(client: () => Client | null, store: KvStore): Promise<Readiness> {
  const gateway = gatewayReady(client());
  const storeUp = await storeAnswers(store);
  return { ready: gateway && storeUp, checks: { gateway, store: storeUp } };
}

/** The status sources of a bot process serving its own endpoint. */
export function botStatus(client: () => Client | null, store: KvStore): StatusSources {
  return {
    readiness: () => botReadiness(client, store),
    metrics: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
