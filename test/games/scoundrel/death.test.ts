import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { AVOID, deal, face, hit, MONSTERS, monsterTotal, play, refusal, view } from './helpers.js';

/** Every monster's value added up: 2 suits x (2 + ... + 10 + 11 + 12 + 13 + 14). */
const ALL_MONSTERS = 208;

describe('Scoundrel: death', () => {
  it('the 26 monsters are worth 208 in all', () => {
    expect(monsterTotal(MONSTERS)).toBe(ALL_MONSTERS);
  });

  it('ends the run at once when health drops below 0: nothing more is offered or accepted', () => {
    const state = play(deal(['KS', 'KC', '9H', '5D']), face('KS'), face('KC'));
    expect(view(state).health).toBe(-6);
    expect(view(state)).toMatchObject({ over: true, won: false, canAvoid: false });
    expect(scoundrel.legalActions(state)).toEqual([]);
    // Not even the potion still lying in the room.
    for (const action of [face('9H'), face('5D'), hit('9H'), AVOID]) {
      expect(refusal(state, action).code).toBe('game-over');
    }
  });

  it('ends the run at exactly 0 health too', () => {
    const state = play(deal(['AS', '6C', '9H']), face('AS'), face('6C'));
    expect(view(state).health).toBe(0);
    expect(scoundrel.result(state)).toMatchObject({ over: true, won: false });
    expect(scoundrel.legalActions(state)).toEqual([]);
  });

  it('does not deal a new room when the killing blow is the 3rd card of a turn', () => {
    const state = play(deal(['10S', '9C', '3S', 'JS']), face('10S'), face('9C'), face('3S'));
    expect(view(state).health).toBe(-2);
    expect(view(state).room).toEqual(['JS']);
    expect(view(state).dungeon).toBe(40);
    expect(scoundrel.result(state).over).toBe(true);
  });

  it('scores the health after the killing blow minus every monster not yet faced', () => {
    const state = play(deal(['KS', 'KC', '9H', '5D']), face('KS'), face('KC'));
    // -6, minus all monsters but the two Kings (the 9H and 5D in the room are not monsters).
    expect(scoundrel.result(state)).toMatchObject({ over: true, won: false, score: -6 - (ALL_MONSTERS - 26) });
    expect(view(state).score).toBe(-188);
  });

  it('counts the monsters still in the room as well as those in the dungeon, and not those on the weapon', () => {
    // Turn 1: 5D, JS on the weapon (14), KS barehanded (1). Turn 2: room KC 2S 3S 4S; KC barehanded: -12.
    const state = play(deal(['5D', 'JS', 'KS', 'KC']), face('5D'), hit('JS'), face('KS'), face('KC'));
    expect(view(state).health).toBe(-12);
    expect(view(state).room).toEqual(['2S', '3S', '4S']);
    const unfaced = ALL_MONSTERS - 11 - 13 - 13; // 171, of which 2S + 3S + 4S = 9 lie in the room
    expect(scoundrel.result(state).score).toBe(-12 - unfaced);
    expect(scoundrel.result(state).score).toBe(-183);
  });

  it('can come from a weapon fight: the damage the weapon lets through kills too', () => {
    const state = play(deal(['AS', '2D', 'KS']), face('AS'), face('2D'), hit('KS'));
    expect(view(state).health).toBe(6 - 11);
    expect(scoundrel.result(state)).toMatchObject({ over: true, won: false, score: -5 - (ALL_MONSTERS - 14 - 13) });
  });
});
