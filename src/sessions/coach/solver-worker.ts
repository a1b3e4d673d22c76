/**
 * A worker thread that solves deals and advises on positions, and makes no replays: the solver pool's
 * own (solver-pool.ts), for the scripts and tests that only solve. The bot starts its pool on
 * discord/pictures/background-worker.ts, which makes replays as well. The thread runs at a lower
 * priority than those answering players (runInBackground).
 */
import { parentPort } from 'node:worker_threads';
import { runInBackground } from '../../worker-thread.js';
import { serveSolverWork } from './solver-work.js';

if (!parentPort) throw new Error('solver-worker.ts runs in a worker thread that solver-pool.ts starts');
runInBackground();
serveSolverWork(parentPort);
