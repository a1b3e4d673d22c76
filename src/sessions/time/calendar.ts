/** UTC days and weeks for daily deals and period boards. */

/** The UTC date of a moment, `YYYY-MM-DD`. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC week (Monday 00:00 to the next Monday) holding a moment, as ISO timestamps. */
export function utcWeek(at: Date): { start: string; end: string } {
  const day = (at.getUTCDay() + 6) % 7;
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day);
  return { start: new Date(start).toISOString(), end: new Date(start + 7 * 86_400_000).toISOString() };
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isUtcDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && utcDate(at) === text;
}
