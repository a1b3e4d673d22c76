/**
 * Vitest global setup: starts a throwaway redis-server and PostgreSQL on 127.0.0.1 when their Debian
 * binaries are on this machine (`.ci/run` installs them when missing), and hands their URLs to the
 * tests, which then run the store tests against every backend that is available. `TEST_STORES` (a
 * comma-separated list, e.g. `sqlite` for `npm run test:quick`) names the backends to test: a server
 * whose backend it leaves out is not started.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `redis://127.0.0.1:<port>` of the test Redis, or '' when there is none. */
    redisUrl: string;
    /** `postgres://postgres@127.0.0.1:<port>/postgres` of the test PostgreSQL, or '' when there is none. */
    postgresUrl: string;
  }
}

/** The newest PostgreSQL server installed from Debian's packages, if any. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function which(command: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** Resolves once `check` passes, or rejects after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not start in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startRedis(children: ChildProcess[]): Promise<string> {
  const binary = which('redis-server');
  if (!binary) return '';
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--databases', '2000'], {
    stdio: 'ignore',
  });
  children.push(child);
  await until(
    () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG',
    10_000,
    'redis-server',
  );
  return `redis://127.0.0.1:${port}`;
}

async function startPostgres(children: ChildProcess[], cleanups: (() => void)[]): Promise<string> {
  const bin = postgresBin();
  if (!bin) return '';
  const root = userInfo().uid === 0;
  const as = (command: string, args: string[]) =>
    root ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args };
  const dir = mkdtempSync(join(tmpdir(), 'gm-bot-postgres-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  if (root)
    chownSync(
      dir,
      Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
      Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
    );
  const init = as(join(bin, 'initdb'), ['-D', join(dir, 'data'), '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const initialized = spawnSync(init.command, init.args, { encoding: 'utf8' });
  if (initialized.status !== 0) throw new Error(`initdb failed: ${initialized.stderr}`);
  const port = await freePort();
  const run = as(join(bin, 'postgres'), [
    '-D',
    join(dir, 'data'),
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-F',
    '-c',
    'max_connections=300',
  ]);
  const child = spawn(run.command, run.args, { stdio: 'ignore' });
  children.push(child);
  const ready = as(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
  await until(() => spawnSync(ready.command, ready.args).status === 0, 15_000, 'PostgreSQL');
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** True when the run tests `backend`: every backend unless `TEST_STORES` lists others. */
function wanted(backend: 'redis' | 'postgres'): boolean {
  const listed = process.env.TEST_STORES;
  return listed === undefined || listed.split(',').some((name) => name.trim() === backend);
}

/** Starts the servers this machine has and the run tests, and stops them after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const children: ChildProcess[] = [];
  const cleanups: (() => void)[] = [];
  project.provide('redisUrl', wanted('redis') ? await startRedis(children) : '');
  project.provide('postgresUrl', wanted('postgres') ? await startPostgres(children, cleanups) : '');
  return async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))),
    );
    for (const cleanup of cleanups) cleanup();
  };
}
