/**
 * What a background worker thread does with the requests the solver pool sends it (solver-pool.ts): it
 * solves one deal, works out the advisor's advice on one position, or judges one move of a run for its
 * review, at a time, so the search (tens of milliseconds, now and then seconds) never runs on the bot's
 * event loop. Given a replay maker, it also makes the replays of finished runs (Watch): the bot's worker
 * (discord/pictures/background-worker.ts) brings the pictures layer's, so one thread does all the bot's
 * background work and keeps the memory of a second one (docs/performance.md). Without one
 * (solver-worker.ts), a replay asked for is refused.
 */
import { performance } from 'node:perf_hooks';
import type { MessagePort } from 'node:worker_threads';
import { advise } from '../../games/scoundrel/advisor.js';
import { type ScoundrelKnowledge, unseenCards } from '../../games/scoundrel/knowledge.js';
import { solveDeal } from '../../games/scoundrel/solver.js';
import { judgeMove } from '../../games/scoundrel/verdict.js';
import type { ReplayReply, ReplayRequest } from './replay-messages.js';
import type { SolveReply } from './solver-messages.js';
import { type AdviseRequest, type JudgeRequest, readWorkerRequest, type SolveRequest } from './solver-request.js';

/** Makes one replay: the reply, and the buffers it moves to the bot's thread. */
export type ReplayMaker = (request: ReplayRequest) => Promise<{ reply: ReplayReply; transfer: ArrayBuffer[] }>;

/** The id of a request that could not be read, when it has one (-1 otherwise). */
function idOf(raw: unknown): number {
  return typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'number' ? raw.id : -1;
}

/** Throws unless the knowledge adds up to the deck (a card that is not a Scoundrel card throws when the advisor packs it). */
function checkKnowledge(knowledge: ScoundrelKnowledge): void {
  if (unseenCards(knowledge).length !== knowledge.dungeonSize - knowledge.bottom.length)
    throw new Error('the knowledge does not add up to the deck');
}

/** Answers a solve, advise or judge request: the solver's result, the advisor's advice or the verdict, or why it could not be answered. */
function answer(request: SolveRequest | AdviseRequest | JudgeRequest): SolveReply {
  const { id } = request;
  try {
    const started = performance.now();
    if ('advise' in request) {
      checkKnowledge(request.advise);
      const advice = advise(request.advise, { seed: request.seed });
      return { id, ok: true, advice, ms: performance.now() - started };
    }
    if ('judge' in request) {
      checkKnowledge(request.judge);
      const judgement = judgeMove(request.judge, request.move, { seed: request.seed });
      return { id, ok: true, judgement, ms: performance.now() - started };
    }
    const { deck, weaponRule, budget, tableSize } = request;
    const result = solveDeal(deck, { weaponRule, budget, tableSize });
    return { id, ok: true, result, ms: performance.now() - started };
  } catch (error) {
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Answers every request that arrives on `port`: solves, advice and verdicts at once, replays with `makeReplay` (refused without it). */
export function serveSolverWork(port: MessagePort, makeReplay?: ReplayMaker): void {
  port.on('message', (raw: unknown) => {
    const request = readWorkerRequest(raw);
    if (typeof request === 'string')
      port.postMessage({ id: idOf(raw), ok: false, error: `not a request: ${request}` } satisfies SolveReply);
    else if (!('game' in request)) port.postMessage(answer(request));
    else if (!makeReplay) port.postMessage({ id: request.id, ok: false, error: 'this worker makes no replays' } satisfies ReplayReply);
    else
      void makeReplay(request).then(
        ({ reply, transfer }) => {
          port.postMessage(reply, transfer);
          // With `--expose-gc` (the start scripts) the thread collects its garbage now: the frames' pixels
          // and the GIF's buffers would otherwise stay until V8 needs the room, some 10 MB while it waits.
          (globalThis as { gc?: () => void }).gc?.();
        },
        (error: unknown) => port.postMessage({ id: request.id, ok: false, error: String(error) } satisfies ReplayReply),
      );
  });
}
