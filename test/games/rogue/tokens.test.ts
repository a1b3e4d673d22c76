import { describe, expect, it } from 'vitest';
import { fighting, holding, newRun, patch, play, playAll } from './helpers.js';

/** The token bags of "Usable Items": one bag of 1..14 per kind, drawn on first use, remembered per card. */
describe('Rogue Risus: the effect token bags', () => {
  it('each kind has its own list: a potion known as 4 does not stop a scroll drawing 4 (Curse Armor)', () => {
    const run = patch(holding(newRun(), 'scroll', 'AP', 4), { known: { potion: { '2C': 4 }, scroll: {}, wand: {} } });
    const read = play(run, { type: 'use', card: 'AP' }).state;
    expect(read.known).toEqual({ potion: { '2C': 4 }, scroll: { AP: 4 }, wand: {} });
    expect(read.armour).toBe(-1);
  });

  it('a known token is set aside for scrolls and wands too', () => {
    const scrolls = patch(holding(newRun(), 'scroll', 'AP', 14), { known: { potion: {}, scroll: { '5P': 14 }, wand: {} } });
    const second = scrolls.bags.scroll[1];
    expect(play(scrolls, { type: 'use', card: 'AP' }).state.known.scroll.AP).toBe(second);
    const wands = patch(holding(fighting(1, '8S'), 'wand', 'AW', 14, 3), { known: { potion: {}, scroll: {}, wand: { '5W': 14 } } });
    const zapped = playAll(wands, [], { type: 'aim', card: 'AW' }, { type: 'use', card: 'AW', target: 'self' }).state;
    expect(zapped.known.wand.AW).toBe(wands.bags.wand[1]);
  });

  it('an item found again after the last one was used does what the card was recorded to do', () => {
    const run = patch(newRun({ deck: ['AC'] }), { known: { potion: { AC: 1 }, scroll: {}, wand: {} }, dice: 1, maxDice: 2 });
    const found = playAll(run, [1, 2], { type: 'draw' }).state;
    expect(found.inventory.potion).toEqual({ AC: 1 });
    const drunk = play(holding(found, 'potion', 'AC', 14), { type: 'use', card: 'AC' }).state;
    expect(drunk.known.potion).toEqual({ AC: 1 });
    expect(drunk.dice).toBe(2);
  });

  it('every token goes back to the bag: once Chaos erases the potions, a token recorded before can be drawn again', () => {
    const run = holding(
      holding(patch(newRun(), { known: { potion: { '2C': 14 }, scroll: {}, wand: {} } }), 'scroll', 'AP', 12),
      'potion',
      'AC',
      14,
    );
    expect(play(run, { type: 'use', card: 'AC' }).state.known.potion.AC).not.toBe(14);
    const chaos = play(play(run, { type: 'use', card: 'AP' }).state, { type: 'chaos', group: 'potion' }).state;
    expect(chaos.known.potion).toEqual({});
    expect(play(chaos, { type: 'use', card: 'AC' }).state.known.potion).toEqual({ AC: 14 });
  });
});
