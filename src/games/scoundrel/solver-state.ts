/**
 * The solver's packed position: a Scoundrel state as small integers in typed arrays, changed in
 * place as the search goes down and restored as it comes back, with the key the transposition
 * table files it under.
 *
 * The dungeon is a queue: cards leave from the top, an avoided room goes under it (docs/rulings.md,
 * Scoundrel). It lives in `queue[head..tail)`; cards are only ever written at `tail`, so moving
 * `head` and `tail` back restores it exactly.
 *
 * The key rests on a fact of the rules: the room followed by the dungeon is always the packed
 * order (the room, then the dungeon, as the engine held them when packed) with the faced cards
 * taken out, turned round to start at the room's first card. Facing takes cards out of the room
 * and keeps the order of the rest (the card left over leads the next room, ahead of the cards
 * turned after it); filling the room takes the dungeon's top cards in order; avoiding moves the
 * room, in order, from the front to the back, which turns the circle without changing it. So at
 * the start of a turn, the set of cards not yet faced and the room's first card (where the circle
 * starts) give the room and the dungeon in full.
 */
import { kindOf, scoundrelDeck, valueOf } from './cards.js';
import { MAX_HEALTH } from './rules.js';
import type { ScoundrelState } from './state.js';

/** Card kinds as small integers. */
export const MONSTER = 0;
export const WEAPON = 1;
export const POTION = 2;
/** The highest monster value (an Ace): what a fresh weapon may hit. */
export const TOP_VALUE = 14;

/** Every card code by its solver index (the 44 cards in the order of a fresh dungeon). */
export const CARD_CODES: readonly string[] = scoundrelDeck();
const INDEX = new Map(CARD_CODES.map((code, i) => [code, i]));
/** Each card's value, by index. */
export const CARD_VALUE = Int8Array.from(CARD_CODES, (code) => valueOf(code));
/** Each card's kind, by index. */
export const CARD_KIND = Int8Array.from(CARD_CODES, (code) => {
  const kind = kindOf(code);
  return kind === 'monster' ? MONSTER : kind === 'weapon' ? WEAPON : POTION;
});

/** The solver index of a card code. */
function cardIndex(code: string): number {
  const index = INDEX.get(code);
  if (index === undefined) throw new Error(`Not a Scoundrel card: ${code}`);
  return index;
}

/**
 * Queue slots: the 44 cards, plus 4 for each avoided room. A turn that is not avoided faces at
 * least one card, and two rooms in a row are never avoided, so a run avoids at most 45 times.
 */
const QUEUE_CAPACITY = 44 + 4 * 45;

/** A Scoundrel position packed for search. */
export class Position {
  /** The dungeon, top first, in `queue[head..tail)`. */
  readonly queue = new Int8Array(QUEUE_CAPACITY);
  head = 0;
  tail = 0;
  /** The room, in the engine's order (the order an avoided room goes under the dungeon). */
  readonly room = new Int8Array(4);
  roomLength = 0;
  health = MAX_HEALTH;
  /** The equipped weapon's value (0: none, or none that can hit a monster left). */
  weapon = 0;
  /** The highest monster value the weapon may still hit (0 with no weapon). */
  limit = 0;
  lastTurnAvoided = false;
  faced = 0;
  potionUsed = false;
  /** The `strict` weapon rule: a used weapon hits only monsters below the last it slew. */
  strict = false;
  /** Each card's place in the packed order (room then dungeon), -1 for cards out of play. */
  readonly place = new Int8Array(CARD_CODES.length).fill(-1);
  /** The places of the cards not yet faced: places 0..31 as bits of `unfacedLow`, 32..43 of `unfacedHigh`. */
  unfacedLow = 0;
  unfacedHigh = 0;
  /** Monsters not yet faced, counted by value, and the sum of their values. */
  readonly monsters = new Int8Array(TOP_VALUE + 1);
  monsterSum = 0;
  /** Weapons and potions not yet faced, counted by value, and the sum of the potions. */
  readonly weapons = new Int8Array(TOP_VALUE + 1);
  readonly potions = new Int8Array(TOP_VALUE + 1);
  potionSum = 0;

  /** Empties this position: as a new one is, before anything is packed into it. */
  clear(): void {
    this.head = 0;
    this.tail = 0;
    this.roomLength = 0;
    this.health = MAX_HEALTH;
    this.weapon = 0;
    this.limit = 0;
    this.lastTurnAvoided = false;
    this.faced = 0;
    this.potionUsed = false;
    this.strict = false;
    this.place.fill(-1);
    this.unfacedLow = 0;
    this.unfacedHigh = 0;
    this.monsters.fill(0);
    this.monsterSum = 0;
    this.weapons.fill(0);
    this.potions.fill(0);
    this.potionSum = 0;
  }

  /** Makes this position a copy of `other` (to change apart from it, without a new one), and returns it. */
  copyFrom(other: Position): this {
    this.queue.set(other.queue);
    this.head = other.head;
    this.tail = other.tail;
    this.room.set(other.room);
    this.roomLength = other.roomLength;
    this.health = other.health;
    this.weapon = other.weapon;
    this.limit = other.limit;
    this.lastTurnAvoided = other.lastTurnAvoided;
    this.faced = other.faced;
    this.potionUsed = other.potionUsed;
    this.strict = other.strict;
    this.place.set(other.place);
    this.unfacedLow = other.unfacedLow;
    this.unfacedHigh = other.unfacedHigh;
    this.monsters.set(other.monsters);
    this.monsterSum = other.monsterSum;
    this.weapons.set(other.weapons);
    this.potions.set(other.potions);
    this.potionSum = other.potionSum;
    return this;
  }

  /** Takes a faced card out of the cards still to face. */
  forget(card: number): void {
    const place = this.place[card]!;
    if (place < 32) this.unfacedLow &= ~(1 << place);
    else this.unfacedHigh &= ~(1 << (place - 32));
    this.count(card, -1);
  }

  /** Puts a card back among the cards still to face (undoes `forget`). */
  remember(card: number): void {
    const place = this.place[card]!;
    if (place < 32) this.unfacedLow |= 1 << place;
    else this.unfacedHigh |= 1 << (place - 32);
    this.count(card, 1);
  }

  /** Adds `delta` to the counts of cards still to face for one card (not to the set of places). */
  count(card: number, delta: number): void {
    const value = CARD_VALUE[card]!;
    const kind = CARD_KIND[card]!;
    if (kind === MONSTER) {
      this.monsters[value]! += delta;
      this.monsterSum += delta * value;
    } else if (kind === WEAPON) this.weapons[value]! += delta;
    else {
      this.potions[value]! += delta;
      this.potionSum += delta * value;
    }
  }

  /** Turns cards from the top of the dungeon until the room holds 4 (rulebook: "until you have 4 cards"). */
  fillRoom(): void {
    while (this.roomLength < 4 && this.head < this.tail) this.room[this.roomLength++] = this.queue[this.head++]!;
  }

  /** True when the dungeon is empty, so this turn faces every card left in the room. */
  get dungeonEmpty(): boolean {
    return this.head === this.tail;
  }

  /** The rule of avoiding: a full room, no card faced this turn, and the previous turn not avoided. */
  get canAvoid(): boolean {
    return this.roomLength === 4 && this.faced === 0 && !this.lastTurnAvoided;
  }

  /**
   * Puts the weapon in canonical form: its limit lowered to the highest value of a monster left at
   * or under it (and no weapon when none is left), its value capped at that limit (every monster
   * it may hit then dies without damage either way). Two weapons with the same canonical form hit
   * the same monsters left for the same damage, now and after every hit, so they are worth the same.
   */
  canonicalWeapon(): void {
    let limit = this.weapon === 0 ? 0 : this.limit;
    while (limit >= 2 && this.monsters[limit] === 0) limit--;
    if (limit < 2) {
      this.weapon = 0;
      this.limit = 0;
    } else {
      this.limit = limit;
      if (this.weapon > limit) this.weapon = limit;
    }
  }

  /**
   * The first word of the transposition key of a position at the start of a turn (everything but
   * health): the places 0..31 of the cards not yet faced.
   */
  keyLow(): number {
    return this.unfacedLow;
  }

  /**
   * The second word of the key: places 32..43 of the cards not yet faced, the place of the room's
   * first card, the weapon, its limit, and whether the last turn was avoided.
   */
  keyHigh(): number {
    return (
      this.unfacedHigh |
      (this.place[this.room[0]!]! << 12) |
      (this.weapon << 18) |
      (this.limit << 22) |
      (this.lastTurnAvoided ? 1 << 26 : 0)
    );
  }
}

/**
 * Packs an engine state into a new position. `dealt` is the order its places count in: by default
 * the state's own room then dungeon; the room and dungeon of a run started from `dealt` (as dealt,
 * or any state of the run since) keep to it, which is what makes the key exact (see above).
 */
export function packState(state: ScoundrelState, dealt?: readonly string[]): Position {
  return packStateInto(new Position(), state, dealt);
}

/**
 * Packs an engine state into `position`, whatever it held before, as `packState` does: the play-outs
 * pack one state after another, and a position reused costs no new typed arrays.
 */
export function packStateInto(position: Position, state: ScoundrelState, dealt?: readonly string[]): Position {
  position.clear();
  for (const code of state.dungeon) position.queue[position.tail++] = cardIndex(code);
  for (const code of state.room) position.room[position.roomLength++] = cardIndex(code);
  if (dealt === undefined) {
    for (let slot = 0; slot < position.roomLength; slot++) position.place[position.room[slot]!] = slot;
    for (let at = 0; at < position.tail; at++) position.place[position.queue[at]!] = position.roomLength + at;
  } else for (let place = 0; place < dealt.length; place++) position.place[cardIndex(dealt[place]!)] = place;
  for (let slot = 0; slot < position.roomLength; slot++) rememberDealt(position, position.room[slot]!);
  for (let at = 0; at < position.tail; at++) rememberDealt(position, position.queue[at]!);
  position.health = state.health;
  position.strict = state.options.weaponRule === 'strict';
  if (state.weapon !== null) {
    position.weapon = valueOf(state.weapon);
    const last = state.slain.at(-1);
    position.limit = last === undefined ? TOP_VALUE : valueOf(last) - (position.strict ? 1 : 0);
  }
  position.canonicalWeapon();
  position.lastTurnAvoided = state.lastTurnAvoided;
  position.faced = state.turn.faced;
  position.potionUsed = state.turn.potionUsed;
  return position;
}

/** Counts a card in play among those still to face; it must have a place in the dealt order. */
function rememberDealt(position: Position, card: number): void {
  if (position.place[card] === -1) throw new Error(`packState: ${CARD_CODES[card]} is not in the dealt order`);
  position.remember(card);
}
