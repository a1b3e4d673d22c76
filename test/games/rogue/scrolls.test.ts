import { describe, expect, it } from 'vitest';
import { rogue } from '../../../src/games/rogue/index.js';
import type { RogueView } from '../../../src/games/rogue/view.js';
import { fighting, holding, newRun, patch, play, playAll } from './helpers.js';

const read = { type: 'use', card: 'AP' } as const;
/** A fighter holding the Ace of Pentacles, whose effect will be `effect`. */
const withScroll = (effect: number, fields = {}) => holding(patch(newRun({ deck: ['8S', '3C', '9W'] }), fields), 'scroll', 'AP', effect);

describe('Rogue Risus: every scroll effect', () => {
  it('1 Enchant Weapon (fighters): +1, up to +3', () => {
    expect(play(withScroll(1), read).state.weapon).toBe(1);
    expect(play(withScroll(1, { weapon: 3 }), read).state.weapon).toBe(3);
    const mage = holding(newRun({ cliche: 'fire-mage' }), 'scroll', 'AP', 1);
    expect(play(mage, read).state.weapon).toBeNull();
  });

  it('2 Curse Weapon (fighters): -1, down to -1', () => {
    expect(play(withScroll(2), read).state.weapon).toBe(-1);
    expect(play(withScroll(2, { weapon: -1 }), read).state.weapon).toBe(-1);
  });

  it("3 Enchant Armor: +1, up to +3 (a mage's robe too)", () => {
    const mage = holding(newRun({ cliche: 'ice-mage' }), 'scroll', 'AP', 3);
    expect(play(mage, read).state.armour).toBe(1);
    expect(play(withScroll(3, { armour: 3 }), read).state.armour).toBe(3);
  });

  it('4 Curse Armor: -1, down to -1', () => {
    expect(play(withScroll(4), read).state.armour).toBe(-1);
    expect(play(withScroll(4, { armour: -1 }), read).state.armour).toBe(-1);
  });

  it('5 Remove Curse sets a -1 weapon and armour back to 0', () => {
    expect(play(withScroll(5, { weapon: -1, armour: -1 }), read).state).toMatchObject({ weapon: 0, armour: 0 });
    expect(play(withScroll(5, { weapon: 2, armour: -1 }), read).state).toMatchObject({ weapon: 2, armour: 0 });
  });

  it('6 Identify records the effect of one blank item, asking which when there are several', () => {
    const one = holding(withScroll(6), 'wand', '5W', 9);
    expect(play(one, read).state.known.wand).toEqual({ '5W': 9 });
    const two = holding(one, 'potion', '3C', 2);
    const asking = play(two, read).state;
    expect(asking.pending).toEqual({ kind: 'identify' });
    expect(rogue.legalActions(asking)).toEqual([
      { type: 'identify', card: '3C' },
      { type: 'identify', card: '5W' },
    ]);
    const done = play(asking, { type: 'identify', card: '3C' }).state;
    expect(done.known.potion).toEqual({ '3C': 2 });
    expect(done.known.wand).toEqual({});
    expect(play(withScroll(6), read).text).toContain('nothing unidentified');
  });

  it('7 Teleport explores the next card at once (one card, even with the Amulet of Speed)', () => {
    const run = withScroll(7, { amulet: 'M7', rested: true });
    const moved = play(run, read).state;
    expect(moved.drawn).toEqual(['8S']);
    expect(moved.combat?.monster.name).toBe('Cougar');
    expect(moved.rested).toBe(false);
  });

  it('7 Teleport out of a fight: no kill, no item roll, and the next card now', () => {
    const cup = holding(playAll(newRun({ deck: ['5C', '8S'] }), [5], { type: 'draw' }).state, 'scroll', 'AP', 7);
    const away = play(cup, read).state;
    expect(away.kills).toBe(0);
    expect(away.inventory.potion).toEqual({});
    expect(away.drawn).toEqual(['5C', '8S']);
    expect(away.combat?.monster.name).toBe('Cougar');
  });

  it('7 Teleport with the level deck empty only ends the fight', () => {
    const last = holding(patch(fighting(1, '8S'), { deck: [] }), 'scroll', 'AP', 7);
    const away = play(last, read);
    expect(away.state.combat).toBeNull();
    expect(away.text).toContain('nowhere to teleport');
  });

  it("8 Fear: every die of the monster's next roll shows 1", () => {
    const warrior = holding(fighting(2, '8S'), 'scroll', 'AP', 8);
    const feared = play(warrior, read).state;
    const rolled = playAll(feared, [2], { type: 'fight' }).state;
    expect(rolled.rolls[1]).toMatchObject({ dice: [1, 1] });
    expect(rolled.combat?.roll?.monsterTotal).toBe(2);
    expect(rolled.effects.fear).toBe(false);
  });

  it('9 Immolate deals 1 die unless you resist fire, and burns a random scroll', () => {
    const andAnother = (fields: object) => {
      const run = withScroll(9, fields);
      return patch(run, { inventory: { ...run.inventory, scroll: { AP: 1, QP: 1 } } });
    };
    const burnt = play(andAnother({ dice: 2, maxDice: 2 }), read).state;
    expect(burnt.dice).toBe(1);
    expect(burnt.inventory.scroll).toEqual({});
    const cool = play(andAnother({ rings: ['M4'] }), read).state;
    expect(cool.dice).toBe(1);
    expect(cool.inventory.scroll).toEqual({});
  });

  it('10 Magic Mapping turns the level deck face up until you descend', () => {
    const mapped = play(withScroll(10), read).state;
    expect((rogue.view(mapped) as RogueView).mapped).toEqual(mapped.deck);
    const down = play(patch(mapped, { drawn: mapped.deck.slice(0, 16), deck: mapped.deck.slice(16) }), { type: 'descend' }).state;
    expect((rogue.view(down) as RogueView).mapped).toBeNull();
  });

  it('11 Blink ends the current card: the fight is over with no kill and no item roll', () => {
    const cup = holding(playAll(newRun({ deck: ['5C', '8S'] }), [5], { type: 'draw' }).state, 'scroll', 'AP', 11);
    const gone = play(cup, read).state;
    expect(gone.combat).toBeNull();
    expect(gone.kills).toBe(0);
    expect(gone.inventory.potion).toEqual({});
    expect(gone.drawn).toEqual(['5C']);
    expect(play(withScroll(11), read).text).toContain('no encounter');
  });

  it('12 Chaos erases every known effect of the group chosen', () => {
    const run = patch(withScroll(12), { known: { potion: { '3C': 2 }, scroll: { '2P': 5 }, wand: { '5W': 9 } } });
    const asking = play(run, read).state;
    expect(rogue.legalActions(asking)).toEqual([
      { type: 'chaos', group: 'potion' },
      { type: 'chaos', group: 'scroll' },
      { type: 'chaos', group: 'wand' },
    ]);
    const erased = play(asking, { type: 'chaos', group: 'wand' }).state;
    expect(erased.known).toEqual({ potion: { '3C': 2 }, scroll: { '2P': 5, AP: 12 }, wand: {} });
  });

  it('13 Gift: the next roll to find an item succeeds', () => {
    const gifted = play(withScroll(13, { deck: ['3P'] }), read).state;
    expect(gifted.gift).toBe(true);
    const found = playAll(gifted, [1], { type: 'draw' }).state;
    expect(found.inventory.scroll).toEqual({ '3P': 1 });
    expect(found.gift).toBe(false);
    expect(found.random.script).toEqual([]);
  });

  it('14 Blank Scroll does nothing', () => {
    const after = play(withScroll(14), read);
    expect(after.text).toContain('nothing written on it');
    expect(after.state.inventory.scroll).toEqual({});
  });
});
