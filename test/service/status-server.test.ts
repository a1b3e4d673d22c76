/** The health and metrics server: its paths, its answers, and a clear error for a bad or taken port. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { botStatus } from '../../src/service/bot-status.js';
import { registry } from '../../src/service/metrics.js';
import { type StatusSources, startStatusServer, statusAddress } from '../../src/service/status-server.js';
import type { KvStore } from '../../src/sessions/store/kv-store.js';
import { measuredStore } from '../../src/sessions/store/measured-store.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A store whose reads answer, or hang when `down`. */
function probeStore(state: { down: boolean }): KvStore {
  return {
    get: () => (state.down ? new Promise(() => undefined) : Promise.resolve(undefined)),
    set: async () => undefined,
    delete: async () => undefined,
    sweepExpired: async () => 0,
    setIfVersion: async () => false,
  };
}

async function serve(sources: StatusSources): Promise<string> {
  const server = await startStatusServer({ host: '127.0.0.1', port: 0 }, sources, silentLogger);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('The status server', () => {
  it('is off without METRICS_PORT, on 127.0.0.1 by default, on METRICS_HOST when set', () => {
    expect(statusAddress({})).toBeNull();
    expect(statusAddress({ METRICS_PORT: '' })).toBeNull();
    expect(statusAddress({ METRICS_PORT: '9464' })).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(statusAddress({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({ host: '0.0.0.0', port: 9464 });
  });

  it('refuses a malformed METRICS_PORT with one clear line', () => {
    for (const port of ['abc', '-1', '0', '70000', '94.64', '9464x'])
      expect(() => statusAddress({ METRICS_PORT: port })).toThrow(/^METRICS_PORT must be a port number from 1 to 65535/);
  });

  it('takes every port from 1 to 65535, and neither 0 nor 65536', () => {
    expect(statusAddress({ METRICS_PORT: '1' })).toEqual({ host: '127.0.0.1', port: 1 });
    expect(statusAddress({ METRICS_PORT: '65535' })).toEqual({ host: '127.0.0.1', port: 65_535 });
    for (const port of ['0', '65536'])
      expect(() => statusAddress({ METRICS_PORT: port }), port).toThrow(/^METRICS_PORT must be a port number from 1 to 65535/);
  });

  it('says clearly that a port is taken, without crashing', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    servers.push(taken);
    const port = (taken.address() as AddressInfo).port;
    const sources = botStatus(() => null, probeStore({ down: false }));
    await expect(startStatusServer({ host: '127.0.0.1', port }, sources, silentLogger)).rejects.toThrow(
      `The metrics server could not listen on 127.0.0.1:${port}: port ${port} is already in use`,
    );
  });

  it('says clearly that METRICS_HOST is not an address of this machine, without crashing', async () => {
    // 192.0.2.1 is TEST-NET-1: documentation's own address, never a machine's.
    const sources = botStatus(() => null, probeStore({ down: false }));
    await expect(startStatusServer({ host: '192.0.2.1', port: 0 }, sources, silentLogger)).rejects.toThrow(
      'The metrics server could not listen on 192.0.2.1:0: METRICS_HOST 192.0.2.1 is not an address of this machine.',
    );
  });

  it('answers /healthz, /metrics, a 404 for any other path and a 405 for anything but GET', async () => {
    const base = await serve(botStatus(() => null, probeStore({ down: false })));
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    for (const name of [
      'gm_interactions_total',
      'gm_store_operations_total',
      'gm_pictures_total',
      'gm_solver_queue_depth',
      'process_resident_memory_bytes',
    ])
      expect(text).toContain(name);
    for (const path of ['/', '/metrics/x', '/../etc/passwd']) expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    // The path is what is asked for: a query, even one that does not decode, changes nothing.
    expect((await fetch(`${base}/healthz?x=%ZZ`)).status).toBe(200);
    expect((await fetch(`${base}/healthz`, { method: 'POST' })).status).toBe(405);
  });

  it('says not ready before the gateway is connected, and names the checks', async () => {
    const base = await serve(botStatus(() => null, probeStore({ down: false })));
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ready: false, checks: { gateway: false, store: true } });
  });

  it('says the store is down when it does not answer within a second', async () => {
    const base = await serve(botStatus(() => null, probeStore({ down: true })));
    const started = Date.now();
    expect(await (await fetch(`${base}/readyz`)).json()).toMatchObject({ checks: { store: false } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('counts store reads, writes and refused conditional writes per backend', async () => {
    const store = measuredStore(probeStore({ down: false }), 'test');
    const value = async (name: string, labels: Record<string, string>) =>
      (await registry.getSingleMetric(name)?.get())?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))
        ?.value ?? 0;
    const before = await value('gm_store_conditional_write_refusals_total', { backend: 'test' });
    await store.get('a');
    await store.setIfVersion('a', { id: 'x', version: 1 }, null);
    expect(await value('gm_store_operations_total', { backend: 'test', op: 'read' })).toBe(1);
    expect(await value('gm_store_operations_total', { backend: 'test', op: 'conditional_write' })).toBe(1);
    expect(await value('gm_store_conditional_write_refusals_total', { backend: 'test' })).toBe(before + 1);
  });
});
