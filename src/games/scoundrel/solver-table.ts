/**
 * The solver's transposition table: for each position seen at the start of a turn (its two-word
 * key, solver-state.ts: everything but health), the most health it was searched with. Keys are
 * compared in full, never by hash alone, so a collision costs time but never a wrong answer. Its
 * memory is fixed when it is made (16 bytes a slot, at least two slots a position): once it holds
 * `capacity` positions it takes no new ones, which only costs time (a position not found is
 * searched again).
 */
import { mix } from './solver-turn-cache.js';

/** An open-addressing hash table from two-word keys to a health, cleared in constant time. */
export class TranspositionTable {
  readonly capacity: number;
  private readonly mask: number;
  /**
   * Four words a slot, side by side so a probe reads one cache line: the generation that filled
   * it (the slot is empty unless it is the current one), the key's two words, and the health.
   */
  private readonly slots: Int32Array;
  private generation = 1;
  private entries = 0;

  /** A table for `capacity` positions. */
  constructor(capacity: number) {
    this.capacity = capacity;
    let slots = 2;
    while (slots < capacity * 2) slots *= 2;
    this.mask = slots - 1;
    this.slots = new Int32Array(slots * 4);
  }

  /** How many positions it holds. */
  get size(): number {
    return this.entries;
  }

  /** Forgets every position, in constant time. */
  clear(): void {
    this.generation++;
    this.entries = 0;
  }

  /** True when the position was searched with at least `health` (and nothing is remembered). */
  covers(low: number, high: number, health: number): boolean {
    const slots = this.slots;
    let at = (mix(low, high) & this.mask) << 2;
    while (slots[at] === this.generation) {
      if (slots[at + 1] === low && slots[at + 2] === high) return slots[at + 3]! >= health;
      at = (at + 4) & ((this.mask << 2) | 3);
    }
    return false;
  }

  /**
   * Visits a position: true when it was already searched with at least `health` (nothing left to
   * do); otherwise remembers `health` for it (when there is room) and returns false.
   */
  visit(low: number, high: number, health: number): boolean {
    const slots = this.slots;
    let at = (mix(low, high) & this.mask) << 2;
    while (slots[at] === this.generation) {
      if (slots[at + 1] === low && slots[at + 2] === high) {
        if (slots[at + 3]! >= health) return true;
        slots[at + 3] = health;
        return false;
      }
      at = (at + 4) & (this.mask << 2 | 3);
    }
    if (this.entries >= this.capacity) return false;
    this.entries++;
    slots[at] = this.generation;
    slots[at + 1] = low;
    slots[at + 2] = high;
    slots[at + 3] = health;
    return false;
  }
}
