/** Several processes click the same board at the same moment: the store lets exactly one move through. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import { availableBackends } from '../helpers/backends.js';
import { openTestStore } from '../helpers/store.js';
import { ALICE, CHANNEL, startRun } from './fixture.js';

const WORKER = new URL('../helpers/race-worker.ts', import.meta.url).pathname;

/** Starts a worker process and resolves once it has loaded the board. */
function startWorker(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  return { child, next };
}

describe.each(availableBackends())('Store: processes racing on one board (%s)', (backend) => {
  it('applies exactly one of the moves five processes make at once', async () => {
    const store = await openTestStore(backend);
    const session = await startRun(store.sessions, { guildId: null, game: scoundrel, ownerId: ALICE, ownerName: 'A', seed: 'race' });
    const [action] = scoundrel.legalActions(session.state as ScoundrelState);
    const args = [store.url, CHANNEL, ALICE, session.id, '0', JSON.stringify(action)];
    const workers = Array.from({ length: 5 }, () => startWorker(args));
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
