/** Comparing game states by value: the order of an object's keys does not count, everything else does. */
import { describe, expect, it } from 'vitest';
import { samePlain } from '../../src/engine/same-plain.js';

describe('Engine: comparing plain-JSON states', () => {
  const state = { seed: 'x', hero: { name: 'Alice', dice: [3, 1] }, cells: [{ id: 1, open: true }], weapon: null };

  it('finds a state the same whatever the order of its keys, at any depth', () => {
    const reordered = { weapon: null, cells: [{ open: true, id: 1 }], hero: { dice: [3, 1], name: 'Alice' }, seed: 'x' };
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(state));
    expect(samePlain(reordered, state)).toBe(true);
    // A key holding undefined is one JSON does not write: as good as absent.
    expect(samePlain({ ...state, note: undefined }, state)).toBe(true);
  });

  it('finds any other difference: a value, an order of a list, a key more or less, null against an object', () => {
    expect(samePlain({ ...state, hero: { name: 'Bob', dice: [3, 1] } }, state)).toBe(false);
    expect(samePlain({ ...state, hero: { name: 'Alice', dice: [1, 3] } }, state)).toBe(false);
    expect(samePlain({ ...state, extra: 0 }, state)).toBe(false);
    expect(samePlain({ ...state, weapon: {} }, state)).toBe(false);
    expect(samePlain({ ...state, cells: {} }, state)).toBe(false);
    expect(samePlain({ ...state, seed: 0 }, { ...state, seed: '0' })).toBe(false);
    expect(samePlain([1, 2], [1, 2, 3])).toBe(false);
  });
});
