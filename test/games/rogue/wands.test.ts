import { describe, expect, it } from 'vitest';
import { rogue } from '../../../src/games/rogue/index.js';
import type { RogueState } from '../../../src/games/rogue/state.js';
import { expectRefused, fighting, holding, newRun, patch, play, playAll } from './helpers.js';

/** In a fight with the monster of `card` on `level`, holding the Ace of Wands (3 charges) of `effect`. */
const armed = (effect: number, level = 1, card = '8S', fields: Partial<RogueState> = {}) =>
  holding(fighting(level, card, { fields: { extraShots: 0, ...fields } }), 'wand', 'AW', effect, 3);
/** Raises the wand and points it; `results` scripts the dice. */
const zap = (state: RogueState, target: 'monster' | 'self', results: number[] = []) =>
  playAll(state, results, { type: 'aim', card: 'AW' }, { type: 'use', card: 'AW', target });

describe('Rogue Risus: using a wand', () => {
  it('only in a fight, choosing the target before the effect is known', () => {
    const outside = holding(newRun(), 'wand', 'AW', 9, 3);
    expect(rogue.legalActions(outside)).toEqual([{ type: 'draw' }]);
    const raised = play(armed(9), { type: 'aim', card: 'AW' }).state;
    expect(raised.known.wand).toEqual({});
    expect(rogue.legalActions(raised)).toEqual([
      { type: 'use', card: 'AW', target: 'monster' },
      { type: 'use', card: 'AW', target: 'self' },
      { type: 'cancel' },
    ]);
    expectRefused(raised, { type: 'fight' }, 'choice-pending');
    const lowered = play(raised, { type: 'cancel' }).state;
    expect(lowered.inventory.wand).toEqual({ AW: 3 });
    const used = zap(armed(9), 'monster').state;
    expect(used.inventory.wand).toEqual({ AW: 2 });
    expect(used.known.wand).toEqual({ AW: 9 });
  });
});

describe('Rogue Risus: every wand effect', () => {
  it("1 Teleport: the monster vanishes (no kill; the card's item roll follows)", () => {
    const cup = holding(playAll(newRun({ deck: ['5C'] }), [5], { type: 'draw' }).state, 'wand', 'AW', 1, 3);
    const gone = zap(cup, 'monster', [2]).state;
    expect(gone.combat).toBeNull();
    expect(gone.kills).toBe(0);
    expect(gone.inventory.potion).toEqual({ '5C': 1 });
  });

  it('1 Teleport at yourself: the Teleport scroll, out of the fight and into the next card', () => {
    const run = patch(armed(1), { deck: ['QS'] });
    const away = zap(run, 'self').state;
    expect(away.combat?.monster.name).toBe('Coyote');
    expect(away.kills).toBe(0);
  });

  it('2 Haste: the target rolls twice and keeps the better', () => {
    const hasted = zap(armed(2), 'monster').state;
    expect(hasted.combat?.monsterEffects.haste).toBe(true);
    expect(playAll(hasted, [6, 1, 5], { type: 'fight' }).state.rolls[1]?.dice).toEqual([5]);
    expect(zap(armed(2), 'self').state.effects.haste).toBe(true);
  });

  it('3 Slow: the target rolls twice and keeps the worse', () => {
    const slowed = zap(armed(3), 'monster').state;
    expect(playAll(slowed, [2, 6, 1], { type: 'fight' }).state.kills).toBe(1);
    expect(zap(armed(3), 'self').state.effects.slow).toBe(true);
  });

  it('4 Polymorph: the monster two up (1-3) or down (4-6) the roster, the other way at its ends', () => {
    expect(zap(armed(4), 'monster', [2]).state.combat?.monster.name).toBe('Polar Bear Cub');
    expect(zap(armed(4), 'monster', [5]).state.combat?.monster.name).toBe('Fox');
    expect(zap(armed(4, 1, 'AS'), 'monster', [1]).state.combat?.monster.name).toBe('Small Snake');
    expect(zap(armed(4, 1, 'KS'), 'monster', [6]).state.combat?.monster.name).toBe('Feral Dog');
    expect(zap(armed(4), 'self').state.combat?.monster.name).toBe('Cougar');
  });

  it('4 Polymorph gives the new monster its full cliché', () => {
    const hurt = armed(4, 2, '8S');
    const wounded = { ...hurt, combat: hurt.combat && { ...hurt.combat, monster: { ...hurt.combat.monster, dice: 1 } } };
    expect(zap(wounded, 'monster', [5]).state.combat?.monster).toMatchObject({ name: 'Goblin Ice Mage', dice: 2 });
  });

  it("5 Stone Missile: a Physical (4) attack against the target's roll", () => {
    expect(zap(armed(5), 'monster', [3, 3, 3, 3, 6]).state.kills).toBe(1);
    expect(zap(armed(5), 'monster', [1, 1, 1, 1, 6]).state.combat?.monster.dice).toBe(1);
    const turtle = zap(armed(5, 1, '7S'), 'monster', [2, 1, 1, 1, 1]).state;
    expect(turtle.rolls[0]?.text).toContain('resisted − 4');
    expect(turtle.combat?.monster.dice).toBe(1);
    expect(zap(armed(5, 1, '8S', { dice: 2, maxDice: 2 }), 'self', [6, 6, 6, 6, 1, 1]).state.dice).toBe(1);
  });

  it('6 Fire Bolt: +4 against a fire weakness; your Ring of Coolness resists it', () => {
    const adept = zap(armed(6, 2, '5S'), 'monster', [1, 1, 1, 1, 6]).state;
    expect(adept.rolls[0]?.text).toContain('weak + 4');
    expect(adept.kills).toBe(1);
    const cool = zap(armed(6, 1, '8S', { rings: ['M4'] }), 'self', [2, 2, 2, 2, 5]).state;
    expect(cool.dice).toBe(1);
  });

  it('7 Ice Bolt and 8 Lightning Bolt are resisted by their types', () => {
    const iceMage = zap(armed(7, 2, '10S'), 'monster', [2, 2, 2, 2, 2, 2]).state;
    expect(iceMage.rolls[0]?.text).toContain('resisted − 4');
    expect(iceMage.combat?.monster.dice).toBe(2);
    const caller = zap(armed(8, 2, 'PS'), 'monster', [2, 2, 2, 2, 2, 2]).state;
    expect(caller.rolls[0]?.text).toContain('resisted − 4');
  });

  it('9 Disintegrate: a die of damage unless Physical resistant', () => {
    expect(zap(armed(9), 'monster').state.kills).toBe(1);
    expect(zap(armed(9, 1, '7S'), 'monster').state.combat?.monster.dice).toBe(1);
    expect(zap(armed(9, 1, '8S', { dice: 2, maxDice: 2 }), 'self').state.dice).toBe(1);
  });

  it('10 Fire Storm: resisted by fire resistance, unless the Solar Ring strips it', () => {
    expect(zap(armed(10, 2, '9S'), 'monster').state.combat?.monster.dice).toBe(2);
    expect(zap(armed(10, 2, '9S', { rings: ['M19'] }), 'monster').state.combat?.monster.dice).toBe(1);
    expect(zap(armed(10, 1, '8S', { rings: ['M4'] }), 'self').state.dice).toBe(1);
  });

  it('11 Blizzard: resisted by ice resistance, unless the Polar Ring strips it', () => {
    expect(zap(armed(11, 2, '10S'), 'monster').state.combat?.monster.dice).toBe(2);
    expect(zap(armed(11, 2, '10S', { rings: ['M18'] }), 'monster').state.combat?.monster.dice).toBe(1);
  });

  it('12 Ball Lightning: resisted by electrical resistance, unless the Storm Ring strips it', () => {
    expect(zap(armed(12, 2, 'PS'), 'monster').state.combat?.monster.dice).toBe(2);
    expect(zap(armed(12, 2, 'PS', { rings: ['M20'] }), 'monster').state.combat?.monster.dice).toBe(1);
  });

  it('13 Invisibility: damage to the target is cancelled on a 4+', () => {
    const hidden = zap(armed(13), 'monster').state;
    expect(playAll(hidden, [6, 1, 4], { type: 'fight' }).state.combat?.monster.dice).toBe(1);
    expect(playAll(hidden, [6, 1, 3], { type: 'fight' }).state.kills).toBe(1);
    expect(zap(armed(13), 'self').state.effects.invisible).toBe(true);
  });

  it('14 Empty Wand: all used up, every charge is gone', () => {
    const empty = zap(armed(14), 'monster');
    expect(empty.state.inventory.wand).toEqual({});
    expect(empty.text).toContain('all used up');
  });
});
