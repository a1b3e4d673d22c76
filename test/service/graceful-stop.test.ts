/**
 * Stopping on a crash: an uncaught exception or an unhandled rejection runs the process's stop steps (for
 * the sharding manager: stopping its shards) and exits 1, instead of dying with its shards left running.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { within } from '../../src/service/graceful-stop.js';

const GRACEFUL_STOP = fileURLToPath(new URL('../../src/service/graceful-stop.ts', import.meta.url));

/**
 * Runs a process that sets up the stop as the manager does (its steps `steps`, given `deadlineMs`), then
 * does `then`; resolves with its exit code and output.
 */
function stoppingProcess(
  then: string,
  steps = "console.log('stop steps done')",
  deadlineMs = 5_000,
): Promise<{ code: number | null; output: string }> {
  const script = `
    import { stopOnCrash, stopOnSignals } from ${JSON.stringify(GRACEFUL_STOP)};
    const log = { info: (m) => console.log(m), warn: (m) => console.log(m), error: (m, e) => console.log(m, String(e)) };
    const stop = stopOnSignals(async () => { ${steps}; }, log, ${deadlineMs});
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
});
