import { describe, expect, it } from 'vitest';
import { sharedPlaces } from '../../src/engine/places.js';

describe('Shared places', () => {
  const byScore = (a: number, b: number) => a === b;

  it('gives equal results one place and skips the places they fill', () => {
    expect(sharedPlaces([12, 9, 9, 4], byScore)).toEqual([1, 2, 2, 4]);
    expect(sharedPlaces([5, 5, 5], byScore)).toEqual([1, 1, 1]);
    expect(sharedPlaces([7, 7, 3, 3, 1], byScore)).toEqual([1, 1, 3, 3, 5]);
  });

  it('places every different result on its own, and nothing for nobody', () => {
    expect(sharedPlaces([3, 2, 1], byScore)).toEqual([1, 2, 3]);
    expect(sharedPlaces([], byScore)).toEqual([]);
  });
});
