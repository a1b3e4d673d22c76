/**
 * Original outlines drawn in code: the four playing-card suits, the four tarot suits and a few marks
 * (a sword, a shield, a crown, a flag). Each fits a 100 x 100 box centred on (0, 0); `symbol` places
 * one at a size.
 */
import type { Suit } from '../engine/cards.js';
import type { TarotSuit } from '../engine/tarot.js';
import { PALETTE } from './palette.js';
import { type GroupNode, group, path, type SceneNode } from './scene.js';

/** The playing-card suit outlines. */
export const SUIT_PATHS: Record<Suit, string> = {
  H: 'M0 44C-28 20-48 2-48-20C-48-36-37-46-24-46C-12-46-4-39 0-29C4-39 12-46 24-46C37-46 48-36 48-20C48 2 28 20 0 44Z',
  D: 'M0-48Q17-24 36 0Q17 24 0 48Q-17 24-36 0Q-17-24 0-48Z',
  S:
    'M0-48C22-26 46-12 46 10C46 26 35 34 23 34C14 34 7 29 3 22C4 34 9 42 16 48L-16 ' +
    '48C-9 42-4 34-3 22C-7 29-14 34-23 34C-35 34-46 26-46 10C-46-12-22-26 0-48Z',
  C:
    'M-19-24A19 19 0 1 1 19-24A19 19 0 1 1-19-24ZM-45 12A19 19 0 1 1-7 12A19 19 0 1 1-45 ' +
    '12ZM7 12A19 19 0 1 1 45 12A19 19 0 1 1 7 12ZM-5 4L5 4Q6 34 17 48L-17 48Q-6 34-5 4Z',
};

/** The ink of a suit: red for hearts and diamonds. */
export function suitInk(suit: Suit): string {
  return suit === 'H' || suit === 'D' ? PALETTE.red : PALETTE.black;
}

/** The colour of a tarot suit. */
export const TAROT_INK: Record<TarotSuit, string> = { W: PALETTE.wands, C: PALETTE.cups, S: PALETTE.swords, P: PALETTE.pentacles };

const SWORD =
  'M0-50L10-38L10 12L-10 12L-10-38ZM-28 12L28 12L28 22L-28 22ZM-6 22L6 22L6 36L-6 36ZM0 35A7.5 7.5 0 1 1 0 50A7.5 7.5 0 1 1 0 35Z';

/** The tarot suit outlines: a budding wand, a cup, a sword, a pentacle. */
const TAROT_SUIT_PATHS: Record<TarotSuit, string> = {
  W: 'M24-50L40-36L-24 50L-40 36ZM12-24Q34-36 44-18Q24-12 12-24ZM-10 8Q-32-2-42 14Q-20 22-10 8Z',
  C: 'M-34-44L34-44Q34-4 6 4L6 30L24 40L24 48L-24 48L-24 40L-6 30L-6 4Q-34-4-34-44Z',
  S: SWORD,
  P:
    'M0-46A46 46 0 1 1 0 46A46 46 0 1 1 0-46ZM0-38A38 38 0 1 0 0 38A38 38 0 ' +
    '1 0 0-38ZM0-34L8-11L32-11L13 4L20 28L0 14L-20 28L-13 4L-32-11L-8-11Z',
};

/** A sword, the mark of attacks. */
export const SWORD_PATH = SWORD;

/** A shield, the mark of defence. */
export const SHIELD_PATH = 'M0-46L40-32Q40 22 0 46Q-40 22-40-32Z';

/** A crown of five points, the mark of a goal or of a ruler. */
export const CROWN_PATH = 'M-44 30L-44-26L-22 0L0-36L22 0L44-26L44 30Z';

/** A five-pointed star. */
export const STAR_PATH = 'M0-48L11-15L46-15L18 6L28 40L0 20L-28 40L-18 6L-46-15L-11-15Z';

/** A check mark (a stroke). */
export const CHECK_PATH = 'M-30 2L-10 24L32-24';

/** A skull, the mark of a kill or a death. */
export const SKULL_PATH =
  'M0-44C26-44 40-26 40-4C40 10 32 18 26 22L26 40L-26 40L-26 22C-32 18-40 10-40-4C-40-26-26-44 ' +
  '0-44ZM-14-14A10 10 0 1 0-14 6A10 10 0 1 0-14-14ZM14-14A10 10 0 1 0 14 6A10 10 0 1 0 14-14Z';

/** One outline from a 100 x 100 box, centred on (x, y) at `size` pixels. */
export function symbol(
  d: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  extra: { stroke?: string; lineWidth?: number } = {},
): GroupNode {
  const scale = size / 100;
  const stroke: SceneNode[] = extra.stroke ? [path(d, { stroke: extra.stroke, lineWidth: (extra.lineWidth ?? 2) / scale })] : [];
  return group(x, y, [path(d, { fill }), ...stroke], { scale });
}

/** A playing-card suit at `size`, in its ink unless `fill` is given. */
export function suitSymbol(suit: Suit, x: number, y: number, size: number, fill: string = suitInk(suit)): GroupNode {
  return symbol(SUIT_PATHS[suit], x, y, size, fill);
}

/** A playing-card suit drawn on the dark table rather than on a card: red suits red, black suits light. */
export function tableSuitSymbol(suit: Suit, x: number, y: number, size: number): GroupNode {
  return suitSymbol(suit, x, y, size, suit === 'H' || suit === 'D' ? PALETTE.red : PALETTE.text);
}

/** A tarot suit at `size`, in its colour. */
export function tarotSuitSymbol(suit: TarotSuit, x: number, y: number, size: number): GroupNode {
  return symbol(TAROT_SUIT_PATHS[suit], x, y, size, TAROT_INK[suit]);
}
