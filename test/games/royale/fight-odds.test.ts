import { describe, expect, it } from 'vitest';
import { chanceToWin, fraction, percentText } from '../../../src/engine/dice-odds.js';
import { fightOdds } from '../../../src/games/royale/fight-odds.js';
import { type RoyaleState, royale } from '../../../src/games/royale/index.js';
import { deal, play, withDice } from './helpers.js';

// Cell 0: the Yeti (9D: 5 Diamonds, 4 Clubs) guards Belarus (QC) and the Dagger (3S). Sam: Fighting 4, Thievery 3.
const YETI: [string, string, string] = ['3S', 'QC', '9D'];
const facing = (): RoyaleState => play(deal([YETI]), { type: 'start', cell: 0 });

/** The battle with `yours` Thievery dice against `theirs` of the Yeti's, and the X items at work. */
function thievery(yours: number, theirs: number, xs: string[] = []): RoyaleState {
  const t = facing();
  return { ...t, wounds: { ...t.wounds, D: 3 - yours }, treasures: xs, battle: { ...t.battle!, enemyDice: { D: theirs, C: 4 }, xs } };
}

/** Every way the dice of one Thievery round can fall, played through the engine: the rounds the player wins, of all. */
function engineChance(t: RoyaleState, dice: number): { num: bigint; den: bigint } {
  let wins = 0;
  let all = 0;
  const roll = (prefix: number[]) => {
    if (prefix.length === dice) {
      const after = play(withDice(t, prefix), { type: 'fight', cliche: 'D' });
      if (after.wounds.D === t.wounds.D) wins++;
      all++;
      return;
    }
    for (let face = 1; face <= 6; face++) roll([...prefix, face]);
  };
  roll([]);
  return fraction(BigInt(wins), BigInt(all));
}

describe('Risus Royale: the odds on a fight button', () => {
  it("names the dice on each side and the chance of 4 dice against 4 of the Yeti's Fighting", () => {
    const odds = fightOdds(facing(), 'C')!;
    expect(odds).toMatchObject({ cliche: 'C', yours: 4, theirs: 4, dropHighest: false });
    expect(odds.chance).toEqual(chanceToWin({ dice: 4 }, { dice: 4 }, 'lose'));
    expect(percentText(odds.chance)).toBe('46%');
    expect(fightOdds(facing(), 'S')).toBeNull(); // the Yeti has no Wizardry
  });

  it("equals the engine's own rounds over every way the dice fall: 2 dice against 2, ties lost", () => {
    const t = thievery(2, 2);
    expect(fightOdds(t, 'D')!.chance).toEqual(engineChance(t, 4));
  });

  it("equals the engine's rounds with an X item at work: the enemy's highest die is left out", () => {
    const t = thievery(2, 2, ['9D']);
    const odds = fightOdds(t, 'D')!;
    expect(odds).toMatchObject({ yours: 2, theirs: 2, dropHighest: true });
    expect(odds.chance).toEqual(engineChance(t, 4));
    expect(odds.chance).not.toEqual(chanceToWin({ dice: 2 }, { dice: 2 }, 'lose'));
  });

  it("counts a declared Plus item's die, and is certain when the enemy has no dice left in the cliché", () => {
    // Sam declares the Vestments (7H, +1 Cleric): 2 + 1 = 3 Cleric dice against the Griffon's 2 Hearts.
    const griffon = play(withDice({ ...deal([['4H', 'KS', '7S']]), treasures: ['7H'] }, []), { type: 'start', cell: 0 });
    const declared = play(withDice(griffon, [4, 3]), { type: 'declare', item: '7H' });
    expect(fightOdds(declared, 'H')).toMatchObject({ yours: 3, theirs: 2 });
    // No Thievery left on either side: the round is still offered, and the Yeti is beaten without a roll.
    expect(fightOdds(thievery(0, 0), 'D')).toMatchObject({ yours: 0, theirs: 0, chance: { num: 1n, den: 1n } });
    expect(royale.legalActions(thievery(0, 0))).toContainEqual({ type: 'fight', cliche: 'D' });
    expect(play(thievery(0, 0), { type: 'fight', cliche: 'D' }).battle?.enemy).toBe('opponent');
  });
});
