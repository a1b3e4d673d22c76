import { describe, expect, it } from 'vitest';
import {
  allEquipment,
  allLevels,
  damageTypeOf,
  effectList,
  equipment,
  itemEffect,
  levelInfo,
  rosterEntry,
} from '../../../src/games/rogue/data.js';

describe('Rogue Risus: the tables transcribed from the rulebook', () => {
  it('has twenty levels of fourteen monsters each, Ace to King', () => {
    expect(allLevels()).toHaveLength(20);
    for (const level of allLevels()) {
      expect(level.monsters.map((m) => m.rank)).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'Kn', 'Q', 'K']);
    }
    expect(levelInfo(1).name).toBe('The Entrance Caves');
    expect(levelInfo(13).name).toBe('The Elemental Fissures');
    expect(levelInfo(20).name).toBe('Hell');
  });

  it('keeps every monster: name, level, damage type, resistances, weaknesses and drop', () => {
    expect(rosterEntry(1, '3')).toEqual({ rank: '3', name: 'Small Snake', cliche: 0.5, type: 'P', resist: [], weak: ['I'], item: false });
    expect(rosterEntry(1, 'K')).toEqual({ rank: 'K', name: 'Wererat', cliche: 1, type: 'P', resist: ['P'], weak: [], item: true });
    expect(rosterEntry(2, 'Kn')).toMatchObject({ name: 'Goblin Brute', cliche: 2, resist: ['P'], weak: ['F', 'I', 'E'] });
    expect(rosterEntry(7, '10')).toMatchObject({ name: 'Mummy', cliche: 4, type: 'P', resist: ['E', 'I'], weak: ['F'], item: true });
    expect(rosterEntry(10, 'Kn')).toMatchObject({
      name: 'Swarm of Killer Lightning Bugs',
      cliche: 6,
      type: 'E',
      resist: ['E'],
      weak: ['F'],
    });
    expect(rosterEntry(13, 'A')).toMatchObject({
      name: 'Dust Elemental',
      cliche: 6,
      type: 'P',
      resist: ['I', 'F'],
      weak: ['E'],
      item: false,
    });
    expect(rosterEntry(18, '3')).toMatchObject({ name: 'Will o’ the Wisp', cliche: 9, type: 'I', resist: ['F', 'I'] });
    expect(rosterEntry(19, 'K')).toMatchObject({
      name: 'Dragon Lord',
      cliche: 11,
      type: 'F',
      resist: ['F', 'P', 'E'],
      weak: ['I'],
      item: true,
    });
    expect(rosterEntry(20, 'K')).toEqual({
      rank: 'K',
      name: 'Death',
      cliche: 12,
      type: 'P',
      resist: ['F', 'I', 'E'],
      weak: [],
      item: true,
    });
  });

  it('counts what the rulebook lists: seven ½ monsters, 78 drops, 289 resistances and 107 weaknesses', () => {
    const monsters = allLevels().flatMap((level) => level.monsters);
    expect(monsters.filter((m) => m.cliche === 0.5)).toHaveLength(7);
    expect(monsters.filter((m) => m.item)).toHaveLength(78);
    expect(monsters.reduce((n, m) => n + m.resist.length, 0)).toBe(289);
    expect(monsters.reduce((n, m) => n + m.weak.length, 0)).toBe(107);
  });

  it('deals Physical damage where the roster gives no type (level 2 King, level 8 Page)', () => {
    const untyped = allLevels().flatMap((level) => level.monsters.filter((m) => m.type === null).map((m) => `${level.level} ${m.name}`));
    expect(untyped).toEqual(['2 Goblin War Chief', '8 Great White Shark']);
    expect(damageTypeOf(rosterEntry(2, 'K'))).toBe('P');
  });

  it('lists fourteen effects for potions, scrolls and wands', () => {
    for (const kind of ['potion', 'scroll', 'wand'] as const) expect(effectList(kind)).toHaveLength(14);
    expect(itemEffect('potion', 4)).toMatchObject({
      name: 'Haste',
      text: 'Combat – Roll twice for each attack, taking the better of the two',
    });
    expect(itemEffect('potion', 14).name).toBe('Water');
    expect(itemEffect('scroll', 10).name).toBe('Magic Mapping');
    expect(itemEffect('scroll', 12).text).toBe('Erase all effect numbers by all items in one group of your choice');
    expect(itemEffect('wand', 8)).toMatchObject({ name: 'Lightning Bolt', text: 'Counts as a Lightning (4) attack' });
    expect(itemEffect('wand', 14).name).toBe('Empty Wand');
  });

  it('lists 21 pieces of equipment plus The World, with their slots and class limits', () => {
    expect(allEquipment()).toHaveLength(22);
    expect(allEquipment().filter((e) => e.slot === 'ring')).toHaveLength(12);
    expect(allEquipment().filter((e) => e.slot === 'amulet')).toHaveLength(6);
    expect(
      allEquipment()
        .filter((e) => e.slot === 'special')
        .map((e) => [e.name, e.favours]),
    ).toEqual([
      ['Jester’s Cap', 'fire-mage'],
      ['Magic Staff', 'lightning-mage'],
      ['Ice Crown', 'ice-mage'],
    ]);
    expect(equipment('M8')).toMatchObject({ arcana: 'Strength', name: 'Amulet of Strength', slot: 'amulet', only: 'fighter' });
    expect(equipment('M15')).toMatchObject({ arcana: 'The Devil', name: 'Ring of Infernal Knowledge', only: 'mage' });
    expect(equipment('M16')).toMatchObject({ arcana: 'The Tower', name: 'Ring of Rage', only: 'fighter' });
    expect(equipment('M21')).toMatchObject({ arcana: 'The World', name: 'The Worldstone', slot: 'none' });
  });
});
