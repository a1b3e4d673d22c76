import { describe, expect, it } from 'vitest';
import { rogue } from '../../../src/games/rogue/index.js';
import type { RogueState } from '../../../src/games/rogue/state.js';
import { fighting, holding, newRun, patch, play, playAll } from './helpers.js';

/** In a fight on `level` against the Sword `card`, with no extra shots so that rolls settle at once. */
const vs = (level: number, card: string, fields: Partial<RogueState> = {}, cliche: RogueState['cliche'] = 'fighter') =>
  fighting(level, card, { cliche, fields: { extraShots: 0, ...fields } });
/** Beats the Wererat (level 1 King, "Item") with the equipment pile stacked. */
const loot = (majors: string[], fields: Partial<RogueState> = {}, cliche: RogueState['cliche'] = 'fighter') =>
  playAll(vs(1, 'KS', { majors: [...majors, ...newRun().majors.filter((c) => !majors.includes(c))], ...fields }, cliche), [6, 1], {
    type: 'fight',
  }).state;

describe('Rogue Risus: finding equipment', () => {
  it('a monster with "Item" drops the top major arcana, which is shuffled back', () => {
    const won = loot(['M6']);
    expect(won.amulet).toBe('M6');
    expect(won.majors).toHaveLength(21);
    expect(won.majors).toContain('M6');
    expect(won.story.at(-1)).toBe('Level 1: found the Amulet of Health.');
  });

  it('a full slot asks which to keep: the amulet', () => {
    const asking = loot(['M6'], { amulet: 'M14' });
    expect(asking.pending).toEqual({ kind: 'equip', card: 'M6' });
    expect(rogue.legalActions(asking)).toEqual([{ type: 'equip', slot: 'amulet' }, { type: 'discard' }]);
    expect(play(asking, { type: 'equip', slot: 'amulet' }).state.amulet).toBe('M6');
    expect(play(asking, { type: 'discard' }).state.amulet).toBe('M14');
  });

  it('two rings, then a choice of which ring to replace', () => {
    expect(loot(['M3'], { rings: ['M4'] }).rings).toEqual(['M4', 'M3']);
    const asking = loot(['M3'], { rings: ['M4', 'M5'] });
    expect(rogue.legalActions(asking)).toEqual([{ type: 'equip', slot: 'ring1' }, { type: 'equip', slot: 'ring2' }, { type: 'discard' }]);
    expect(play(asking, { type: 'equip', slot: 'ring2' }).state.rings).toEqual(['M4', 'M3']);
  });

  it('a mage wears one special item; a fighter cannot carry one', () => {
    expect(loot(['M0'], {}, 'fire-mage').special).toBe('M0');
    const fighter = loot(['M0']);
    expect(fighter.special).toBeNull();
    expect(fighter.pending).toBeNull();
  });

  it('a mage wears an amulet, two rings and a special item at once; a second special asks which to keep', () => {
    const full = loot(['M1'], { amulet: 'M6', rings: ['M3', 'M4'] }, 'ice-mage');
    expect(full).toMatchObject({ amulet: 'M6', rings: ['M3', 'M4'], special: 'M1', pending: null });
    const asking = loot(['M2'], { special: 'M0' }, 'ice-mage');
    expect(rogue.legalActions(asking)).toEqual([{ type: 'equip', slot: 'special' }, { type: 'discard' }]);
    expect(play(asking, { type: 'equip', slot: 'special' }).state.special).toBe('M2');
  });

  it('a fighter with an amulet and two rings has no slot for a special item', () => {
    const fighter = loot(['M2'], { amulet: 'M6', rings: ['M3', 'M4'] });
    expect(fighter).toMatchObject({ amulet: 'M6', rings: ['M3', 'M4'], special: null, pending: null });
  });

  it('"Fighter only" and "Mage only" pieces are left by the other class; a second copy changes nothing', () => {
    expect(loot(['M8'], {}, 'ice-mage').amulet).toBeNull();
    expect(loot(['M16'], {}, 'ice-mage').rings).toEqual([]);
    expect(loot(['M15']).rings).toEqual([]);
    const twice = loot(['M3'], { rings: ['M3', 'M4'] });
    expect(twice.pending).toBeNull();
    expect(twice.rings).toEqual(['M3', 'M4']);
  });
});

describe('Rogue Risus: every equipment effect', () => {
  it("The Fool, The Magician, The High Priestess: +3 to the favoured mage's cliché, +1 to the others", () => {
    const dice = (cliche: RogueState['cliche'], special: string) =>
      playAll(vs(1, '8S', { special }, cliche), [1, 1, 1, 1, 6], { type: 'fight' }).state.rolls[0]?.dice.length;
    expect(dice('fire-mage', 'M0')).toBe(4);
    expect(dice('lightning-mage', 'M0')).toBe(2);
    expect(dice('lightning-mage', 'M1')).toBe(4);
    expect(dice('ice-mage', 'M2')).toBe(4);
    expect(dice('fire-mage', 'M2')).toBe(2);
  });

  it('The Empress, The Emperor, The Hierophant: ice, fire and electricity resistance', () => {
    const monster = (ring: string, card: string) => playAll(vs(2, card, { rings: [ring] }), [1, 4], { type: 'fight' }).state.rolls[1]?.text;
    expect(monster('M3', '5S')).toContain('you resist − 1');
    expect(monster('M4', '4S')).toContain('you resist − 1');
    expect(monster('M5', 'PS')).toContain('you resist − 2');
    expect(monster('M3', '4S')).not.toContain('you resist');
  });

  it('The Lovers, Amulet of Health: heal 1 die after every fight', () => {
    expect(playAll(vs(1, '8S', { amulet: 'M6', dice: 1, maxDice: 2 }), [6, 1], { type: 'fight' }).state.dice).toBe(2);
  });

  it('Strength, Amulet of Strength: the fighter wins ties and may pump', () => {
    const strong = vs(1, '8S', { amulet: 'M8', dice: 2, maxDice: 2 });
    expect(rogue.legalActions(strong)).toContainEqual({ type: 'fight', pump: 1 });
    expect(playAll(strong, [3, 3, 6], { type: 'fight' }).state.kills).toBe(1);
  });

  it("The Hermit, Alchemist's Ring: potions are found without a roll", () => {
    const found = playAll(patch(newRun({ deck: ['3C'] }), { rings: ['M9'] }), [1], { type: 'draw' }).state;
    expect(found.inventory.potion).toEqual({ '3C': 1 });
    expect(found.random.script).toEqual([]);
  });

  it("Wheel of Fortune, Fate's Ring: scrolls on 2+; Justice, Justicar's Ring: wands on 3+", () => {
    expect(playAll(patch(newRun({ deck: ['3P'] }), { rings: ['M10'] }), [1, 2], { type: 'draw' }).state.inventory.scroll).toEqual({
      '3P': 1,
    });
    expect(playAll(patch(newRun({ deck: ['3W'] }), { rings: ['M11'] }), [1, 3], { type: 'draw' }).state.inventory.wand).toEqual({
      '3W': 3,
    });
  });

  it('The Hanged Man, Amulet of Torture: the monster loses a die, you heal one on a 5+', () => {
    expect(playAll(vs(2, '8S', { amulet: 'M12', dice: 1, maxDice: 2 }), [6, 1, 1, 5], { type: 'fight' }).state.dice).toBe(2);
    expect(playAll(vs(2, '8S', { amulet: 'M12', dice: 1, maxDice: 2 }), [6, 1, 1, 4], { type: 'fight' }).state.dice).toBe(1);
  });

  it('Death, Amulet of Decay: you lose a die, the monster loses one on a 5+', () => {
    const decayed = playAll(vs(2, '8S', { amulet: 'M13', dice: 2, maxDice: 2 }), [1, 1, 6, 6, 5], { type: 'fight' }).state;
    expect(decayed.dice).toBe(1);
    expect(decayed.combat?.monster.dice).toBe(1);
  });

  it('Temperance, Amulet of Life: the first die of damage in each fight is ignored', () => {
    const first = playAll(vs(1, '8S', { amulet: 'M14' }), [1, 6], { type: 'fight' }).state;
    expect(first.dice).toBe(1);
    expect(playAll(first, [1, 6], { type: 'fight' }).state.dice).toBe(0);
  });

  it('Temperance, Amulet of Life: ignores the first die again in the next fight', () => {
    const first = playAll(vs(1, '8S', { amulet: 'M14' }), [1, 6, 6, 1], { type: 'fight' }, { type: 'fight' }).state;
    expect(first).toMatchObject({ kills: 1, dice: 1, combat: null });
    const next = patch(first, { deck: ['9S', ...first.deck.filter((c) => c !== '9S')] });
    const shrugged = playAll(next, [1, 6], { type: 'draw' }, { type: 'fight' }).state;
    expect(shrugged.combat?.monster.name).toBe('Jackal');
    expect(shrugged.dice).toBe(1);
  });

  it('The Devil, Ring of Infernal Knowledge: +2 dice for a mage, and 2 dice lost with a round', () => {
    const infernal = vs(1, '8S', { rings: ['M15'], dice: 2, maxDice: 2 }, 'fire-mage');
    const lost = playAll(infernal, [1, 1, 1, 1, 6], { type: 'fight' }).state;
    expect(lost.rolls[0]?.dice).toHaveLength(4);
    expect(lost.dice).toBe(0);
  });

  it('The Tower, Ring of Rage: a winning round with no item at work does 2 dice', () => {
    expect(playAll(vs(2, '8S', { rings: ['M16'] }), [6, 1, 1], { type: 'fight' }).state.kills).toBe(1);
    const potion = holding(vs(2, '8S', { rings: ['M16'] }), 'potion', 'AC', 14);
    const drunk = play(potion, { type: 'use', card: 'AC' }).state;
    expect(playAll(drunk, [6, 1, 1], { type: 'fight' }).state.combat?.monster.dice).toBe(1);
  });

  it('The Star, Ring of the Heavens: a damaging wand does 2 dice', () => {
    const armed = holding(vs(2, '8S', { rings: ['M17'] }), 'wand', 'AW', 9, 3);
    expect(playAll(armed, [], { type: 'aim', card: 'AW' }, { type: 'use', card: 'AW', target: 'monster' }).state.kills).toBe(1);
  });

  it('The Moon, The Sun, Judgement: opponents lose ice, fire and electricity resistance', () => {
    const iceMage = (rings: string[]) => playAll(vs(2, '10S', { rings }, 'ice-mage'), [3, 1, 1], { type: 'fight' }).state.rolls[0]?.text;
    expect(iceMage([])).toContain('resists − 1');
    expect(iceMage(['M18'])).not.toContain('resists');
    const fireMage = (rings: string[]) => playAll(vs(2, '9S', { rings }, 'fire-mage'), [3, 1, 1], { type: 'fight' }).state.rolls[0]?.text;
    expect(fireMage([])).toContain('resists − 1');
    expect(fireMage(['M19'])).not.toContain('resists');
    const stormMage = (rings: string[]) =>
      playAll(vs(2, 'PS', { rings }, 'lightning-mage'), [3, 1, 1], { type: 'fight' }).state.rolls[0]?.text;
    expect(stormMage([])).toContain('resists − 1');
    expect(stormMage(['M20'])).not.toContain('resists');
  });
});
