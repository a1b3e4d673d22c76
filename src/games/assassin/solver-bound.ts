/**
 * The solver's upper bound: no line from a position scores more than `upperBound(position)`.
 *
 * A win scores 100 plus the stockpile cards left, so it is bounded by the fewest cards that must
 * still be turned before the table can be clear: the smallest `w` (0 to the stockpile's length) for
 * which the Royals on the table and the Royals among the next `w` cards could all die by the time
 * those `w` cards are turned. For a given `w`, that needs, for each colour of columns:
 *
 * - Points. A Pretender dies when the attack on him, all of one suit (a column is attacked by one suit
 *   at a time), reaches his value plus his defence; from now, that takes at least his strength in new
 *   points of his attacking suit (a cancel first only adds to it), or his whole value in another suit
 *   (which may attack him only once his attack is gone). Each card attacks once, so the two suits of
 *   the other colour must share out these needs within their points: the reserve, the pending card and
 *   the next `w` cards, Aces counted 11. When a Joker may still be placed, a column needs only one kill
 *   (its Pretender's, or a newcomer's: the Joker kills the rest); else every Royal of it needs its own.
 * - Starters. "An attack must always be begun from the stockpile": the last Royal turned onto a column
 *   within the `w` cards is its Pretender until he dies, and nothing comes above him to be assassinated
 *   with, so a number card of the other colour turned after him must begin the attack that kills him;
 *   a Pretender on the table with no attack on him and no Royal coming needs one among the pending card
 *   and the `w` cards. Each card attacks one column, so two columns need two such cards (Hall's
 *   condition, on sets that are each a run of the last cards).
 *
 * With `royal-beneath` a newcomer takes over the attack beneath him and may come in dead, so a column
 * with a Royal coming needs nothing and no starter is asked; with `recycle-reserve` the reserve comes
 * round again, so no starter is asked, and a win is bounded by 100 plus every card not on the table.
 *
 * A loss scores the Royals killed: at most 11 (the twelfth kill clears the table), and at most those
 * killed, on the table and still to come that can die: a Royal turned with no number card of the other
 * colour after him and no Royal of his suit after him (to be assassinated with) never dies.
 */
import {
  AT_DISCARDED,
  AT_NONE,
  isJokerCard,
  isRed,
  isRoyalCard,
  type Position,
  RULE_BITS,
  suitOfCard,
  valueOfCard,
} from './solver-state.js';

const RECYCLE = RULE_BITS['recycle-reserve'];
const BENEATH = RULE_BITS['royal-beneath'];
/** Below every score: no win can be had. */
const NO_WIN = -1;

// Scratch of the bound, by suit or column (0 S, 1 C, 2 D, 3 H).
const points = new Int32Array(4);
const layers = new Int32Array(4);
const arrivals = new Int32Array(4);
const lastArrivalValue = new Int32Array(4);
/** Each column's Royals still to come within the window, their values. */
const arrivalValues = [new Int32Array(3), new Int32Array(3), new Int32Array(3), new Int32Array(3)];
/** How many number cards of each suit could begin an attack: the pending card and those turned so far. */
const starters = new Int32Array(4);
/** For each column, the starters of each suit turned before its last Royal came (4 a column). */
const startersBefore = new Int32Array(16);
const NO_STARTERS = new Int32Array(16);
/** The points of each suit in the reserve, the pending card and the whole stockpile: the most defence a column could take. */
const defenceAtMost = new Int32Array(4);
/** A kill no suit can make. */
const NEVER = 999;
/** At most this many kills a colour: two columns of three Royals each. */
const MOST_KILLS = 6;

/**
 * One colour's columns as the window grows: the kills they need, kept from one Royal turned to the
 * next (only a Royal changes them). A kill needs points of the suit that makes it, and some must be
 * begun by a starter of that very suit: the first card of an attack is the suit of all of it.
 */
class ColumnsNeed {
  stale = true;
  private kills = 0;
  /** Each kill's least points from the first and the second suit attacking this colour (NEVER: that suit cannot). */
  private readonly first = new Int32Array(MOST_KILLS);
  private readonly second = new Int32Array(MOST_KILLS);
  /** The suits (bits) the starter a kill must be begun with may be, 0 when it needs none. */
  private readonly starterSuits = new Int32Array(MOST_KILLS);
  /** For a kill that needs a starter: how many of each suit lie at or before the place it must follow. */
  private readonly startersBefore = new Int32Array(MOST_KILLS * 4);
  /** The two suits that attack this colour's columns. */
  private readonly attackers: readonly [number, number];
  private readonly both: number;

  constructor(readonly colour: number) {
    this.attackers = colour === 0 ? [2, 3] : [0, 1];
    this.both = (1 << this.attackers[0]) | (1 << this.attackers[1]);
  }

  /** Works out the kills of this colour's columns for the window scanned so far. */
  rebuild(p: Position, joker: boolean, beneath: boolean, recycle: boolean): void {
    this.kills = 0;
    for (let c = this.colour * 2; c < this.colour * 2 + 2; c++) {
      const n = layers[c]!;
      const coming = arrivals[c]!;
      if (n === 0 && coming === 0) continue;
      if (beneath && coming > 0) continue;
      const paired = p.attacker(c);
      const top = n - 1;
      let pairedBeneath = false;
      for (let l = 0; l < top; l++) if (p.attackOn(c, l) > 0) pairedBeneath = true;
      // The suits that may begin an attack on the Pretender: the one attacking the column while its cards lie beneath him.
      const topSuits = pairedBeneath ? 1 << paired : this.both;
      const topStarter = coming === 0 && n > 0 && p.attackOn(c, top) === 0 && !recycle ? topSuits : 0;
      const lastStarter = recycle ? 0 : this.both;
      if (joker && coming > 0) {
        this.add(lastArrivalValue[c]!, lastArrivalValue[c]!, lastStarter, startersBefore, c * 4);
      } else if (joker) {
        const strength = p.strength(c);
        this.add(
          this.topKill(p, c, this.attackers[0], paired, pairedBeneath, strength),
          this.topKill(p, c, this.attackers[1], paired, pairedBeneath, strength),
          topStarter,
          NO_STARTERS,
          0,
        );
      } else {
        for (let l = 0; l < n; l++) {
          const starter = l === top ? topStarter : 0;
          this.add(
            this.layerKill(p, c, l, this.attackers[0], paired),
            this.layerKill(p, c, l, this.attackers[1], paired),
            starter,
            NO_STARTERS,
            0,
          );
        }
        for (let k = 0; k < coming; k++) {
          const value = arrivalValues[c]![k]!;
          this.add(value, value, k === coming - 1 ? lastStarter : 0, startersBefore, c * 4);
        }
      }
    }
    this.stale = false;
  }

  private add(first: number, second: number, starterSuits: number, before: Int32Array, at: number): void {
    const k = this.kills++;
    this.first[k] = first;
    this.second[k] = second;
    this.starterSuits[k] = starterSuits;
    for (let suit = 0; suit < 4; suit++) this.startersBefore[k * 4 + suit] = before[at + suit]!;
  }

  /**
   * With a Joker and no Royal coming: the least points of `suit` that kill the Pretender (the Joker
   * takes the rest). Another suit than the one attacking the column may attack only once that suit's
   * cards are gone from it: never while they lie beneath the Pretender, and only after a cancel (the
   * defence reaching the attack) when they lie on him.
   */
  private topKill(p: Position, c: number, suit: number, paired: number, pairedBeneath: boolean, strength: number): number {
    if (paired === -1 || paired === suit) return strength;
    if (pairedBeneath) return NEVER;
    const top = layers[c]! - 1;
    return defenceAtMost[c]! >= p.attackOn(c, top) - p.defenceOn(c, top) ? valueOfCard(p.royal(c, top)) : NEVER;
  }

  /** Without a Joker: the least points of `suit` that kill layer `l` (another suit than its attacker's only after a cancel). */
  private layerKill(p: Position, c: number, l: number, suit: number, paired: number): number {
    const attack = p.attackOn(c, l);
    const value = valueOfCard(p.royal(c, l));
    if (attack === 0) return value;
    if (paired === suit) return value - attack + p.defenceOn(c, l);
    return defenceAtMost[c]! >= attack - p.defenceOn(c, l) ? value : NEVER;
  }

  /** Whether the kills can be shared out between the two suits, within their points and starters. */
  feasible(): boolean {
    const firstSuit = this.attackers[0];
    const secondSuit = this.attackers[1];
    const firstPoints = points[firstSuit]!;
    const secondPoints = points[secondSuit]!;
    for (let mask = 0; mask < 1 << this.kills; mask++) {
      let a = 0;
      let b = 0;
      for (let k = 0; k < this.kills; k++) {
        if ((mask & (1 << k)) !== 0) a += this.first[k]!;
        else b += this.second[k]!;
      }
      if (a > firstPoints || b > secondPoints) continue;
      if (this.startersSuffice(mask, firstSuit, true) && this.startersSuffice(mask, secondSuit, false)) return true;
    }
    return false;
  }

  /**
   * Hall's condition for the kills `mask` gives to `suit` (`inMask`) or not: each needs a starter of
   * that suit after its place, all different. The places are runs of the last cards, so it is enough
   * that the k-th latest place has k starters after it.
   */
  private startersSuffice(mask: number, suit: number, inMask: boolean): boolean {
    let latest = -1;
    let other = -1;
    for (let k = 0; k < this.kills; k++) {
      if (((mask & (1 << k)) !== 0) !== inMask || this.starterSuits[k] === 0) continue;
      if ((this.starterSuits[k]! & (1 << suit)) === 0) return false;
      const before = this.startersBefore[k * 4 + suit]!;
      if (before > latest) {
        other = latest;
        latest = before;
      } else if (before > other) other = before;
    }
    const count = starters[suit]!;
    return (latest === -1 || count - latest >= 1) && (other === -1 || count - other >= 2);
  }
}

const needs = [new ColumnsNeed(0), new ColumnsNeed(1)] as const;

/** The bound of the module comment. */
export function upperBound(p: Position): number {
  return Math.max(winBound(p), lossBound(p));
}

function lossBound(p: Position): number {
  let royals = p.royalsKilled();
  for (let c = 0; c < 4; c++) royals += p.layers(c);
  const length = p.stockLength();
  if (p.plays(RECYCLE) || p.plays(BENEATH)) {
    for (let i = 0; i < length; i++) if (isRoyalCard(p.stockCard(i))) royals++;
    return Math.min(11, royals);
  }
  let laterBlack = false;
  let laterRed = false;
  let laterRoyals = 0;
  for (let i = length - 1; i >= 0; i--) {
    const c = p.stockCard(i);
    if (isJokerCard(c)) continue;
    const suit = suitOfCard(c);
    if (isRoyalCard(c)) {
      if ((isRed(suit) ? laterBlack : laterRed) || (laterRoyals & (1 << suit)) !== 0) royals++;
      laterRoyals |= 1 << suit;
    } else if (isRed(suit)) laterRed = true;
    else laterBlack = true;
  }
  return Math.min(11, royals);
}

/** 100 + the stockpile cards left at the earliest win that might be, or NO_WIN. */
function winBound(p: Position): number {
  const length = p.stockLength();
  const recycle = p.plays(RECYCLE);
  const beneath = p.plays(BENEATH);
  const joker = (p.joker(0) !== AT_DISCARDED && p.joker(0) !== AT_NONE) || (p.joker(1) !== AT_DISCARDED && p.joker(1) !== AT_NONE);
  points.fill(0);
  arrivals.fill(0);
  starters.fill(0);
  defenceAtMost.fill(0);
  needs[0].stale = true;
  needs[1].stale = true;
  for (let i = 0; i < p.reserveLength(); i++) {
    const c = p.reserveCard(i);
    if (!isJokerCard(c)) points[suitOfCard(c)]! += valueOfCard(c);
  }
  const pending = p.pending();
  if (pending !== -1 && !isJokerCard(pending)) {
    const suit = suitOfCard(pending);
    points[suit]! += valueOfCard(pending);
    starters[suit]!++;
  }
  defenceAtMost.set(points);
  for (let i = 0; i < length; i++) {
    const c = p.stockCard(i);
    if (!isJokerCard(c) && !isRoyalCard(c)) defenceAtMost[suitOfCard(c)]! += valueOfCard(c);
  }
  for (let c = 0; c < 4; c++) layers[c] = p.layers(c);
  for (let w = 0; w <= length; w++) {
    if (w > 0) {
      const c = p.stockCard(w - 1);
      if (!isJokerCard(c)) {
        const suit = suitOfCard(c);
        if (isRoyalCard(c)) {
          const value = valueOfCard(c);
          arrivalValues[suit]![arrivals[suit]!] = value;
          arrivals[suit]!++;
          lastArrivalValue[suit] = value;
          startersBefore.set(starters, suit * 4);
          needs[isRed(suit) ? 1 : 0].stale = true;
        } else {
          points[suit]! += valueOfCard(c);
          starters[suit]!++;
        }
      }
    }
    for (const need of needs) if (need.stale) need.rebuild(p, joker, beneath, recycle);
    if (needs[0].feasible() && needs[1].feasible()) {
      if (recycle) return 100 + length + p.reserveLength() + (pending === -1 ? 0 : 1);
      return 100 + length - w;
    }
  }
  return NO_WIN;
}
