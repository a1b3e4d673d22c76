/**
 * Combat rolls (rulebook, "Your Character" and "Swords"; docs/rulings.md, Rogue Risus):
 * - the player rolls the cliché plus bonus dice (and pumped dice); when penalties leave no dice, one
 *   die is rolled and divided by 2 (or 3), rounded up;
 * - against a resistance the total loses one per die rolled, against a weakness it gains one per die;
 * - a monster rolls its level in dice (½: one die halved, rounded up), less one per die when the
 *   player resists its damage; Fear makes every die show 1 and Paralysis doubles the total, once;
 * - Haste and Slow roll twice, keeping the better or the worse.
 */
import { halfDie, type PoolMode, rollPool, sumDice } from '../../engine/risus.js';
import { bonusDice, clicheDamage, monsterResists, playerResists } from './character.js';
import { type Ctx, showRoll } from './context.js';
import type { Monster, PendingRoll, RogueState } from './state.js';

/** How a side rolls under Haste and Slow (both at once cancel out). */
export function poolMode(haste: boolean, slow: boolean): PoolMode {
  if (haste === slow) return 'once';
  return haste ? 'better' : 'worse';
}

/** A number added or taken away in a sum as the rolls spell it out: "+ 3", "− 2". */
function term(n: number): string {
  return n >= 0 ? `+ ${n}` : `− ${-n}`;
}

/** The dice a player's roll counts for resistances: the dice rolled, one when a penalty halves it. */
function diceRolled(roll: Pick<PendingRoll, 'dice' | 'divisor' | 'extra'>): number {
  return (roll.divisor > 1 ? 1 : roll.dice.length) + roll.extra.length;
}

/** A player's total before extra shots from the sum of the `dice` kept: divided (rounded up) under a penalty, ± one per die counted. */
function keptTotal(sum: number, dice: number, divisor: number, perDie: number): number {
  return (divisor > 1 ? Math.ceil(sum / divisor) : sum) + perDie * (divisor > 1 ? 1 : dice);
}

/** The total of a player's roll with its extra shots. */
export function playerTotal(roll: Omit<PendingRoll, 'monsterTotal' | 'pump'>): number {
  const shots = sumDice(roll.extra) + roll.perDie * roll.extra.length;
  return keptTotal(sumDice(roll.dice), roll.dice.length, roll.divisor, roll.perDie) + shots;
}

/**
 * How a roll is made: the dice rolled, once or twice (Haste, Slow), what one die is divided by (a player under penalties, a ½ monster; 1:
 * not divided), whether Fear makes every die a 1, and its total from their sum.
 */
export interface RollPlan {
  dice: number;
  divisor: number;
  mode: PoolMode;
  fear: boolean;
  total(sum: number): number;
}

/** How the player's fight roll with `pump` dice pumped is made against `monster`, before extra shots. */
export function playerPlan(s: RogueState, pump: number, monster: Monster): RollPlan {
  const { dice, divisor } = playerPool(s, pump);
  const perDie = perDieAgainst(s, monster);
  const mode = poolMode(s.effects.haste, s.effects.slow);
  return { dice, divisor, mode, fear: false, total: (sum) => keptTotal(sum, dice, divisor, perDie) };
}

/**
 * How a monster's roll is made. `attack`: a combat round against the player, where the player's resistance (one less a die), Fear (every
 * die a 1) and Paralysis (the total doubled) count; otherwise a plain defence roll.
 */
export function monsterPlan(s: RogueState, monster: Monster, mode: PoolMode, attack: boolean): RollPlan {
  const dice = monster.cliche < 1 ? 1 : monster.dice;
  const resist = attack && playerResists(s, monster.type) ? dice : 0;
  const twice = attack && s.effects.paralysed ? 2 : 1;
  return {
    dice,
    divisor: monster.cliche < 1 ? 2 : 1,
    mode,
    fear: attack && s.effects.fear,
    total: (sum) => ((monster.cliche < 1 ? halfDie(sum) : sum) - resist) * twice,
  };
}

/** +1 per die against a monster weak to the player's damage, -1 when it resists it, else 0. */
function perDieAgainst(s: RogueState, monster: Monster | null): -1 | 0 | 1 {
  if (monster === null) return 0;
  const type = clicheDamage(s.cliche);
  const weak = monster.weak.includes(type);
  const resists = monsterResists(s, monster, type);
  if (weak === resists) return 0;
  return weak ? 1 : -1;
}

/** Explains a player's total, e.g. "5 + 3 = 8 − 2 (resists) = 6". */
function explainPlayer(roll: Omit<PendingRoll, 'monsterTotal' | 'pump'>): string {
  const parts: string[] = [];
  const sum = sumDice(roll.dice);
  parts.push(roll.divisor > 1 ? `${sum} ÷ ${roll.divisor} ↑ = ${Math.ceil(sum / roll.divisor)}` : `${sum}`);
  if (roll.extra.length > 0) parts.push(`extra shots ${term(sumDice(roll.extra))}`);
  if (roll.perDie !== 0) {
    const n = diceRolled(roll);
    parts.push(roll.perDie > 0 ? `weak ${term(n)}` : `resists ${term(-n)}`);
  }
  return `${parts.join(', ')} → **${playerTotal(roll)}**`;
}

/** A player's roll before extra shots: the dice kept, the divisor and the resistance adjustment. */
export type PlayerRoll = Omit<PendingRoll, 'monsterTotal' | 'extra'>;

/** The dice the player rolls (cliché, bonuses, pump) and what the sum is divided by: 1 die ÷ 2 or 3 when penalties leave none. */
export function playerPool(s: RogueState, pump: number): { dice: number; divisor: number } {
  const count = s.dice + pump + bonusDice(s).reduce((sum, bonus) => sum + bonus.dice, 0);
  return { dice: Math.max(1, count), divisor: count >= 1 ? 1 : 2 - count };
}

/** Rolls the player's combat dice (cliché, bonuses, pump) against `monster` (null: no resistances). */
export function rollPlayer(ctx: Ctx, pump: number, monster: Monster | null, label: string): PlayerRoll {
  const { state: s } = ctx;
  const bonuses = bonusDice(s);
  const { dice, divisor } = playerPool(s, pump);
  const pool = rollPool(ctx.random, dice, poolMode(s.effects.haste, s.effects.slow));
  const roll: PlayerRoll = { pump, dice: pool.kept, divisor, perDie: perDieAgainst(s, monster) };
  const made = [`${s.dice} cliché`, ...bonuses.map((b) => `${term(b.dice)} ${b.label}`)];
  if (pump > 0) made.push(`+ ${pump} pumped`);
  const twice = pool.other ? ` (kept over ${pool.other.join(' ')}: ${s.effects.haste ? 'Haste' : 'Slow'})` : '';
  showRoll(ctx, `${label} (${made.join(' ')})`, pool.kept, `${explainPlayer({ ...roll, extra: [] })}${twice}`);
  return roll;
}

/**
 * Rolls a monster's dice. `attack`: a combat round against the player, where the player's resistance,
 * Fear and Paralysis count (and Fear and Paralysis are used up); otherwise a plain defence roll.
 */
export function rollMonster(ctx: Ctx, monster: Monster, mode: PoolMode, attack: boolean): number {
  const { state: s } = ctx;
  const plan = monsterPlan(s, monster, mode, attack);
  const count = plan.dice;
  const pool = plan.fear ? { kept: Array<number>(count).fill(1), other: null } : rollPool(ctx.random, count, mode);
  const sum = sumDice(pool.kept);
  const total = plan.total(sum);
  const notes: string[] = [monster.cliche < 1 ? `${sum} ÷ 2 ↑ = ${halfDie(sum)}` : `${sum}`];
  if (plan.fear) notes.push('Fear: every die shows 1');
  if (pool.other) notes.push(`kept over ${pool.other.join(' ')}`);
  if (attack && playerResists(s, monster.type)) notes.push(`you resist − ${count}`);
  if (attack && s.effects.paralysed) notes.push('Paralysis × 2');
  if (attack) {
    s.effects.fear = false;
    s.effects.paralysed = false;
  }
  showRoll(ctx, `${monster.name} (${monster.cliche < 1 ? '½' : monster.dice})`, pool.kept, `${notes.join(', ')} → **${total}**`);
  return total;
}
