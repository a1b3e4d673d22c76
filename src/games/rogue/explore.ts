/**
 * Exploring (rulebook, "Starting the game", "Exploring the dungeon", "Resting", "Reaching level 20";
 * docs/rulings.md): 25 suit cards per level; a Sword is a fight; a Cup, Pentacle or Wand is a fight on a
 * 5+ (with the Sword of the same rank), then its item roll. One rest is allowed before each draw: 2+
 * heals a die, a 1 forces the next draw with its fight roll counted as 6. Descending is allowed after
 * 16 cards and forced at 25; level 20 adds The World, whose Worldstone opens the escape: one monster
 * of every level from 20 to 1, each from a random Sword put back after the fight.
 *
 * Readings: the Amulet of Speed works on every exploration draw (the forced one too) but not on a
 * Teleport, which draws one card; rest is offered only when a die is missing; in the escape, `draw`
 * faces the next level's monster, and a rest is allowed before each.
 */
import { minor, minorArcana, tarotName } from '../../engine/tarot.js';
import { count } from '../../engine/words.js';
import { kindOfCard } from './cards.js';
import { GEAR, heal, wears } from './character.js';
import { startCombat } from './combat.js';
import { type Ctx, checkDie, say, showRoll, tell } from './context.js';
import { LEVELS, levelInfo } from './data.js';
import { itemRoll } from './loot.js';
import type { RogueState } from './state.js';

/** Cards dealt for each level. */
export const LEVEL_CARDS = 25;
/** Cards drawn before descending is allowed. */
export const DESCEND_AFTER = 16;
/** The World, added to level 20. */
export const WORLD = 'M21';

/** A level's deck: 25 suit cards from a fresh shuffle of all 56, and The World shuffled in on level 20. */
function dealLevel(ctx: Ctx, level: number): string[] {
  const cards = ctx.random.shuffle(minorArcana()).slice(0, LEVEL_CARDS);
  return level === LEVELS ? ctx.random.shuffle([...cards, WORLD]) : cards;
}

/** The cards of the current level, drawn and not. */
export function levelSize(s: RogueState): number {
  return s.level === LEVELS ? LEVEL_CARDS + 1 : LEVEL_CARDS;
}

/** Draws from the level deck (two with the Amulet of Speed), or faces the escape's next monster. */
export function explore(ctx: Ctx, forcedSix: boolean): void {
  const { state: s } = ctx;
  s.rested = false;
  if (s.escape) {
    faceEscapeMonster(ctx);
    return;
  }
  const [first, second] = s.deck;
  if (first === undefined) return;
  if (second !== undefined && wears(s, GEAR.speed)) {
    s.deck = s.deck.slice(2);
    s.pending = { kind: 'pick', cards: [first, second], forcedSix };
    say(ctx, 'speed', 'The Amulet of Speed shows you two cards: pick the one to explore.');
    return;
  }
  s.deck = s.deck.slice(1);
  resolveCard(ctx, first, forcedSix);
}

/** Amulet of Speed: explores the picked card and puts the other face down under the deck. */
export function pickCard(ctx: Ctx, card: string): void {
  const { state: s } = ctx;
  if (s.pending?.kind !== 'pick') return;
  const { cards, forcedSix } = s.pending;
  s.pending = null;
  s.deck = [...s.deck, ...cards.filter((c) => c !== card)];
  resolveCard(ctx, card, forcedSix);
}

/** Teleport: one card drawn and explored now (in the escape, the level's monster is faced now). */
export function teleportDraw(ctx: Ctx): void {
  const { state: s } = ctx;
  s.rested = false;
  if (s.escape) {
    faceEscapeMonster(ctx);
    return;
  }
  const [first] = s.deck;
  if (first === undefined) {
    say(ctx, 'teleport-nowhere', 'The level deck is empty: there is nowhere to teleport to.');
    return;
  }
  s.deck = s.deck.slice(1);
  resolveCard(ctx, first, false);
}

function resolveCard(ctx: Ctx, card: string, forcedSix: boolean): void {
  const { state: s } = ctx;
  s.drawn.push(card);
  if (card === WORLD) {
    s.worldstone = true;
    say(ctx, 'worldstone', 'You draw The World: the Worldstone is yours! Escape when you are ready.');
    tell(ctx, 'Level 20: found the Worldstone.');
    return;
  }
  const { rank } = minor(card);
  const kind = kindOfCard(card);
  if (kind === null) {
    startCombat(ctx, s.level, rank, card, null);
    return;
  }
  let die: number;
  if (forcedSix) {
    die = 6;
    showRoll(ctx, 'Monster check', [], 'counts as 6 after the failed rest: a monster!');
  } else {
    die = ctx.random.d6();
    showRoll(ctx, 'Monster check', [die], `${die} (5+ is a monster): ${die >= 5 ? 'a monster!' : 'all quiet'}`);
  }
  if (die >= 5) startCombat(ctx, s.level, rank, card, kind);
  else itemRoll(ctx, kind, card);
}

/** Rest: 2+ heals a die; a 1 forces the next draw, whose fight roll counts as 6. */
export function rest(ctx: Ctx): void {
  const { state: s } = ctx;
  s.rested = true;
  if (checkDie(ctx, 'Rest', 2)) {
    heal(ctx, 1, 'You rest');
    return;
  }
  say(ctx, 'rest-failed', 'Something finds you while you rest!');
  explore(ctx, true);
}

/** Closes the level's chapter of the story: cards drawn and kills there. */
function leaveLevel(ctx: Ctx): void {
  const { state: s } = ctx;
  tell(ctx, `Left level ${s.level} after ${count(s.drawn.length, 'card')} and ${count(s.levelKills, 'kill')} there.`);
  s.levelKills = 0;
}

/** Goes down to the next level: a fresh deal of 25 cards and the next roster. */
export function descend(ctx: Ctx): void {
  const { state: s } = ctx;
  leaveLevel(ctx);
  s.level += 1;
  s.deepest = Math.max(s.deepest, s.level);
  s.deck = dealLevel(ctx, s.level);
  s.drawn = [];
  s.mapped = false;
  const info = levelInfo(s.level);
  say(ctx, 'descend', `You go down to level ${s.level}: ${info.name}.`);
  tell(ctx, `Level ${s.level}, ${info.name}: ${s.dice}/${s.maxDice} dice, ${count(s.kills, 'kill')}.`);
}

/** Starts the escape from level 20. */
export function startEscape(ctx: Ctx): void {
  const { state: s } = ctx;
  s.escape = { level: LEVELS };
  leaveLevel(ctx);
  say(ctx, 'escape', 'You turn back with the Worldstone: beat one monster of every level, from 20 to 1.');
  tell(ctx, `Began the escape with ${s.dice}/${s.maxDice} dice and ${count(s.kills, 'kill')}.`);
}

function faceEscapeMonster(ctx: Ctx): void {
  const { state: s } = ctx;
  const card = s.swords[0];
  if (!s.escape || card === undefined) return;
  s.swords = ctx.random.shuffle(s.swords);
  say(ctx, 'escape-draw', `Level ${s.escape.level} of the escape: you draw the ${tarotName(card)}.`);
  startCombat(ctx, s.escape.level, minor(card).rank, card, null);
}
