/**
 * The character sheet (rulebook, "Your Character", "Equipment", "Experience"): what a cliché deals,
 * what is worn, the bonus dice of a combat roll, healing and the dice gained by killing monsters.
 */
import { count } from '../../engine/words.js';
import { type Ctx, say, tell } from './context.js';
import { equipment } from './data.js';
import type { Cliche, DamageType, Monster, RogueState } from './state.js';

/** The equipment cards by effect (rulebook, "Major Arcana Equipment List"). */
export const GEAR = {
  jestersCap: 'M0',
  magicStaff: 'M1',
  iceCrown: 'M2',
  warmth: 'M3',
  coolness: 'M4',
  grounding: 'M5',
  health: 'M6',
  speed: 'M7',
  strength: 'M8',
  alchemist: 'M9',
  fate: 'M10',
  justicar: 'M11',
  torture: 'M12',
  decay: 'M13',
  life: 'M14',
  infernal: 'M15',
  rage: 'M16',
  heavens: 'M17',
  polar: 'M18',
  solar: 'M19',
  storm: 'M20',
  world: 'M21',
} as const;

/** The kills that each give a die (rulebook, "Experience": 10, 30, 60, 100 and 150). */
export const LEVEL_UPS = [10, 30, 60, 100, 150] as const;

/** The most dice a cliché can have. */
export const MAX_CLICHE = 6;

const CLICHE_DAMAGE: Record<Cliche, DamageType> = { fighter: 'P', 'fire-mage': 'F', 'ice-mage': 'I', 'lightning-mage': 'E' };

/** The damage a cliché deals (rulebook: Fighter Physical, Fire, Ice, Lightning Mage Electricity). */
export function clicheDamage(cliche: Cliche): DamageType {
  return CLICHE_DAMAGE[cliche];
}

/** True for the three mage clichés. */
export function isMage(s: RogueState): boolean {
  return s.cliche !== 'fighter';
}

/** True when this equipment card is worn. */
export function wears(s: RogueState, card: string): boolean {
  return s.amulet === card || s.special === card || s.rings.includes(card);
}

/** The damage types the character resists: the rings of Warmth (Ice), Coolness (Fire), Grounding (Electricity). */
export function playerResists(s: RogueState, type: DamageType): boolean {
  if (type === 'I') return wears(s, GEAR.warmth);
  if (type === 'F') return wears(s, GEAR.coolness);
  if (type === 'E') return wears(s, GEAR.grounding);
  return false;
}

/** A monster's resistance to a type, unless a Polar, Solar or Storm Ring strips it. */
export function monsterResists(s: RogueState, monster: Monster, type: DamageType): boolean {
  if (!monster.resist.includes(type)) return false;
  if (type === 'I') return !wears(s, GEAR.polar);
  if (type === 'F') return !wears(s, GEAR.solar);
  if (type === 'E') return !wears(s, GEAR.storm);
  return true;
}

/** A bonus to the dice of a combat roll, and where it comes from. */
export interface Bonus {
  label: string;
  dice: number;
}

/** The bonus dice of every combat roll (weapon, armour, special item, rings, Berserk, Levitation). */
export function bonusDice(s: RogueState): Bonus[] {
  const bonuses: Bonus[] = [];
  if (s.weapon !== null && s.weapon !== 0) bonuses.push({ label: 'weapon', dice: s.weapon });
  if (s.armour !== 0) bonuses.push({ label: isMage(s) ? 'robe' : 'armour', dice: s.armour });
  if (s.special !== null) {
    const item = equipment(s.special);
    bonuses.push({ label: item.name, dice: item.favours === s.cliche ? 3 : 1 });
  }
  if (isMage(s) && wears(s, GEAR.infernal)) bonuses.push({ label: 'Infernal Knowledge', dice: 2 });
  if (!isMage(s) && s.effects.berserk) bonuses.push({ label: 'Berserk', dice: 2 });
  if (s.effects.levitating) bonuses.push({ label: 'Levitation', dice: 1 });
  return bonuses;
}

/** True when the character may pump: mages, and a fighter with the Amulet of Strength. */
export function canPump(s: RogueState): boolean {
  return isMage(s) || wears(s, GEAR.strength);
}

/**
 * The most dice a pump may add: never the last die (it would be lost after the roll), except under
 * Clarity, when the pump costs nothing and may use every die.
 */
export function pumpCap(s: RogueState): number {
  if (!canPump(s)) return 0;
  return Math.max(0, s.clarity ? s.dice : s.dice - 1);
}

/** The dice a pump of `pump` costs after the roll: none while Clarity is at work. */
export function pumpCost(s: RogueState, pump: number): number {
  return s.clarity ? 0 : pump;
}

/** Heals cliché dice up to the full cliché; returns how many were healed. */
export function heal(ctx: Ctx, dice: number, why: string): number {
  const healed = Math.max(0, Math.min(dice, ctx.state.maxDice - ctx.state.dice));
  ctx.state.dice += healed;
  if (healed > 0) say(ctx, 'heal', `${why}: you heal ${count(healed, 'die', 'dice')} (${ctx.state.dice}/${ctx.state.maxDice}).`);
  return healed;
}

/** The next kill count that gives a die, or null when the cliché is full. */
export function nextLevelUp(s: RogueState): number | null {
  if (s.maxDice >= MAX_CLICHE) return null;
  return LEVEL_UPS.find((kills) => kills > s.kills) ?? null;
}

/** Marks off kills; each mark with a "!" gives a die in the cliché (and heals it), up to 6. */
export function addKills(ctx: Ctx, count: number): void {
  const before = ctx.state.kills;
  ctx.state.kills += count;
  ctx.state.levelKills += count;
  for (const mark of LEVEL_UPS) {
    if (mark > before && mark <= ctx.state.kills && ctx.state.maxDice < MAX_CLICHE) {
      ctx.state.maxDice += 1;
      ctx.state.dice += 1;
      say(ctx, 'level-up', `${mark} kills: your cliché grows to ${ctx.state.maxDice} dice!`);
      tell(ctx, `${mark} kills on level ${ctx.state.level}: the cliché grew to ${ctx.state.maxDice} dice.`);
    }
  }
}

/** Ends the run. */
export function endRun(ctx: Ctx, won: boolean, text: string): void {
  const { state: s } = ctx;
  if (!won && !s.escape) tell(ctx, `Level ${s.level}: ${count(s.drawn.length, 'card')} drawn, ${count(s.levelKills, 'kill')}.`);
  s.end = { won, text };
  s.pending = null;
  tell(ctx, text);
}
