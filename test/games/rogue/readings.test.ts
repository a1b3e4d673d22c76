import { describe, expect, it } from 'vitest';
import { fighting, holding, patch, play, playAll } from './helpers.js';

/** Readings where the rulebook is silent (src/games/rogue/index.ts). */
describe('Rogue Risus: readings where the rulebook is silent', () => {
  it('pumped dice are a cost, not damage: the Amulet of Life does not ignore them', () => {
    const mage = fighting(1, '8S', { cliche: 'fire-mage', fields: { dice: 3, maxDice: 3, amulet: 'M14' } });
    const won = playAll(mage, [1, 1, 1, 1, 1, 2], { type: 'fight', pump: 2 }).state;
    expect(won.kills).toBe(1);
    expect(won.dice).toBe(1);
  });

  it('extra shots add to a halved roll after the division', () => {
    const cursed = fighting(1, '8S', { fields: { armour: -1 } });
    const waiting = playAll(cursed, [5, 6], { type: 'fight' }).state;
    expect(waiting.combat?.roll).toMatchObject({ divisor: 2, monsterTotal: 6 });
    expect(playAll(waiting, [4], { type: 'shoot' }).state.kills).toBe(1);
  });

  it('Haste and Slow at once cancel out: one roll', () => {
    const both = patch(fighting(1, '8S'), { effects: { ...fighting(1, '8S').effects, haste: true, slow: true } });
    const rolled = playAll(both, [4, 3], { type: 'fight' }).state;
    expect(rolled.kills).toBe(1);
    expect(rolled.rolls[0]?.text).not.toContain('kept over');
  });

  it("Fear waits for the monster's next round roll: a wand's defence roll does not use it", () => {
    let state = holding(fighting(2, '8S', { fields: { extraShots: 0 } }), 'wand', 'AW', 5, 3);
    state = patch(state, { effects: { ...state.effects, fear: true } });
    const zapped = playAll(state, [1, 1, 1, 1, 6, 6], { type: 'aim', card: 'AW' }, { type: 'use', card: 'AW', target: 'monster' }).state;
    expect(zapped.rolls[1]?.dice).toEqual([6, 6]);
    expect(zapped.effects.fear).toBe(true);
    expect(playAll(zapped, [2], { type: 'fight' }).state.rolls[1]?.dice).toEqual([1, 1]);
  });

  it('the Amulet of Health heals after any fight, also one left by Blink', () => {
    const run = holding(fighting(1, '8S', { fields: { amulet: 'M6', dice: 1, maxDice: 2 } }), 'scroll', 'AP', 11);
    expect(play(run, { type: 'use', card: 'AP' }).state.dice).toBe(2);
  });
});
