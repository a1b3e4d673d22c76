import { describe, expect, it } from 'vitest';
import type { ScoundrelState } from '../../../src/games/scoundrel/index.js';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { AFTER_SAFE_30, AVOID, deal, face, faceInOrder, offers, play, refusal, SAFE_30, view } from './helpers.js';

/** A state whose dungeon is empty and whose room holds `room` (the rest of the cards are discarded). */
function lastRoom(room: string[]): ScoundrelState {
  const start = deal(room);
  const others = [...start.room, ...start.dungeon].filter((c) => !room.includes(c));
  return scoundrel.stateSchema.parse({ ...start, room, dungeon: [], discard: others });
}

describe('Scoundrel: rooms', () => {
  it('fills the first room with the top 4 cards of the dungeon, in order', () => {
    const v = view(deal(['9S', '4H', '2D', 'QC', '7H']));
    expect(v.room).toEqual(['9S', '4H', '2D', 'QC']);
    expect(v.dungeon).toBe(40);
    expect(v.faced).toBe(0);
  });

  it('keeps the turn going until 3 cards are faced: no refill after 1 or 2', () => {
    const start = deal(['2D', '3D', '4D', '9S', '5D', '6D', '7D']);
    const one = play(start, face('2D'));
    expect(view(one).room).toEqual(['3D', '4D', '9S']);
    expect(view(one).dungeon).toBe(40);
    const two = play(one, face('3D'));
    expect(view(two).room).toEqual(['4D', '9S']);
    expect(view(two).dungeon).toBe(40);
    expect(view(two).faced).toBe(2);
  });

  it('after 3 cards are faced, leaves the 4th in the room and refills it to 4 from the top of the dungeon, in order', () => {
    const state = play(deal(['2D', '3D', '4D', '9S', '5D', '6D', '7D', '8D']), face('2D'), face('3D'), face('4D'));
    expect(view(state).room).toEqual(['9S', '5D', '6D', '7D']);
    expect(view(state).dungeon).toBe(37);
    expect(view(state).faced).toBe(0);
  });

  it('keeps whichever card was not faced, wherever it was in the room', () => {
    const state = play(deal(['2D', '3D', '9S', '4D', '5D', '6D', '7D']), face('4D'), face('2D'), face('3D'));
    expect(view(state).room).toEqual(['9S', '5D', '6D', '7D']);
  });

  it('over a whole run, brings every card of the dungeon into a room in order, none skipped or repeated', () => {
    const deck = [...SAFE_30, ...AFTER_SAFE_30];
    const states = faceInOrder(deal(deck));
    const faced = states.slice(1).map((s) => s.lastFaced);
    expect(faced).toEqual(deck);
  });

  it('ends with a last room of the cards the dungeon could still give, each of which must be faced', () => {
    // 44 cards: a room of 4, then 3 new cards a turn; the 14th turn leaves 1 in the room and 1 in the dungeon.
    const deck = [...SAFE_30, ...AFTER_SAFE_30];
    const states = faceInOrder(deal(deck));
    const last = states.find((s) => s.dungeon.length === 0)!;
    expect(view(last).room).toEqual(deck.slice(42));
    expect(view(last).canAvoid).toBe(false);
    expect(offers(last, AVOID)).toBe(false);
    const afterOne = play(last, face(deck[42]!));
    expect(scoundrel.result(afterOne).over).toBe(false);
    expect(scoundrel.legalActions(afterOne)).toEqual([face(deck[43]!)]);
  });

  it('makes every card of a room of 4 be faced when the dungeon is empty: the turn does not stop at 3', () => {
    let state = lastRoom(['2D', '3D', '4D', '5D']);
    state = play(state, face('2D'), face('3D'), face('4D'));
    expect(view(state).room).toEqual(['5D']);
    expect(view(state).faced).toBe(3);
    expect(scoundrel.result(state).over).toBe(false);
    expect(scoundrel.legalActions(state)).toEqual([face('5D')]);
    state = play(state, face('5D'));
    expect(scoundrel.result(state)).toMatchObject({ over: true, won: true });
  });

  it('lets the last turn be 1, 2, 3 or 4 cards, all faced, and then the run is won', () => {
    for (const room of [['2D'], ['2D', '3D'], ['2D', '3D', '4D'], ['2D', '3D', '4D', '5D']]) {
      let state = lastRoom(room);
      for (const card of room) {
        expect(scoundrel.result(state).over).toBe(false);
        state = play(state, face(card));
      }
      expect(view(state).room).toEqual([]);
      expect(scoundrel.result(state)).toMatchObject({ over: true, won: true, score: 20 });
      expect(scoundrel.legalActions(state)).toEqual([]);
    }
  });

  it('does not let a partial last room be avoided', () => {
    for (const room of [['2D'], ['2D', '3D'], ['2D', '3D', '4D']]) {
      const state = lastRoom(room);
      expect(view(state).canAvoid).toBe(false);
      expect(offers(state, AVOID)).toBe(false);
      expect(refusal(state, AVOID).code).toBeTruthy();
    }
  });

  it('ends the run won once every card of the dungeon has been faced', () => {
    const states = faceInOrder(deal([...SAFE_30, ...AFTER_SAFE_30]));
    const end = states.at(-1)!;
    expect(states.slice(0, -1).every((s) => !scoundrel.result(s).over)).toBe(true);
    expect(view(end)).toMatchObject({ room: [], dungeon: 0, over: true, won: true });
    expect(scoundrel.result(end)).toMatchObject({ over: true, won: true });
    expect(scoundrel.legalActions(end)).toEqual([]);
    expect(refusal(end, face('6H')).code).toBe('game-over');
  });
});
