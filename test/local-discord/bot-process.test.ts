/** The start command is derived from package.json's start script, so the tests start the bot as `npm start` does. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readyLineCounter, startCommand } from '../../local-discord/index.js';

describe('startBot', () => {
  it('runs exactly what package.json starts', () => {
    const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts;
    const { command, args, env } = startCommand();
    expect(command).toBe(process.execPath);
    const assignments = Object.entries(env).map(([key, value]) => `${key}=${value}`);
    expect([...assignments, 'node', ...args].join(' ')).toBe(scripts.start);
  });

  it('derives the command from a start script', () => {
    const { command, args } = startCommand('tsx src/main.ts');
    expect(command).toBe(process.execPath);
    expect(args[0]).toMatch(/tsx[\\/]dist[\\/]cli\.mjs$/);
    expect(args.slice(1)).toEqual(['src/main.ts']);
    expect(startCommand('LOG=1 node dist/main.js')).toEqual({ command: process.execPath, args: ['dist/main.js'], env: { LOG: '1' } });
  });

  it('counts Ready as lines as they arrive, split across chunks and streams', () => {
    const ready = readyLineCounter(2);
    const [stdout, stderr] = [{}, {}];
    expect(ready(stdout, '{"msg":"Rea')).toBe(false);
    expect(ready(stderr, 'dy as bot"}\n')).toBe(false);
    expect(ready(stdout, 'dy as bot#0001 (shard 0)"}\n{"msg":"clicked"}\n')).toBe(false);
    expect(ready(stderr, '{"msg":"Ready as bot#0001 (shard 1)"}')).toBe(false);
    expect(ready(stderr, '\n')).toBe(true);
  });
});
