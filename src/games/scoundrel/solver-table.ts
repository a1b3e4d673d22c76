/**
 * The solver's transposition table: for each position seen at the start of a turn (its two-word
 * key, solver-state.ts: everything but health), the most health it was searched with. Keys are
 * compared in full, never by hash alone, so a collision costs time but never a wrong answer. Its
 * memory is fixed when it is made (8 bytes a slot, at least two slots a position): once it holds
 * `capacity` positions it takes no new ones, which only costs time (a position not found is
 * searched again).
 */
import { mix } from './solver-turn-cache.js';

/** The key's second word fits in its low 27 bits (solver-state.ts, keyHigh); the health goes above them. */
const KEY_BITS = 27;
const KEY_MASK = (1 << KEY_BITS) - 1;

/** An open-addressing hash table from two-word keys to a health (1 to 31). */
export class TranspositionTable {
  readonly capacity: number;
  private readonly mask: number;
  /**
   * Two words a slot: the key's first word, then its second word with the health in the top 5 bits.
   * A position searched is alive, so its health is at least 1: a second word of 0 is an empty slot.
   */
  private readonly slots: Int32Array;
  private entries = 0;

  /** A table for `capacity` positions. */
  constructor(capacity: number) {
    this.capacity = capacity;
    let slots = 2;
    while (slots < capacity * 2) slots *= 2;
    this.mask = slots - 1;
    this.slots = new Int32Array(slots * 2);
  }

  /** How many positions it holds. */
  get size(): number {
    return this.entries;
  }

  /** Forgets every position. */
  clear(): void {
    if (this.entries > 0) this.slots.fill(0);
    this.entries = 0;
  }

  /** True when the position was searched with at least `health` (and nothing is remembered). */
  covers(low: number, high: number, health: number): boolean {
    const slots = this.slots;
    const wrap = (this.mask << 1) | 1;
    let at = (mix(low, high) & this.mask) << 1;
    for (let word = slots[at + 1]!; word !== 0; word = slots[at + 1]!) {
      if (slots[at] === low && (word & KEY_MASK) === high) return word >>> KEY_BITS >= health;
      at = (at + 2) & wrap;
    }
    return false;
  }

  /**
   * Visits a position: true when it was already searched with at least `health` (nothing left to
   * do); otherwise remembers `health` for it (when there is room) and returns false.
   */
  visit(low: number, high: number, health: number): boolean {
    const slots = this.slots;
    const wrap = (this.mask << 1) | 1;
    let at = (mix(low, high) & this.mask) << 1;
    for (let word = slots[at + 1]!; word !== 0; word = slots[at + 1]!) {
      if (slots[at] === low && (word & KEY_MASK) === high) {
        if (word >>> KEY_BITS >= health) return true;
        slots[at + 1] = high | (health << KEY_BITS);
        return false;
      }
      at = (at + 2) & wrap;
    }
    if (this.entries >= this.capacity) return false;
    this.entries++;
    slots[at] = low;
    slots[at + 1] = high | (health << KEY_BITS);
    return false;
  }
}
