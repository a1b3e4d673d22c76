/** The solver's transposition table: keys compared in full, full at its capacity, and the memory a hard search grew let go when cleared. */
import { describe, expect, it } from 'vitest';
import { BoundTable } from '../../../src/games/assassin/solver-table.js';

/** A key of `length` bytes of its own for each `n` below 65,536. */
function key(n: number, length = 100): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i === 0 ? n & 0xff : i === 1 ? n >> 8 : (n * 31 + i * 7) & 0xff));
}

describe("Royal Assassin solver's table", () => {
  it('finds a key it holds by its bytes, and takes no new key once full', () => {
    const table = new BoundTable(4);
    const slot = table.slotOf(key(1), 100, 7);
    expect(table.added).toBe(true);
    expect(table.slotOf(key(1), 100, 9)).toBe(slot);
    expect(table.added).toBe(false);
    expect(table.value(slot)).toBe(7);
    for (let n = 2; n <= 4; n++) table.slotOf(key(n), 100, n);
    expect(table.size).toBe(4);
    expect(table.slotOf(key(5), 100, 5)).toBe(-1);
  });

  it('lets go of the arena a hard search grew when it is cleared, and forgets every key', () => {
    const table = new BoundTable(4_096);
    const empty = table.bytes;
    for (let n = 0; n < 4_096; n++) table.slotOf(key(n), 100, n);
    expect(table.bytes).toBeGreaterThan(empty + 300_000);
    table.clear();
    expect(table.bytes).toBe(empty);
    expect(table.size).toBe(0);
    table.slotOf(key(3), 100, 1);
    expect(table.added).toBe(true);
  });
});
