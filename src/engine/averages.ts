/** Averages for score summaries: a mean written with at most one decimal, or nothing for no values. */

/** The mean of `values` with at most one decimal ("6.5", "7"), or null for an empty list. */
export function meanText(values: readonly number[]): string | null {
  if (values.length === 0) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return String(Math.round(mean * 10) / 10);
}
