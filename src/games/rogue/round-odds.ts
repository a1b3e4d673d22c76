/**
 * The exact chance that the next fight round's roll wins the round (rulebook, "Swords": both sides roll, the higher total wins; a tie is
 * rolled again, won with the Amulet of Strength), for the fight buttons: "Fight a round (4d vs 3d · 62%)". Both rolls are counted from
 * the plans the round itself rolls by (rolls.ts): the player's dice (cliché, bonuses, pump; one die divided when penalties leave none)
 * rolled once or twice under Haste or Slow, ± one per die against a weakness or resistance; the monster's dice (½: one die halved) under
 * its own Haste or Slow, all 1s under Fear, less one a die when the player resists, doubled under Paralysis. The chance is the roll's
 * own, before any extra shot.
 */
import { chanceToBeat, type Fraction, type Spread, spreadOf, sumSpread } from '../../engine/dice-odds.js';
import { tiesWin } from './combat.js';
import { monsterPlan, playerPlan, poolMode, type RollPlan } from './rolls.js';
import type { RogueState } from './state.js';

/** The dice one side rolls, and what one die is divided by (1: not divided). */
export interface DiceRolled {
  dice: number;
  divisor: number;
}

/** A fight round's odds: the dice each side rolls, and the exact chance that the player's roll wins the round. */
export interface RoundOdds {
  yours: DiceRolled;
  theirs: DiceRolled;
  chance: Fraction;
}

/** The spread of a roll's totals made by its plan. */
function spreadOfPlan(plan: RollPlan): Spread {
  const sums: Spread = plan.fear ? { ways: new Map([[plan.dice, 1n]]), den: 1n } : sumSpread(plan.dice, plan.mode);
  return spreadOf(sums, plan.total);
}

/** The odds of the next round with `pump` dice pumped, or null when there is no fight or a roll waits for extra shots. */
export function roundOdds(s: RogueState, pump: number): RoundOdds | null {
  const combat = s.combat;
  if (!combat || combat.roll) return null;
  const { monster, monsterEffects } = combat;
  const mine = playerPlan(s, pump, monster);
  const theirs = monsterPlan(s, monster, poolMode(monsterEffects.haste, monsterEffects.slow), true);
  return {
    yours: { dice: mine.dice, divisor: mine.divisor },
    theirs: { dice: theirs.dice, divisor: theirs.divisor },
    chance: chanceToBeat(spreadOfPlan(mine), spreadOfPlan(theirs), tiesWin(s) ? 'win' : 'lose'),
  };
}
