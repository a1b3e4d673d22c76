/**
 * The bot's Prometheus metrics (prom-client), in one registry per process: the code that does a thing
 * counts it here (the router its interactions, the store its reads and writes, the picture layer its
 * drawings, the solver pool its queue). Gauges that are read rather than counted (the gateway's shards,
 * open sessions) are filled at scrape time by the sources main.ts attaches (watchGauges). The names and
 * what each means are in docs/operations.md.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** This process's registry: what /metrics serves (or, under the sharding manager, sends to it). */
export const registry = new Registry();

const SECONDS_FAST = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const SECONDS_ANSWER = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const SECONDS_SOLVE = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30];

/** Interactions answered, by kind (command, button, menu, autocomplete) and outcome (see InteractionOutcome). */
export const interactionsTotal = new Counter({
  name: 'gm_interactions_total',
  help: 'Interactions handled, by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

/** From an interaction's arrival to the end of its handling (its answer sent), by kind. */
export const interactionSeconds = new Histogram({
  name: 'gm_interaction_duration_seconds',
  help: 'Time from an interaction arriving to its handling finished (answer sent), by kind',
  labelNames: ['kind'] as const,
  buckets: SECONDS_ANSWER,
  registers: [registry],
});

/** Store operations on the sessions' store, by backend and operation (read, write, delete, conditional_write, sweep). */
export const storeOperationsTotal = new Counter({
  name: 'gm_store_operations_total',
  help: 'Operations on the session store, by backend and operation',
  labelNames: ['backend', 'op'] as const,
  registers: [registry],
});

/** Conditional writes the store refused because the stored version had moved on (a stale click, a lost race). */
export const storeRefusalsTotal = new Counter({
  name: 'gm_store_conditional_write_refusals_total',
  help: 'Conditional writes refused by the store (the stored version had changed), by backend',
  labelNames: ['backend'] as const,
  registers: [registry],
});

/** Store operations that failed (after the busy retries), by backend and operation. */
export const storeErrorsTotal = new Counter({
  name: 'gm_store_errors_total',
  help: 'Operations on the session store that failed, by backend and operation',
  labelNames: ['backend', 'op'] as const,
  registers: [registry],
});

/** How long each store operation took, busy retries included. */
export const storeSeconds = new Histogram({
  name: 'gm_store_operation_duration_seconds',
  help: 'Time of an operation on the session store, by backend and operation',
  labelNames: ['backend', 'op'] as const,
  buckets: SECONDS_FAST,
  registers: [registry],
});

/** Board pictures, by game and result: drawn, cached (served from the cache or a drawing already under way) or failed. */
export const picturesTotal = new Counter({
  name: 'gm_pictures_total',
  help: 'Board pictures asked for, by game and result (drawn, cached, failed)',
  labelNames: ['game', 'result'] as const,
  registers: [registry],
});

/** How long a picture took to draw in the drawing thread (a drawn one; cached ones take no time). */
export const pictureSeconds = new Histogram({
  name: 'gm_picture_draw_duration_seconds',
  help: 'Time to draw and encode a board picture in the drawing thread, by game',
  labelNames: ['game'] as const,
  buckets: SECONDS_ANSWER,
  registers: [registry],
});

/** Deals waiting for a solver worker. */
export const solverQueueDepth = new Gauge({
  name: 'gm_solver_queue_depth',
  help: 'Scoundrel deals waiting for a solver worker',
  registers: [registry],
});

/** How long a deal's search took in its worker. */
export const solveSeconds = new Histogram({
  name: 'gm_solve_duration_seconds',
  help: 'Time a solver worker took to solve a Scoundrel deal',
  buckets: SECONDS_SOLVE,
  registers: [registry],
});

/** What the scrape-time gauges read: the gateway's shards and the sessions this process holds. */
export interface GaugeSources {
  /** Each shard of this process: its id, whether its gateway connection is ready, its heartbeat ping (ms, -1 before the first). */
  shards(): readonly { id: number; ready: boolean; pingMs: number }[];
  /** Games in play that this process holds. */
  openSessions(): number;
}

let sources: GaugeSources | null = null;

/** Gives the scrape-time gauges their sources (once connected). */
export function watchGauges(from: GaugeSources): void {
  sources = from;
}

/** 1 while a shard's gateway connection is ready, 0 otherwise. */
new Gauge({
  name: 'gm_gateway_up',
  help: "1 while the shard's gateway connection is ready, 0 otherwise",
  labelNames: ['shard'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const shard of sources?.shards() ?? []) this.set({ shard: String(shard.id) }, shard.ready ? 1 : 0);
  },
});

/** The shard's heartbeat round trip to Discord's gateway. */
new Gauge({
  name: 'gm_gateway_ping_seconds',
  help: "The shard's last heartbeat round trip to the gateway",
  labelNames: ['shard'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const shard of sources?.shards() ?? []) if (shard.pingMs >= 0) this.set({ shard: String(shard.id) }, shard.pingMs / 1000);
  },
});

/** Games in play held by this process (its session cache, the channels played in lately); read at each scrape. */
new Gauge({
  name: 'gm_open_sessions',
  help: 'Games in play held by this process (channels played in lately)',
  registers: [registry],
  collect() {
    this.set(sources?.openSessions() ?? 0);
  },
});

collectDefaultMetrics({ register: registry });

/** Seconds since `started` (a performance.now() reading). */
export function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}
