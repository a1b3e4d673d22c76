/**
 * Fights (rulebook, "Swords", "Experience"; docs/rulings.md, Rogue Risus): Risus rounds where both sides
 * roll and the lower total loses a die. A tie loses nothing and is rolled again with the next `fight`
 * (the Amulet of Strength wins it). After seeing a losing or tied roll the player may add extra shots,
 * one die each, before accepting it. Pumped dice (mages; a fighter with the Amulet of Strength) are
 * lost after the roll, win or lose, unless Clarity is at work; they are a cost, not damage.
 * The Ring of Rage doubles a winning blow when no item was used or is at work in the fight; the Ring
 * of Infernal Knowledge doubles a losing one.
 */

import { opposed } from '../../engine/risus.js';
import type { TarotRank } from '../../engine/tarot.js';
import { capitalised, count, withArticle } from '../../engine/words.js';
import { addKills, endRun, GEAR, heal, isMage, pumpCost, wears } from './character.js';
import { type Ctx, say, showRoll, tell } from './context.js';
import { hurtMonster, hurtPlayer } from './damage.js';
import { damageTypeOf, rosterEntry } from './data.js';
import { dropEquipment, itemRoll } from './loot.js';
import { playerTotal, poolMode, rollMonster, rollPlayer } from './rolls.js';
import type { Combat, Effects, ItemKind, Monster, PendingRoll, RogueState } from './state.js';

/** Effects with nothing at work. */
export const NO_EFFECTS: Effects = {
  haste: false,
  slow: false,
  berserk: false,
  invisible: false,
  confused: false,
  levitating: false,
  paralysed: false,
  fear: false,
};

/** True when any "Combat" effect is at work or waiting for the next fight. */
function anyEffect(effects: Effects): boolean {
  return Object.values(effects).some(Boolean);
}

/** The monster of a rank on a level's roster, at its full cliché (½: one die). */
function makeMonster(level: number, rank: TarotRank): Monster {
  const entry = rosterEntry(level, rank);
  return {
    level,
    rank,
    name: entry.name,
    cliche: entry.cliche,
    dice: Math.max(entry.cliche, 1),
    type: damageTypeOf(entry),
    resist: [...entry.resist],
    weak: [...entry.weak],
    item: entry.item,
  };
}

const TYPE_NAMES = { P: 'Physical', F: 'Fire', I: 'Ice', E: 'Electrical' } as const;

/** Starts a fight with the monster of `rank` on `level`; `itemKind` is the item roll owed after it. */
export function startCombat(ctx: Ctx, level: number, rank: TarotRank, card: string, itemKind: ItemKind | null): void {
  const monster = makeMonster(level, rank);
  ctx.state.combat = {
    monster,
    card,
    itemKind,
    round: 0,
    monsterEffects: { haste: false, slow: false, invisible: false },
    itemUsed: anyEffect(ctx.state.effects),
    lifeUsed: false,
    roll: null,
  };
  const size = monster.cliche < 1 ? '½' : String(monster.cliche);
  say(ctx, 'monster', `${capitalised(withArticle(monster.name))} (${size}, ${TYPE_NAMES[monster.type]}) attacks!`);
}

function fighting(s: RogueState): Combat {
  if (!s.combat) throw new Error('No fight in progress');
  return s.combat;
}

/** True when the Amulet of Strength makes ties the fighter's. */
export function tiesWin(s: RogueState): boolean {
  return !isMage(s) && wears(s, GEAR.strength);
}

/** How a roll ends the round for the player: a win, a loss, or a tie (won with the Amulet of Strength). */
export function outcome(s: RogueState, roll: Omit<PendingRoll, 'pump'>): 'win' | 'lose' | 'tie' {
  return opposed(playerTotal(roll), roll.monsterTotal, tiesWin(s));
}

/** The dice of damage a lost round deals the player: 2 for a mage with the Ring of Infernal Knowledge. */
export function lostRoundDamage(s: RogueState): number {
  return isMage(s) && wears(s, GEAR.infernal) ? 2 : 1;
}

/** One round: both sides roll; a losing or tied roll waits for extra shots while any are left. */
export function fightRound(ctx: Ctx, pump: number): void {
  const { state: s } = ctx;
  const combat = fighting(s);
  combat.round += 1;
  const { monster, monsterEffects } = combat;
  const player = rollPlayer(ctx, pump, monster, `Round ${combat.round}: you`);
  const monsterTotal = rollMonster(ctx, monster, poolMode(monsterEffects.haste, monsterEffects.slow), true);
  const roll: PendingRoll = { ...player, extra: [], monsterTotal };
  if (s.extraShots > 0 && outcome(s, roll) !== 'win') {
    combat.roll = roll;
    say(ctx, 'roll', `You roll ${playerTotal(roll)} against ${monsterTotal}: spend extra shots or take the roll.`);
    return;
  }
  resolveRound(ctx, roll);
}

/** Spends one extra shot on the waiting roll: one more die. */
export function shoot(ctx: Ctx): void {
  const { state: s } = ctx;
  const combat = fighting(s);
  const roll = combat.roll;
  if (!roll) return;
  s.extraShots -= 1;
  const die = ctx.random.d6();
  roll.extra.push(die);
  showRoll(ctx, 'Extra shot', [die], `your total is now **${playerTotal(roll)}** against ${roll.monsterTotal}`);
  if (s.extraShots === 0 || outcome(s, roll) === 'win') resolveRound(ctx, roll);
}

/** Takes the waiting roll as it is. */
export function acceptRoll(ctx: Ctx): void {
  const roll = fighting(ctx.state).roll;
  if (roll) resolveRound(ctx, roll);
}

function resolveRound(ctx: Ctx, roll: PendingRoll): void {
  const { state: s } = ctx;
  const combat = fighting(s);
  combat.roll = null;
  const { monster } = combat;
  const result = outcome(s, roll);
  const score = `${playerTotal(roll)} to ${roll.monsterTotal}`;
  if (result === 'win') {
    const rage = !isMage(s) && wears(s, GEAR.rage) && !combat.itemUsed && !anyEffect(s.effects);
    say(ctx, 'round-won', `You win the round ${score}${rage ? ': the Ring of Rage doubles your blow' : ''}.`);
    hurtMonster(ctx, rage ? 2 : 1, 'Your blow');
  } else if (result === 'lose') {
    const damage = lostRoundDamage(s);
    say(ctx, 'round-lost', `The ${monster.name} wins the round ${score}${damage > 1 ? ': Infernal Knowledge burns for 2' : ''}.`);
    const where = `on level ${monster.level}${s.escape ? ' of the escape' : ''}`;
    hurtPlayer(ctx, damage, `The ${monster.name}`, `Slain by the ${monster.name} ${where}.`);
  } else {
    say(ctx, 'round-tie', `A tie, ${score}: roll again.`);
  }
  if (roll.pump > 0 && !s.end) payPump(ctx, roll.pump, monster);
  if (!s.end && monster.dice <= 0) endCombat(ctx, 'kill');
}

function payPump(ctx: Ctx, pump: number, monster: Monster): void {
  const { state: s } = ctx;
  if (pumpCost(s, pump) === 0) {
    s.clarity = false;
    say(ctx, 'clarity', `Clarity: the ${pump} pumped ${pump === 1 ? 'die costs' : 'dice cost'} you nothing.`);
    return;
  }
  s.dice = Math.max(0, s.dice - pump);
  say(ctx, 'pump', `Pumping costs you ${count(pump, 'die', 'dice')} (${s.dice}/${s.maxDice} left).`);
  if (s.dice === 0) endRun(ctx, false, `Spent the last die pumping against the ${monster.name} on level ${monster.level}.`);
}

/**
 * How a fight ends: `kill` (the monster is beaten), `vanish` (a Teleport wand sends it away: no kill,
 * but the card's item roll still happens), `leave` (Teleport or Blink takes the player away: nothing
 * more comes of the card). In the escape only a kill gets past a level.
 */
export type FightEnd = 'kill' | 'vanish' | 'leave';

/** Ends the fight: the kill and its die, the Amulet of Health, then the item roll and the monster's drop. */
export function endCombat(ctx: Ctx, how: FightEnd): void {
  const { state: s } = ctx;
  const combat = fighting(s);
  const { monster } = combat;
  s.combat = null;
  s.effects = { ...NO_EFFECTS };
  if (how === 'kill') {
    say(ctx, 'kill', `You defeat the ${monster.name}!`);
    addKills(ctx, 1);
  }
  if (wears(s, GEAR.health)) heal(ctx, 1, 'The Amulet of Health');
  if (s.escape) {
    if (how !== 'kill') {
      say(ctx, 'escape-blocked', `A monster of level ${s.escape.level} still bars the way out.`);
      return;
    }
    tell(ctx, `Escape, level ${s.escape.level}: beat the ${monster.name}.`);
    if (s.escape.level === 1) {
      endRun(ctx, true, `Escaped the dungeon with the Worldstone and ${count(s.kills, 'kill')}!`);
      return;
    }
    s.escape.level -= 1;
  } else if (how !== 'leave' && combat.itemKind && combat.card) {
    itemRoll(ctx, combat.itemKind, combat.card);
  }
  if (how === 'kill' && monster.item) dropEquipment(ctx);
}

/** Replaces the monster of the fight by another of its level's roster (Polymorph), at full cliché. */
export function replaceMonster(ctx: Ctx, rank: TarotRank): void {
  const combat = fighting(ctx.state);
  const before = combat.monster.name;
  combat.monster = makeMonster(combat.monster.level, rank);
  say(
    ctx,
    'polymorph',
    `The ${before} turns into ${withArticle(combat.monster.name)} (${combat.monster.cliche < 1 ? '½' : combat.monster.cliche}).`,
  );
}
