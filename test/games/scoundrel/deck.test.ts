import { describe, expect, it } from 'vitest';
import { scoundrelDeck } from '../../../src/games/scoundrel/cards.js';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { ALL_CARDS, deal, face, hit, MONSTERS, POTIONS, play, stack, view, WEAPONS } from './helpers.js';

const sorted = (codes: readonly string[]): string[] => [...codes].sort();

describe('Scoundrel: the deck', () => {
  it('is 44 cards: 26 monsters (Clubs and Spades 2..A), 9 weapons (Diamonds 2..10), 9 potions (Hearts 2..10)', () => {
    expect(MONSTERS).toHaveLength(26);
    expect(WEAPONS).toHaveLength(9);
    expect(POTIONS).toHaveLength(9);
    expect(scoundrelDeck()).toHaveLength(44);
    expect(sorted(scoundrelDeck())).toEqual(sorted(ALL_CARDS));
  });

  it('has no jokers, red faces or red Aces', () => {
    const deck = scoundrelDeck();
    for (const removed of ['JK1', 'JK2', 'JD', 'QD', 'KD', 'AD', 'JH', 'QH', 'KH', 'AH']) {
      expect(deck).not.toContain(removed);
    }
    // ...while the black faces and Aces stay in as monsters.
    for (const kept of ['JS', 'QS', 'KS', 'AS', 'JC', 'QC', 'KC', 'AC']) expect(deck).toContain(kept);
  });

  it('deals every one of the 44 cards, once, from a seed', () => {
    for (const seed of ['one', 'two', 'three']) {
      const state = scoundrel.setup({ seed });
      expect(sorted([...state.room, ...state.dungeon])).toEqual(sorted(ALL_CARDS));
    }
  });

  it('values monsters by rank: 2..10 their number, Jack 11, Queen 12, King 13, Ace 14 (fought barehanded from 20)', () => {
    const cases: Array<[string, number]> = [
      ['2S', 2],
      ['7C', 7],
      ['10S', 10],
      ['JS', 11],
      ['QC', 12],
      ['KS', 13],
      ['AC', 14],
    ];
    for (const [monster, damage] of cases) {
      expect(view(play(deal([monster]), face(monster))).health).toBe(20 - damage);
    }
  });

  it('values weapons by rank: a 10 of Diamonds stops a 10 and lets 4 of an Ace through', () => {
    expect(view(play(deal(['10D', '10S']), face('10D'), hit('10S'))).health).toBe(20);
    expect(view(play(deal(['10D', 'AS']), face('10D'), hit('AS'))).health).toBe(16);
  });

  it('values potions by rank: a 7 of Hearts heals 7', () => {
    expect(view(play(deal(['AS', '7H']), face('AS'), face('7H'))).health).toBe(6 + 7);
  });

  it('starts at 20 health, with no weapon and nothing slain', () => {
    const v = view(scoundrel.setup({ seed: 'start' }));
    expect(v.health).toBe(20);
    expect(v.maxHealth).toBe(20);
    expect(v.weapon).toBeNull();
    expect(v.slain).toEqual([]);
    expect(v.over).toBe(false);
    expect(scoundrel.result(scoundrel.setup({ seed: 'start' }))).toEqual({ over: false });
  });

  it('takes a stacked dungeon top card first: the first room is its top 4 cards, 40 stay in the dungeon', () => {
    const deck = stack(['KS', '3H', '9D', '2C', '5H']);
    const v = view(scoundrel.setup({ seed: 'x', deck }));
    expect(v.room).toEqual(['KS', '3H', '9D', '2C']);
    expect(v.dungeon).toBe(40);
  });

  it('refuses a stacked dungeon that is not exactly the 44 Scoundrel cards', () => {
    const good = stack([]);
    const cases: string[][] = [
      good.slice(1), // 43 cards
      [...good, 'JK1'], // a joker added
      [...good.slice(1), good[1]!], // a card twice, one missing
      ['QH', ...good.slice(1)], // a red Queen in place of a card
      [...good.slice(1), 'AD'], // a red Ace in place of a card
    ];
    for (const deck of cases) expect(() => scoundrel.setup({ seed: 'bad', deck })).toThrow();
  });

  it('does not keep a reference to the stacked deck it was given', () => {
    const deck = stack(['2S', '3S', '4S', '5S', '6S']);
    const state = scoundrel.setup({ seed: 'ref', deck });
    const before = structuredClone(state);
    deck.reverse();
    expect(state).toEqual(before);
  });
});
