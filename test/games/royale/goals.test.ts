import { describe, expect, it } from 'vitest';
import { computeSets, goalMet, goalPossible } from '../../../src/games/royale/goals.js';
import { type RoyaleState, royale } from '../../../src/games/royale/index.js';
import { deal, play, view } from './helpers.js';

/** A map whose opponents are, cell by cell, these 16 face cards and Aces. */
const FACES = ['AS', 'JS', 'QS', 'KS', 'AC', 'JC', 'QC', 'KC', 'AD', 'JD', 'QD', 'KD', 'AH', 'JH', 'QH', 'KH'];
const base = deal(
  FACES.map(
    (face, i) =>
      [String(3 + (i % 8)) + 'SCDH'[Math.floor(i / 8)]!, face, String(3 + (i % 8)) + 'SCDH'[2 + Math.floor(i / 8)]!] as [
        string,
        string,
        string,
      ],
  ),
);

/** The map with a goal, some spaces cleared, the player on a space. */
function board(goal: number, cleared: number[], position = -1): RoyaleState {
  return {
    ...base,
    goal,
    goalSets: computeSets(base.cells, goal),
    position,
    phase: position < 0 ? 'start' : 'move',
    cells: base.cells.map((cell, i) => ({ ...cell, state: cleared.includes(i) ? ('cleared' as const) : cell.state })),
  };
}

// Rows are suits (Spades row 0 ... Hearts row 3); columns are ranks (A, J, Q, K).
const GOALS: [number, string, number[]][] = [
  [1, 'all Wizards', [0, 1, 2, 3]],
  [2, 'all Fighters', [4, 5, 6, 7]],
  [3, 'all Thieves', [8, 9, 10, 11]],
  [4, 'all Clerics', [12, 13, 14, 15]],
  [5, 'any one class (Thieves)', [8, 9, 10, 11]],
  [6, 'all Halflings', [0, 4, 8, 12]],
  [7, 'all Dwarves', [1, 5, 9, 13]],
  [8, 'all Elves', [2, 6, 10, 14]],
  [9, 'all Humans', [3, 7, 11, 15]],
  [10, 'any one race (Humans)', [3, 7, 11, 15]],
  [11, 'a diagonal', [3, 6, 9, 12]],
  [12, 'any goal (the four corners)', [0, 3, 12, 15]],
];

describe('Risus Royale: goals', () => {
  it.each(GOALS)('goal %i is met by defeating %s, and not by three of them', (goal, _name, cells) => {
    expect(goalMet(board(goal, cells))).toBe(true);
    expect(goalMet(board(goal, cells.slice(1)))).toBe(false);
  });

  it.each(GOALS)('goal %i (%s) can no longer be met once the player is walled in away from its opponents', (goal) => {
    expect(goalPossible(board(goal, [], 5))).toBe(true);
    // On space 0 with 1, 4 and 5 cleared around it, nothing else can be reached.
    expect(goalPossible(board(goal, [1, 4, 5], 0))).toBe(false);
  });

  it('keeps an "any" goal possible while one of its sets can still be completed', () => {
    expect(goalPossible(board(5, [1, 4], 0))).toBe(true);
    expect(goalPossible(board(1, [1, 4], 15))).toBe(true);
    expect(goalPossible(board(1, [1, 4, 5], 15))).toBe(false);
  });

  it('loses the run when the goal can no longer be met, and wins it when met', () => {
    const won = play(
      {
        ...board(1, [0, 1, 2]),
        phase: 'move',
        position: 2,
        cells: board(1, [0, 1, 2]).cells.map((c, i) => (i === 3 ? { ...c, state: 'opponent' as const } : c)),
      },
      { type: 'move', cell: 3 },
    );
    expect(won.phase).toBe('battle');
    expect(view(won).battle!.enemy).toBe('opponent');
  });

  it('counts a defeated opponent toward the goal only when he is part of it', () => {
    const state = board(1, [0, 1], 1);
    expect(view(state).progress).toEqual({ defeated: 2, needed: 4 });
    expect(royale.result({ ...state, phase: 'lost', lostBecause: 'test' })).toMatchObject({ score: 2 });
  });
});
