/**
 * The solver's transposition table: for each table searched (its key, solver-state.ts `writeKey`), an
 * upper bound on its best score learned by searching it. Keys are compared in full, never by hash
 * alone, so a collision costs time but never a wrong answer. Once it holds `capacity` keys it takes no
 * new ones, which only costs time (a table not found is searched again).
 */

const EMPTY = -1;
/** The arena's first size: it doubles while a search needs more, and goes back to this when the table is cleared. */
const FIRST_ARENA = 1 << 16;

/** An open-addressing hash map from byte keys to a number, the keys' bytes kept one after another in an arena. */
export class BoundTable {
  private readonly mask: number;
  /** Each slot: the key's place in the arena, or EMPTY. */
  private readonly slots: Int32Array;
  /** Each slot's hash, to pass over most other keys without reading them. */
  private readonly hashes: Int32Array;
  private readonly values: Int16Array;
  private arena = new Uint8Array(FIRST_ARENA);
  private used = 0;
  private entries = 0;

  /** A set for `capacity` keys. */
  constructor(readonly capacity: number) {
    let slots = 2;
    while (slots < capacity * 2) slots *= 2;
    this.mask = slots - 1;
    this.slots = new Int32Array(slots).fill(EMPTY);
    this.hashes = new Int32Array(slots);
    this.values = new Int16Array(slots);
  }

  /** How many keys it holds. */
  get size(): number {
    return this.entries;
  }

  /**
   * Forgets every key. An arena a hard search grew (up to some 20 MB for a million keys) is let go, so the
   * worker that keeps this table between searches does not keep that memory.
   */
  clear(): void {
    if (this.arena.length > FIRST_ARENA) this.arena = new Uint8Array(FIRST_ARENA);
    if (this.entries === 0) return;
    this.slots.fill(EMPTY);
    this.used = 0;
    this.entries = 0;
  }

  /** The bytes the table holds now: its slots and its arena. */
  get bytes(): number {
    return this.slots.byteLength + this.hashes.byteLength + this.values.byteLength + this.arena.byteLength;
  }

  /**
   * The slot of the first `length` bytes of `key`: the one it has, or a new one holding `value` (then
   * `added` is true), or -1 when it has none and the table is full.
   */
  slotOf(key: Uint8Array, length: number, value: number): number {
    let hash = 0x811c9dc5 | 0;
    for (let i = 0; i < length; i++) hash = Math.imul(hash ^ key[i]!, 0x01000193);
    hash ^= hash >>> 15;
    let slot = hash & this.mask;
    this.added = false;
    for (;;) {
      const at = this.slots[slot]!;
      if (at === EMPTY) break;
      if (this.hashes[slot] === hash && this.same(at, key, length)) return slot;
      slot = (slot + 1) & this.mask;
    }
    if (this.entries >= this.capacity) return -1;
    this.store(slot, hash, key, length);
    this.values[slot] = value;
    this.added = true;
    return slot;
  }

  /** Whether the last `slotOf` made a new slot. */
  added = false;

  /** The number a slot holds. */
  value(slot: number): number {
    return this.values[slot]!;
  }

  /** Puts a number in a slot. */
  set(slot: number, value: number): void {
    this.values[slot] = value;
  }

  private same(at: number, key: Uint8Array, length: number): boolean {
    const arena = this.arena;
    if (arena[at] !== length) return false;
    for (let i = 0; i < length; i++) if (arena[at + 1 + i] !== key[i]) return false;
    return true;
  }

  private store(slot: number, hash: number, key: Uint8Array, length: number): void {
    if (this.used + length + 1 > this.arena.length) {
      const grown = new Uint8Array(this.arena.length * 2);
      grown.set(this.arena.subarray(0, this.used));
      this.arena = grown;
    }
    this.arena[this.used] = length;
    this.arena.set(key.subarray(0, length), this.used + 1);
    this.slots[slot] = this.used;
    this.hashes[slot] = hash;
    this.used += length + 1;
    this.entries++;
  }
}
