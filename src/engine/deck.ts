/** Checks on decks given to `setup` (docs/rulings.md: a deck is listed top card first). */

/** Throws when a stacked deck is not exactly a permutation of the expected cards. */
export function assertPermutation(deck: readonly string[], expected: readonly string[], what: string): void {
  const want = [...expected].sort();
  const got = [...deck].sort();
  if (want.length !== got.length || want.some((code, i) => code !== got[i])) {
    throw new Error(`${what} must hold exactly these ${want.length} cards: ${want.join(' ')}`);
  }
}
