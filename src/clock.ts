/**
 * The bot's one clock. Everything that happens at a time (the UTC day of a daily deal, a race's deadline,
 * a server's daily post) reads it, so tests can move time on. In production it is the system clock; with
 * CLOCK_OFFSET_FILE set (the end-to-end tests do) it is the system clock plus the milliseconds written in
 * that file, read afresh on every call so a test can move a running bot's time forward.
 */
import { readFileSync } from 'node:fs';

/** What time it is. */
export type Clock = () => Date;

/** The system clock. */
export const systemClock: Clock = () => new Date();

/** The system clock moved on by the milliseconds in `file` (0 while the file is missing or unreadable). */
export function offsetClock(file: string): Clock {
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      offset = 0;
    }
    return new Date(Date.now() + offset);
  };
}
