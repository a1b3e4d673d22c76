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

/** The total of a player's roll with its extra shots. */
export function playerTotal(roll: Omit<PendingRoll, 'monsterTotal' | 'pump'>): number {
  const base = roll.divisor > 1 ? Math.ceil(sumDice(roll.dice) / roll.divisor) : sumDice(roll.dice);
  return base + sumDice(roll.extra) + roll.perDie * diceRolled(roll);
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
  const count = monster.cliche < 1 ? 1 : monster.dice;
  const fear = attack && s.effects.fear;
  const pool = fear ? { kept: Array<number>(count).fill(1), other: null } : rollPool(ctx.random, count, mode);
  const sum = sumDice(pool.kept);
  let total = monster.cliche < 1 ? halfDie(sum) : sum;
  const notes: string[] = [monster.cliche < 1 ? `${sum} ÷ 2 ↑ = ${total}` : `${sum}`];
  if (fear) notes.push('Fear: every die shows 1');
  if (pool.other) notes.push(`kept over ${pool.other.join(' ')}`);
  if (attack && playerResists(s, monster.type)) {
    total -= count;
    notes.push(`you resist − ${count}`);
  }
  if (attack && s.effects.paralysed) {
    total *= 2;
    notes.push('Paralysis × 2');
  }
  if (attack) {
    s.effects.fear = false;
    s.effects.paralysed = false;
  }
  showRoll(ctx, `${monster.name} (${monster.cliche < 1 ? '½' : monster.dice})`, pool.kept, `${notes.join(', ')} → **${total}**`);
  return total;
}
