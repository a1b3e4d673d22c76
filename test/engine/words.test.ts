import { describe, expect, it } from 'vitest';
import { Random, seedRandom } from '../../src/engine/random.js';
import { article, capitalised, count, noun, signed, withArticle } from '../../src/engine/words.js';

describe('Engine: words', () => {
  it('counts with the right noun: "1 kill", "0 kills", "1 die", "2 dice"', () => {
    expect(count(1, 'kill')).toBe('1 kill');
    expect(count(0, 'kill')).toBe('0 kills');
    expect(count(12, 'kill')).toBe('12 kills');
    expect(count(1, 'die', 'dice')).toBe('1 die');
    expect(count(2, 'die', 'dice')).toBe('2 dice');
    expect(noun(1, 'Royal')).toBe('Royal');
    expect(noun(3, 'Royal')).toBe('Royals');
  });

  it('puts "an" before a vowel sound: monsters of the roster, tarot labels, numbers', () => {
    for (const word of ['Orc Soldier', 'Ent', 'Ice Elemental', 'ice mage', '8🪙', '11', '18', 'A🪙'])
      expect(withArticle(word)).toBe(`an ${word}`);
    for (const word of ['Rat', 'Hellhound', 'fire mage', 'Unicorn', '1🪙']) expect(withArticle(word)).toBe(`a ${word}`);
    expect(article('Kn🪙')).toBe('a');
  });

  it('opens a sentence with a capital', () => {
    expect(capitalised(withArticle('Orc'))).toBe('An Orc');
    expect(capitalised('')).toBe('');
  });

  it('writes a number one way: a true minus sign, thousands separated, at most one decimal; a bonus with its plus', () => {
    expect([-172, 0, 14, 50_032, 12.5, -2.25, -0.04].map((n) => signed(n))).toEqual(['−172', '0', '14', '50,032', '12.5', '−2.3', '0']);
    expect([1, 0, -1].map((n) => signed(n, true))).toEqual(['+1', '0', '−1']);
  });

  it('writes numbers as en-US Intl.NumberFormat with one decimal does, rounding on the shortest decimal form', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    const expected = (n: number) => {
      const digits = intl.format(Math.abs(n));
      return digits === '0' ? '0' : n < 0 ? `−${digits}` : digits;
    };
    // Halves on the shortest form (0.15 → 0.2, 13.149999999999999 → 13.1), tiny and huge numbers written with an exponent.
    const edges = [0, -0, 0.05, 0.15, 0.45, 2.45, 13.149999999999999, -13.649999999999999, 999.95, 999_999.95, 1e-7, 5e-7];
    const huge = [2 ** 53, 2 ** 60, 1e21, 1.5e22, Number.POSITIVE_INFINITY, Number.NaN];
    const random = new Random(seedRandom('numbers'));
    const drawn = Array.from({ length: 20_000 }, (_, i) => {
      const scale = 10 ** (random.int(12) - 3);
      const n = i % 2 ? Math.round(random.int(1_000_000) * scale) / 1_000 : (random.int(2_001) / 20) * scale;
      return random.int(2) ? n : -n;
    });
    for (const n of [...edges, ...huge, ...drawn]) expect(signed(n), String(n)).toBe(expected(n));
  });
});
