import { describe, expect, it } from 'vitest';
import { rogue } from '../../../src/games/rogue/index.js';
import { cardMeaning } from '../../../src/games/rogue/view.js';
import { expectRefused, newRun, onLevel, patch, play, playAll } from './helpers.js';

describe('Rogue Risus: starting the game', () => {
  it('starts with 1 die, 5 extra shots, a fighter at +0 weapon and armour, and level 1 dealt', () => {
    const run = newRun({ deck: ['8S', '3C'] });
    expect(run).toMatchObject({
      cliche: 'fighter',
      name: 'Tess',
      dice: 1,
      maxDice: 1,
      extraShots: 5,
      weapon: 0,
      armour: 0,
      level: 1,
      kills: 0,
    });
    expect(run.deck).toHaveLength(25);
    expect(run.deck.slice(0, 2)).toEqual(['8S', '3C']);
    expect(new Set(run.deck).size).toBe(25);
    expect(run.majors).toHaveLength(21);
    expect(run.majors).not.toContain('M21');
    expect(rogue.legalActions(run)).toEqual([{ type: 'draw' }]);
  });

  it('gives a mage a robe (armour) and no weapon', () => {
    const mage = newRun({ cliche: 'ice-mage' });
    expect(mage.weapon).toBeNull();
    expect(mage.armour).toBe(0);
  });

  it('names the character after the player when no name is given', () => {
    const run = rogue.setup({ seed: 's', options: { cliche: 'fighter' }, players: [{ id: '1', name: 'Morgan' }] });
    expect(run.name).toBe('Morgan');
    expect(run.story[0]).toBe('Morgan the Fighter entered level 1, The Entrance Caves.');
  });

  it('refuses a stacked deck with other cards than the minor arcana', () => {
    expect(() => newRun({ deck: ['JS'] })).toThrow();
    expect(() => newRun({ deck: ['8S', '8S'] })).toThrow();
    expect(() => newRun({ deck: ['M21'] })).toThrow();
  });
});

describe('Rogue Risus: exploring the four suits', () => {
  it('Swords: fight the monster of that rank on the current roster', () => {
    const { state } = play(newRun({ deck: ['8S'] }), { type: 'draw' });
    expect(state.combat?.monster).toMatchObject({ name: 'Cougar', cliche: 1, dice: 1, type: 'P' });
    expect(state.drawn).toEqual(['8S']);
    expect(rogue.legalActions(state)[0]).toEqual({ type: 'fight' });
  });

  it('Cups: below 5 no monster, then a potion on 2+', () => {
    const found = playAll(newRun({ deck: ['3C'] }), [4, 2], { type: 'draw' }).state;
    expect(found.combat).toBeNull();
    expect(found.inventory.potion).toEqual({ '3C': 1 });
    const none = playAll(newRun({ deck: ['3C'] }), [4, 1], { type: 'draw' }).state;
    expect(none.inventory.potion).toEqual({});
  });

  it('Pentacles: a scroll on 3+', () => {
    expect(playAll(newRun({ deck: ['QP'] }), [1, 2], { type: 'draw' }).state.inventory.scroll).toEqual({});
    expect(playAll(newRun({ deck: ['QP'] }), [1, 3], { type: 'draw' }).state.inventory.scroll).toEqual({ QP: 1 });
  });

  it('Wands: three charges on 4+', () => {
    expect(playAll(newRun({ deck: ['KnW'] }), [2, 3], { type: 'draw' }).state.inventory.wand).toEqual({});
    expect(playAll(newRun({ deck: ['KnW'] }), [2, 4], { type: 'draw' }).state.inventory.wand).toEqual({ KnW: 3 });
  });

  it('a second find of the same card adds to it', () => {
    const run = patch(newRun({ deck: ['3C'] }), { inventory: { potion: { '3C': 2 }, scroll: {}, wand: {} } });
    expect(playAll(run, [1, 6], { type: 'draw' }).state.inventory.potion).toEqual({ '3C': 3 });
  });

  it('on a 5+ a Cup is a fight with the Sword of its rank, and the potion roll comes after the fight', () => {
    const drawn = playAll(newRun({ deck: ['5C'] }), [5], { type: 'draw' }).state;
    expect(drawn.combat).toMatchObject({ monster: { name: 'Baby Alligator', cliche: 0.5 }, itemKind: 'potion', card: '5C' });
    expect(drawn.inventory.potion).toEqual({});
    const after = playAll(drawn, [6, 1, 2], { type: 'fight' }).state;
    expect(after.combat).toBeNull();
    expect(after.kills).toBe(1);
    expect(after.inventory.potion).toEqual({ '5C': 1 });
  });
});

describe('Rogue Risus: a 5+ on a Pentacle or a Wand', () => {
  it('Pentacles: a fight with the Sword of its rank first, then a scroll on 3+', () => {
    const drawn = playAll(newRun({ deck: ['8P'] }), [5], { type: 'draw' }).state;
    expect(drawn.combat).toMatchObject({ monster: { name: 'Cougar' }, itemKind: 'scroll', card: '8P' });
    expect(drawn.inventory.scroll).toEqual({});
    expect(playAll(drawn, [6, 1, 3], { type: 'fight' }).state.inventory.scroll).toEqual({ '8P': 1 });
    expect(playAll(drawn, [6, 1, 2], { type: 'fight' }).state.inventory.scroll).toEqual({});
  });

  it('Wands: a fight with the Sword of its rank first, then three charges on 4+', () => {
    const drawn = playAll(newRun({ deck: ['QW'] }), [6], { type: 'draw' }).state;
    expect(drawn.combat).toMatchObject({ monster: { name: 'Coyote' }, itemKind: 'wand', card: 'QW' });
    expect(drawn.inventory.wand).toEqual({});
    expect(playAll(drawn, [6, 1, 4], { type: 'fight' }).state.inventory.wand).toEqual({ QW: 3 });
    expect(playAll(drawn, [6, 1, 3], { type: 'fight' }).state.inventory.wand).toEqual({});
  });

  it('a 4 is no monster for any of the three item suits', () => {
    for (const card of ['9C', '9P', '9W']) expect(playAll(newRun({ deck: [card] }), [4, 1], { type: 'draw' }).state.combat).toBeNull();
  });
});

describe('Rogue Risus: resting', () => {
  const wounded = patch(newRun({ deck: ['3C', '5C'] }), { dice: 1, maxDice: 2 });

  it('heals a die on 2+, once between draws', () => {
    const rested = playAll(wounded, [2], { type: 'rest' }).state;
    expect(rested.dice).toBe(2);
    const hurt = patch(rested, { dice: 1 });
    expectRefused(hurt, { type: 'rest' }, 'rested');
    const drawnAgain = playAll(hurt, [1, 1], { type: 'draw' }).state;
    expect(rogue.legalActions(drawnAgain)).toContainEqual({ type: 'rest' });
  });

  it('is not offered with the cliché whole', () => {
    expectRefused(newRun(), { type: 'rest' }, 'unhurt');
  });

  it('on a 1 forces the next draw, whose monster roll counts as 6', () => {
    const forced = playAll(patch(wounded, { deck: ['5C', '3C'] }), [1], { type: 'rest' }).state;
    expect(forced.dice).toBe(1);
    expect(forced.drawn).toEqual(['5C']);
    expect(forced.combat?.monster.name).toBe('Baby Alligator');
    expect(forced.rolls.map((r) => r.text)).toContainEqual(expect.stringContaining('counts as 6'));
    expect(forced.random.script).toEqual([]);
  });

  it('the forced draw rolls no monster check: a low die would not have saved you', () => {
    const forced = playAll(wounded, [1, 1], { type: 'rest' }).state;
    expect(forced.drawn).toEqual(['3C']);
    expect(forced.combat?.monster.name).toBe('Small Snake');
    expect(forced.random.script).toEqual([1]);
  });

  it('is not allowed in a fight', () => {
    const fight = play(patch(newRun({ deck: ['8S'] }), { dice: 1, maxDice: 2 }), { type: 'draw' }).state;
    expectRefused(fight, { type: 'rest' }, 'in-fight');
  });
});

describe('Rogue Risus: descending', () => {
  const run = newRun();
  const drawnTo = (n: number) => patch(run, { drawn: run.deck.slice(0, n), deck: run.deck.slice(n) });

  it('tells the board how many cards to draw before going down, and that level 20 has no way down', () => {
    expect(rogue.view(run)).toMatchObject({ descendAfter: 16 });
    expect(rogue.view(patch(run, { level: 20 }))).toMatchObject({ descendAfter: null });
  });

  it('is allowed after 16 cards, not before', () => {
    expectRefused(drawnTo(15), { type: 'descend' }, 'too-soon');
    expect(rogue.legalActions(drawnTo(16))).toEqual([{ type: 'draw' }, { type: 'descend' }]);
  });

  it('is the only way on after 25 cards', () => {
    expect(rogue.legalActions(drawnTo(25))).toEqual([{ type: 'descend' }]);
    expectRefused(drawnTo(25), { type: 'draw' }, 'level-empty');
  });

  it('deals 25 fresh cards and the next roster', () => {
    const down = play(drawnTo(20), { type: 'descend' }).state;
    expect(down).toMatchObject({ level: 2, deepest: 2, drawn: [], mapped: false });
    expect(down.deck).toHaveLength(25);
    expect(play(onLevel(2, '8S'), { type: 'draw' }).state.combat?.monster.name).toBe('Goblin Warrior');
    expect(down.story.at(-1)).toContain('Level 2, The Goblin Caves');
  });

  it('level 20 holds The World among 26 cards, and there is no way further down', () => {
    const at19 = patch(run, { level: 19, deepest: 19, drawn: run.deck.slice(0, 16), deck: run.deck.slice(16) });
    const hell = play(at19, { type: 'descend' }).state;
    expect(hell.level).toBe(20);
    expect(hell.deck).toHaveLength(26);
    expect(hell.deck).toContain('M21');
    const deep = patch(hell, {
      drawn: hell.deck.filter((c) => c !== 'M21').slice(0, 20),
      deck: ['M21', ...hell.deck.filter((c) => c !== 'M21').slice(20)],
    });
    expect(rogue.legalActions(deep)).toEqual([{ type: 'draw' }]);
    const found = play(deep, { type: 'draw' }).state;
    expect(found.worldstone).toBe(true);
    expect(rogue.legalActions(found)).toEqual([{ type: 'draw' }, { type: 'escape' }]);
    expect(rogue.legalActions(patch(found, { drawn: [...found.drawn, ...found.deck], deck: [] }))).toEqual([{ type: 'escape' }]);
  });
});

describe('Rogue Risus: Amulet of Speed (The Chariot)', () => {
  it('draws two cards, explores the one picked and puts the other under the deck', () => {
    const run = patch(newRun({ deck: ['3S', 'AC', '9W'] }), { amulet: 'M7' });
    const shown = play(run, { type: 'draw' }).state;
    expect(shown.pending).toEqual({ kind: 'pick', cards: ['3S', 'AC'], forcedSix: false });
    expect(rogue.legalActions(shown)).toEqual([
      { type: 'pick', card: '3S' },
      { type: 'pick', card: 'AC' },
    ]);
    const picked = playAll(shown, [1, 2], { type: 'pick', card: 'AC' }).state;
    expect(picked.inventory.potion).toEqual({ AC: 1 });
    expect(picked.deck[0]).toBe('9W');
    expect(picked.deck.at(-1)).toBe('3S');
    expect(picked.deck).toHaveLength(24);
  });

  it('keeps the forced 6 of a failed rest for the card picked', () => {
    const run = patch(newRun({ deck: ['3S', 'AC'] }), { amulet: 'M7', dice: 1, maxDice: 2 });
    const shown = playAll(run, [1], { type: 'rest' }).state;
    expect(shown.pending).toMatchObject({ kind: 'pick', forcedSix: true });
    expect(play(shown, { type: 'pick', card: 'AC' }).state.combat?.monster.name).toBe('Rat');
  });
});

describe('Rogue Risus: moves out of turn', () => {
  it('refuses exploring in a fight and fighting outside one', () => {
    const fight = play(newRun({ deck: ['8S'] }), { type: 'draw' }).state;
    expectRefused(fight, { type: 'draw' }, 'in-fight');
    expectRefused(newRun(), { type: 'fight' }, 'no-fight');
    expectRefused(newRun(), { type: 'escape' }, 'no-worldstone');
  });
});

describe('Rogue Risus: what a face-down card holds', () => {
  it('names the monster of a Sword, the item of another suit or its monster, and The World', () => {
    expect(cardMeaning('9S', 1)).toBe('9⚔️ Jackal');
    expect(cardMeaning('10C', 1)).toBe('10🏆 potion (or Fox)');
    expect(cardMeaning('10P', 1)).toBe('10🪙 scroll (or Fox)');
    expect(cardMeaning('9W', 1)).toBe('9🪄 wand (or Jackal)');
    expect(cardMeaning('M21', 20)).toBe('The World: the Worldstone');
  });
});
