/**
 * The gauges read at scrape time (src/service/metrics.ts): each shard's gateway up or down, and its ping;
 * the games in play a process holds, up to 2,000.
 */
import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { registry, watchGauges } from '../../src/service/metrics.js';
import { SessionCache } from '../../src/sessions/session-cache.js';
import { sessionOf } from '../helpers/session.js';

describe('The gateway gauges', () => {
  it('show a shard that is down as 0 beside one that is up, and each ping, none before the first', async () => {
    watchGauges({
      shards: () => [
        { id: 0, ready: true, pingMs: 42 },
        { id: 1, ready: false, pingMs: -1 },
        { id: 2, ready: true, pingMs: 0 },
      ],
      openSessions: () => 3,
    });
    const text = await registry.metrics();
    expect(text).toMatch(/^gm_gateway_up\{shard="0"\} 1$/m);
    expect(text).toMatch(/^gm_gateway_up\{shard="1"\} 0$/m);
    expect(text).toMatch(/^gm_gateway_ping_seconds\{shard="0"\} 0\.042$/m);
    // A ping of -1 is none yet: left out; a ping of 0 ms is one.
    expect(text).not.toMatch(/^gm_gateway_ping_seconds\{shard="1"\}/m);
    expect(text).toMatch(/^gm_gateway_ping_seconds\{shard="2"\} 0$/m);
    expect(text).toMatch(/^gm_open_sessions 3$/m);
  });
});

describe('The games in play a process holds', () => {
  it('count up to 2,000, the channels played in last: a 2,001st channel drops the one played in longest ago', () => {
    const cache = new SessionCache();
    const state = scoundrel.setup({ seed: 'gauge' });
    const play = (channel: number) =>
      cache.offer(String(channel), {
        session: sessionOf('scoundrel', state, { id: `s${channel}`, channelId: String(channel) }),
        game: scoundrel,
      });
    for (let channel = 1; channel <= 2_000; channel++) play(channel);
    expect(cache.inPlay()).toBe(2_000);
    expect(cache.get('1')).toBeDefined();
    play(2_001);
    expect(cache.inPlay()).toBe(2_000);
    // Channel 1 was just read, so channel 2 is the one played in longest ago.
    expect(cache.get('2')).toBeUndefined();
    expect(cache.get('1')).toBeDefined();
  });
});
