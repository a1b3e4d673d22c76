/**
 * The pace of a busy message's edits (src/discord/boards/edit-pacer.ts), a race board's and a server's daily
 * post's: at most one edit every 2 seconds, counted from the end of the one before, to the millisecond, and
 * a move asked for while idle is never more than 2 seconds behind.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditPacer } from '../../src/discord/boards/edit-pacer.js';

describe('The pace of edits', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A pacer on the fake clock, and the times its edits of one message were made, from the first. */
  function pacer() {
    const pace = new EditPacer(() => Date.now());
    const start = Date.now();
    const made: number[] = [];
    const touch = () => pace.touch('message', async () => void made.push(Date.now() - start));
    return { touch, made };
  }

  it('makes an edit asked for 1,999 ms after the last one when 2 s have passed, and one asked for at 2 s at once', async () => {
    const early = pacer();
    early.touch();
    await vi.advanceTimersByTimeAsync(1_999);
    early.touch();
    await vi.advanceTimersByTimeAsync(0);
    expect(early.made).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(early.made).toEqual([0, 2_000]);

    const due = pacer();
    due.touch();
    await vi.advanceTimersByTimeAsync(2_000);
    due.touch();
    await vi.advanceTimersByTimeAsync(0);
    expect(due.made).toEqual([0, 2_000]);
  });
});
