/** Several processes click the same board at the same moment: the store lets exactly one move through. */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import { availableBackends } from '../helpers/backends.js';
import { openTestStore } from '../helpers/store.js';
import { ALICE, CHANNEL, startRun } from './fixture.js';

const WORKER = new URL('../helpers/race-worker.ts', import.meta.url).pathname;

/** A worker process, and its next line of output. */
interface Worker {
  child: ChildProcessByStdio<Writable, Readable, null>;
  next(): Promise<string>;
}

function startWorker(): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return { child, next: async () => String((await lines.next()).value) };
}

// Five processes, started once for the file (starting one costs more than a race): each race sends them a board.
let workers: Worker[] = [];
beforeAll(() => {
  workers = Array.from({ length: 5 }, startWorker);
});
afterAll(async () => {
  await Promise.all(
    workers.map((worker) => {
      worker.child.stdin.end();
      return worker.child.exitCode === null ? once(worker.child, 'exit') : undefined;
    }),
  );
});

describe.each(availableBackends())('Store: processes racing on one board (%s)', (backend) => {
  it('applies exactly one of the moves five processes make at once', async () => {
    const store = await openTestStore(backend);
    const session = await startRun(store.sessions, { guildId: null, game: scoundrel, ownerId: ALICE, ownerName: 'A', seed: 'race' });
    const [action] = scoundrel.legalActions(session.state as ScoundrelState);
    const race = { url: store.url, channelId: CHANNEL, actor: ALICE, sessionId: session.id, version: 0, action };
    for (const worker of workers) worker.child.stdin.write(`${JSON.stringify(race)}\n`);
    for (const worker of workers) expect(await worker.next()).toBe('ready');
    for (const worker of workers) worker.child.stdin.write('go\n');
    const outcomes = await Promise.all(workers.map((worker) => worker.next()));
    expect(outcomes.filter((kind) => kind === 'applied')).toHaveLength(1);
    // The same click by the same member, made once: the others are known as repeats of it.
    expect(outcomes.filter((kind) => kind === 'repeated')).toHaveLength(4);
    const loaded = await store.sessions.load(CHANNEL);
    expect(loaded).toMatchObject({ kind: 'ok', session: { version: 1 } });
    await store.close();
    store.cleanup();
  });
});
