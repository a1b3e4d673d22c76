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
import type { CoachWork } from '../../engine/coach.js';
import type { ReplayReply, ReplayRequest } from './replay-messages.js';
import type { SolveReply } from './solver-messages.js';
import { type AdviseRequest, type JudgeRequest, readWorkerRequest, type SolveRequest } from './solver-request.js';

/** Makes one replay: the reply, and the buffers it moves to the bot's thread. */
export type ReplayMaker = (request: ReplayRequest) => Promise<{ reply: ReplayReply; transfer: ArrayBuffer[] }>;

/** The id of a request that could not be read, when it has one (-1 otherwise). */
function idOf(raw: unknown): number {
  return typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'number' ? raw.id : -1;
}

/** A game's coach in the worker, its moves seen as moves of some game. */
type AnyCoachWork = CoachWork<unknown, { type: string }>;

const coaches = new Map<string, Promise<AnyCoachWork>>();

/** The coach of the game with this id (src/games/<id>/coach-work.ts), loaded on its first job; rejects for a game without one. */
function coachOf(game: string): Promise<AnyCoachWork> {
  let coach = coaches.get(game);
  if (!coach) {
    coach = import(`../../games/${game}/coach-work.ts`).then(
      (module: { coachWork: AnyCoachWork }) => module.coachWork,
      () => {
        coaches.delete(game);
        throw new Error(`the game ${game} has no coach`);
      },
    );
    coaches.set(game, coach);
  }
  return coach;
}

/** What `read` makes of `raw`, or throws what is wrong with it (`name` is its field in the request). */
function read<T>(read: ((raw: unknown) => T | string) | undefined, raw: unknown, name: string): T {
  if (!read) throw new Error(`this game's coach has no ${name}`);
  const value = read(raw);
  if (typeof value === 'string') throw new Error(`not a request: ${name}: ${value}`);
  return value;
}

/** Answers a solve, advise or judge request with its game's coach: the solver's result, the advisor's advice or the verdict, or why it could not be answered. */
async function answer(request: SolveRequest | AdviseRequest | JudgeRequest): Promise<SolveReply> {
  const { id } = request;
  try {
    const coach = await coachOf(request.game);
    const started = performance.now();
    if ('advise' in request) {
      if (!coach.advise) throw new Error(`the game ${request.game} has no advisor`);
      const advice = coach.advise(read(coach.readKnowledge, request.advise, 'knowledge'), request.seed);
      return { id, ok: true, advice, ms: performance.now() - started };
    }
    if ('judge' in request) {
      if (!coach.judge) throw new Error(`the game ${request.game} has no advisor`);
      const knowledge = read(coach.readKnowledge, request.judge, 'knowledge');
      const judgement = coach.judge(knowledge, read(coach.readMove, request.move, 'move'), request.seed);
      return { id, ok: true, judgement, ms: performance.now() - started };
    }
    const { deck, rules, budget, tableSize } = request;
    const result = coach.solve(deck, rules, { budget, tableSize });
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
    else if (!('frames' in request)) void answer(request).then((reply) => port.postMessage(reply));
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
