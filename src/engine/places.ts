/** Places in a ranking where equal results share a place: 1, 2, 2, 4 (the next place after a tie is skipped). */

/** The place (from 1) of each of `ranked`, best first, where two neighbours that `tie` share a place. */
export function sharedPlaces<T>(ranked: readonly T[], tie: (a: T, b: T) => boolean): number[] {
  const places: number[] = [];
  ranked.forEach((item, i) => {
    const before = ranked[i - 1];
    places.push(i > 0 && before !== undefined && tie(before, item) ? places[i - 1]! : i + 1);
  });
  return places;
}
