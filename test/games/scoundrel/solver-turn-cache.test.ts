/**
 * The solver's cache of enumerated turns lives as long as the process and is shared by every deal
 * it solves, so its key must tell apart turns whose ends differ. The last room is faced whole in
 * one turn (one potion heals in it); the same room with cards still behind it is faced three cards
 * at a time, the fourth left for the next turn (where a second potion heals again). Each order of
 * solving is tried on a fresh copy of the solver's modules, so that neither finds the other's turn
 * already cached by an earlier test.
 */
import { describe, expect, it, vi } from 'vitest';
import { type ScoundrelState, scoundrel } from '../../../src/games/scoundrel/index.js';
import { bruteForceBest, replay } from './brute-force.js';

/** The room both runs turn: one monster, three potions (only one heals per turn). */
const ROOM = ['9S', '6H', '5H', '2H'];

/**
 * A run at the start of a turn with `ROOM` turned, at 10 health, no weapon, `behind` still in the
 * dungeon, and the last turn avoided (so this room must be faced: avoiding it is no way round).
 */
function atRoom(behind: string[]): ScoundrelState {
  const base = scoundrel.setup({ seed: 'turn-cache', options: { weaponRule: 'lenient' } });
  return {
    ...base,
    room: [...ROOM],
    dungeon: behind,
    health: 10,
    weapon: null,
    slain: [],
    discard: [],
    lastTurnAvoided: true,
    lastFaced: null,
  };
}

/** The last room: nothing behind it. */
const LAST = atRoom([]);
/** The same room with a card behind it (a potion: no monster value that the last room lacks). */
const BEHIND = atRoom(['4H']);

/** Solves each state in turn on a fresh solver (its turn cache empty), checking each against the brute force. */
async function solveInOrder(states: ScoundrelState[]): Promise<void> {
  vi.resetModules();
  const { solveState } = await import('../../../src/games/scoundrel/solver.js');
  for (const state of states) {
    const solved = solveState(state);
    if (!solved.decided) throw new Error('the solver gave up on a one-room dungeon');
    const name = state.dungeon.length === 0 ? 'the last room' : 'the room with a card behind';
    expect(solved.best, name).toBe(bruteForceBest(state));
    expect(scoundrel.result(replay(state, solved.line)), name).toMatchObject({ over: true, score: solved.best });
  }
}

describe('Scoundrel solver: the turn cache keeps a last room apart from the same room with cards behind it', () => {
  it('the two rooms score differently (one potion heals in a turn)', () => {
    // Last room: 6H to 16, 9S to 7, the other potions wasted. With 4H behind: 6H 9S 2H leave 5H,
    // which heals in the next turn (with 4H) to 12.
    expect(bruteForceBest(LAST)).toBe(7);
    expect(bruteForceBest(BEHIND)).toBe(12);
  });

  it('solves the last room first, then the same room with a card behind it', async () => {
    await solveInOrder([LAST, BEHIND]);
  });

  it('solves the room with a card behind it first, then the last room', async () => {
    await solveInOrder([BEHIND, LAST]);
  });
});
