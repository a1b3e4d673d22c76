/**
 * Compact boards: a board sent with the picture of its table leaves out of its text what the
 * picture draws (the picture's alt text says it), and keeps what it does not draw: the log, hints and
 * warnings, the seed, the result in words. Each game's board marks the pieces of its text the picture
 * draws with `drawn`; this is the one place that decides which pieces go out. Without the picture,
 * every piece goes out and the board reads as it always did.
 */
import type { BoardOptions } from '../game-ui.js';

const DRAWN = Symbol('drawn by the picture');

/** A piece of a board's text (a line, a field) that the picture of the table also shows. */
export interface Drawn<T> {
  readonly [DRAWN]: T;
}

/** A piece of a board's text: always shown, shown only without the picture (`drawn`), or nothing (null, undefined, false). */
export type Piece<T> = T | Drawn<T> | null | undefined | false;

/** Marks a piece of a board's text as drawn by the picture: a board sent with the picture leaves it out. */
export function drawn<T>(piece: T): Drawn<T> {
  return { [DRAWN]: piece };
}

function isDrawn<T>(piece: T | Drawn<T>): piece is Drawn<T> {
  return typeof piece === 'object' && piece !== null && DRAWN in piece;
}

/** True when the board goes out with the picture of its table. */
export function withPictureOn(options: BoardOptions | undefined): boolean {
  return options?.pictures === true;
}

/** The pieces that go out, in order: with the picture, those it draws are left out; nothing pieces never go. */
export function shown<T>(options: BoardOptions | undefined, pieces: readonly Piece<T>[]): T[] {
  const pictures = withPictureOn(options);
  return pieces.flatMap((piece) => {
    if (piece === null || piece === undefined || piece === false) return [];
    if (isDrawn(piece)) return pictures ? [] : [piece[DRAWN]];
    return [piece];
  });
}

/** Lines that go out, one per line, empty ones dropped; undefined when none is left (Discord refuses an empty text). */
export function shownLines(options: BoardOptions | undefined, lines: readonly Piece<string>[]): string | undefined {
  const kept = shown(options, lines).filter((line) => line.length > 0);
  return kept.length > 0 ? kept.join('\n') : undefined;
}

/**
 * The log's lines that go out, oldest first: every one without the picture; with it, the newest alone (what the last move did), so the
 * board fits a screen beside its picture. (A finished board sent with its picture leaves the log out: its result in words tells how the
 * run ended.)
 */
export function recentLog(options: BoardOptions | undefined, lines: readonly string[]): string[] {
  return withPictureOn(options) ? lines.slice(-1) : [...lines];
}
