/**
 * A server's day of daily entrants (src/sessions/daily/daily-entrants.ts): a member once a game, at most
 * 1,000 entrants (the thousandth is listed, the one after is not, and the list stays readable), and the
 * day's record kept two days.
 */
import { describe, expect, it } from 'vitest';
import { type DailyEntrant, DailyEntrants } from '../../src/sessions/daily/daily-entrants.js';
import type { Stamp } from '../../src/sessions/store/kv-store.js';
import { memoryStore } from '../helpers/memory-store.js';

const GUILD = '900000000000000001';
const DATE = '2026-11-22';

/** Member number `n`'s ranked attempt at `game`'s daily, on a private board. */
function entrant(n: number, game = 'scoundrel'): DailyEntrant {
  const userId = String(100_000_000_000_000_000n + BigInt(n));
  return { game, userId, channelId: '800000000000000001', privateTo: userId, sessionId: `s${n}` };
}

/** Daily entrants over a memory store whose day already lists `listed` members, noting how long each write asks to be kept. */
function entrantsListing(listed: number) {
  const store = memoryStore();
  const kept: (number | undefined)[] = [];
  const write = store.setIfVersion;
  store.setIfVersion = (key: string, value: Stamp, expected: Stamp | null, ttlMs?: number) => {
    kept.push(ttlMs);
    return write(key, value, expected, ttlMs);
  };
  const key = `daily-entrants:${GUILD}:${DATE}`;
  if (listed > 0) store.rows.set(key, { id: key, version: 0, entrants: Array.from({ length: listed }, (_, n) => entrant(n)) });
  return { entrants: new DailyEntrants(store), kept };
}

describe("A server's daily entrants", () => {
  it('lists the thousandth entrant and leaves out the one after, keeping the list readable', async () => {
    const { entrants } = entrantsListing(999);
    await entrants.enter(GUILD, DATE, entrant(999));
    expect(await entrants.of(GUILD, DATE)).toHaveLength(1_000);
    await entrants.enter(GUILD, DATE, entrant(1_000));
    const listed = await entrants.of(GUILD, DATE);
    expect(listed).toHaveLength(1_000);
    expect(listed.at(-1)).toEqual(entrant(999));
  });

  it('lists a member once a game, in the order they entered, and keeps the day two days', async () => {
    const { entrants, kept } = entrantsListing(0);
    for (const next of [entrant(1), entrant(1), entrant(2), entrant(1, 'assassin')]) await entrants.enter(GUILD, DATE, next);
    expect(await entrants.of(GUILD, DATE)).toEqual([entrant(1), entrant(2), entrant(1, 'assassin')]);
    expect(kept).toEqual([172_800_000, 172_800_000, 172_800_000]);
  });
});
