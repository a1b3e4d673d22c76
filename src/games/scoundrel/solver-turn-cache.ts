/**
 * Turns the solver has already enumerated. The ends of a turn begun with nothing faced depend only
 * on the room (its cards in order), health, the weapon, which monster values are left (they put
 * weapons in canonical form), whether the dungeon is empty and the weapon rule, which make the key;
 * a death's score also takes away every monster left, so it is kept with their sum added back. The
 * same room comes round again and again in one search, and from one deal to the next: an entry is
 * a copy of what the enumeration gives, in the same order, so the search goes the same way with or
 * without it. Its memory is fixed (2 MiB, docs/solver.md, "In the bot"; one four times the size made no
 * deal faster); when full it empties and starts again.
 */
import type { TurnOutcomes } from './solver-turn.js';

const ENTRIES = 1 << 15;
const WORDS = 1 << 18;
/** Stands for "no order ends the run" (an end score of -Infinity). */
const NO_END = -0x40000000;

/** A fixed-size table from a turn's key (two words) to its ends. */
export class TurnCache {
  private readonly mask = ENTRIES * 2 - 1;
  /** Four words a slot: generation (empty unless current), the key's two words, where its ends start. */
  private readonly slots = new Int32Array(ENTRIES * 2 * 4);
  /**
   * The ends: count, end score plus the monsters' sum, end steps, then one word per end (its leftover, health, weapon and limit in the low
   * 17 bits, its steps above).
   */
  private readonly words = new Int32Array(WORDS);
  private generation = 1;
  private entries = 0;
  private used = 0;

  /** Copies the cached ends of the turn keyed `low`, `high` into `out`, or returns false. */
  read(low: number, high: number, out: TurnOutcomes, monsterSum: number): boolean {
    const slots = this.slots;
    let at = (mix(low, high) & this.mask) << 2;
    while (slots[at] === this.generation) {
      if (slots[at + 1] === low && slots[at + 2] === high) {
        const words = this.words;
        let w = slots[at + 3]!;
        const count = words[w]!;
        const end = words[w + 1]!;
        out.endScore = end === NO_END ? -Infinity : end - monsterSum;
        out.endSteps = words[w + 2]!;
        out.count = count;
        w += 3;
        for (let i = 0; i < count; i++, w++) {
          const packed = words[w]!;
          out.leftover[i] = packed & 15;
          out.health[i] = (packed >> 4) & 31;
          out.weapon[i] = (packed >> 9) & 15;
          out.limit[i] = (packed >> 13) & 15;
          out.steps[i] = packed >>> 17;
        }
        return true;
      }
      at = (at + 4) & ((this.mask << 2) | 3);
    }
    return false;
  }

  /** Keeps a copy of the ends in `out` of the turn keyed `low`, `high`. */
  write(low: number, high: number, out: TurnOutcomes, monsterSum: number): void {
    const length = 3 + out.count;
    if (this.entries >= ENTRIES || this.used + length > WORDS) {
      this.generation++;
      this.entries = 0;
      this.used = 0;
    }
    const slots = this.slots;
    let at = (mix(low, high) & this.mask) << 2;
    while (slots[at] === this.generation) at = (at + 4) & ((this.mask << 2) | 3);
    slots[at] = this.generation;
    slots[at + 1] = low;
    slots[at + 2] = high;
    slots[at + 3] = this.used;
    const words = this.words;
    let w = this.used;
    words[w] = out.count;
    words[w + 1] = out.endScore === -Infinity ? NO_END : out.endScore + monsterSum;
    words[w + 2] = out.endSteps;
    w += 3;
    for (let i = 0; i < out.count; i++, w++) {
      words[w] = out.leftover[i]! | (out.health[i]! << 4) | (out.weapon[i]! << 9) | (out.limit[i]! << 13) | (out.steps[i]! << 17);
    }
    this.used = w;
    this.entries++;
  }
}

/** A 32-bit hash of two words (multiply, rotate, final mix). */
export function mix(low: number, high: number): number {
  let h = Math.imul(low ^ 0x9e3779b9, 0x85ebca6b);
  h = (h << 13) | (h >>> 19);
  h = Math.imul(h ^ high, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h;
}
