/**
 * A Royal Assassin position packed for the solver and the advisor: the whole table in one Int16Array,
 * played in place by the very rules of rules.ts, plays.ts, board.ts and endgame.ts (each step below
 * names the function it follows), so that a search can save a position in a few hundred bytes and
 * restore it, where the engine copies a JSON state and tells events at every play. The tests play it
 * beside the engine, play for play, under every alternate rule.
 *
 * What it leaves out, because no rule reads it: the discard pile, the order of the cards on a
 * Pretender (only their totals count), the cards turned, and the seed.
 *
 * Cards are numbers: suit × 13 + rank − 1 (suits in table order S C D H, Ace 1 … King 13), Jokers 52
 * and 53. Columns and suits share the numbers 0 to 3.
 */
import { COLUMNS } from './board.js';
import type { AssassinAction, AssassinState, Joker, Variant } from './state.js';

const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const JOKER_CODES = ['JK1', 'JK2'] as const;

/** Every card's code by number. */
const CARD_CODES: readonly string[] = [...COLUMNS.flatMap((suit) => RANK_CODES.map((rank) => `${rank}${suit}`)), ...JOKER_CODES];
const CARD_NUMBERS = new Map(CARD_CODES.map((code, i) => [code, i]));

/** A card's number. */
function cardNumber(code: string): number {
  const n = CARD_NUMBERS.get(code);
  if (n === undefined) throw new Error(`Not a Royal Assassin card: ${code}`);
  return n;
}

const JOKER = 52;
/** True for the Jokers. */
export const isJokerCard = (c: number): boolean => c >= JOKER;
/** A card's suit, which is also its column. */
export const suitOfCard = (c: number): number => (c / 13) | 0;
const rankOfCard = (c: number): number => (c % 13) + 1;
/** True for J, Q and K. */
export const isRoyalCard = (c: number): boolean => c < JOKER && rankOfCard(c) > 10;
const isAce = (c: number): boolean => c < JOKER && c % 13 === 0;
/** Diamonds and Hearts (suits 2 and 3) are red. */
export const isRed = (suit: number): boolean => suit >= 2;
/** The value a card counts for (cards.ts): K 13, Q 12, J 11, Ace 11, else its number. */
export const valueOfCard = (c: number): number => (isAce(c) ? 11 : rankOfCard(c));

/** Where a Joker is: over column 0 to 3, or one of these. */
const AT_ASIDE = 4;
const AT_STOCK = 5;
const AT_PENDING = 6;
const AT_RESERVE = 7;
export const AT_DISCARDED = 8;
/** No such Joker in this game (the second, without `two-jokers`). */
export const AT_NONE = 9;
const JOKER_PLACES: readonly Joker['at'][] = ['S', 'C', 'D', 'H', 'aside', 'stock', 'pending', 'reserve', 'discarded'];

// The layout of the array.
const STOCK = 0;
const STOCK_HEAD = 54;
const STOCK_END = 55;
const RESERVE = 56;
const RESERVE_LENGTH = 110;
const COLUMN_BASE = 111;
/** A column: its number of layers, the suit attacking it (when any layer has attack cards), three layers. */
const COLUMN_SIZE = 23;
const LAYER_SIZE = 7;
// A layer's fields: its Royal, the attack and defence totals and counts, and the Aces counting 11 in each.
const ROYAL = 0;
const ATTACK = 1;
const DEFENCE = 2;
const ATTACK_COUNT = 3;
const DEFENCE_COUNT = 4;
const ATTACK_HOT = 5;
const DEFENCE_HOT = 6;
const PENDING = COLUMN_BASE + 4 * COLUMN_SIZE;
const JOKERS = PENDING + 1;
const KILLED = JOKERS + 2;
const RECYCLES = KILLED + 1;
const CHANGED = RECYCLES + 1;
const CONCEDED = CHANGED + 1;
const TURNED = CONCEDED + 1;
/** How many numbers a position takes. */
export const POSITION_SIZE = TURNED + 1;
/** The longest key `writeKey` writes. */
export const KEY_SIZE = 160;

/** The alternate rules a position plays by, as bits. */
export const RULE_BITS: Record<Variant, number> = {
  'two-jokers': 1,
  'four-royals': 2,
  'aces-low-after-play': 4,
  'exact-cancel': 8,
  'royal-beneath': 16,
  'joker-discarded': 32,
  'recycle-reserve': 64,
};
const ACES_LOW = RULE_BITS['aces-low-after-play'];
const EXACT_CANCEL = RULE_BITS['exact-cancel'];
const ROYAL_BENEATH = RULE_BITS['royal-beneath'];
const JOKER_DISCARDED = RULE_BITS['joker-discarded'];
const RECYCLE = RULE_BITS['recycle-reserve'];

/** A play, packed: its kind and its column (0 when it has none). */
export const DRAW = 0;
export const ATTACK_PLAY = 1;
export const RESERVE_PLAY = 2;
export const CONTINUE_PLAY = 3;
export const JOKER_PLAY = 4;
export const CONCEDE = 5;
const PLAY_TYPES = ['draw', 'attack', 'reserve', 'continue', 'joker', 'concede'] as const;

/** The action of a packed play. */
export function actionOf(play: number): AssassinAction {
  const type = PLAY_TYPES[play >> 2]!;
  const column = COLUMNS[play & 3]!;
  return type === 'attack' || type === 'continue' || type === 'joker' ? { type, column } : { type };
}

/** A Royal Assassin table packed in one array, played in place. */
export class Position {
  readonly s: Int16Array;

  constructor(
    /** The alternate rules, as bits. */
    readonly rules: number,
    s?: Int16Array,
  ) {
    this.s = s ?? new Int16Array(POSITION_SIZE);
  }

  /** A copy to play on. */
  clone(): Position {
    return new Position(this.rules, this.s.slice());
  }

  /** Copies the table into `into` (POSITION_SIZE numbers), to restore it later. */
  save(into: Int16Array): void {
    into.set(this.s);
  }

  /** Puts back a table saved by `save`. */
  restore(from: Int16Array): void {
    this.s.set(from);
  }

  /** True when an alternate rule (RULE_BITS) is on. */
  plays(rule: number): boolean {
    return (this.rules & rule) !== 0;
  }

  /**
   * Writes into `out` a key naming the table as the rules see it, and returns its length: equal keys
   * are tables no rule tells apart, whatever cards lie in the discard or the order of the cards on a
   * Pretender (only their totals count). The stockpile is named by its length until the reserve is
   * first turned over (it is the deal's last cards until then), by its cards after.
   */
  writeKey(out: Uint8Array): number {
    const s = this.s;
    let n = 0;
    out[n++] = this.stockLength();
    out[n++] = s[PENDING]! + 1;
    out[n++] = s[JOKERS]!;
    out[n++] = s[JOKERS + 1]!;
    out[n++] = s[KILLED]!;
    out[n++] = s[RECYCLES]!;
    out[n++] = s[CHANGED]!;
    if (s[RECYCLES]! > 0) for (let i = s[STOCK_HEAD]!; i < s[STOCK_END]!; i++) out[n++] = s[STOCK + i]!;
    const reserve = s[RESERVE_LENGTH]!;
    out[n++] = reserve;
    for (let i = 0; i < reserve; i++) out[n++] = s[RESERVE + i]!;
    for (let c = 0; c < 4; c++) {
      const base = COLUMN_BASE + c * COLUMN_SIZE;
      const layers = s[base]!;
      out[n++] = layers * 8 + this.attacker(c) + 1;
      for (let l = 0; l < layers; l++) {
        const at = base + 2 + l * LAYER_SIZE;
        out[n++] = s[at + ROYAL]!;
        out[n++] = s[at + ATTACK]!;
        out[n++] = s[at + DEFENCE]!;
      }
    }
    return n;
  }

  // ——— reading the table ———

  stockLength(): number {
    return this.s[STOCK_END]! - this.s[STOCK_HEAD]!;
  }

  /** The stockpile's card `i` from the top. */
  stockCard(i: number): number {
    return this.s[STOCK + this.s[STOCK_HEAD]! + i]!;
  }

  reserveLength(): number {
    return this.s[RESERVE_LENGTH]!;
  }

  reserveCard(i: number): number {
    return this.s[RESERVE + i]!;
  }

  /** The reserve's top card, or -1. */
  reserveTop(): number {
    const n = this.s[RESERVE_LENGTH]!;
    return n === 0 ? -1 : this.s[RESERVE + n - 1]!;
  }

  pending(): number {
    return this.s[PENDING]!;
  }

  royalsKilled(): number {
    return this.s[KILLED]!;
  }

  layers(column: number): number {
    return this.s[COLUMN_BASE + column * COLUMN_SIZE]!;
  }

  /** Where field `field` of layer `layer` of `column` lies. */
  private at(column: number, layer: number, field: number): number {
    return COLUMN_BASE + column * COLUMN_SIZE + 2 + layer * LAYER_SIZE + field;
  }

  /** The Royal of a layer, and its attack and defence totals. */
  royal(column: number, layer: number): number {
    return this.s[this.at(column, layer, ROYAL)]!;
  }

  attackOn(column: number, layer: number): number {
    return this.s[this.at(column, layer, ATTACK)]!;
  }

  defenceOn(column: number, layer: number): number {
    return this.s[this.at(column, layer, DEFENCE)]!;
  }

  /** The strength of a column's Pretender (board.ts `strength`). */
  strength(column: number): number {
    const top = this.layers(column) - 1;
    return valueOfCard(this.royal(column, top)) - this.attackOn(column, top) + this.defenceOn(column, top);
  }

  /** Where Joker 0 or 1 is (AT_ constants, or a column). */
  joker(i: number): number {
    return this.s[JOKERS + i]!;
  }

  tableClear(): boolean {
    for (let c = 0; c < 4; c++) if (this.layers(c) > 0) return false;
    return true;
  }

  /** The suit attacking a column, or -1 (board.ts `attacker`). */
  attacker(column: number): number {
    const n = this.layers(column);
    for (let l = 0; l < n; l++) if (this.s[this.at(column, l, ATTACK_COUNT)]! > 0) return this.s[COLUMN_BASE + column * COLUMN_SIZE + 1]!;
    return -1;
  }

  /** The column a suit attacks, or -1 (board.ts `targetOf`). */
  targetOf(suit: number): number {
    for (let c = 0; c < 4; c++) if (this.attacker(c) === suit) return c;
    return -1;
  }

  /** True when the Pretender of `column` has attack cards on it. */
  private underAttack(column: number): boolean {
    const n = this.layers(column);
    return n > 0 && this.s[this.at(column, n - 1, ATTACK_COUNT)]! > 0;
  }

  /** board.ts `canAttack`. */
  private canAttack(suit: number, column: number): boolean {
    if (this.layers(column) === 0 || isRed(suit) === isRed(column)) return false;
    const current = this.attacker(column);
    const target = this.targetOf(suit);
    return (current === -1 || current === suit) && (target === -1 || target === column);
  }

  /** The Joker that can be placed now, or -1 (plays.ts `playableJoker`). */
  private playableJoker(): number {
    const s = this.s;
    for (let j = 0; j < 2; j++) if (s[JOKERS + j] === AT_PENDING) return j;
    const top = this.reserveTop();
    for (let j = 0; j < 2; j++) if (s[JOKERS + j] === AT_RESERVE && top === JOKER + j) return j;
    for (let j = 0; j < 2; j++) if (s[JOKERS + j] === AT_ASIDE) return j;
    return -1;
  }

  /** Bit c set when a Joker may go over column c (plays.ts `jokerColumns`). */
  jokerColumns(): number {
    if (this.playableJoker() === -1) return 0;
    let mask = 0;
    for (let c = 0; c < 4; c++) {
      if (this.layers(c) < 2 || !this.underAttack(c)) continue;
      if (this.s[JOKERS] === c || this.s[JOKERS + 1] === c) continue;
      mask |= 1 << c;
    }
    return mask;
  }

  /** The column the reserve's top card may continue an attack on, or -1 (plays.ts `continueColumn`). */
  continueColumn(): number {
    const top = this.reserveTop();
    if (this.s[PENDING] !== -1 || top === -1 || isJokerCard(top)) return -1;
    const column = this.targetOf(suitOfCard(top));
    return column !== -1 && this.underAttack(column) ? column : -1;
  }

  /** Bit c set when the pending card may attack column c (plays.ts `attackColumns`). */
  attackColumns(): number {
    const pending = this.s[PENDING]!;
    if (pending === -1 || isJokerCard(pending)) return 0;
    const suit = suitOfCard(pending);
    let mask = 0;
    for (let c = 0; c < 4; c++) if (this.canAttack(suit, c)) mask |= 1 << c;
    return mask;
  }

  /** rules.ts `canDraw`. */
  canDraw(): boolean {
    if (this.s[PENDING] !== -1 || this.tableClear()) return false;
    if (this.stockLength() > 0) return true;
    return (
      (this.rules & RECYCLE) !== 0 &&
      this.reserveLength() > 0 &&
      (this.s[RECYCLES] === 0 || this.s[CHANGED] !== 0) &&
      this.clone().playAhead()
    );
  }

  /** The legal plays in the engine's order (rules.ts `legalActions`), packed, into `out`; returns how many. */
  legalPlays(out: Int8Array | Int32Array): number {
    if (this.tableClear() || this.s[CONCEDED] !== 0) return 0;
    let n = 0;
    const draw = this.canDraw();
    if (draw) out[n++] = DRAW * 4;
    const attacks = this.attackColumns();
    for (let c = 0; c < 4; c++) if (attacks & (1 << c)) out[n++] = ATTACK_PLAY * 4 + c;
    if (this.s[PENDING] !== -1) out[n++] = RESERVE_PLAY * 4;
    const onward = this.continueColumn();
    if (onward !== -1) out[n++] = CONTINUE_PLAY * 4 + onward;
    const jokers = this.jokerColumns();
    for (let c = 0; c < 4; c++) if (jokers & (1 << c)) out[n++] = JOKER_PLAY * 4 + c;
    if (!draw && this.s[PENDING] === -1 && n > 0 && !this.clone().killPossible()) out[n++] = CONCEDE * 4;
    return n;
  }

  /** True when the game is over (no legal play). */
  over(): boolean {
    return this.legalPlays(SCRATCH) === 0;
  }

  /** The score of a finished game (view.ts `scoreAssassin`): 100 + stockpile cards left for a win, else the Royals killed. */
  finalScore(): number {
    return this.tableClear() ? 100 + this.stockLength() : this.s[KILLED]!;
  }

  // ——— playing ———

  /** Makes a legal packed play (rules.ts `applyAction`); the caller has checked it is legal. */
  play(play: number): void {
    const column = play & 3;
    switch (play >> 2) {
      case DRAW:
        this.turnCard();
        break;
      case ATTACK_PLAY:
        this.layAttack(column, this.s[PENDING]!);
        this.s[PENDING] = -1;
        this.s[CHANGED] = 1;
        this.settle();
        break;
      case RESERVE_PLAY:
        this.toReserve();
        break;
      case CONTINUE_PLAY:
        this.layAttack(column, this.popReserve());
        this.s[CHANGED] = 1;
        this.settle();
        break;
      case JOKER_PLAY:
        this.placeJoker(column);
        break;
      default:
        this.s[CONCEDED] = 1;
    }
  }

  private popReserve(): number {
    const n = --this.s[RESERVE_LENGTH]!;
    return this.s[RESERVE + n]!;
  }

  private pushReserve(c: number): void {
    this.s[RESERVE + this.s[RESERVE_LENGTH]!] = c;
    this.s[RESERVE_LENGTH]!++;
  }

  /** plays.ts `turnOver`: the reserve, bottom card first, becomes the stockpile. */
  private turnOver(): void {
    const s = this.s;
    const n = s[RESERVE_LENGTH]!;
    for (let i = 0; i < n; i++) s[STOCK + i] = s[RESERVE + i]!;
    s[STOCK_HEAD] = 0;
    s[STOCK_END] = n;
    s[RESERVE_LENGTH] = 0;
    for (let j = 0; j < 2; j++) if (s[JOKERS + j] === AT_RESERVE) s[JOKERS + j] = AT_STOCK;
    s[RECYCLES]!++;
    s[CHANGED] = 0;
  }

  /** plays.ts `turnCard`. */
  private turnCard(): void {
    const s = this.s;
    if (this.stockLength() === 0) this.turnOver();
    const c = s[STOCK + s[STOCK_HEAD]!]!;
    s[STOCK_HEAD]!++;
    s[TURNED]!++;
    if (isJokerCard(c)) {
      s[JOKERS + c - JOKER] = AT_PENDING;
      s[PENDING] = c;
    } else if (isRoyalCard(c)) {
      this.placeRoyal(c);
      this.settle();
    } else s[PENDING] = c;
  }

  /** plays.ts `toReserve`. */
  private toReserve(): void {
    const s = this.s;
    const c = s[PENDING]!;
    this.pushReserve(c);
    if (isJokerCard(c)) s[JOKERS + c - JOKER] = AT_RESERVE;
    s[PENDING] = -1;
    this.settle();
  }

  /** plays.ts `placeJoker`. */
  private placeJoker(column: number): void {
    const s = this.s;
    const j = this.playableJoker();
    if (s[JOKERS + j] === AT_PENDING) s[PENDING] = -1;
    if (s[JOKERS + j] === AT_RESERVE) this.popReserve();
    s[JOKERS + j] = column;
    s[CHANGED] = 1;
    this.settle();
  }

  /** board.ts `layAttack`: the column's suit is the card's, as pairing keeps every attack card of a column one suit. */
  private layAttack(column: number, c: number): void {
    const s = this.s;
    const top = this.layers(column) - 1;
    s[COLUMN_BASE + column * COLUMN_SIZE + 1] = suitOfCard(c);
    s[this.at(column, top, ATTACK)]! += valueOfCard(c);
    s[this.at(column, top, ATTACK_COUNT)]!++;
    if (isAce(c)) s[this.at(column, top, ATTACK_HOT)]!++;
  }

  /** board.ts `placeRoyal`. */
  placeRoyal(c: number): void {
    const s = this.s;
    const column = suitOfCard(c);
    const base = COLUMN_BASE + column * COLUMN_SIZE;
    const n = s[base]!;
    const layer = this.at(column, n, 0);
    s[layer + ROYAL] = c;
    for (let f = 1; f < LAYER_SIZE; f++) s[layer + f] = 0;
    if (n > 0 && (this.rules & ROYAL_BENEATH) !== 0) {
      const below = this.at(column, n - 1, 0);
      if (s[below + ATTACK_COUNT]! > 0 || s[below + DEFENCE_COUNT]! > 0) {
        for (let f = 1; f < LAYER_SIZE; f++) {
          s[layer + f] = s[below + f]!;
          s[below + f] = 0;
        }
      }
    }
    s[base] = n + 1;
  }

  /** board.ts `kill`. */
  private kill(column: number): void {
    const s = this.s;
    const base = COLUMN_BASE + column * COLUMN_SIZE;
    const j = s[JOKERS] === column ? 0 : s[JOKERS + 1] === column ? 1 : -1;
    if (j !== -1) {
      s[KILLED]! += s[base]!;
      s[base] = 0;
      s[JOKERS + j] = (this.rules & JOKER_DISCARDED) !== 0 ? AT_DISCARDED : AT_ASIDE;
      return;
    }
    s[base]!--;
    s[KILLED]!++;
  }

  /** board.ts `settleOnce`: one change, or false when nothing is left to happen. */
  private settleOnce(): boolean {
    const s = this.s;
    for (let c = 0; c < 4; c++) {
      const n = this.layers(c);
      if (n === 0) continue;
      if (this.strength(c) <= 0) {
        this.kill(c);
        return true;
      }
      const top = this.at(c, n - 1, 0);
      const attack = s[top + ATTACK]!;
      const defence = s[top + DEFENCE]!;
      const cancels = (this.rules & EXACT_CANCEL) !== 0 ? defence === attack : defence >= attack;
      if (s[top + ATTACK_COUNT]! > 0 && cancels) {
        for (let f = 1; f < LAYER_SIZE; f++) s[top + f] = 0;
        return true;
      }
    }
    const card = this.reserveTop();
    if (card === -1 || isJokerCard(card)) return false;
    const column = suitOfCard(card);
    const n = this.layers(column);
    if (n === 0) return false;
    const top = this.at(column, n - 1, 0);
    if (s[top + ATTACK_COUNT] === 0 || s[top + DEFENCE]! > s[top + ATTACK]!) return false;
    this.popReserve();
    s[top + DEFENCE]! += valueOfCard(card);
    s[top + DEFENCE_COUNT]!++;
    if (isAce(card)) s[top + DEFENCE_HOT]!++;
    s[CHANGED] = 1;
    return true;
  }

  /** board.ts `lowerAces`: under `aces-low-after-play`, every Ace counting 11 drops to 1; true when one did. */
  private lowerAces(): boolean {
    if ((this.rules & ACES_LOW) === 0) return false;
    const s = this.s;
    let dropped = false;
    for (let c = 0; c < 4; c++) {
      const n = this.layers(c);
      for (let l = 0; l < n; l++) {
        const layer = this.at(c, l, 0);
        if (s[layer + ATTACK_HOT]! > 0) {
          s[layer + ATTACK]! -= 10 * s[layer + ATTACK_HOT]!;
          s[layer + ATTACK_HOT] = 0;
          dropped = true;
        }
        if (s[layer + DEFENCE_HOT]! > 0) {
          s[layer + DEFENCE]! -= 10 * s[layer + DEFENCE_HOT]!;
          s[layer + DEFENCE_HOT] = 0;
          dropped = true;
        }
      }
    }
    return dropped;
  }

  /** board.ts `settle`. */
  private settle(): void {
    do {
      while (this.settleOnce()) {
        // One change a pass, until nothing moves.
      }
    } while (this.lowerAces());
  }

  /** True when a play other than turning a card or putting it on the reserve is open (endgame.ts `playOpen`). */
  private playOpen(): boolean {
    return this.attackColumns() !== 0 || this.jokerColumns() !== 0 || this.continueColumn() !== -1;
  }

  /** endgame.ts `playAhead`, played on this position (a copy). */
  private playAhead(): boolean {
    for (;;) {
      const before = this.reserveLength();
      if (before === 0) return false;
      do {
        this.turnCard();
        if (this.playOpen()) return true;
        this.toReserve();
        if (this.playOpen()) return true;
      } while (this.stockLength() > 0);
      if (this.reserveLength() === before) return false;
    }
  }

  /** endgame.ts `killPossible`, played on this position (a copy). */
  private killPossible(): boolean {
    const killed = this.s[KILLED]!;
    for (;;) {
      const onward = this.continueColumn();
      const top = this.reserveTop();
      const jokers = top !== -1 && isJokerCard(top) ? this.jokerColumns() : 0;
      if (onward !== -1) this.play(CONTINUE_PLAY * 4 + onward);
      else if (jokers !== 0) this.play(JOKER_PLAY * 4 + (31 - Math.clz32(jokers & -jokers)));
      else return false;
      if (this.s[KILLED]! > killed) return true;
    }
  }
}

const SCRATCH = new Int32Array(16);

/** The packed position of a state. */
export function packState(t: AssassinState): Position {
  let rules = 0;
  for (const variant of t.options.variants) rules |= RULE_BITS[variant];
  const p = new Position(rules);
  const s = p.s;
  t.stock.forEach((code, i) => {
    s[STOCK + i] = cardNumber(code);
  });
  s[STOCK_HEAD] = 0;
  s[STOCK_END] = t.stock.length;
  t.reserve.forEach((code, i) => {
    s[RESERVE + i] = cardNumber(code);
  });
  s[RESERVE_LENGTH] = t.reserve.length;
  COLUMNS.forEach((column, c) => {
    const layers = t.columns[column];
    const base = COLUMN_BASE + c * COLUMN_SIZE;
    s[base] = layers.length;
    const attackCard = layers.flatMap((l) => l.attack)[0];
    s[base + 1] = attackCard ? suitOfCard(cardNumber(attackCard.card)) : 0;
    layers.forEach((layer, l) => {
      const at = base + 2 + l * LAYER_SIZE;
      s[at + ROYAL] = cardNumber(layer.royal);
      s[at + ATTACK] = layer.attack.reduce((sum, placed) => sum + placed.value, 0);
      s[at + DEFENCE] = layer.defence.reduce((sum, placed) => sum + placed.value, 0);
      s[at + ATTACK_COUNT] = layer.attack.length;
      s[at + DEFENCE_COUNT] = layer.defence.length;
      // A stored state is settled: every Ace on the table already counts as it will.
      s[at + ATTACK_HOT] = 0;
      s[at + DEFENCE_HOT] = 0;
    });
  });
  s[PENDING] = t.pending === null ? -1 : cardNumber(t.pending);
  s[JOKERS] = AT_NONE;
  s[JOKERS + 1] = AT_NONE;
  for (const joker of t.jokers) s[JOKERS + cardNumber(joker.card) - JOKER] = JOKER_PLACES.indexOf(joker.at);
  s[KILLED] = t.royalsKilled;
  s[RECYCLES] = t.recycles;
  s[CHANGED] = t.changedSinceRecycle ? 1 : 0;
  s[CONCEDED] = t.conceded ? 1 : 0;
  s[TURNED] = t.turned;
  return p;
}
