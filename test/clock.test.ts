/** The bot's one clock: the system's, moved on by the offset a test writes in a file. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { offsetClock, systemClock } from '../src/clock.js';
import { readConfig } from '../src/config.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function clockFile(content?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'clock-'));
  dirs.push(dir);
  const file = join(dir, 'offset');
  if (content !== undefined) writeFileSync(file, content);
  return file;
}

describe('The offset clock', () => {
  it('is the system clock moved on by the milliseconds in its file, read afresh on every call', () => {
    const file = clockFile('0');
    const clock = offsetClock(file);
    expect(Math.abs(clock().getTime() - systemClock().getTime())).toBeLessThan(1000);
    writeFileSync(file, String(86_400_000));
    expect(clock().getTime() - Date.now()).toBeGreaterThan(86_400_000 - 1000);
  });

  it('is the system clock while its file is missing or holds no number', () => {
    for (const clock of [offsetClock(clockFile()), offsetClock(clockFile('soon'))]) {
      expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
    }
  });

  it('is chosen by CLOCK_OFFSET_FILE, and scheduled work is looked for every WORK_INTERVAL_MS (5 s unless set)', () => {
    expect(readConfig({ DISCORD_TOKEN: 't' })).toMatchObject({ clockOffsetFile: undefined, workIntervalMs: 5000 });
    expect(readConfig({ DISCORD_TOKEN: 't', CLOCK_OFFSET_FILE: '/tmp/x', WORK_INTERVAL_MS: '200' })).toMatchObject({
      clockOffsetFile: '/tmp/x',
      workIntervalMs: 200,
    });
    expect(() => readConfig({ DISCORD_TOKEN: 't', WORK_INTERVAL_MS: '0' })).toThrow(/WORK_INTERVAL_MS/);
  });
});
