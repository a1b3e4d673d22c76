import { describe, expect, it } from 'vitest';
import { Random, seedRandom } from '../../src/engine/random.js';
import { randomStateSchema } from '../../src/engine/random-schema.js';

describe('Engine: the seeded generator', () => {
  it('gives the same numbers for the same seed and different ones for another', () => {
    const a = new Random(seedRandom('dragon'));
    const b = new Random(seedRandom('dragon'));
    const c = new Random(seedRandom('dragon2'));
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps its whole state as plain JSON and resumes exactly where it was saved', () => {
    const random = new Random(seedRandom('resume'));
    random.int(10);
    const saved = JSON.parse(JSON.stringify(random.save())) as unknown;
    expect(randomStateSchema.parse(saved)).toEqual(random.save());
    const resumed = new Random(randomStateSchema.parse(saved));
    expect(Array.from({ length: 10 }, () => resumed.int(1000))).toEqual(Array.from({ length: 10 }, () => random.int(1000)));
  });

  it('does not change the state it was opened on', () => {
    const state = seedRandom('frozen', [3]);
    const copy = structuredClone(state);
    const random = new Random(state);
    random.d6();
    random.shuffle([1, 2, 3]);
    expect(state).toEqual(copy);
  });

  it('draws integers in range and roughly uniformly (fixed seed)', () => {
    const random = new Random(seedRandom('uniform'));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[random.int(6)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(9_500);
    for (const count of counts) expect(count).toBeLessThan(10_500);
  });

  it('shuffles into a permutation of the input', () => {
    const random = new Random(seedRandom('shuffle'));
    const items = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = random.shuffle(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('uses scripted dice first, in order, then the generator', () => {
    const random = new Random(seedRandom('dice', [6, 1, 4]));
    expect(random.roll(3)).toEqual([6, 1, 4]);
    const rest = random.roll(200);
    expect(rest.every((die) => die >= 1 && die <= 6)).toBe(true);
    expect(new Set(rest).size).toBe(6);
  });

  it('refuses a scripted die outside 1..6', () => {
    expect(() => seedRandom('bad', [7])).toThrow(/1\.\.6/);
  });
});
