/**
 * The solver's worker thread, started by solver-pool.ts: it solves one deal, or works out the advisor's
 * advice on one position, at a time, so the search (tens of milliseconds, now and then seconds) never
 * runs on the bot's event loop. The thread runs at a lower priority than those answering players
 * (runInBackground).
 */
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { advise } from '../games/scoundrel/advisor.js';
import { unseenCards } from '../games/scoundrel/knowledge.js';
import { solveDeal } from '../games/scoundrel/solver.js';
import { runInBackground } from '../worker-thread.js';
import type { SolveReply } from './solver-messages.js';
import { readWorkerRequest } from './solver-request.js';

/** Answers one request: the solver's result or the advisor's advice, or why the request could not be answered. */
function answer(raw: unknown): SolveReply {
  const request = readWorkerRequest(raw);
  if (typeof request === 'string') {
    const id = typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'number' ? raw.id : -1;
    return { id, ok: false, error: `not a request: ${request}` };
  }
  const { id } = request;
  try {
    const started = performance.now();
    if ('advise' in request) {
      const knowledge = request.advise;
      // A card that is not a Scoundrel card throws when the advisor packs it; the counts must add up.
      if (unseenCards(knowledge).length !== knowledge.dungeonSize - knowledge.bottom.length)
        throw new Error('the knowledge does not add up to the deck');
      const advice = advise(knowledge, { seed: request.seed });
      return { id, ok: true, advice, ms: performance.now() - started };
    }
    const { deck, weaponRule, budget, tableSize } = request;
    const result = solveDeal(deck, { weaponRule, budget, tableSize });
    return { id, ok: true, result, ms: performance.now() - started };
  } catch (error) {
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
if (!port) throw new Error('solver-worker.ts runs in a worker thread that solver-pool.ts starts');
runInBackground();
port.on('message', (raw: unknown) => port.postMessage(answer(raw)));
