/** A race board's edits: many moves coalesced into one edit, at most one every two seconds, never more than two seconds behind. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raceUi } from '../../src/catalog.js';
import { EDIT_GAP_MS as RACE_EDIT_GAP_MS } from '../../src/discord/boards/edit-pacer.js';
import { Races } from '../../src/discord/boards/races.js';
import type { RaceRuns } from '../../src/sessions/race/race-runs.js';
import type { RaceStats } from '../../src/sessions/race/race-stats.js';

describe('Race board edits', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes one edit for a burst of moves, and the next no sooner than two seconds after it', async () => {
    const races = new Races({} as RaceRuns, {} as RaceStats, raceUi, () => Date.now());
    const edits: number[] = [];
    const edit = async () => void edits.push(Date.now());
    const start = Date.now();
    // Twenty-five entrants click twice a second for ten seconds.
    for (let t = 0; t < 10_000; t += 20) {
      races.touch('r1', edit);
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(RACE_EDIT_GAP_MS);
    const gaps = edits.slice(1).map((at, i) => at - edits[i]!);
    expect(edits[0]! - start).toBe(0);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(RACE_EDIT_GAP_MS);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(RACE_EDIT_GAP_MS + 20);
    expect(edits.length).toBeLessThanOrEqual(6);
  });

  it('spaces edits that take their time two seconds from the end of the one before, and shows a move made during one', async () => {
    const races = new Races({} as RaceRuns, {} as RaceStats, raceUi, () => Date.now());
    // Each edit reads the moves made so far when it begins and reaches Discord 1.5 s or 0.1 s later, in turn.
    let moves = 0;
    const arrived: { at: number; shows: number }[] = [];
    const edit = async () => {
      const shows = moves;
      await new Promise((resolve) => setTimeout(resolve, arrived.length % 2 === 0 ? 1_500 : 100));
      arrived.push({ at: Date.now(), shows });
    };
    for (let t = 0; t < 6_000; t += 100) {
      moves++;
      races.touch('r1', edit);
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(2 * (RACE_EDIT_GAP_MS + 1_500));
    const gaps = arrived.slice(1).map((edit, i) => edit.at - arrived[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(RACE_EDIT_GAP_MS);
    // The last move, made while an edit was in flight, is shown by the edit after it.
    expect(arrived.at(-1)?.shows).toBe(moves);
  });

  it('keeps races apart, and makes no edit of a race it forgot', async () => {
    const races = new Races({} as RaceRuns, {} as RaceStats, raceUi, () => Date.now());
    const edits: string[] = [];
    races.touch('r1', async () => void edits.push('r1'));
    races.touch('r2', async () => void edits.push('r2'));
    await vi.advanceTimersByTimeAsync(0);
    races.touch('r1', async () => void edits.push('r1 again'));
    races.forget('r1');
    await vi.advanceTimersByTimeAsync(RACE_EDIT_GAP_MS * 2);
    expect(edits).toEqual(['r1', 'r2']);
  });
});
