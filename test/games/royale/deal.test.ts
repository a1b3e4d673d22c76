import { describe, expect, it } from 'vitest';
import { royale } from '../../../src/games/royale/index.js';
import { creatureOf, opponentOf, treasureOf } from '../../../src/games/royale/tables.js';
import { deal, deckFor, SAM, view } from './helpers.js';

describe('Risus Royale: the deal', () => {
  it('takes the goal from the first two deuces (row, then column) and starts the discard pile with all four', () => {
    const state = deal([], [], SAM, ['2D', '2C', '2S', '2H']);
    expect(state.goal).toBe(8);
    expect(view(state).goalName).toBe('Defeat all Elves');
    expect(state.discard).toEqual(['2D', '2C', '2S', '2H']);
    expect(deal([], [], SAM, ['2H', '2S', '2C', '2D']).goal).toBe(10);
    expect(deal([], [], SAM, ['2S', '2C', '2D', '2H']).goal).toBe(1);
    expect(deal([], [], SAM, ['2C', '2H', '2S', '2D']).goal).toBe(6);
  });

  it('lays pile i as number card i, face card i, number card 16 + i, keeping each kind in deck order', () => {
    const deck = royale.setup({ seed: 'order', options: SAM }).deuces;
    expect(deck).toHaveLength(4);
    const state = deal([
      ['3S', 'KS', '10H'],
      ['4C', 'AD', '9D'],
    ]);
    expect(state.cells[0]).toEqual({ bottom: '3S', middle: 'KS', top: '10H', state: 'hidden' });
    expect(state.cells[1]).toEqual({ bottom: '4C', middle: 'AD', top: '9D', state: 'hidden' });
    const cards = state.cells.flatMap((c) => [c.bottom, c.middle, c.top]);
    expect(new Set([...cards, ...state.deuces]).size).toBe(52);
    expect(deckFor([]).length).toBe(52);
  });

  it('starts on an edge space only', () => {
    const state = deal([]);
    expect(royale.legalActions(state).map((a) => (a.type === 'start' ? a.cell : -1))).toEqual([0, 1, 2, 3, 4, 7, 8, 11, 12, 13, 14, 15]);
  });

  it('deals the same from a seed and checks the character: 1 to 4 points each, total 10 (12 easy)', () => {
    const a = royale.setup({ seed: 'kardz', options: SAM });
    expect(royale.setup({ seed: 'kardz', options: SAM })).toEqual(a);
    expect(royale.stateSchema.parse(JSON.parse(JSON.stringify(a)))).toEqual(a);
    expect(() => royale.setup({ seed: 'x', options: { ...SAM, points: { S: 4, C: 4, D: 1, H: 2 } } })).toThrow(/total 10, not 11/);
    expect(() => royale.setup({ seed: 'x', options: { ...SAM, points: { S: 5, C: 3, D: 1, H: 1 } } })).toThrow(/1 to 4/);
    expect(() => royale.setup({ seed: 'x', options: { ...SAM, easy: true, points: { S: 3, C: 3, D: 3, H: 3 } } })).not.toThrow();
  });
});

describe('Risus Royale: the tables', () => {
  it('gives the Yeti example: 9 of Diamonds, 5 Diamonds and 4 Clubs', () => {
    expect(creatureOf('9D')).toEqual({ name: 'Sneaky Nasty Yeti/Bigfoot', strengths: { D: 5, C: 4 } });
  });

  it.each([
    ['3H', 'Mystical Magical Skeleton', { H: 2, S: 1 }],
    ['8C', 'Nasty Sneaky Troll', { C: 5, D: 3 }],
    ['4S', 'Magical Mystical Unicorn', { S: 2, H: 2 }],
    ['10D', 'Sneaky Nasty Giant Wurm', { D: 5, C: 5 }],
    ['6C', 'Nasty Sneaky Pirates', { C: 4, D: 2 }],
  ])('reads both clichés of the creature %s', (code, name, strengths) => {
    expect(creatureOf(code)).toEqual({ name, strengths });
  });

  it('gives each opponent its race, class and strength, plus 1 or 2 when harder', () => {
    expect(opponentOf('AD')).toMatchObject({ name: 'Frito Pockpicket', race: 'Halfling', cls: 'Thief', strength: 3 });
    expect(opponentOf('KS')).toMatchObject({ name: 'Ian McKellan', race: 'Human', cls: 'Wizard', strength: 4 });
    expect(opponentOf('QC')).toMatchObject({ name: 'Belarus', race: 'Elf', cls: 'Fighter', strength: 1 });
    expect(opponentOf('JH', 2)).toMatchObject({ name: 'Frumpy', race: 'Dwarf', cls: 'Cleric', strength: 5 });
  });

  it('gives each treasure its kind, limit and ability number', () => {
    expect(treasureOf('3S')).toMatchObject({ name: 'Dagger', kind: 'plus', against: 'C', number: 3 });
    expect(treasureOf('6D')).toMatchObject({ name: 'Bolo', kind: 'minus', against: 'O', number: 6 });
    expect(treasureOf('8S')).toMatchObject({ name: 'Magic Aura', kind: 'minus', against: 'both', number: 8 });
    expect(treasureOf('9C')).toMatchObject({ name: 'Lucky Penny', kind: 'X' });
    expect(treasureOf('10H')).toMatchObject({ name: 'Dynamite', kind: 'W' });
  });
});
