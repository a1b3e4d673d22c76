/**
 * A moment a member typed as the start of a period (`/saga recap since:`): a while ago (`2h`, `90m`,
 * `1h30m`, `1d`), a time of day (`20:30`: the last time the clock showed it, today or yesterday) or a
 * date with an optional time (`2026-11-28`, `2026-11-28 20:30`, `2026-11-28T20:30Z`). Times without an
 * offset are read in `zone`. A moment still to come, or text that reads as none of these, is refused
 * with what to type.
 */
import { addDays, localDate, localHourAt } from '../../../sessions/time/local-time.js';

const MINUTE = 60_000;
const UNITS: Record<string, number> = { d: 1_440 * MINUTE, h: 60 * MINUTE, m: MINUTE };

/** The forms `since` takes, for a refusal. */
const FORMS = 'a while ago (`2h`, `90m`, `1h30m`), a time of day (`20:30`) or a date (`2026-11-28`, `2026-11-28 20:30`)';

/** The refusal of text that reads as no moment (quoted as typed: the caller keeps it from forming a link or a mention). */
function unreadable(text: string): string {
  return `I can't read "${text.trim()}" as a moment: give ${FORMS}.`;
}

/** The moment of a wall-clock date and time in `zone`, or null when the date or time does not exist. */
function localMoment(date: string, hour: number, minute: number, zone: string): Date | null {
  if (hour > 23 || minute > 59 || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return null;
  return new Date(localHourAt(date, hour, zone).getTime() + minute * MINUTE);
}

/** The moment `text` means, or why it means none (a sentence for the member). */
export function parseSince(text: string, now: Date, zone: string): Date | string {
  const typed = text.trim().toLowerCase();
  const ago = /^(?:(\d{1,3})\s*d)?\s*(?:(\d{1,4})\s*h)?\s*(?:(\d{1,5})\s*m(?:in)?)?$/.exec(typed);
  let at: Date | null = null;
  if (ago && typed !== '') {
    const [, d = '0', h = '0', m = '0'] = ago;
    at = new Date(now.getTime() - Number(d) * UNITS.d! - Number(h) * UNITS.h! - Number(m) * UNITS.m!);
  }
  const clock = /^(\d{1,2}):(\d{2})$/.exec(typed);
  if (clock) {
    const today = localDate(now, zone);
    at = localMoment(today, Number(clock[1]), Number(clock[2]), zone);
    if (at && at.getTime() > now.getTime()) at = localMoment(addDays(today, -1), Number(clock[1]), Number(clock[2]), zone);
  }
  const date = /^(\d{4}-\d{2}-\d{2})(?:[t ](\d{1,2}):(\d{2}))?(z|[+-]\d{2}:?\d{2})?$/.exec(typed);
  if (date) {
    const [, day = '', hour = '0', minute = '0', offset] = date;
    if (offset !== undefined && date[2] === undefined) return unreadable(text);
    if (offset === undefined) at = localMoment(day, Number(hour), Number(minute), zone);
    else {
      const parsed = Date.parse(`${day}T${hour.padStart(2, '0')}:${minute}:00${offset === 'z' ? 'Z' : offset}`);
      at = Number.isNaN(parsed) ? null : new Date(parsed);
    }
  }
  if (at === null) return unreadable(text);
  if (at.getTime() > now.getTime()) return `"${text.trim()}" is still to come: give a moment that has passed, such as ${FORMS}.`;
  return at;
}
