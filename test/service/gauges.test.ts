/** The gauges read at scrape time (src/service/metrics.ts): each shard's gateway up or down, and its ping. */
import { describe, expect, it } from 'vitest';
import { registry, watchGauges } from '../../src/service/metrics.js';

describe('The gateway gauges', () => {
  it('show a shard that is down as 0 beside one that is up, and each ping', async () => {
    watchGauges({
      shards: () => [
        { id: 0, ready: true, pingMs: 42 },
        { id: 1, ready: false, pingMs: -1 },
      ],
      openSessions: () => 3,
    });
    const text = await registry.metrics();
    expect(text).toMatch(/^gm_gateway_up\{shard="0"\} 1$/m);
    expect(text).toMatch(/^gm_gateway_up\{shard="1"\} 0$/m);
    expect(text).toMatch(/^gm_gateway_ping_seconds\{shard="0"\} 0\.042$/m);
    expect(text).not.toMatch(/^gm_gateway_ping_seconds\{shard="1"\}/m);
    expect(text).toMatch(/^gm_open_sessions 3$/m);
  });
});
