import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, PROJECT_ROOT, readConfig } from '../src/config.js';

const run = promisify(execFile);
const tsxLoader = pathToFileURL(join(PROJECT_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

describe('Configuration', () => {
  it('needs only the token to run, with defaults for the rest', () => {
    const config = readConfig({ DISCORD_TOKEN: 'abc' });
    expect(config).toMatchObject({
      token: 'abc',
      apiBase: 'https://discord.com/api',
      clientId: undefined,
      guildId: undefined,
      solverWorkers: 1,
    });
    expect(config.databaseUrl).toBe(`sqlite://${join(PROJECT_ROOT, 'data', 'bot.sqlite')}`);
  });

  it('reads every setting', () => {
    const config = readConfig({
      DISCORD_TOKEN: 't',
      DISCORD_CLIENT_ID: '123456789012345678',
      DISCORD_GUILD_ID: '223456789012345678',
      DATABASE_URL: 'sqlite:///tmp/x.sqlite',
      DISCORD_API_BASE: 'http://127.0.0.1:5000/api/',
      SOLVER_WORKERS: '2',
      WORK_INTERVAL_MS: '300',
      CLOCK_OFFSET_FILE: '/tmp/clock-offset',
    });
    expect(config).toEqual({
      token: 't',
      clientId: '123456789012345678',
      guildId: '223456789012345678',
      databaseUrl: 'sqlite:///tmp/x.sqlite',
      apiBase: 'http://127.0.0.1:5000/api',
      solverWorkers: 2,
      workIntervalMs: 300,
      clockOffsetFile: '/tmp/clock-offset',
    });
  });

  it('says in one line what to set when the token is missing or blank', () => {
    for (const env of [{}, { DISCORD_TOKEN: '' }]) {
      expect(() => readConfig(env)).toThrow(ConfigError);
      expect(() => readConfig(env)).toThrow(/^Set DISCORD_TOKEN in \.env .*developers\/applications[^\n]*$/);
    }
  });

  it('names a malformed setting', () => {
    expect(() => readConfig({ DISCORD_TOKEN: 't', DISCORD_GUILD_ID: 'general' })).toThrow(/DISCORD_GUILD_ID must be a Discord id/);
    expect(() => readConfig({ DISCORD_TOKEN: 't', DISCORD_API_BASE: 'not a url' })).toThrow(/DISCORD_API_BASE/);
    for (const workers of ['0', '5', 'two'])
      expect(() => readConfig({ DISCORD_TOKEN: 't', SOLVER_WORKERS: workers })).toThrow(/^SOLVER_WORKERS/);
  });

  it('runs 1 to 4 solver workers (1 and 4 taken, 0 and 5 refused)', () => {
    for (const workers of [1, 4]) expect(readConfig({ DISCORD_TOKEN: 't', SOLVER_WORKERS: String(workers) }).solverWorkers).toBe(workers);
    for (const workers of ['0', '5']) expect(() => readConfig({ DISCORD_TOKEN: 't', SOLVER_WORKERS: workers })).toThrow(/^SOLVER_WORKERS/);
  });

  it('needs the application id to deploy commands', () => {
    expect(() => readConfig({ DISCORD_TOKEN: 't' }, true)).toThrow(/DISCORD_CLIENT_ID/);
  });

  it('makes `npm start` without a token print that one line and exit 1, no stack trace', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'gm-bot-no-env-'));
    const env = { PATH: process.env.PATH ?? '', HOME: cwd };
    const failure = await run(process.execPath, ['--import', tsxLoader, join(PROJECT_ROOT, 'src/main.ts')], { cwd, env }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    rmSync(cwd, { recursive: true, force: true });
    expect(failure).toMatchObject({ code: 1, stdout: '' });
    const lines = (failure as { stderr: string }).stderr.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^Set DISCORD_TOKEN in \.env/)]);
  });
});
