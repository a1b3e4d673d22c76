/** Wall-clock time in a server's zone: its local date, the moment a local hour begins (across daylight-saving changes), and zone names. */
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, localDate, localHourAt, nextLocalHour } from '../../src/sessions/time/local-time.js';

describe('Local time', () => {
  it("gives a moment's local date in a zone, which may be another day than UTC's", () => {
    expect(localDate(new Date('2026-11-28T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-29');
    expect(localDate(new Date('2026-11-28T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-27');
    expect(localDate(new Date('2026-11-28T23:59:59Z'), 'UTC')).toBe('2026-11-28');
  });

  it('finds when a local hour begins, in winter and summer time', () => {
    expect(localHourAt('2026-11-28', 9, 'Europe/Berlin').toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(localHourAt('2026-07-01', 9, 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(localHourAt('2026-11-28', 0, 'Pacific/Auckland').toISOString()).toBe('2026-11-27T11:00:00.000Z');
  });

  it('begins an hour the clocks skip when they have gone forward, and an hour they repeat the first time', () => {
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT (07:00 UTC).
    expect(localHourAt('2026-03-08', 2, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // 1 November 2026: 01:00 happens at 05:00 UTC (EDT), then again at 06:00 UTC (EST).
    expect(localHourAt('2026-11-01', 1, 'America/New_York').toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });

  it('gives the next time a local hour begins: today when it is still to come, else tomorrow', () => {
    expect(nextLocalHour(new Date('2026-11-28T07:59:59Z'), 9, 'Europe/Berlin').toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(nextLocalHour(new Date('2026-11-28T08:00:00Z'), 9, 'Europe/Berlin').toISOString()).toBe('2026-11-29T08:00:00.000Z');
  });

  it('knows IANA zone names in any case, and no others', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('Europe/Berlin; DROP')).toBeNull();
  });
});
