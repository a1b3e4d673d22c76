/** What the player sees of a Rogue Risus run (the character sheet and the table), and how it ranks. */
import type { GameResult } from '../../engine/game.js';
import { minor, tarotLabel } from '../../engine/tarot.js';
import { count, signed } from '../../engine/words.js';
import { held, kindOfCard } from './cards.js';
import { type Bonus, bonusDice, canPump, clicheDamage, monsterResists, nextLevelUp, pumpCap } from './character.js';
import { equipment, itemEffect, LEVELS, levelInfo, rosterEntry } from './data.js';
import { DESCEND_AFTER, levelSize, WORLD } from './explore.js';
import { playerPool } from './rolls.js';
import { canDescend, canDraw } from './rules.js';
import { clicheTitle } from './setup.js';
import {
  itemKills,
  type RogueMove,
  type RollStakes,
  type RoundStakes,
  restFailure,
  rogueMoves,
  rollStakes,
  roundStakes,
} from './stakes.js';
import { type DamageType, ITEM_KINDS, type ItemKind, type Monster, type Pending, type RogueState, type RollRecord } from './state.js';

/** A worn piece of equipment. */
export interface GearView {
  card: string;
  name: string;
  arcana: string;
  text: string;
}

/** A held item: its card, how many (wand charges), and its effect once known. */
export interface ItemView {
  kind: ItemKind;
  card: string;
  count: number;
  effect: number | null;
  name: string | null;
  text: string | null;
  /** Known to end the run if used now (a wand: pointed at yourself). */
  kills: boolean;
}

/** The fight on the table. */
interface CombatView {
  monster: Monster;
  card: string | null;
  round: number;
  monsterEffects: string[];
  /** The monster's resistances that work against you: a Polar, Solar or Storm Ring strips its own. */
  resists: DamageType[];
  /** A roll waiting for extra shots: the two totals, and what taking it or shooting would do. */
  roll: RollStakes | null;
  /** The next round's stakes for each pump offered, from 0 (no pump) up; empty while a roll waits. */
  rounds: RoundStakes[];
}

/** The board of a run: never the order of a face-down deck. */
export interface RogueView {
  seed: string;
  name: string;
  cliche: RogueState['cliche'];
  clicheTitle: string;
  damageType: DamageType;
  dice: number;
  maxDice: number;
  bonuses: Bonus[];
  /** The dice a fight round rolls before pumping, and the divisor when penalties leave none. */
  pool: { dice: number; divisor: number };
  weapon: number | null;
  armour: number;
  amulet: GearView | null;
  rings: GearView[];
  special: GearView | null;
  worldstone: boolean;
  extraShots: number;
  kills: number;
  nextLevelUp: number | null;
  canPump: boolean;
  pumpCap: number;
  level: number;
  levelName: string;
  levelSize: number;
  drawn: string[];
  deckLeft: number;
  /** The rest of the level deck, top first, under Magic Mapping. */
  mapped: string[] | null;
  canDescend: boolean;
  mustDescend: boolean;
  /** Cards to draw before going down; null on the last level. */
  descendAfter: number | null;
  rested: boolean;
  escapeLevel: number | null;
  deepest: number;
  combat: CombatView | null;
  pending: Pending | null;
  effects: string[];
  clarity: boolean;
  gift: boolean;
  inventory: ItemView[];
  rolls: RollRecord[];
  story: string[];
  /** Every legal move in the board's order, with its risk and whether it ends the run. */
  moves: RogueMove[];
  /** What a rest that rolls a 1 forces: a fight, or (level 20, The World still in the deck) the next draw. */
  restFailure: 'fight' | 'draw';
  over: boolean;
  won: boolean;
  score: number | null;
  summary: string | null;
}

const EFFECT_NAMES = {
  haste: 'Haste',
  slow: 'Slow',
  berserk: 'Berserk',
  invisible: 'Invisibility',
  confused: 'Confusion',
  levitating: 'Levitation',
  paralysed: 'Paralysis',
  fear: 'Fear',
} as const;

function gear(card: string | null): GearView | null {
  if (card === null) return null;
  const item = equipment(card);
  return { card, name: item.name, arcana: item.arcana, text: item.text };
}

function inventory(s: RogueState): ItemView[] {
  return ITEM_KINDS.flatMap((kind) =>
    held(s, kind).map((card) => {
      const effect = s.known[kind][card] ?? null;
      const known = effect === null ? null : itemEffect(kind, effect);
      return {
        kind,
        card,
        count: s.inventory[kind][card] ?? 0,
        effect,
        name: known?.name ?? null,
        text: known?.text ?? null,
        kills: itemKills(s, card),
      };
    }),
  );
}

function combatView(s: RogueState): CombatView | null {
  const combat = s.combat;
  if (!combat) return null;
  const effects = Object.entries(combat.monsterEffects)
    .filter(([, on]) => on)
    .map(([key]) => EFFECT_NAMES[key as keyof typeof EFFECT_NAMES]);
  const { monster } = combat;
  const resists = monster.resist.filter((type) => monsterResists(s, monster, type));
  return { monster, card: combat.card, round: combat.round, monsterEffects: effects, resists, roll: rollStakes(s), rounds: roundStakes(s) };
}

/** What a face-down card holds on `level` (Amulet of Speed, Magic Mapping): "5⚔️ Jackal", "3🏆 potion (or Fox)". */
export function cardMeaning(card: string, level: number): string {
  if (card === WORLD) return 'The World: the Worldstone';
  const kind = kindOfCard(card);
  const monster = rosterEntry(level, minor(card).rank).name;
  return kind === null ? `${tarotLabel(card)} ${monster}` : `${tarotLabel(card)} ${kind} (or ${monster})`;
}

/** The player's view of the run. */
export function viewRogue(s: RogueState): RogueView {
  const result = scoreRogue(s);
  return {
    seed: s.seed,
    name: s.name,
    cliche: s.cliche,
    clicheTitle: clicheTitle(s.cliche),
    damageType: clicheDamage(s.cliche),
    dice: s.dice,
    maxDice: s.maxDice,
    bonuses: bonusDice(s),
    pool: playerPool(s, 0),
    weapon: s.weapon,
    armour: s.armour,
    amulet: gear(s.amulet),
    rings: s.rings.map((card) => gear(card)).filter((g): g is GearView => g !== null),
    special: gear(s.special),
    worldstone: s.worldstone,
    extraShots: s.extraShots,
    kills: s.kills,
    nextLevelUp: nextLevelUp(s),
    canPump: canPump(s),
    pumpCap: pumpCap(s),
    level: s.level,
    levelName: levelInfo(s.level).name,
    levelSize: levelSize(s),
    drawn: [...s.drawn],
    deckLeft: s.deck.length,
    mapped: s.mapped ? [...s.deck] : null,
    canDescend: canDescend(s),
    mustDescend: s.escape === null && !canDraw(s) && canDescend(s),
    descendAfter: s.level < LEVELS ? DESCEND_AFTER : null,
    rested: s.rested,
    escapeLevel: s.escape?.level ?? null,
    deepest: s.deepest,
    combat: combatView(s),
    pending: s.pending,
    effects: Object.entries(s.effects)
      .filter(([, on]) => on)
      .map(([key]) => EFFECT_NAMES[key as keyof typeof EFFECT_NAMES]),
    clarity: s.clarity,
    gift: s.gift,
    inventory: inventory(s),
    rolls: [...s.rolls],
    story: [...s.story],
    moves: rogueMoves(s),
    restFailure: restFailure(s),
    over: result.over,
    won: result.won === true,
    score: result.score ?? null,
    summary: result.summary ?? null,
  };
}

/** The leaderboard number: escaped × 1,000,000 + deepest level × 10,000 + kills. */
function rogueScore(s: RogueState): number {
  return (s.end?.won ? 1_000_000 : 0) + s.deepest * 10_000 + s.kills;
}

/** A score in words: escaped or not, the deepest level and the kills (the parts of `rogueScore`). */
export function describeRogueScore(score: number): string {
  const kills = score % 10_000;
  const level = Math.floor((score % 1_000_000) / 10_000);
  return `${score >= 1_000_000 ? 'escaped · ' : ''}level ${level} · ${count(kills, 'kill')}`;
}

/** The end of a run: escaped with the Worldstone first, then the deepest level, then kills. */
export function scoreRogue(s: RogueState): GameResult {
  if (!s.end) return { over: false };
  const score = rogueScore(s);
  const summary =
    `${s.end.text} Deepest level ${s.deepest}, ${count(s.kills, 'kill')}: ` +
    `score ${signed(score)} (escaped × 1,000,000 + deepest × 10,000 + kills).`;
  return { over: true, won: s.end.won, score, summary };
}
