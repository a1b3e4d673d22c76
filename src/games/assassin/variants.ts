/**
 * Royal Assassin's alternate rules, and the short name of a set of them as a stored solution and a Best
 * line button carry it: `standard`, or `v` and the set's bits in hex (`v5`: the first and the third).
 * Free of zod, so the coach's worker can read a name.
 */

/** The rulebook's alternate rules (docs/rulings.md names). */
export const VARIANTS = [
  'two-jokers',
  'four-royals',
  'aces-low-after-play',
  'exact-cancel',
  'royal-beneath',
  'joker-discarded',
  'recycle-reserve',
] as const;

/** One of the alternate rules. */
export type Variant = (typeof VARIANTS)[number];

/** The short name of a set of alternate rules. */
export function rulesName(variants: readonly Variant[]): string {
  const bits = VARIANTS.reduce((mask, variant, i) => (variants.includes(variant) ? mask | (1 << i) : mask), 0);
  return bits === 0 ? 'standard' : `v${bits.toString(16)}`;
}

/** The alternate rules a short name stands for, in the rulebook's order; null for a name that is none. */
export function variantsOf(name: string): Variant[] | null {
  if (name === 'standard') return [];
  const match = /^v([0-9a-f]{1,2})$/.exec(name);
  const bits = match ? Number.parseInt(match[1]!, 16) : 0;
  if (bits === 0 || bits >= 1 << VARIANTS.length || rulesName(VARIANTS.filter((_, i) => bits & (1 << i))) !== name) return null;
  return VARIANTS.filter((_, i) => bits & (1 << i));
}
