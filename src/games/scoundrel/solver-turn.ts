/**
 * Every way the current turn can end, for the solver: each order of facing the room's cards, each
 * monster with or without the weapon, folded into the distinct positions the turn can leave (the
 * card left in the room and the weapon), each at the most health any order reaches it with, plus
 * the best score of the orders that end the run (a death, or the last room cleared).
 *
 * A turn faces 3 cards while the dungeon holds any, else every card left in the room (docs/rulings.md,
 * Scoundrel); one potion heals per turn; a used weapon hits monsters up to the last one it slew
 * (`strict`: below it). The engine's rules.ts says the same for one card at a time; the solver's
 * tests hold this fast path to it.
 */
import { MAX_HEALTH } from './rules.js';
import { CARD_CODES, CARD_KIND, CARD_VALUE, MONSTER, POTION, type Position, TOP_VALUE, WEAPON } from './solver-state.js';
import { TurnCache } from './solver-turn-cache.js';
import type { ScoundrelAction } from './state.js';

/**
 * One turn's faced cards in order, packed: 3 bits a card (room slot, then 1 for the weapon) from
 * the low bits up, and the count of cards in bits 12..14.
 */
export type Steps = number;

/** The ends of one turn, filled by `enumerateTurn`. */
export class TurnOutcomes {
  /**
   * How many distinct turn ends one turn can leave, at most: 16 leftover sets times 82 weapons in
   * canonical form (none, or a value from 2 to 10 at most its limit, a monster value from 2 to 14).
   */
  static readonly CAPACITY = 16 * 82;
  /** Turn ends that leave the run going: `count` of them in the arrays below. */
  count = 0;
  readonly health = new Int8Array(TurnOutcomes.CAPACITY);
  readonly weapon = new Int8Array(TurnOutcomes.CAPACITY);
  readonly limit = new Int8Array(TurnOutcomes.CAPACITY);
  /** The room slots left unfaced, as a bit mask. */
  readonly leftover = new Int8Array(TurnOutcomes.CAPACITY);
  readonly steps = new Int32Array(TurnOutcomes.CAPACITY);
  /** The best score among the orders that end the run (-Infinity when none does), and its steps. */
  endScore = -Infinity;
  endSteps: Steps = 0;
}

// The turn being enumerated, kept in module variables so the recursion passes only what changes.
let out: TurnOutcomes;
let need = 0;
let lastRoom = false;
let strict = false;
let roomLength = 0;
const roomValue = new Int8Array(4);
const roomKind = new Int8Array(4);
/** The weapon limit in canonical form (solver-state.ts, canonicalWeapon), by raw limit. */
const canonicalLimit = new Int8Array(TOP_VALUE + 1);
/**
 * Where each distinct turn end sits in `out`, plus one (0: not met yet in this turn), by its leftover,
 * weapon and limit (4 bits each: a canonical weapon and its limit are at most 14); emptied after each turn.
 */
const endAt = new Int16Array(1 << 12);
/** Turns already enumerated, for any deal (see TurnCache); made at the first search, not at import. */
let cache: TurnCache | null = null;

/**
 * Fills `outcomes` with every end of the current turn of `at`, which is not over: so it faces at
 * least one more card, and the last card faced (a potion scores at a full-health clear) is its own.
 */
export function enumerateTurn(at: Position, outcomes: TurnOutcomes): void {
  out = outcomes;
  let present = 0;
  for (let value = 2; value <= TOP_VALUE; value++) if (at.monsters[value]! > 0) present |= 1 << (value - 2);
  // A turn begun with nothing faced is kept in the cache, keyed as solver-turn-cache.ts says.
  const cached = at.faced === 0 && !at.potionUsed;
  cache ??= new TurnCache();
  let keyLow = 0;
  let keyHigh = 0;
  if (cached) {
    for (let slot = 0; slot < at.roomLength; slot++) keyLow |= at.room[slot]! << (6 * slot);
    keyLow |= (at.health << 24) | ((at.roomLength - 1) << 29) | (at.dungeonEmpty ? 1 << 31 : 0);
    keyHigh = at.weapon | (at.limit << 4) | (present << 8) | (at.strict ? 1 << 21 : 0);
    if (cache.read(keyLow, keyHigh, out, at.monsterSum)) return;
  }
  strict = at.strict;
  roomLength = at.roomLength;
  for (let slot = 0; slot < roomLength; slot++) {
    roomValue[slot] = CARD_VALUE[at.room[slot]!]!;
    roomKind[slot] = CARD_KIND[at.room[slot]!]!;
  }
  out.count = 0;
  out.endScore = -Infinity;
  out.endSteps = 0;
  lastRoom = at.dungeonEmpty;
  need = lastRoom ? at.roomLength : Math.min(3 - at.faced, at.roomLength);
  let top = 0;
  for (let value = 0; value <= TOP_VALUE; value++) {
    if (value >= 2 && (present & (1 << (value - 2))) !== 0) top = value;
    canonicalLimit[value] = top;
  }
  face(0, 0, at.health, at.weapon, at.limit, at.potionUsed, 0, 0, at.monsterSum, AFTER_OTHER, -1);
  for (let i = 0; i < out.count; i++) endAt[endKey(out.leftover[i]!, out.weapon[i]!, out.limit[i]!)] = 0;
  dropDominated();
  if (cached) cache.write(keyLow, keyHigh, out, at.monsterSum);
}

/** What the card faced just before was, for the canonical orders `face` keeps (see there). */
const AFTER_OTHER = 0;
const AFTER_BARE = 1;
const AFTER_EQUIP = 2;
const AFTER_WASTED = 3;

/**
 * Faces one more card of the room in every way that can make a difference, or records the turn's
 * end after `need` cards. Orders that only swap neighbours whose order changes nothing are tried
 * once, in the order of their room slots: two monsters fought barehanded (the same health either
 * way, and the same score if either blow kills: `health - monsters left` does not change with a
 * barehanded blow), or a monster fought barehanded and a weapon equipped (one touches only health,
 * the other only the weapon). A potion faced after the turn's first is wasted and changes nothing
 * but which card was faced last, which counts only in the last room: before that, wasted potions
 * are faced after every other card (in slot order).
 */
function face(
  used: number,
  k: number,
  health: number,
  weapon: number,
  limit: number,
  potionUsed: boolean,
  steps: number,
  lastPotion: number,
  monsterSum: number,
  after: number,
  afterSlot: number,
): void {
  if (k === need) {
    if (lastRoom) end(health + (health === MAX_HEALTH ? lastPotion : 0), steps, k);
    else keep(((1 << roomLength) - 1) & ~used, health, weapon, limit, steps | (k << 12));
    return;
  }
  for (let slot = 0; slot < roomLength; slot++) {
    const bit = 1 << slot;
    if ((used & bit) !== 0) continue;
    const value = roomValue[slot]!;
    const kind = roomKind[slot]!;
    const before = slot < afterSlot;
    const step = steps | (slot << (3 * k));
    if (kind === POTION) {
      if (potionUsed && !lastRoom) {
        if (after !== AFTER_WASTED || !before)
          face(used | bit, k + 1, health, weapon, limit, true, step, value, monsterSum, AFTER_WASTED, slot);
      } else if (after !== AFTER_WASTED) {
        const healed = potionUsed ? health : Math.min(MAX_HEALTH, health + value);
        face(used | bit, k + 1, healed, weapon, limit, true, step, value, monsterSum, AFTER_OTHER, slot);
      }
      continue;
    }
    if (after === AFTER_WASTED) continue;
    if (kind === WEAPON) {
      if (after === AFTER_BARE && before) continue;
      const fresh = canonicalLimit[TOP_VALUE]!;
      const armed = fresh < 2 ? 0 : Math.min(value, fresh);
      face(used | bit, k + 1, health, armed, fresh < 2 ? 0 : fresh, potionUsed, step, 0, monsterSum, AFTER_EQUIP, slot);
      continue;
    }
    const left = monsterSum - value;
    if (!((after === AFTER_BARE || after === AFTER_EQUIP) && before)) {
      const bare = health - value;
      if (bare <= 0) end(bare - left, step, k + 1);
      else face(used | bit, k + 1, bare, weapon, limit, potionUsed, step, 0, left, AFTER_BARE, slot);
    }
    if (weapon > 0 && value <= limit) {
      const hit = health - (value > weapon ? value - weapon : 0);
      const next = canonicalLimit[strict ? value - 1 : value]!;
      const armed = step | (4 << (3 * k));
      if (hit <= 0) end(hit - left, armed, k + 1);
      else
        face(
          used | bit,
          k + 1,
          hit,
          next < 2 ? 0 : Math.min(weapon, next),
          next < 2 ? 0 : next,
          potionUsed,
          armed,
          0,
          left,
          AFTER_OTHER,
          slot,
        );
    }
  }
}

/** A line-ending order: keep it if it beats the best so far. */
function end(score: number, steps: number, k: number): void {
  if (score > out.endScore) {
    out.endScore = score;
    out.endSteps = steps | (k << 12);
  }
}

/** The index of a turn end in `endAt`. */
function endKey(leftover: number, weapon: number, limit: number): number {
  return (leftover << 8) | (weapon << 4) | limit;
}

/** A turn end that goes on: merge it with the same leftover and weapon, keeping the most health. */
function keep(leftover: number, health: number, weapon: number, limit: number, steps: number): void {
  const key = endKey(leftover, weapon, limit);
  const met = endAt[key]! - 1;
  if (met >= 0) {
    if (health > out.health[met]!) {
      out.health[met] = health;
      out.steps[met] = steps;
    }
    return;
  }
  const i = out.count++;
  endAt[key] = i + 1;
  out.leftover[i] = leftover;
  out.health[i] = health;
  out.weapon[i] = weapon;
  out.limit[i] = limit;
  out.steps[i] = steps;
}

/** Drops each turn end that another with the same leftover matches or beats in health, weapon and limit. */
function dropDominated(): void {
  let kept = 0;
  for (let i = 0; i < out.count; i++) {
    let dominated = false;
    for (let j = 0; j < out.count && !dominated; j++) {
      dominated =
        j !== i &&
        out.leftover[j] === out.leftover[i] &&
        out.health[j]! >= out.health[i]! &&
        out.weapon[j]! >= out.weapon[i]! &&
        out.limit[j]! >= out.limit[i]!;
    }
    if (dominated) continue;
    out.leftover[kept] = out.leftover[i]!;
    out.health[kept] = out.health[i]!;
    out.weapon[kept] = out.weapon[i]!;
    out.limit[kept] = out.limit[i]!;
    out.steps[kept] = out.steps[i]!;
    kept++;
  }
  out.count = kept;
}

/** The engine actions of packed steps, on the room as it was (slots in engine order). */
export function stepActions(room: ArrayLike<number>, steps: Steps): ScoundrelAction[] {
  const actions: ScoundrelAction[] = [];
  const count = (steps >> 12) & 7;
  for (let k = 0; k < count; k++) {
    const step = (steps >> (3 * k)) & 7;
    const card = room[step & 3]!;
    const code = CARD_CODES[card]!;
    actions.push(
      (step & 4) !== 0 && CARD_KIND[card] === MONSTER ? { type: 'face', card: code, weapon: true } : { type: 'face', card: code },
    );
  }
  return actions;
}
