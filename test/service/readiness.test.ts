/**
 * What /readyz says, at its edges (docs/operations.md): ready when every gateway shard of the process is
 * connected and the store answers a read within a second; under the sharding manager, ready when every
 * shard answers ready within 2 seconds, a shard that answers later counting as not ready.
 */
import { EventEmitter } from 'node:events';
import { type Client, type ShardingManager, Status } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { botReadiness } from '../../src/service/bot-status.js';
import { managerStatus } from '../../src/service/shard-status.js';
import type { Readiness } from '../../src/service/status-server.js';
import type { KvStore } from '../../src/sessions/store/kv-store.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A store whose reads answer after `ms`. */
function storeAnsweringAfter(ms: number): KvStore {
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
  return {
    get: () => later(undefined),
    set: () => later(undefined),
    delete: () => later(undefined),
    sweepExpired: () => later(0),
    setIfVersion: () => later(false),
  };
}

/** A client whose gateway shards have these statuses. */
function clientWith(...statuses: Status[]): Client {
  return { ws: { shards: new Map(statuses.map((status, id) => [id, { id, status, ping: 20 }])) } } as unknown as Client;
}

/** The readiness `ask` settles to once the fake clock has moved on `ms`. */
async function settledAfter<T>(ms: number, ask: () => Promise<T>): Promise<T> {
  const answer = ask();
  await vi.advanceTimersByTimeAsync(ms);
  return answer;
}

describe('/readyz of a bot process', () => {
  it('counts the store up when it answers a read in 999 ms, and down when it takes 1,001 ms', async () => {
    const ready = clientWith(Status.Ready);
    expect(await settledAfter(1_000, () => botReadiness(() => ready, storeAnsweringAfter(999)))).toEqual({
      ready: true,
      checks: { gateway: true, store: true },
    });
    expect(await settledAfter(1_001, () => botReadiness(() => ready, storeAnsweringAfter(1_001)))).toEqual({
      ready: false,
      checks: { gateway: true, store: false },
    });
  });

  it('is ready when every gateway shard is, and not when one of them reconnects or there is none yet', async () => {
    const store = storeAnsweringAfter(0);
    const gateway = async (client: Client | null) => (await settledAfter(0, () => botReadiness(() => client, store))).checks.gateway;
    expect(await gateway(clientWith(Status.Ready, Status.Ready))).toBe(true);
    expect(await gateway(clientWith(Status.Ready, Status.Reconnecting))).toBe(false);
    expect(await gateway(clientWith())).toBe(false);
    expect(await gateway(null)).toBe(false);
  });
});

/** A shard process that answers the manager's questions after `ms` with `readiness`. */
function shardAnsweringAfter(ms: number, readiness: Readiness) {
  const shard = Object.assign(new EventEmitter(), {
    process: {},
    send: async (message: { nonce: string }) => {
      setTimeout(() => shard.emit('message', { gmStatusReply: message.nonce, data: readiness }), ms);
    },
  });
  return shard;
}

describe('/readyz of the sharding manager', () => {
  const up: Readiness = { ready: true, checks: { gateway: true, store: true } };

  it('is ready when every shard answers ready within 2 seconds, and counts one answering later as not ready', async () => {
    const managerOf = (...delays: number[]) =>
      ({ shards: new Map(delays.map((ms, id) => [id, shardAnsweringAfter(ms, up)])) }) as unknown as ShardingManager;
    const inTime = managerStatus(managerOf(10, 1_999), [0, 1]);
    expect(await settledAfter(1_999, () => inTime.readiness())).toEqual({
      ready: true,
      checks: { 'shard 0 gateway': true, 'shard 0 store': true, 'shard 1 gateway': true, 'shard 1 store': true },
    });
    const late = managerStatus(managerOf(10, 2_001), [0, 1]);
    expect(await settledAfter(2_001, () => late.readiness())).toEqual({
      ready: false,
      checks: { 'shard 0 gateway': true, 'shard 0 store': true, 'shard 1 answers': false },
    });
  });
});
