/** The bot's logger: JSON lines by default, readable when asked, at a level, and never a secret in any line. */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { createLogger, type LineWriter, logSettings } from '../../src/log.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB';

/** A logger writing into arrays, one per stream. */
function capture(env: NodeJS.ProcessEnv = {}, secrets: string[] = []) {
  const out: { 1: string[]; 2: string[] } = { 1: [], 2: [] };
  const write: LineWriter = (fd, line) => out[fd].push(line);
  return { log: createLogger(logSettings(env, secrets), write), out, all: () => [...out[1], ...out[2]].join('') };
}

describe('Logs', () => {
  it('writes one JSON line per event with its level, message, shard and fields', () => {
    const { log, out } = capture();
    log.info('interaction', { id: '1234', kind: 'button', game: 'scoundrel', outcome: 'ok', ms: 12 });
    expect(out[1]).toHaveLength(1);
    const line = JSON.parse(out[1][0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'interaction',
      shard: '0',
      id: '1234',
      kind: 'button',
      game: 'scoundrel',
      outcome: 'ok',
      ms: 12,
    });
    expect(typeof line.time).toBe('number');
  });

  it('names the shard of a process under the sharding manager', () => {
    const { log, out } = capture({ SHARDING_MANAGER: 'true', SHARDS: '3' });
    log.info('hello');
    expect(JSON.parse(out[1][0]!)).toMatchObject({ shard: '3' });
  });

  it('sends warnings and errors to stderr, the rest to stdout, each once', () => {
    const { log, out } = capture();
    log.info('a');
    log.warn('b');
    log.error('c', new Error('boom'));
    expect(out[1].map((line) => JSON.parse(line).msg)).toEqual(['a']);
    expect(out[2].map((line) => JSON.parse(line).msg)).toEqual(['b', 'c']);
    expect(JSON.parse(out[2][1]!).err).toMatchObject({ message: 'boom', type: 'Error' });
  });

  it('drops the lines under LOG_LEVEL', () => {
    const { log, out } = capture({ LOG_LEVEL: 'warn' });
    log.info('dropped');
    log.warn('kept');
    expect([...out[1], ...out[2]].map((line) => JSON.parse(line).msg)).toEqual(['kept']);
  });

  it('writes readable lines with LOG_FORMAT=pretty', () => {
    const { log, out } = capture({ LOG_FORMAT: 'pretty' });
    log.info('interaction', { kind: 'button', game: 'scoundrel', ms: 7 });
    expect(out[1][0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}interaction {2}shard=0 kind=button game=scoundrel ms=7\n$/);
  });

  it('refuses an unknown LOG_LEVEL or LOG_FORMAT with one clear line', () => {
    expect(() => logSettings({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of trace, debug, info/);
    expect(() => logSettings({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be json or pretty/);
  });

  it('never writes the token, even when a whole config is logged', () => {
    const config = readConfig({ DISCORD_TOKEN: TOKEN, DATABASE_URL: 'postgres://gm:hunter2@db.example:5432/gm' });
    for (const format of ['json', 'pretty']) {
      const { log, all } = capture({ LOG_FORMAT: format, DISCORD_TOKEN: TOKEN });
      log.info(`config ${JSON.stringify(config)}`);
      log.error('config', config);
      log.warn('env', { DISCORD_TOKEN: TOKEN });
      expect(all()).toContain('db.example');
      expect(all()).not.toContain(TOKEN);
      expect(all()).not.toContain('hunter2');
    }
  });

  it('never writes a registered secret, whatever its shape', () => {
    const { log, all } = capture({}, ['short-but-secret']);
    log.warn('oops: short-but-secret leaked');
    expect(all()).not.toContain('short-but-secret');
  });

  it('never writes the password of a connection that failed, not even in the error and its stack', async () => {
    const failed = await openStorage('postgres://gm:hunter2@127.0.0.1:1/gm').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).not.toBeNull();
    const { log, all } = capture();
    log.error('could not open postgres://gm:hunter2@127.0.0.1:1/gm', failed);
    log.error('wrapped', new Error('connect to redis://:hunter2@127.0.0.1:1 failed', { cause: failed }));
    expect(all()).toContain('127.0.0.1');
    expect(all()).not.toContain('hunter2');
  });

  it("never writes an interaction's token from the URL of a failed answer", () => {
    const { log, all } = capture();
    const interactionToken = 'aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OnNlY3JldA';
    log.error('answer failed', new Error(`404 on POST /api/v10/interactions/123456789012345678/${interactionToken}/callback`));
    log.warn(`edit failed: PATCH /api/v10/webhooks/223456789012345678/${interactionToken}/messages/@original`);
    expect(all()).toContain('/interactions/123456789012345678/***/callback');
    expect(all()).not.toContain(interactionToken);
  });

  it('never writes a store password that holds @, :, / or a quote, and keeps the host', () => {
    const urls = [
      ['postgres://gm:p@ss@db.example:5432/gm', 'postgres://gm:***@db.example:5432/gm'],
      ['postgres://gm:p:ss/w@rd@db.example/gm', 'postgres://gm:***@db.example/gm'],
      ['redis://:a@b:c/d@@cache.example:6379/0', 'redis://:***@cache.example:6379/0'],
      ['postgres://gm:say"hi"@db.example/gm', 'postgres://gm:***@db.example/gm'],
    ];
    for (const [url, scrubbed] of urls) {
      const { log, out } = capture();
      log.info(`opening ${url} now`);
      log.error('could not open the store', { store: { url } });
      expect(JSON.parse(out[1][0]!).msg).toBe(`opening ${scrubbed} now`);
      expect(JSON.parse(out[2][0]!).err).toEqual({ store: { url: scrubbed } });
    }
  });

  it("never writes a token nested at any depth of an error, its arrays or its cause, and keeps the error's other fields", () => {
    const { log, all } = capture();
    const tokens = ['nested-two-deep', 'nested-three-deep', 'in-an-array', 'in-a-cause-object', 'a-password'];
    const failed = Object.assign(new Error('Invalid Form Body'), {
      status: 400,
      requestBody: {
        json: { nested: { token: tokens[0], kept: 'visible' }, a: { b: { token: tokens[1] } }, list: [{ token: tokens[2] }] },
      },
      cause: { request: { token: tokens[3], password: tokens[4] } },
    });
    log.error('answer failed', failed);
    log.error('wrapped', new Error('the move could not be answered', { cause: failed }));
    const lines = all().trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const token of tokens) expect(all()).not.toContain(token);
    expect(JSON.parse(lines[0]!).err).toMatchObject({
      status: 400,
      requestBody: { json: { nested: { token: '***', kept: 'visible' }, a: { b: { token: '***' } }, list: [{ token: '***' }] } },
      cause: { request: { token: '***', password: '***' } },
    });
  });

  it('hides the value of a key named token, password or DISCORD_TOKEN, in a field or at any depth, and keeps a key that only starts so', () => {
    const { log, out } = capture();
    const value = 'plain-looking-value';
    log.warn('env', { DISCORD_TOKEN: value, token: value, password: value, tokenCount: 3 });
    log.error('env', { env: { DISCORD_TOKEN: value, passwords: 2 }, list: [{ password: value }] });
    expect(JSON.parse(out[2][0]!)).toMatchObject({ DISCORD_TOKEN: '***', token: '***', password: '***', tokenCount: 3 });
    expect(JSON.parse(out[2][1]!).err).toEqual({ env: { DISCORD_TOKEN: '***', passwords: 2 }, list: [{ password: '***' }] });
  });

  it('never writes a bot token that starts a line of a stack, and the line stays JSON', () => {
    const { log, out } = capture();
    log.error('login failed', new Error(`An invalid token was provided:\n${TOKEN}\n\\${TOKEN}`));
    const line = out[2][0]!;
    expect(line).not.toContain(TOKEN);
    expect(JSON.parse(line).err.message).toBe('An invalid token was provided:\n***\n\\***');
  });

  it('never writes a registered secret that JSON escapes', () => {
    const { log, all } = capture({}, ['pa"ss\\word']);
    log.warn('oops: pa"ss\\word leaked');
    expect(JSON.parse(all()).msg).toBe('oops: *** leaked');
  });
});
