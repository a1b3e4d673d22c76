/**
 * The status server under hostile traffic, through raw sockets: malformed request lines and headers,
 * bodies, slow and endless requests, seeded random bytes, and hundreds of connections at once. Every
 * client gets a status line or its connection closed, and the server answers /healthz afterwards.
 */
import type { Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Random, seedRandom } from '../../src/engine/random.js';
import { silentLogger } from '../../src/log.js';
import { type StatusLimits, type StatusSources, startStatusServer } from '../../src/service/status-server.js';

/** Short timeouts, so the slow and silent clients are cut off quickly. */
const QUICK: StatusLimits = { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 50, maxConnections: 64 };

const sources: StatusSources = {
  readiness: async () => ({ ready: true, checks: { gateway: true } }),
  metrics: async () => ({ contentType: 'text/plain; version=0.0.4', body: 'gm_up 1\n' }),
};

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server with `limits`, its port, and what resolves once every connection it took so far has closed on its side. */
async function serve(limits?: StatusLimits): Promise<{ port: number; allClosed(): Promise<unknown> }> {
  const server = await startStatusServer({ host: '127.0.0.1', port: 0 }, sources, silentLogger, limits);
  servers.push(server);
  const closing: Promise<unknown>[] = [];
  server.on('connection', (socket: Socket) => closing.push(new Promise((resolve) => socket.once('close', resolve))));
  return { port: (server.address() as AddressInfo).port, allClosed: () => Promise.all(closing) };
}

/**
 * A client: what it sends at once, then (if any) what it sends a byte at a time, forever; whether it ends
 * its side after sending; and what it sends once answered, before it hangs up.
 */
interface Client {
  send: string | Buffer;
  drip?: string;
  end?: boolean;
  afterAnswer?: string;
}

/** What the server did: the status of its answer, `closed` when it closed without one, `garbage` when it sent something else. */
type Outcome = number | 'closed' | 'garbage';

/** How often a dripping client sends its next byte. */
const DRIP_MS = 5;

/**
 * Runs one client to the end of its connection: once a status line arrives the client stops sending and
 * hangs up, and the outcome is known when the connection closes (a hang fails the test by its timeout).
 */
function exchange(port: number, client: Client): Promise<{ outcome: Outcome; reply: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    let drip: NodeJS.Timeout | undefined;
    let answered = false;
    socket.on('connect', () => {
      socket.write(client.send);
      if (client.drip) {
        let at = 0;
        const bytes = client.drip;
        drip = setInterval(() => socket.write(bytes[at++ % bytes.length]!), DRIP_MS);
      } else if (client.end) socket.end();
    });
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('latin1');
      if (answered || !/\r\n/.test(reply)) return;
      answered = true;
      clearInterval(drip);
      if (client.afterAnswer) socket.write(client.afterAnswer);
      socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(reply);
      resolve({ outcome: reply === '' ? 'closed' : status ? Number(status[1]) : 'garbage', reply });
    });
  });
}

/** Runs `clients` with at most `parallel` connections open at once; their outcomes in order. */
async function runAll(port: number, clients: readonly Client[], parallel: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const lane = async () => {
    while (next < clients.length) {
      const at = next++;
      outcomes[at] = (await exchange(port, clients[at]!)).outcome;
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return outcomes;
}

async function healthz(port: number): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'CONNECT', 'PRI', 'BREW', 'get', 'G\0T', ''];
const TARGETS = [
  '/healthz',
  '/readyz',
  '/metrics',
  '/nope',
  '//[',
  '/%',
  '/%ZZ',
  '/%E0%A4%A',
  '/healthz?x=%ZZ',
  '/healthz#frag',
  'http://[::1',
  'http://status/healthz',
  'https://x:99999/',
  '*',
  '//',
  '/..%2F..%2Fetc/passwd',
  '?',
  '[',
  '%',
  '',
  '/\0',
  '/a b',
  '/\x7f',
  '/\r',
  '/é',
  'example.com:443',
  `/${'a'.repeat(9_000)}`,
];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1', '', 'FTP/1.1', 'HTTP/1.1 x'];
/** Header lines and what follows the headers: a body, or bytes sent a byte at a time, forever (the first: nothing). */
const EXTRAS: { headers: string[]; body?: string; drip?: string }[] = [
  { headers: [] },
  { headers: ['Content-Length: 5'], body: 'hello' },
  { headers: ['Content-Length: 1000000000'] },
  { headers: ['Content-Length: 1000000000'], drip: 'x' },
  { headers: ['Content-Length: -1'] },
  { headers: ['Content-Length: abc'] },
  { headers: ['Content-Length: 1', 'Content-Length: 2'], body: 'xy' },
  { headers: ['Transfer-Encoding: chunked'], body: '5\r\nhello\r\n0\r\n\r\n' },
  { headers: ['Transfer-Encoding: chunked'], drip: '1\r\nx\r\n' },
  { headers: ['Transfer-Encoding: chunked', 'Content-Length: 3'], body: 'abc' },
  { headers: ['Expect: 100-continue'] },
  { headers: ['Expect: 100-continue', 'Content-Length: 10'] },
  { headers: ['Connection: upgrade', 'Upgrade: websocket'] },
  { headers: Array.from({ length: 300 }, (_, n) => `X-Flood-${n}: ${'f'.repeat(30)}`) },
  { headers: [`X-Huge: ${'h'.repeat(10_000)}`] },
  { headers: ['X-Bad: a\x01b'] },
  { headers: ['X\0: y'] },
  { headers: [' Leading: space'] },
  { headers: ['NoColon'] },
  { headers: ['X-Fold: a', ' b'] },
];

/** A seeded stream of hostile clients: malformed requests made of the pools above, and random bytes. */
function hostileClients(seed: string, count: number): Client[] {
  const random = new Random(seedRandom(seed));
  const pick = <T>(items: readonly T[]): T => items[random.int(items.length)]!;
  return Array.from({ length: count }, (): Client => {
    if (random.int(6) === 0)
      return { send: Buffer.from(Array.from({ length: 1 + random.int(3_000) }, () => random.int(256))), end: random.int(2) === 0 };
    const extra = random.int(2) === 0 ? EXTRAS[0]! : pick(EXTRAS);
    const host = random.int(8) === 0 ? [] : ['Host: status'];
    // Each part is well-formed half the time, so that the malformed ones are met alone as well as together.
    const part = (items: readonly string[]) => (random.int(2) === 0 ? items[0]! : pick(items));
    const head = `${part(METHODS)} ${part(TARGETS)} ${part(VERSIONS)}\r\n${[...host, ...extra.headers].map((line) => `${line}\r\n`).join('')}\r\n`;
    // Sent at once and ended, at once and left open, or the whole request a byte at a time.
    const delivery = random.int(4);
    if (delivery === 0 && !extra.drip) return { send: '', drip: head + (extra.body ?? '') };
    return { send: head + (extra.body ?? ''), ...(extra.drip ? { drip: extra.drip } : {}), end: !extra.drip && delivery === 1 };
  });
}

/** A request line and the headers every well-formed request here carries. */
const request = (line: string, ...headers: string[]) => `${line}\r\nHost: status\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;

describe('The status server under hostile traffic', () => {
  it.each([
    ['a target that is not a URL', request('GET //[ HTTP/1.1'), 400],
    ['an absolute-form target', request('GET http://status/healthz HTTP/1.1'), 200],
    ['an unknown method', request('BREW /healthz HTTP/1.1'), 400],
    ['a method other than GET or HEAD', request('DELETE /healthz HTTP/1.1'), 405],
    ['CONNECT', request('CONNECT example.com:443 HTTP/1.1'), 405],
    ['a body on GET', `${request('GET /healthz HTTP/1.1', 'Content-Length: 5')}hello`, 413],
    ['a huge body declared on GET', request('GET /healthz HTTP/1.1', 'Content-Length: 1000000000'), 413],
    ['an overlong request line', request(`GET /${'a'.repeat(10_000)} HTTP/1.1`), 431],
    ['a flood of headers', request('GET /healthz HTTP/1.1', ...Array.from({ length: 300 }, (_, n) => `X-${n}: ${'f'.repeat(30)}`)), 431],
    ['a control character in a header', request('GET /healthz HTTP/1.1', 'X-Bad: a\x01b'), 400],
    ['random bytes', '\x16\x03\x01\x02\0\x01\0\x01\xfc\x03\x03', 400],
  ])('answers %s with a status, never a crash', async (_, send, status) => {
    const { port, allClosed } = await serve(QUICK);
    expect((await exchange(port, { send })).outcome).toBe(status);
    await allClosed();
    expect(await healthz(port)).toBe(200);
  });

  it('cuts off a client that sends nothing, or a byte at a time, or an endless body, and closes every connection', async () => {
    const { port, allClosed } = await serve(QUICK);
    expect((await exchange(port, { send: '' })).outcome).toBe(408);
    const slow = request('GET /healthz HTTP/1.1', `X-Slow: ${'s'.repeat(200)}`);
    expect((await exchange(port, { send: '', drip: slow })).outcome).toBe(408);
    const endless = await exchange(port, { send: request('POST /healthz HTTP/1.1', 'Transfer-Encoding: chunked'), drip: '1\r\nx\r\n' });
    expect(endless.outcome).toBe(405);
    expect(endless.reply).toMatch(/\r\nconnection: close\r\n/i);
    // Node hands a CONNECT's socket over and reads it no more: it must close even when the client sends more after the answer.
    expect((await exchange(port, { send: request('CONNECT example.com:443 HTTP/1.1'), afterAnswer: 'more' })).outcome).toBe(405);
    await allClosed();
    expect(await healthz(port)).toBe(200);
  });

  it("answers HEAD with GET's status and headers and no body", async () => {
    const { port } = await serve(QUICK);
    for (const path of ['/healthz', '/readyz', '/metrics', '/nope']) {
      const get = (await exchange(port, { send: request(`GET ${path} HTTP/1.1`) })).reply;
      const head = (await exchange(port, { send: request(`HEAD ${path} HTTP/1.1`) })).reply;
      const headers = (reply: string) => reply.slice(0, reply.indexOf('\r\n\r\n')).replace(/^Date: .*$/im, '');
      expect(headers(head)).toBe(headers(get));
      expect(head.endsWith('\r\n\r\n')).toBe(true);
      expect(get.length).toBeGreaterThan(head.length);
    }
  });

  it('answers every one of 400 seeded malformed requests with a status line or a close, and /healthz after them', async () => {
    const { port, allClosed } = await serve(QUICK);
    const outcomes = await runAll(port, hostileClients('status-server-fuzz', 400), 32);
    expect(outcomes.filter((outcome) => outcome === 'garbage')).toEqual([]);
    expect(outcomes).toHaveLength(400);
    // The seeded clients reach every kind of answer.
    for (const status of [200, 400, 404, 405, 408, 413, 431]) expect(outcomes).toContain(status);
    await allClosed();
    expect(await healthz(port)).toBe(200);
  }, 60_000);

  it('answers or closes each of 300 connections opened at once, and /healthz after them', async () => {
    const { port, allClosed } = await serve();
    const outcomes = await Promise.all(Array.from({ length: 300 }, () => exchange(port, { send: request('GET /healthz HTTP/1.1') })));
    const answered = outcomes.filter(({ outcome }) => outcome === 200).length;
    // At least the connections the server holds at once are answered; the ones past its limit may be closed.
    expect(answered).toBeGreaterThanOrEqual(64);
    expect(outcomes.every(({ outcome }) => outcome === 200 || outcome === 'closed')).toBe(true);
    await allClosed();
    expect(await healthz(port)).toBe(200);
  });

  it('sheds 300 silent connections opened at once (the limit held, the rest closed) and answers /healthz after them', async () => {
    const { port, allClosed } = await serve(QUICK);
    const outcomes = await Promise.all(Array.from({ length: 300 }, () => exchange(port, { send: '' })));
    const held = outcomes.filter(({ outcome }) => outcome === 408).length;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(QUICK.maxConnections);
    expect(outcomes.every(({ outcome }) => outcome === 408 || outcome === 'closed')).toBe(true);
    await allClosed();
    expect(await healthz(port)).toBe(200);
  });
});

describe("The status server's limits, at their edges", () => {
  it('answers a request that declares an empty body, and refuses one with a body of one byte', async () => {
    const { port } = await serve(QUICK);
    expect((await exchange(port, { send: request('GET /healthz HTTP/1.1', 'Content-Length: 0') })).outcome).toBe(200);
    expect((await exchange(port, { send: `${request('GET /healthz HTTP/1.1', 'Content-Length: 1')}x` })).outcome).toBe(413);
  });

  it('answers 8 KiB of request line and headers, and refuses a few bytes more with a 431', async () => {
    const { port } = await serve(QUICK);
    /** A request whose line, headers and blank line are `bytes` long, padded in one header. */
    const sized = (bytes: number) => {
      const bare = request('GET /healthz HTTP/1.1', 'X-Pad: ');
      return request('GET /healthz HTTP/1.1', `X-Pad: ${'p'.repeat(bytes - bare.length)}`);
    };
    expect(sized(8_192)).toHaveLength(8_192);
    expect((await exchange(port, { send: sized(8_192) })).outcome).toBe(200);
    // Node counts the limit on the headers less a few bytes of line ends: 32 bytes past 8 KiB is past it.
    expect((await exchange(port, { send: sized(8_192 + 32) })).outcome).toBe(431);
  });

  it('holds 64 connections at once and closes the 65th as it arrives, then answers on one it holds', async () => {
    // The bot's own limits: its timeouts (5 s for the headers, 10 s for a request) are far longer than this test.
    const server = await startStatusServer({ host: '127.0.0.1', port: 0 }, sources, silentLogger);
    servers.push(server);
    expect(server.headersTimeout).toBe(5_000);
    expect(server.requestTimeout).toBe(10_000);
    const port = (server.address() as AddressInfo).port;
    const held = Array.from({ length: 64 }, () => connect(port, '127.0.0.1').on('error', () => undefined));
    try {
      const count = () =>
        new Promise<number>((resolve, reject) => server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
      await expect.poll(count).toBe(64);
      expect((await exchange(port, { send: request('GET /healthz HTTP/1.1') })).outcome).toBe('closed');
      const answer = new Promise<string>((resolve) => held[0]!.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))));
      held[0]!.write(request('GET /healthz HTTP/1.1'));
      expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});
