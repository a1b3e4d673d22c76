/**
 * The exact chance to win the next battle round in a cliché (rulebook, "Rules" 11: the higher roll
 * wins the round, "You lose ties"), for the fight buttons: "Wizardry 4d vs 3d · 74%". It takes the
 * dice exactly as `fightRound` (battle.ts) rolls them: the player's dice in the cliché (points, less
 * wounds, plus a declared Plus item's die), the enemy's dice left there (a Minus item has already
 * taken its die), and an X item at work in the cliché, which leaves out the enemy's highest die.
 * An enemy with no dice left in the cliché is beaten without a roll.
 */
import { chanceToWin, fraction, type Fraction } from '../../engine/dice-odds.js';
import { playerDice } from './battle.js';
import { treasureOf } from './tables.js';
import type { ClicheSuit, RoyaleState } from './state.js';

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

/** The odds of fighting the next round in `cliche`, or null when there is no battle or the enemy has no such cliché. */
export function fightOdds(t: RoyaleState, cliche: ClicheSuit): FightOdds | null {
  const battle = t.battle;
  const theirs = battle?.enemyDice[cliche];
  if (!battle || theirs === undefined) return null;
  const yours = playerDice(t, cliche);
  const dropHighest = battle.xs.some((item) => treasureOf(item).suit === cliche);
  const chance = theirs === 0 ? fraction(1n, 1n) : chanceToWin({ dice: yours }, { dice: theirs, dropHighest }, 'lose');
  return { cliche, yours, theirs, dropHighest, chance };
}
