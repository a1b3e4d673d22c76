/**
 * A deal to solve, a position to advise on, a move of a run to judge, or a finished run to replay, as
 * the bot's thread sends it to a solver worker (solver-pool.ts → solver-work.ts), and the worker's check
 * of what arrives. Each names its game, whose own check (src/games/<id>/coach-work.ts) reads the
 * knowledge and the move. The checks are written out rather than in zod, so that the solver's thread
 * does not load zod (some 4 MB of its heap; docs/performance.md, "What keeps it fast and small"); the
 * worker's answers are checked with zod on the bot's side (solver-messages.ts).
 */
import type { ReplayFrame } from '../../engine/replay.js';
import type { ReplayJob, ReplayRequest } from './replay-messages.js';

/** A deal to solve: its game, its cards as the game's solver takes them, the name of its rules, and the search's limits. */
export interface SolveJob {
  game: string;
  deck: string[];
  rules: string;
  budget: number;
  tableSize: number;
}

/** A job as it is sent to a worker, with the id its answer carries back. */
export interface SolveRequest extends SolveJob {
  id: number;
}

/** A position to advise on: its game, what the player knows (never the order of what they have not seen), and the advisor's seed. */
export interface AdviseJob {
  game: string;
  advise: unknown;
  seed: string;
}

/** An advice job as it is sent to a worker, with the id its answer carries back. */
export interface AdviseRequest extends AdviseJob {
  id: number;
}

/** A move of a run to judge for its review: its game, what the player knew, the move they made, and the verdict's seed. */
export interface JudgeJob {
  game: string;
  judge: unknown;
  move: unknown;
  seed: string;
}

/** A judge job as it is sent to a worker, with the id its answer carries back. */
export interface JudgeRequest extends JudgeJob {
  id: number;
}

/** The most cards a deal may have. */
const MOST_CARDS = 64;

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/** True for a game's id as a worker loads its coach by it: lower-case letters only. */
function isGameId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z]{1,20}$/.test(value);
}

/** A replay job as the pool sends it: the run under `replay`. */
export interface ReplayWorkerRequest {
  id: number;
  replay: ReplayJob;
}

/** True for a replay's frame: a view (the game's picture's to read) and its caption. */
function isFrame(frame: unknown): frame is ReplayFrame {
  return typeof frame === 'object' && frame !== null && 'view' in frame && typeof (frame as ReplayFrame).caption === 'string';
}

/** The replay request in `raw`, or what is wrong with it. */
function readReplayRequest(raw: object): ReplayRequest | string {
  const { id, replay } = raw as Record<string, unknown>;
  if (!isCount(id, 0)) return 'id: not a whole number from 0';
  if (typeof replay !== 'object' || replay === null) return 'replay: not an object';
  const { game, frames } = replay as Record<string, unknown>;
  if (typeof game !== 'string' || !/^[a-z]+$/.test(game)) return 'replay.game: not a game id';
  if (!Array.isArray(frames) || frames.length === 0 || !frames.every(isFrame))
    return 'replay.frames: not a list of at least one view with its caption';
  return { id, game, frames };
}

/** The request in `raw` (a message a worker received), or what is wrong with it (its game's coach reads its knowledge and move). */
export function readWorkerRequest(raw: unknown): SolveRequest | AdviseRequest | JudgeRequest | ReplayRequest | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  if ('replay' in raw) return readReplayRequest(raw);
  if (!('advise' in raw) && !('judge' in raw)) return readSolveRequest(raw);
  const { id, game, seed } = raw as Record<string, unknown>;
  if (!isCount(id, 0)) return 'id: not a whole number from 0';
  if (!isGameId(game)) return 'game: not a game id';
  if (typeof seed !== 'string' || seed.length > 200) return 'seed: not a string of at most 200 characters';
  if ('advise' in raw) return { id, game, advise: raw.advise, seed };
  return { id, game, judge: raw.judge, move: (raw as Record<string, unknown>).move, seed };
}

/** The solve request in `raw` (a message a worker received), or what is wrong with it. */
export function readSolveRequest(raw: unknown): SolveRequest | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const { id, game, deck, rules, budget, tableSize } = raw as Record<string, unknown>;
  if (!isCount(id, 0)) return 'id: not a whole number from 0';
  if (!isGameId(game)) return 'game: not a game id';
  if (!Array.isArray(deck) || deck.length > MOST_CARDS || deck.some((code) => typeof code !== 'string' || code.length > 3)) {
    return `deck: not a list of at most ${MOST_CARDS} card codes`;
  }
  if (typeof rules !== 'string' || rules.length > 100) return 'rules: not a string of at most 100 characters';
  if (!isCount(budget, 1)) return 'budget: not a whole number from 1';
  if (!isCount(tableSize, 1)) return 'tableSize: not a whole number from 1';
  return { id, game, deck: deck as string[], rules, budget, tableSize };
}
