/**
 * A line told room by room: each room as it was turned, what was done there in order, and
 * the health it left; a line the engine refuses is reported, never told.
 */
import { describe, expect, it } from 'vitest';
import { scoundrel, solveDeal } from '../../../src/games/scoundrel/index.js';
import { playLine } from '../../../src/games/scoundrel/line-rooms.js';
import { deal, face } from './helpers.js';

describe('Scoundrel: a line room by room', () => {
  it('tells each room as turned, each card as faced, and the health after the room', () => {
    // Room 1: 5♦ 9♠ 3♥ 4♥ -> equip 5♦, 9♠ on it (-4), drink 3♥ (+3): 4♥ stays; the room fills with 2♠ 10♣ 7♣.
    const start = deal(['5D', '9S', '3H', '4H', '2S', '10C', '7C', 'JS', 'QS', 'KS', 'AS']);
    const played = playLine(start, [
      { type: 'face', card: '5D' },
      { type: 'face', card: '9S', weapon: true },
      face('3H'),
      // Room 2: 4♥ 2♠ 10♣ 7♣ -> avoided: it goes under the dungeon; room 3 is J♠ Q♠ K♠ A♠.
      { type: 'avoid' },
      // Room 3: J♠ Q♠ K♠ A♠ -> J♠ barehanded (-11), and the line stops there.
      face('JS'),
    ]);
    if (!played.ok) throw new Error(played.reason);
    expect(played.rooms).toEqual([
      {
        cards: ['5D', '9S', '3H', '4H'],
        avoided: false,
        steps: [
          { card: '5D', how: 'equip', weapon: null, change: 0 },
          { card: '9S', how: 'weapon', weapon: '5D', change: -4 },
          { card: '3H', how: 'drink', weapon: null, change: 3 },
        ],
        health: 19,
      },
      { cards: ['4H', '2S', '10C', '7C'], avoided: true, steps: [], health: 19 },
      { cards: ['JS', 'QS', 'KS', 'AS'], avoided: false, steps: [{ card: 'JS', how: 'barehanded', weapon: null, change: -11 }], health: 8 },
    ]);
    expect(played.end.health).toBe(8);
  });

  it('says a second potion of a turn was wasted, and ends the last room with the run', () => {
    const start = deal(['5H', '6H', '2S', '3S', 'AS', 'AC']);
    const played = playLine(start, [face('2S'), face('5H'), face('6H'), face('3S'), face('AS'), face('AC')]);
    if (!played.ok) throw new Error(played.reason);
    expect(played.rooms[0]?.steps.map((s) => s.how)).toEqual(['barehanded', 'drink', 'wasted']);
    expect(played.rooms[0]?.steps.map((s) => s.change)).toEqual([-2, 2, 0]);
    // 20 - 2 + 2 = 20, then 3, 14 and 14: dead in the second room, which is the last told.
    expect(played.rooms).toHaveLength(2);
    expect(played.rooms[1]).toMatchObject({ cards: ['3S', 'AS', 'AC', '4S'], health: -11 });
    expect(scoundrel.result(played.end)).toMatchObject({ over: true, won: false });
  });

  it('reports a line the engine refuses, and one that goes on after the run is over', () => {
    const start = deal(['5D', '9S', '3H', '4H']);
    expect(playLine(start, [face('KS')])).toEqual({ ok: false, reason: expect.stringMatching(/^action 1 is refused: .*not in this room/) });
    expect(playLine(start, [{ type: 'avoid' }, { type: 'avoid' }])).toEqual({
      ok: false,
      reason: expect.stringMatching(/^action 2 is refused: .*two rooms in a row/),
    });
    const dead = deal(['AS', 'AC', 'KS', 'KC']);
    expect(playLine(dead, [face('AS'), face('AC'), face('KS')])).toEqual({ ok: false, reason: 'action 3 comes after the run is over' });
  });

  it("tells a whole solved deal: its rooms hold every action, and it ends at the solver's score", () => {
    const state = scoundrel.setup({ seed: 'rooms-1' });
    const solved = solveDeal([...state.room, ...state.dungeon]);
    if (!solved.decided) throw new Error('undecided');
    const played = playLine(state, solved.line);
    if (!played.ok) throw new Error(played.reason);
    const told = played.rooms.reduce((sum, room) => sum + (room.avoided ? 1 : room.steps.length), 0);
    expect(told).toBe(solved.line.length);
    expect(scoundrel.result(played.end).score).toBe(solved.best);
    expect(played.rooms.at(-1)?.health).toBe(played.end.health);
  });
});
