/** The sandbox's options and its server's rules: only this machine's page, JSON only, checked requests, the world and messages streamed. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_ID, type LocalDiscord, mainGuild, startLocalDiscord, users } from '../../local-discord/index.js';
import { DEFAULT_PORT, OptionsError, readOptions } from '../../sandbox/options.js';
import { startWebServer, type WebServer } from '../../sandbox/web-server.js';

describe('Sandbox: options', () => {
  it('reads --port and --db, or SANDBOX_PORT and SANDBOX_DB; the command line wins', () => {
    expect(readOptions([], {}, '/home/me')).toEqual({ port: undefined, databaseFile: undefined, help: false });
    expect(readOptions([], { SANDBOX_PORT: '6000', SANDBOX_DB: 'games.sqlite' }, '/home/me')).toEqual({
      port: 6000,
      databaseFile: '/home/me/games.sqlite',
      help: false,
    });
    expect(readOptions(['--port', '0', '--db=/tmp/x.sqlite'], { SANDBOX_PORT: '6000' }, '/home/me')).toEqual({
      port: 0,
      databaseFile: '/tmp/x.sqlite',
      help: false,
    });
    expect(readOptions(['--help'], {}, '/')).toMatchObject({ help: true });
    expect(DEFAULT_PORT).toBe(5178);
  });

  it('refuses unknown options and bad ports with the usage', () => {
    expect(() => readOptions(['--prot', '1'], {}, '/')).toThrow(OptionsError);
    expect(() => readOptions(['--port', 'abc'], {}, '/')).toThrow(/--port must be a port number.*\n\nUsage: npm run sandbox/s);
    expect(() => readOptions(['--db'], {}, '/')).toThrow(/--db needs a value/);
    expect(() => readOptions([], { SANDBOX_PORT: '70000' }, '/')).toThrow(/SANDBOX_PORT must be a port number/);
  });
});

let discord: LocalDiscord;
let web: WebServer;
const log: string[] = [];

beforeAll(async () => {
  discord = await startLocalDiscord();
  web = await startWebServer({ discord, guild: mainGuild, port: 0, log: (line) => log.push(line) });
});
afterAll(async () => {
  await web?.close();
  await discord?.close();
});

/** An HTTP request to the page's server with any Host header (fetch would not let a test set it). */
function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const url = new URL(path, web.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, method, path: url.pathname, headers: { host: url.host, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };

describe('Sandbox: the page server', () => {
  it('serves the page with a strict content security policy, and nothing outside its folder', async () => {
    const page = await call('GET', '/', {});
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('<script type="module" src="/app.js">');
    expect((await call('GET', '/app.js', {})).headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/web-server.ts', '/nope.js'])
      expect((await call('GET', path, {})).status).toBe(404);
  });

  it('answers only requests addressed to 127.0.0.1, and actions only as JSON', async () => {
    expect((await call('GET', '/', { host: 'evil.example:80' })).status).toBe(421);
    const body = JSON.stringify({ userId: users.alice.id, channelId: CHANNEL_ID, name: 'help' });
    expect((await call('POST', '/api/command', { 'content-type': 'text/plain' }, body)).status).toBe(415);
    expect((await call('POST', '/api/command', json, '{')).status).toBe(400);
  });

  it('checks what the page asks for before anything reaches the local Discord', async () => {
    const refused = async (path: string, body: object) => {
      const res = await call('POST', path, json, JSON.stringify(body));
      expect(res.status).toBe(400);
      return (JSON.parse(res.text) as { error: string }).error;
    };
    expect(await refused('/api/command', { userId: 'x', channelId: CHANNEL_ID, name: 'help' })).toMatch(/userId/);
    expect(await refused('/api/command', { userId: '1', channelId: CHANNEL_ID, name: 'help' })).toMatch(/No test user 1/);
    expect(await refused('/api/command', { userId: users.alice.id, channelId: '2', name: 'help' })).toMatch(
      /Channel 2 is not in Tabletop Test Guild/,
    );
    expect(await refused('/api/click', { userId: users.alice.id, messageId: '3', customId: 'go' })).toMatch(/Message 3 does not exist/);
    expect(await refused('/api/select', { userId: users.alice.id, messageId: '3', customId: 'go' })).toMatch(/values/);
    expect(await refused('/api/command', { userId: users.alice.id, channelId: CHANNEL_ID, name: 'help' })).toMatch(/no gateway session/);
    const typing = { userId: users.alice.id, channelId: CHANNEL_ID, name: 'saga', subcommand: 'check' };
    expect(await refused('/api/suggest', typing)).toMatch(/focused/);
    expect(await refused('/api/suggest', { ...typing, userId: '1', focused: 'player' })).toMatch(/No test user 1/);
    expect(await refused('/api/suggest', { ...typing, channelId: '2', focused: 'player' })).toMatch(
      /Channel 2 is not in Tabletop Test Guild/,
    );
    expect(log).toEqual([]);
  });

  it('streams the world (channels, members, commands) and then the messages as server-sent events', async () => {
    const controller = new AbortController();
    const response = await fetch(new URL('/api/events', web.url), { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: messages')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const world = JSON.parse(/event: world\ndata: (.*)\n/.exec(text)?.[1] ?? 'null') as {
      channels: { name: string }[];
      users: { username: string }[];
      bot: { bot: boolean };
    };
    expect(world.channels.map((c) => c.name)).toEqual(['game-table', 'second-table', 'staff-room']);
    expect(world.users.map((u) => u.username)).toEqual(['alice', 'bob', 'carol', 'dave', 'mona', 'olga']);
    expect(world.bot.bot).toBe(true);
  });
});
