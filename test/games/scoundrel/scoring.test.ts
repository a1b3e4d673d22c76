import { describe, expect, it } from 'vitest';
import { type ScoundrelState, scoundrel } from '../../../src/games/scoundrel/index.js';
import { AFTER_SAFE_30, cards, deal, faceInOrder, SAFE_30, view } from './helpers.js';

/**
 * Plays SAFE_30 (30 cards, 10 turns, ending at 20 health) and then `tail`, the other 14 cards, in
 * dungeon order. Turns of the tail by position: [31 32 33] [34 35 36] [37 38 39] [40 41 42] [43 44].
 */
function clear(tail: string[], barehanded: string[] = []): ScoundrelState[] {
  expect([...tail].sort()).toEqual([...AFTER_SAFE_30].sort());
  const states = faceInOrder(deal([...SAFE_30, ...tail]), barehanded);
  expect(view(states[30]!).health).toBe(20);
  return states;
}

describe('Scoundrel: scoring a cleared dungeon', () => {
  it('is not scored while the run goes on', () => {
    const state = deal();
    expect(scoundrel.result(state)).toEqual({ over: false });
    expect(view(state).score).toBeNull();
  });

  it('at 20 health with a potion faced last: 20 + that potion', () => {
    const states = clear(['9D', '10C', '2H', '2D', '3D', '3H', '4D', '5D', '4H', '6D', '7D', '5H', '8D', '6H']);
    const end = states.at(-1)!;
    expect(end.lastFaced).toBe('6H');
    expect(scoundrel.result(end)).toMatchObject({ over: true, won: true, score: 26 });
    expect(view(end).score).toBe(26);
  });

  it("at 20 health with the turn's second, wasted potion faced last: 20 + that potion too", () => {
    const states = clear(['9D', '10C', '2H', '2D', '3D', '3H', '4D', '5D', '4H', '6D', '7D', '8D', '5H', '6H']);
    const beforeLast = states.at(-2)!;
    expect(view(beforeLast).potionUsed).toBe(true); // the 5H was this turn's potion
    expect(scoundrel.result(states.at(-1)!)).toMatchObject({ over: true, won: true, score: 26 });
  });

  it.each<[string, string, string[], number, number]>([
    ['at 20 health with a weapon faced last: 20', '9D 10C 2H 2D 3D 3H 4D 5D 4H 6D 7D 5H 6H 8D', [], 20, 20],
    // 10C barehanded at 40 (20 -> 10), 5H heals to 15, 9D, then 2H heals to 17 as the last card.
    ['below 20 with a potion faced last: just the health', '2D 3D 4D 5D 6D 7D 8D 3H 4H 10C 5H 6H 9D 2H', ['10C'], 17, 17],
    // 10C barehanded at 40 (10), 4H heals to 14, 5H wasted; last turn 2H heals to 16, 6H wasted.
    [
      'below 20 with a wasted potion faced last: just the health, the potion adds nothing',
      '2D 3D 4D 5D 6D 7D 8D 9D 3H 10C 4H 5H 2H 6H',
      ['10C'],
      16,
      16,
    ],
    // 10C barehanded at 40 (10), 5H heals to 15; last turn 9D, then 6H heals to 20 (not 21).
    ['the last potion bringing health back to 20 earns the bonus', '2D 3D 4D 5D 6D 7D 8D 3H 4H 10C 5H 2H 9D 6H', ['10C'], 20, 26],
  ])('%s', (_, tail, barehanded, health, score) => {
    const states = clear(cards(tail), barehanded);
    expect(view(states.at(-1)!).health).toBe(health);
    expect(scoundrel.result(states.at(-1)!)).toMatchObject({ over: true, won: true, score });
  });
});
