import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { AFTER_SAFE_30, AVOID, deal, face, faceInOrder, offers, play, refusal, SAFE_30, view } from './helpers.js';

describe('Scoundrel: avoiding a room', () => {
  it('is offered on a fresh room of 4', () => {
    const state = deal();
    expect(view(state).canAvoid).toBe(true);
    expect(offers(state, AVOID)).toBe(true);
  });

  it('puts the room under the dungeon in room order and deals the next 4 cards as the new room', () => {
    const state = play(deal(['5H', '2H', '4H', '3H', '9S', '8D', '7C', '6H', 'KS']), AVOID);
    expect(view(state).room).toEqual(['9S', '8D', '7C', '6H']);
    expect(view(state).dungeon).toBe(40);
    expect(view(state).health).toBe(20);
    expect(state.dungeon.slice(-4)).toEqual(['5H', '2H', '4H', '3H']);
  });

  it('deals the avoided cards again last, in the order they lay in the room', () => {
    const avoided = ['5H', '2H', '4H', '3H'];
    const rest = ['10C', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '6H'];
    const start = play(deal([...avoided, ...SAFE_30, ...rest]), AVOID);
    const states = faceInOrder(start, ['10C']);
    // Faced in dungeon order: the avoided room comes back at the very end, in room order.
    expect(states.slice(1).map((s) => s.lastFaced)).toEqual([...SAFE_30, ...rest, ...avoided]);
    // The 14th room is the last card of the others followed by the first 3 avoided cards; the last room the final 2.
    const rooms = states.filter((s) => s.turn.faced === 0).map((s) => view(s).room);
    expect(rooms.at(-2)).toEqual(['6H', '5H', '2H', '4H']);
    expect(rooms.at(-1)).toEqual(['4H', '3H']);
    expect(scoundrel.result(states.at(-1)!)).toMatchObject({ over: true, won: true });
  });

  it('is refused twice in a row: a value with a message, the state unchanged, not offered, canAvoid false', () => {
    const avoided = play(deal(), AVOID);
    const before = structuredClone(avoided);
    const outcome = scoundrel.apply(avoided, AVOID);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.code).toBe('avoid-twice');
    expect(outcome.message).toMatch(/two rooms in a row/i);
    expect(avoided).toEqual(before);
    expect(offers(avoided, AVOID)).toBe(false);
    expect(view(avoided).canAvoid).toBe(false);
    expect(view(avoided).lastTurnAvoided).toBe(true);
    // The room dealt after the avoid must be played: its cards are all offered.
    for (const card of view(avoided).room) expect(offers(avoided, face(card))).toBe(true);
  });

  it('is allowed again once a room has been played (3 cards faced)', () => {
    let state = play(deal(['2S', '3S', '4S', '5S', '2D', '3D', '4D', '5D', '6D', '7D', '8D']), AVOID);
    expect(view(state).room).toEqual(['2D', '3D', '4D', '5D']);
    state = play(state, face('2D'), face('3D'));
    expect(view(state).canAvoid).toBe(false); // still the same turn
    state = play(state, face('4D'));
    expect(view(state).room).toEqual(['5D', '6D', '7D', '8D']);
    expect(view(state).canAvoid).toBe(true);
    expect(offers(state, AVOID)).toBe(true);
    state = play(state, AVOID);
    expect(view(state).room).toEqual(['6S', '7S', '8S', '9S']); // the next cards of the stacked dungeon
  });

  it('is not allowed once a card of the room has been faced this turn', () => {
    const state = play(deal(['2D', '3D', '4D', '5D']), face('3D'));
    expect(view(state).canAvoid).toBe(false);
    expect(offers(state, AVOID)).toBe(false);
    const before = structuredClone(state);
    expect(refusal(state, AVOID)).toMatchObject({ code: 'avoid-started' });
    expect(refusal(state, AVOID).message).not.toBe('');
    expect(state).toEqual(before);
  });

  it('with fewer than 4 cards left in the dungeon, the room refills from the top, so avoided cards can come straight back', () => {
    const deck = [...SAFE_30, ...AFTER_SAFE_30];
    const turn14 = faceInOrder(deal(deck)).find((s) => s.dungeon.length === 1 && s.turn.faced === 0)!;
    expect(view(turn14).room).toEqual(deck.slice(39, 43));
    expect(view(turn14).canAvoid).toBe(true);
    const after = play(turn14, AVOID);
    // The dungeon is now [44th card, 40th, 41st, 42nd, 43rd]: the room takes the first 4.
    expect(view(after).room).toEqual([deck[43], ...deck.slice(39, 42)]);
    expect(view(after).dungeon).toBe(1);
    expect(after.dungeon).toEqual([deck[42]]);
  });
});
