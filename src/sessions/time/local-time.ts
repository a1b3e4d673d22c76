/**
 * Wall-clock time in a server's time zone (an IANA name such as `Europe/Berlin`), from Node's own
 * time-zone data through Intl: the local date of a moment, and the moment a local hour begins on a
 * date. Pure: every function is given the moment it works on.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter giving a moment's wall-clock parts in `zone` (kept, since making one is slow). */
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The canonical name of a time zone (`europe/berlin` → `Europe/Berlin`), or null when there is no such zone. */
export function canonicalTimeZone(zone: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The wall-clock time of `at` in `zone`, as if that were UTC (ms since the epoch). */
function wallClock(at: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The local date of `at` in `zone`, `YYYY-MM-DD`. */
export function localDate(at: Date, zone: string): string {
  return new Date(wallClock(at.getTime(), zone)).toISOString().slice(0, 10);
}

/** The date `days` after `date` (`YYYY-MM-DD`; negative for before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The moment `hour`:00 begins on the local `date` in `zone`. An hour a daylight-saving change skips
 * begins when the clocks have gone forward (02:00 on a spring-forward night is 03:00); an hour that
 * happens twice is its first time.
 */
export function localHourAt(date: string, hour: number, zone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000;
  // The zone's offset at a guess, then at the moment that offset gives: two steps settle it across a change.
  let at = wall - (wallClock(wall, zone) - wall);
  at = wall - (wallClock(at, zone) - at);
  const shown = wallClock(at, zone);
  if (shown < wall) return new Date(at + (wall - shown));
  const earlier = at - 3_600_000;
  return new Date(wallClock(earlier, zone) === wall ? earlier : at);
}

/** The first moment after `now` when the local hour `hour` begins in `zone`. */
export function nextLocalHour(now: Date, hour: number, zone: string): Date {
  const today = localDate(now, zone);
  for (let days = 0; ; days++) {
    const at = localHourAt(addDays(today, days), hour, zone);
    if (at.getTime() > now.getTime()) return at;
  }
}
