import { describe, expect, it } from 'vitest';
import { rogue } from '../../../src/games/rogue/index.js';
import { fighting, holding, newRun, patch, play, playAll } from './helpers.js';

const drink = { type: 'use', card: 'AC' } as const;
/** A fighter out of a fight, holding the Ace of Cups, whose effect will be `effect`. */
const withPotion = (effect: number, fields = {}) => holding(patch(newRun({ deck: ['8S'] }), fields), 'potion', 'AC', effect);
/** The same, in a fight with the Cougar (1) and no extra shots (rolls settle at once). */
const fightingWith = (effect: number, fields = {}) =>
  holding(fighting(1, '8S', { fields: { extraShots: 0, ...fields } }), 'potion', 'AC', effect);

describe('Rogue Risus: unidentified potions', () => {
  it('draw their effect from the token bag on first use and remember it for the card', () => {
    const run = holding(newRun(), 'potion', 'AC', 14, 2);
    const first = play(run, drink);
    expect(first.state.known.potion).toEqual({ AC: 14 });
    expect(first.text).toContain('Water (now identified)');
    expect(first.state.inventory.potion).toEqual({ AC: 1 });
    const second = play(
      patch(first.state, { bags: { ...first.state.bags, potion: [1, ...first.state.bags.potion.filter((t) => t !== 1)] } }),
      drink,
    );
    expect(second.state.known.potion).toEqual({ AC: 14 });
    expect(second.state.inventory.potion).toEqual({});
  });

  it('set aside tokens already known for that kind and draw again', () => {
    const run = patch(holding(newRun(), 'potion', 'AC', 4), { known: { potion: { '2C': 4 }, scroll: {}, wand: {} } });
    const bag = run.bags.potion;
    const drunk = play(run, drink).state;
    expect(drunk.known.potion.AC).toBe(bag[1]);
  });
});

describe('Rogue Risus: every potion effect', () => {
  it('1 Minor Healing heals 1 die', () => {
    expect(play(withPotion(1, { dice: 1, maxDice: 3 }), drink).state.dice).toBe(2);
  });

  it('2 Major Healing heals 2 dice, never above the cliché', () => {
    expect(play(withPotion(2, { dice: 1, maxDice: 3 }), drink).state.dice).toBe(3);
    expect(play(withPotion(2, { dice: 2, maxDice: 3 }), drink).state.dice).toBe(3);
  });

  it('3 Poison deals 1 die of damage, and can kill', () => {
    expect(play(withPotion(3, { dice: 2, maxDice: 2 }), drink).state.dice).toBe(1);
    const dead = play(withPotion(3), drink).state;
    expect(rogue.result(dead)).toMatchObject({ over: true, won: false });
    expect(dead.end?.text).toBe('Poisoned by a potion on level 1.');
  });

  it('4 Haste: the next fight rolls twice and keeps the better', () => {
    const hasted = play(withPotion(4), drink).state;
    expect(hasted.effects.haste).toBe(true);
    const fight = play(hasted, { type: 'draw' }).state;
    const won = playAll(fight, [1, 4, 3], { type: 'fight' }).state;
    expect(won.kills).toBe(1);
    expect(won.effects.haste).toBe(false);
  });

  it('5 Slow: rolls twice and keeps the worse', () => {
    const slowed = play(fightingWith(5), drink).state;
    const rolled = playAll(slowed, [6, 2, 1], { type: 'fight' }).state;
    expect(rolled.rolls[0]?.dice).toEqual([2]);
    expect(rolled.kills).toBe(1);
  });

  it('6 Berserk gives a fighter +2 dice for the fight, and a mage nothing', () => {
    const berserk = play(fightingWith(6), drink).state;
    expect(playAll(berserk, [1, 1, 1, 2], { type: 'fight' }).state.rolls[0]?.dice).toHaveLength(3);
    const mage = holding(fighting(1, '8S', { cliche: 'fire-mage' }), 'potion', 'AC', 6);
    expect(play(mage, drink).state.effects.berserk).toBe(false);
  });

  it('7 Invisibility cancels damage to you on a 4+', () => {
    const hidden = play(fightingWith(7), drink).state;
    expect(playAll(hidden, [1, 6, 4], { type: 'fight' }).state.dice).toBe(1);
    expect(playAll(hidden, [1, 6, 3], { type: 'fight' }).state.dice).toBe(0);
  });

  it('8 Gain Strength marks off 2 kills (and a die at 10)', () => {
    expect(play(withPotion(8, { kills: 8 }), drink).state).toMatchObject({ kills: 10, maxDice: 2, dice: 2 });
  });

  it('9 Confusion cancels your damage on a 5+', () => {
    const confused = play(fightingWith(9), drink).state;
    expect(playAll(confused, [6, 1, 5], { type: 'fight' }).state.combat?.monster.dice).toBe(1);
    expect(playAll(confused, [6, 1, 4], { type: 'fight' }).state.kills).toBe(1);
  });

  it('10 Levitation gives +1 die for the fight', () => {
    const floating = play(fightingWith(10), drink).state;
    expect(playAll(floating, [1, 1, 1], { type: 'fight' }).state.rolls[0]?.dice).toEqual([1, 1]);
  });

  it('11 Clarity (mages): the next pumped roll costs no dice', () => {
    const mage = holding(fighting(1, '8S', { cliche: 'ice-mage', fields: { dice: 2, maxDice: 2 } }), 'potion', 'AC', 11);
    const clear = play(mage, drink).state;
    expect(clear.clarity).toBe(true);
    expect(rogue.legalActions(clear)).toContainEqual({ type: 'fight', pump: 2 });
    const won = playAll(clear, [2, 2, 2, 2, 3], { type: 'fight', pump: 2 }).state;
    expect(won).toMatchObject({ dice: 2, clarity: false, kills: 1 });
    expect(play(withPotion(11), drink).state.clarity).toBe(false);
  });

  it('12 Paralysis doubles the next monster roll against you', () => {
    const stiff = play(fightingWith(12), drink).state;
    const lost = playAll(stiff, [5, 3], { type: 'fight' }).state;
    expect(lost.rolls[1]?.text).toContain('Paralysis × 2');
    expect(lost.dice).toBe(0);
  });

  it('12 Paralysis doubles only the next monster roll', () => {
    const stiff = play(fightingWith(12, { dice: 3, maxDice: 3 }), drink).state;
    const hit = playAll(stiff, [1, 1, 1, 2], { type: 'fight' }).state;
    expect(hit.dice).toBe(2);
    const won = playAll(hit, [2, 2, 3], { type: 'fight' }).state;
    expect(won.kills).toBe(1);
  });

  it('13 Revivify restores the full cliché', () => {
    expect(play(withPotion(13, { dice: 1, maxDice: 4 }), drink).state.dice).toBe(4);
  });

  it('14 Water does nothing', () => {
    const before = withPotion(14, { dice: 1, maxDice: 2 });
    const after = play(before, drink);
    expect(after.state).toMatchObject({ dice: 1, effects: before.effects, kills: 0 });
    expect(after.text).toContain('refreshing');
  });
});

describe('Rogue Risus: when potions work', () => {
  it('a "Combat" potion drunk in a fight lasts only that fight', () => {
    const floating = play(fightingWith(10), drink).state;
    const won = playAll(floating, [6, 6, 1], { type: 'fight' }).state;
    expect(won.effects.levitating).toBe(false);
  });

  it('may be drunk when the level is done, before going down', () => {
    const run = newRun();
    const done = holding(patch(run, { drawn: run.deck, deck: [] }), 'potion', 'AC', 14);
    expect(rogue.legalActions(done)).toEqual([{ type: 'descend' }, drink]);
  });
});
