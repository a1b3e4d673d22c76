/** Starting the bot's background worker (background-worker.ts), which solves, advises and makes replays, for the solver pool. */
import type { Worker } from 'node:worker_threads';
import { siblingModule, startWorkerThread } from '../../worker-thread.js';

const WORKER_MODULE = siblingModule('background-worker', import.meta.url);

/** Starts background-worker in a thread: the spawn of the bot's solver pool. */
export function spawnBackgroundWorker(): Worker {
  return startWorkerThread(WORKER_MODULE);
}
