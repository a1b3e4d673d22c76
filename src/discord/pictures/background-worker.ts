/**
 * The bot's background worker thread, started by background-thread.ts for its solver pool: it solves
 * deals and advises on positions (sessions/solver-work.ts), and makes the replays of finished runs with
 * replay-make.ts, loaded with the first replay asked for. One thread for all this work keeps the memory a
 * second one would hold (docs/performance.md); it runs at a lower priority than those answering players.
 */
import { parentPort } from 'node:worker_threads';
import { serveSolverWork } from '../../sessions/coach/solver-work.js';
import { runInBackground } from '../../worker-thread.js';

if (!parentPort) throw new Error('background-worker.ts runs in a worker thread that background-thread.ts starts');
runInBackground();
serveSolverWork(parentPort, async (request) => {
  const { makeReplay } = await import('./replay-make.js');
  return makeReplay(request);
});
