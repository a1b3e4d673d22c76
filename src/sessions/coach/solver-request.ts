/**
 * A deal to solve, a position to advise on, a move of a run to judge, or a finished run to replay, as
 * the bot's thread sends it to a solver worker (solver-pool.ts → solver-work.ts), and the worker's check
 * of what arrives. The check is written out rather than in zod, so that the solver's thread does not load
 * zod (some 4 MB of its heap; docs/performance.md, "What keeps it fast and small"); the worker's answers
 * are checked with zod on the bot's side (solver-messages.ts).
 */
import type { ReplayFrame } from '../../engine/replay.js';
import type { ScoundrelKnowledge } from '../../games/scoundrel/knowledge.js';
import { WEAPON_RULES } from '../../games/scoundrel/rules.js';
import type { ScoundrelAction, WeaponRule } from '../../games/scoundrel/state.js';
import type { ReplayJob, ReplayRequest } from './replay-messages.js';

/** A deal to solve: the 44 cards top first, its weapon rule, and the search's limits. */
export interface SolveJob {
  deck: string[];
  weaponRule: WeaponRule;
  budget: number;
  tableSize: number;
}

/** A job as it is sent to a worker, with the id its answer carries back. */
export interface SolveRequest extends SolveJob {
  id: number;
}

/** A position to advise on: what the player knows (never the dungeon's order), and the advisor's seed. */
export interface AdviseJob {
  advise: ScoundrelKnowledge;
  seed: string;
}

/** An advice job as it is sent to a worker, with the id its answer carries back. */
export interface AdviseRequest extends AdviseJob {
  id: number;
}

/** A move of a run to judge for its review (verdict.ts): what the player knew, the move they made, and the verdict's seed. */
export interface JudgeJob {
  judge: ScoundrelKnowledge;
  move: ScoundrelAction;
  seed: string;
}

/** A judge job as it is sent to a worker, with the id its answer carries back. */
export interface JudgeRequest extends JudgeJob {
  id: number;
}

const DECK_SIZE = 44;

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

function isCards(value: unknown, most: number): value is string[] {
  return Array.isArray(value) && value.length <= most && value.every((code) => typeof code === 'string' && code.length <= 3);
}

function isCardOrNull(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && value.length <= 3);
}

/** The knowledge in `raw` (the request's field `name`), or what is wrong with it (the advisor checks the cards themselves). */
function readKnowledge(raw: unknown, name: string): ScoundrelKnowledge | string {
  if (typeof raw !== 'object' || raw === null) return `${name}: not an object`;
  const k = raw as Record<string, unknown>;
  if (!WEAPON_RULES.some((rule) => rule === k.weaponRule)) return `${name}.weaponRule: not one of ${WEAPON_RULES.join(', ')}`;
  if (typeof k.health !== 'number' || !Number.isSafeInteger(k.health) || k.health > 20)
    return `${name}.health: not a whole number up to 20`;
  for (const [field, most] of [
    ['room', 4],
    ['slain', 26],
    ['gone', DECK_SIZE],
    ['bottom', DECK_SIZE],
  ] as const) {
    if (!isCards(k[field], most)) return `${name}.${field}: not a list of at most ${most} card codes`;
  }
  if (!isCardOrNull(k.weapon) || !isCardOrNull(k.lastFaced)) return `${name}.weapon, ${name}.lastFaced: not a card code or null`;
  if (!isCount(k.dungeonSize, 0) || k.dungeonSize > DECK_SIZE) return `${name}.dungeonSize: not a whole number from 0 to ${DECK_SIZE}`;
  if (!isCount(k.faced, 0) || k.faced > 3) return `${name}.faced: not a whole number from 0 to 3`;
  if (typeof k.potionUsed !== 'boolean' || typeof k.lastTurnAvoided !== 'boolean')
    return `${name}.potionUsed, ${name}.lastTurnAvoided: not booleans`;
  return raw as ScoundrelKnowledge;
}

/** The Scoundrel move in `raw`, or what is wrong with it (the verdict checks it is legal). */
function readMove(raw: unknown): ScoundrelAction | string {
  if (typeof raw !== 'object' || raw === null) return 'move: not an object';
  const { type, card, weapon } = raw as Record<string, unknown>;
  if (type === 'avoid') return { type };
  if (type !== 'face' || typeof card !== 'string' || card.length > 3) return 'move: not an avoid or a card faced';
  if (weapon !== undefined && typeof weapon !== 'boolean') return 'move.weapon: not a boolean';
  return weapon === undefined ? { type, card } : { type, card, weapon };
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

/** The request in `raw` (a message a worker received), or what is wrong with it. */
export function readWorkerRequest(raw: unknown): SolveRequest | AdviseRequest | JudgeRequest | ReplayRequest | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  if ('replay' in raw) return readReplayRequest(raw);
  if (!('advise' in raw) && !('judge' in raw)) return readSolveRequest(raw);
  const { id, seed } = raw as Record<string, unknown>;
  if (!isCount(id, 0)) return 'id: not a whole number from 0';
  if (typeof seed !== 'string' || seed.length > 200) return 'seed: not a string of at most 200 characters';
  if ('advise' in raw) {
    const knowledge = readKnowledge(raw.advise, 'advise');
    return typeof knowledge === 'string' ? knowledge : { id, advise: knowledge, seed };
  }
  const knowledge = readKnowledge(raw.judge, 'judge');
  if (typeof knowledge === 'string') return knowledge;
  const move = readMove((raw as Record<string, unknown>).move);
  return typeof move === 'string' ? move : { id, judge: knowledge, move, seed };
}

/** The solve request in `raw` (a message a worker received), or what is wrong with it. */
export function readSolveRequest(raw: unknown): SolveRequest | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const { id, deck, weaponRule, budget, tableSize } = raw as Record<string, unknown>;
  if (!isCount(id, 0)) return 'id: not a whole number from 0';
  if (!Array.isArray(deck) || deck.length > DECK_SIZE || deck.some((code) => typeof code !== 'string' || code.length > 3)) {
    return `deck: not a list of at most ${DECK_SIZE} card codes`;
  }
  if (!WEAPON_RULES.some((rule) => rule === weaponRule)) return `weaponRule: not one of ${WEAPON_RULES.join(', ')}`;
  if (!isCount(budget, 1)) return 'budget: not a whole number from 1';
  if (!isCount(tableSize, 1)) return 'tableSize: not a whole number from 1';
  return { id, deck: deck as string[], weaponRule: weaponRule as WeaponRule, budget, tableSize };
}
