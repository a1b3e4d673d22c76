import { describe, expect, it } from 'vitest';
import { Random, seedRandom } from '../../src/engine/random.js';
import { halfDie, opposed, rollPool } from '../../src/engine/risus.js';
import { majorArcana, majorNumber, minorArcana, parseMinor, tarotLabel, tarotName } from '../../src/engine/tarot.js';

describe('Engine: tarot card codes', () => {
  it('has 56 minor arcana and 22 major arcana in the Rider-Waite order', () => {
    expect(minorArcana()).toHaveLength(56);
    expect(new Set(minorArcana()).size).toBe(56);
    expect(minorArcana().slice(0, 14)).toEqual(['AW', '2W', '3W', '4W', '5W', '6W', '7W', '8W', '9W', '10W', 'PW', 'KnW', 'QW', 'KW']);
    expect(majorArcana()).toHaveLength(22);
    expect(tarotName('M0')).toBe('The Fool');
    expect(tarotName('M8')).toBe('Strength');
    expect(tarotName('M11')).toBe('Justice');
    expect(tarotName('M21')).toBe('The World');
  });

  it('reads Page, Knight and the Pentacles suit apart', () => {
    expect(parseMinor('PP')).toEqual({ rank: 'P', suit: 'P' });
    expect(parseMinor('KnS')).toEqual({ rank: 'Kn', suit: 'S' });
    expect(parseMinor('10C')).toEqual({ rank: '10', suit: 'C' });
    expect(tarotName('PP')).toBe('Page of Pentacles');
    expect(tarotName('KnW')).toBe('Knight of Wands');
    expect(tarotLabel('QS')).toBe('Q⚔️');
  });

  it('refuses codes that are not tarot cards', () => {
    for (const code of ['JS', 'KH', '1C', 'M22', 'M', 'KnX']) {
      expect(parseMinor(code)).toBeNull();
    }
    expect(majorNumber('M22')).toBeNull();
    expect(majorNumber('M13')).toBe(13);
  });
});

describe('Engine: Risus dice', () => {
  it('halves a ½ cliché die, rounding up', () => {
    expect([1, 2, 3, 4, 5, 6].map(halfDie)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('compares opposed totals, ties going to the first side only when asked', () => {
    expect(opposed(7, 5)).toBe('win');
    expect(opposed(4, 5)).toBe('lose');
    expect(opposed(5, 5)).toBe('tie');
    expect(opposed(5, 5, true)).toBe('win');
  });

  it('rolls a pool twice and keeps the better or the worse (Haste, Slow)', () => {
    const better = rollPool(new Random(seedRandom('x', [1, 2, 6, 5])), 2, 'better');
    expect(better).toEqual({ kept: [6, 5], other: [1, 2] });
    const worse = rollPool(new Random(seedRandom('x', [1, 2, 6, 5])), 2, 'worse');
    expect(worse).toEqual({ kept: [1, 2], other: [6, 5] });
  });
});
