/**
 * Stopping on a crash: an uncaught exception or an unhandled rejection runs the process's stop steps (for
 * the sharding manager: stopping its shards) and exits 1, instead of dying with its shards left running.
 * Stopping on a signal: the steps are given 5 seconds, and the interactions under way 3 of them.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../src/log.js';
import { drainWithin, within } from '../../src/service/graceful-stop.js';

const GRACEFUL_STOP = fileURLToPath(new URL('../../src/service/graceful-stop.ts', import.meta.url));

/**
 * Runs a process that sets up the stop as the manager does (its steps `steps`, given `deadlineMs`, or the
 * bot's own deadline when it is left out), then does `then`; resolves with its exit code and output.
 */
function stoppingProcess(
  then: string,
  steps = "console.log('stop steps done')",
  deadlineMs?: number,
): Promise<{ code: number | null; output: string }> {
  const script = `
    import { stopOnCrash, stopOnSignals } from ${JSON.stringify(GRACEFUL_STOP)};
    const log = { info: (m) => console.log(m), warn: (m) => console.log(m), error: (m, e) => console.log(m, String(e)) };
    const stop = stopOnSignals(async () => { ${steps}; }, log${deadlineMs === undefined ? '' : `, ${deadlineMs}`});
    stopOnCrash(stop, log);
    setInterval(() => undefined, 1_000);
    ${then};
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('Stopping on a crash', () => {
  it.each([
    ['an uncaught exception', "setTimeout(() => { throw new Error('boom'); })"],
    ['an unhandled rejection', "void Promise.reject(new Error('boom'))"],
  ])('runs the stop steps on %s, then exits 1', async (_, failure) => {
    const { code, output } = await stoppingProcess(failure);
    expect(output).toContain('an uncaught error Error: boom');
    expect(output).toContain('stop steps done');
    expect(output).toContain('an uncaught error: stopped');
    expect(code).toBe(1);
  });
});

describe('Stopping on a signal', () => {
  it('gives up at its deadline when a stop step hangs, and exits 1 saying so', async () => {
    const { code, output } = await stoppingProcess(
      "setTimeout(() => process.kill(process.pid, 'SIGTERM'))",
      'await new Promise(() => undefined)',
      300,
    );
    expect(output).toContain('SIGTERM: stopping');
    expect(output).toContain('SIGTERM: not stopped after 300 ms; exiting anyway');
    expect(output).not.toContain('SIGTERM: stopped');
    expect(code).toBe(1);
  });

  it('waits for the interactions under way no longer than it is given', async () => {
    expect(await within(50, new Promise(() => undefined))).toBe(false);
    expect(await within(5_000, Promise.resolve())).toBe(true);
  });

  it('exits 0 when its steps take 4.9 s, and gives up on steps that hang at 5 s, exiting 1', async () => {
    const signal = "setTimeout(() => process.kill(process.pid, 'SIGTERM'))";
    const [inTime, hung] = await Promise.all([
      stoppingProcess(signal, 'await new Promise((resolve) => setTimeout(resolve, 4_900))'),
      stoppingProcess(signal, 'await new Promise(() => undefined)'),
    ]);
    expect(inTime.output).toContain('SIGTERM: stopped');
    expect(inTime.code).toBe(0);
    expect(hung.output).toContain('SIGTERM: not stopped after 5000 ms; exiting anyway');
    expect(hung.code).toBe(1);
  }, 30_000);
});

describe('A second signal', () => {
  it('exits at once, with 1, while the stop steps still run', async () => {
    const twice = "setTimeout(() => process.kill(process.pid, 'SIGTERM')); setTimeout(() => process.kill(process.pid, 'SIGINT'), 100)";
    const { code, output } = await stoppingProcess(twice, 'await new Promise(() => undefined)');
    expect(output).toContain('SIGINT again: exiting at once');
    expect(output).not.toContain('not stopped after');
    expect(code).toBe(1);
  });
});

describe('Letting the interactions under way finish', () => {
  afterEach(() => vi.useRealTimers());

  /** What `drainWithin` warned when the interactions under way finish after `ms`, once the fake clock has passed 3 s. */
  async function warningsWhenDrainedAfter(ms: number): Promise<string[]> {
    vi.useFakeTimers();
    const warnings: string[] = [];
    const log: Logger = { info: () => undefined, warn: (message) => warnings.push(message), error: () => undefined };
    const drained = new Promise<void>((resolve) => setTimeout(resolve, ms));
    const waited = drainWithin(drained, log);
    await vi.advanceTimersByTimeAsync(Math.max(ms, 3_000));
    await waited;
    return warnings;
  }

  it('waits for interactions that finish within 3 seconds, and stops waiting for any still under way at 3 seconds', async () => {
    expect(await warningsWhenDrainedAfter(2_999)).toEqual([]);
    expect(await warningsWhenDrainedAfter(3_001)).toEqual(['interactions still under way after 3000 ms; stopping anyway']);
  });
});
