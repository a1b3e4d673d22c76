/**
 * The exact chance to win the next battle round in a cliché (rulebook, "Rules" 11: the higher roll
 * wins the round, "You lose ties"), for the fight buttons: "Wizardry 4d vs 3d · 74%". It takes the
 * dice exactly as `fightRound` (battle.ts) rolls them: the player's dice in the cliché (points, less
 * wounds, plus a declared Plus item's die), the enemy's dice left there (a Minus item has already
 * taken its die), and an X item at work in the cliché, which leaves out the enemy's highest die.
 * An enemy with no dice left in the cliché is beaten without a roll. A pumped round adds the dice
 * the pump buys (battle.ts, `pumpRate`). The escape roll and the items' ability rolls are counted the
 * same way, from the dice `escape` and `abilityRoll` roll.
 */
import { chanceToWin, type Fraction, fraction, totalWays } from '../../engine/dice-odds.js';
import { abilityDice, canEscape, enemyCliches, playerDice, pumpRate } from './battle.js';
import type { ClicheSuit, RoyaleState } from './state.js';
import { treasureOf } from './tables.js';

/** A fight button's odds: the dice on each side, whether the enemy's highest die is left out, and the chance. */
export interface FightOdds {
  cliche: ClicheSuit;
  yours: number;
  theirs: number;
  /** An X item in this cliché leaves out the enemy's highest die. */
  dropHighest: boolean;
  /** The exact chance to win the round (1 when the enemy has no dice left here). */
  chance: Fraction;
}

/**
 * The odds of fighting the next round in `cliche` with `pump` dice pumped, or null when there is no battle or the enemy has no such cliché.
 */
export function fightOdds(t: RoyaleState, cliche: ClicheSuit, pump = 0): FightOdds | null {
  const battle = t.battle;
  const theirs = battle?.enemyDice[cliche];
  if (!battle || theirs === undefined) return null;
  const yours = playerDice(t, cliche) + pump * pumpRate(t, cliche);
  const dropHighest = battle.xs.some((item) => treasureOf(item).suit === cliche);
  const chance = theirs === 0 ? fraction(1n, 1n) : roundChance(yours, theirs, dropHighest);
  return { cliche, yours, theirs, dropHighest, chance };
}

/** The chances already counted, by the dice on each side: a board asks for the same few again and again. */
const counted = new Map<string, Fraction>();

/** The exact chance that `yours` dice beat `theirs` (ties lost; `dropHighest`: their highest die left out). */
function roundChance(yours: number, theirs: number, dropHighest = false): Fraction {
  const key = `${yours}:${theirs}:${dropHighest}`;
  let chance = counted.get(key);
  if (!chance) {
    chance = chanceToWin({ dice: yours }, { dice: theirs, dropHighest }, 'lose');
    counted.set(key, chance);
  }
  return chance;
}

/** The odds of the escape roll (rule 16: one roll of the opponent's cliché, higher wins), or null when escape is not offered. */
export function escapeOdds(t: RoyaleState): FightOdds | null {
  const cliche = enemyCliches(t)[0];
  if (!canEscape(t) || cliche === undefined) return null;
  const yours = playerDice(t, cliche);
  const theirs = t.battle?.enemyDice[cliche] ?? 0;
  return { cliche, yours, theirs, dropHighest: false, chance: roundChance(yours, theirs) };
}

/** An item's ability roll: the dice rolled, the number to reach, and the exact chance to reach it. */
export interface AbilityOdds {
  dice: number;
  target: number;
  chance: Fraction;
}

/** The odds of an item's ability roll ("Treasures" 1): the player's dice left in its cliché must total its number or more. */
export function abilityOdds(t: RoyaleState, item: string): AbilityOdds {
  const { number } = treasureOf(item);
  const dice = abilityDice(t, item);
  const ways = totalWays({ dice });
  const reach = ways.slice(number).reduce((sum, n) => sum + n, 0n);
  return { dice, target: number, chance: fraction(reach, 6n ** BigInt(dice)) };
}
