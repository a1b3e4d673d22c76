/**
 * Cards overlapping in a row or a column: each moved past the index of the one before (the corner
 * its rank is written in), so every rank reads whole; spread out when there is room; and when there
 * is not, the first cards lie stacked exactly under the first one shown, hidden whole rather than cut.
 */

/**
 * The offset of each card along the fan, from 0: `steps[i]` is what must show of card i, `card` the length of one card, `room` the length
 * the fan may take, `most` the widest step.
 */
export function fanOffsets(steps: readonly number[], card: number, room: number, most: number): number[] {
  const n = steps.length;
  if (n === 0) return [];
  const need = (from: number) => steps.slice(from, n - 1).reduce((sum, step) => sum + step, 0) + card;
  let first = 0;
  while (first < n - 1 && need(first) > room) first++;
  const shown = steps.slice(first, n - 1);
  const even = shown.length > 0 ? Math.min(most, (room - card) / shown.length) : 0;
  const spare = shown.length > 0 ? Math.max(0, room - need(first)) / shown.length : 0;
  const widths = shown.every((step) => step <= even)
    ? shown.map(() => even)
    : shown.map((step) => Math.max(step, Math.min(most, step + spare)));
  const offsets = Array.from({ length: first + 1 }, () => 0);
  for (const width of widths) offsets.push(offsets.at(-1)! + width);
  return offsets;
}
