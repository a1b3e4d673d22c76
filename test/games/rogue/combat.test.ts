import { describe, expect, it } from 'vitest';
import { rogue } from '../../../src/games/rogue/index.js';
import type { RogueView } from '../../../src/games/rogue/view.js';
import { expectRefused, fighting, patch, play, playAll } from './helpers.js';

const cougar = () => fighting(1, '8S');

describe('Rogue Risus: a Risus round', () => {
  it('the higher total wins and the loser loses a die; a 1-die monster is beaten', () => {
    const { state, text } = playAll(cougar(), [5, 3], { type: 'fight' });
    expect(state.combat).toBeNull();
    expect(state.kills).toBe(1);
    expect(text).toContain('You win the round 5 to 3');
    expect(state.rolls.map((r) => r.dice)).toEqual([[5], [3]]);
  });

  it('losing the last die loses the game', () => {
    const waiting = playAll(cougar(), [2, 4], { type: 'fight' }).state;
    expect(rogue.legalActions(waiting)).toEqual([{ type: 'shoot' }, { type: 'accept' }]);
    const dead = play(waiting, { type: 'accept' }).state;
    expect(dead.dice).toBe(0);
    expect(rogue.result(dead)).toMatchObject({ over: true, won: false, score: 10_000 });
    expect(rogue.result(dead).summary).toContain('Slain by the Cougar on level 1.');
    expect(rogue.legalActions(dead)).toEqual([]);
    expectRefused(dead, { type: 'fight' }, 'game-over');
  });

  it('a tie costs nobody a die and is rolled again', () => {
    const tied = playAll(cougar(), [3, 3], { type: 'fight' }, { type: 'accept' }).state;
    expect(tied.dice).toBe(1);
    expect(tied.combat).toMatchObject({ round: 1, monster: { dice: 1 } });
    expect(rogue.legalActions(tied)[0]).toEqual({ type: 'fight' });
  });

  it('a monster of level 2 needs two lost rounds', () => {
    const run = fighting(2, '8S', { fields: { dice: 2, maxDice: 2 } });
    const once = playAll(run, [6, 6, 1, 1], { type: 'fight' }).state;
    expect(once.combat?.monster.dice).toBe(1);
    expect(playAll(once, [6, 6, 1, 1], { type: 'fight' }).state.kills).toBe(1);
  });

  it('a ½ monster rolls one die halved, rounded up', () => {
    const rat = fighting(1, 'AS');
    const tie = playAll(rat, [3, 5], { type: 'fight' }).state;
    expect(tie.combat?.roll).toMatchObject({ monsterTotal: 3 });
    expect(playAll(rat, [4, 5], { type: 'fight' }).state.kills).toBe(1);
  });

  it('a ½ monster turns each face into 1 1 2 2 3 3 (halved, rounded up)', () => {
    const totals = [1, 2, 3, 4, 5, 6].map(
      (face) => playAll(fighting(1, 'AS'), [1, face], { type: 'fight' }).state.combat?.roll?.monsterTotal,
    );
    expect(totals).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('Rogue Risus: damage types, resistances and weaknesses', () => {
  it('a resistant monster takes one off the total per die rolled (Snapping Turtle, PR)', () => {
    const turtle = playAll(fighting(1, '7S'), [2, 2], { type: 'fight' }).state;
    expect(turtle.combat?.roll).not.toBeNull();
    expect(rogue.view(turtle)).toMatchObject({ combat: { roll: { player: 1, monster: 1 } } });
    expect(turtle.rolls[0]?.text).toContain('resists − 1');
  });

  it('a weak monster adds one per die rolled (Small Snake, IW, against an ice mage)', () => {
    const snake = playAll(fighting(1, '3S', { cliche: 'ice-mage' }), [2, 4], { type: 'fight' }).state;
    expect(snake.kills).toBe(1);
  });

  it('extra shots count as dice rolled for weaknesses (Goblin Brute, IW)', () => {
    const brute = fighting(2, 'KnS', { cliche: 'ice-mage', fields: { dice: 2, maxDice: 2 } });
    const waiting = playAll(brute, [1, 1, 6, 6], { type: 'fight' }).state;
    expect((rogue.view(waiting) as RogueView).combat?.roll).toMatchObject({ player: 4, monster: 12 });
    const shot = playAll(waiting, [1], { type: 'shoot' }).state;
    expect((rogue.view(shot) as RogueView).combat?.roll).toMatchObject({ player: 6, monster: 12 });
  });

  it("the player's resistance takes one off the monster's total per die (Ring of Coolness, Goblin Fire Adept)", () => {
    const adept = fighting(2, '4S', { fields: { rings: ['M4'] } });
    const tie = playAll(adept, [3, 4], { type: 'fight' }).state;
    expect(tie.combat?.roll?.monsterTotal).toBe(3);
  });

  it('a resistance takes off as many as the dice rolled: 3 dice, minus 3 (Dust Cloud, PR)', () => {
    const cloud = playAll(fighting(3, '5S', { fields: { dice: 3, maxDice: 3 } }), [2, 2, 2, 3], { type: 'fight' }).state;
    expect(rogue.view(cloud)).toMatchObject({ combat: { roll: { player: 3, monster: 3 } } });
  });

  it('a weakness adds as many as the dice rolled: 3 dice, plus 3 (Snow Spirit, FW, against a fire mage)', () => {
    const spirit = playAll(fighting(3, '4S', { cliche: 'fire-mage', fields: { dice: 3, maxDice: 3 } }), [1, 1, 1, 6], {
      type: 'fight',
    }).state;
    expect(rogue.view(spirit)).toMatchObject({ combat: { roll: { player: 6, monster: 6 } } });
  });

  it("your resistance takes off as many as the monster's dice: Storm Hawk (3, E) against the Ring of Grounding", () => {
    const hawk = playAll(fighting(3, 'QS', { fields: { dice: 3, maxDice: 3, rings: ['M5'] } }), [3, 3, 3, 4, 4, 4], {
      type: 'fight',
    }).state;
    expect(rogue.view(hawk)).toMatchObject({ combat: { roll: { player: 9, monster: 9 } } });
  });

  it('a monster with no damage type listed deals Physical damage (Goblin War Chief against fire resistance)', () => {
    const chief = fighting(2, 'KS', { fields: { rings: ['M4'] } });
    expect(chief.combat?.monster.type).toBe('P');
    expect(playAll(chief, [1, 3, 3], { type: 'fight' }).state.combat?.roll?.monsterTotal).toBe(6);
  });
});

describe('Rogue Risus: weapon and armour bonuses', () => {
  it('a +2 weapon rolls two more dice', () => {
    const won = playAll(fighting(1, '8S', { fields: { weapon: 2 } }), [1, 1, 1, 2], { type: 'fight' }).state;
    expect(won.rolls[0]?.dice).toEqual([1, 1, 1]);
    expect(rogue.view(fighting(1, '8S', { fields: { weapon: 2 } }))).toMatchObject({ pool: { dice: 3, divisor: 1 } });
    expect(won.kills).toBe(1);
  });

  it('with 1 die and -1 armour the roll is halved, rounded up', () => {
    const tie = playAll(fighting(1, '8S', { fields: { armour: -1 } }), [5, 3], { type: 'fight' }).state;
    expect(tie.combat?.roll).toMatchObject({ dice: [5], divisor: 2, monsterTotal: 3 });
    expect(rogue.view(tie)).toMatchObject({ combat: { roll: { player: 3 } }, pool: { dice: 1, divisor: 2 } });
  });

  it('with 1 die and -1 weapon AND -1 armour the roll is divided by 3, rounded up', () => {
    const tie = playAll(fighting(1, '8S', { fields: { armour: -1, weapon: -1 } }), [5, 2], { type: 'fight' }).state;
    expect(rogue.view(tie)).toMatchObject({ combat: { roll: { player: 2, monster: 2 } }, pool: { dice: 1, divisor: 3 } });
    expect(playAll(fighting(1, '8S', { fields: { armour: -1, weapon: -1 } }), [6, 1], { type: 'fight' }).state.kills).toBe(1);
  });

  it("+3 weapon and +3 armour are six more dice; a mage's robe bonus counts too", () => {
    const armed = playAll(fighting(1, '8S', { fields: { weapon: 3, armour: 3 } }), [1, 1, 1, 1, 1, 1, 1, 6], { type: 'fight' }).state;
    expect(armed.rolls[0]?.dice).toHaveLength(7);
    expect(armed.kills).toBe(1);
    const robed = playAll(fighting(1, '8S', { cliche: 'ice-mage', fields: { armour: 2 } }), [1, 1, 1, 2], { type: 'fight' }).state;
    expect(robed.rolls[0]?.dice).toHaveLength(3);
    expect(robed.kills).toBe(1);
  });

  it('with more dice a -1 bonus is one die less', () => {
    const won = playAll(fighting(1, '8S', { fields: { dice: 2, maxDice: 2, weapon: -1 } }), [6, 5], { type: 'fight' }).state;
    expect(won.rolls[0]?.dice).toEqual([6]);
    expect(won.kills).toBe(1);
  });
});

describe('Rogue Risus: extra shots', () => {
  it('add a die each to a seen roll; a win settles the round at once', () => {
    const waiting = playAll(cougar(), [2, 4], { type: 'fight' }).state;
    const won = playAll(waiting, [3], { type: 'shoot' }).state;
    expect(won.extraShots).toBe(4);
    expect(won.kills).toBe(1);
    expect(won.rolls.map((r) => r.label)).toEqual([expect.stringContaining('Round 1'), 'Cougar (1)', 'Extra shot']);
  });

  it('may be spent one after another, or the roll taken as it is', () => {
    const waiting = playAll(cougar(), [1, 6], { type: 'fight' }, { type: 'shoot' }).state;
    expect(waiting.extraShots).toBe(4);
    expect(waiting.combat?.roll?.extra).toHaveLength(1);
    expect(play(waiting, { type: 'accept' }).state.dice).toBe(0);
  });

  it('are not offered for a roll that already wins, nor when none are left', () => {
    const noShots = fighting(1, '8S', { fields: { extraShots: 0 } });
    expect(playAll(noShots, [1, 6], { type: 'fight' }).state.end?.won).toBe(false);
    const last = fighting(1, '8S', { fields: { extraShots: 1 } });
    const spent = playAll(last, [1, 6, 1], { type: 'fight' }, { type: 'shoot' }).state;
    expect(spent.extraShots).toBe(0);
    expect(spent.end?.won).toBe(false);
  });
});

describe('Rogue Risus: pumping', () => {
  const mage = () => fighting(1, '8S', { cliche: 'fire-mage', fields: { dice: 3, maxDice: 3 } });

  it('mages add dice to a roll and lose them afterwards, win or lose; never the last die', () => {
    expect(rogue.legalActions(mage()).filter((a) => a.type === 'fight')).toEqual([
      { type: 'fight' },
      { type: 'fight', pump: 1 },
      { type: 'fight', pump: 2 },
    ]);
    const won = playAll(mage(), [1, 1, 1, 1, 1, 3], { type: 'fight', pump: 2 }).state;
    expect(won.rolls[0]?.dice).toHaveLength(5);
    expect(won.kills).toBe(1);
    expect(won.dice).toBe(1);
  });

  it('pumped dice are lost after a losing roll too, on top of the die the round costs', () => {
    const lost = playAll(patch(mage(), { extraShots: 0 }), [1, 1, 1, 1, 6], { type: 'fight', pump: 1 }).state;
    expect(lost.rolls[0]?.dice).toHaveLength(4);
    expect(lost.dice).toBe(1);
    expect(lost.combat?.monster.dice).toBe(1);
  });

  it('fighters may not pump', () => {
    expect(rogue.legalActions(cougar()).filter((a) => a.type === 'fight')).toEqual([{ type: 'fight' }]);
    expectRefused(cougar(), { type: 'fight', pump: 1 }, 'no-pump');
    expectRefused(mage(), { type: 'fight', pump: 3 }, 'pump-too-big');
  });
});

describe('Rogue Risus: experience', () => {
  it('the 10th kill gives a die in the cliché, and heals it', () => {
    const won = playAll(fighting(1, '8S', { fields: { kills: 9 } }), [6, 1], { type: 'fight' }).state;
    expect(won).toMatchObject({ kills: 10, maxDice: 2, dice: 2 });
    expect((rogue.view(won) as RogueView).nextLevelUp).toBe(30);
    expect(won.story.at(-1)).toContain('10 kills');
  });

  it('dice come at 10, 30, 60, 100 and 150 kills, up to 6', () => {
    const at = (kills: number, maxDice: number) =>
      playAll(fighting(1, '8S', { fields: { kills, maxDice, dice: maxDice } }), [6, 6, 6, 6, 6, 6, 1], { type: 'fight' }).state;
    expect(at(29, 2).maxDice).toBe(3);
    expect(at(59, 3).maxDice).toBe(4);
    expect(at(99, 4).maxDice).toBe(5);
    expect(at(149, 5).maxDice).toBe(6);
    expect(at(30, 3).maxDice).toBe(3);
    expect((rogue.view(at(149, 5)) as RogueView).nextLevelUp).toBeNull();
  });

  it('from the first kill to the 160th, a die comes exactly at 10, 30, 60, 100 and 150', () => {
    const gained: number[] = [];
    let maxDice = 1;
    for (let kills = 0; kills < 160; kills++) {
      const fight = fighting(1, '8S', { fields: { kills, maxDice, dice: maxDice } });
      const won = playAll(fight, [...Array<number>(maxDice).fill(6), 1], { type: 'fight' }).state;
      expect(won.kills).toBe(kills + 1);
      if (won.maxDice > maxDice) gained.push(won.kills);
      maxDice = won.maxDice;
    }
    expect(gained).toEqual([10, 30, 60, 100, 150]);
    expect(maxDice).toBe(6);
  });
});
