/**
 * The solver's reference: the best score by trying every line of legal actions through the engine
 * (legalActions, apply, result), and small dungeons to try it on. It knows nothing of the solver's
 * reasoning: its memo only merges states that are equal in every field a rule reads.
 */

import { chooser } from '../../../src/engine/chooser.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../../src/games/scoundrel/index.js';
import { ALL_CARDS, act } from './helpers.js';

/** The best score of any line of legal actions from `state`, by trying them all. */
export function bruteForceBest(state: ScoundrelState): number {
  return search(state, new Map());
}

function search(state: ScoundrelState, memo: Map<string, number>): number {
  const result = scoundrel.result(state);
  if (result.over) return result.score!;
  const key = JSON.stringify([
    state.dungeon,
    state.room,
    state.health,
    state.weapon,
    state.slain,
    state.turn,
    state.lastTurnAvoided,
    state.lastFaced,
  ]);
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = -Infinity;
  for (const action of scoundrel.legalActions(state)) best = Math.max(best, search(act(state, action), memo));
  memo.set(key, best);
  return best;
}

/** Plays `line` from `state` through the engine (every action must be accepted) and returns the final state. */
export function replay(state: ScoundrelState, line: readonly ScoundrelAction[]): ScoundrelState {
  return line.reduce(act, state);
}

/**
 * A small dungeon of `size` cards drawn with a seeded chooser, at the start of a turn, with a
 * seeded health, weapon (maybe with a monster slain on it) and last turn avoided or not.
 */
export function smallDungeon(seed: number, size: number, weaponRule: 'lenient' | 'strict'): ScoundrelState {
  const pick = chooser(seed);
  const pool = [...ALL_CARDS];
  const cards: string[] = [];
  while (cards.length < size) cards.push(pool.splice(pick(pool.length), 1)[0]!);
  const weapons = pool.filter((c) => c.endsWith('D'));
  const monsters = pool.filter((c) => c.endsWith('S') || c.endsWith('C'));
  const weapon = pick(3) === 0 ? null : weapons[pick(weapons.length)]!;
  const slain = weapon !== null && pick(2) === 0 ? [monsters[pick(monsters.length)]!] : [];
  const base = scoundrel.setup({ seed: `small-${seed}`, options: { weaponRule } });
  return {
    ...base,
    dungeon: cards.slice(4),
    room: cards.slice(0, 4),
    health: 1 + pick(20),
    weapon,
    slain,
    discard: [],
    lastTurnAvoided: cards.length === 4 ? false : pick(3) === 0,
  };
}

/**
 * `state` after up to `steps` seeded cards faced within its first turn: a run part-way through a
 * turn (or `state` itself when every choice ends the turn or the run).
 */
export function partWay(state: ScoundrelState, seed: number, steps: number): ScoundrelState {
  const pick = chooser(seed);
  let current = state;
  for (let i = 0; i < steps; i++) {
    const faces = scoundrel.legalActions(current).filter((action) => action.type === 'face');
    const next = act(current, faces[pick(faces.length)]!);
    if (next.turn.faced === 0 || scoundrel.result(next).over) break;
    current = next;
  }
  return current;
}
