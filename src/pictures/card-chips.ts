/**
 * A card as a chip: its rank (or word) and suit on a small face, for cards that lie aside where a
 * whole card has no room, readable at Discord's width; a face-down chip for a card not shown.
 */
import { isJoker, parseCard } from '../engine/cards.js';
import { MIN_TEXT, text, textWidth } from './font.js';
import { PALETTE } from './palette.js';
import { type CardOptions, placeCard } from './playing-cards.js';
import { type GroupNode, rect } from './scene.js';
import { STAR_PATH, suitInk, suitSymbol, symbol } from './symbols.js';

/** The height of a chip: its label at MIN_TEXT. */
export const CHIP_HEIGHT = 36;

const PAD = CHIP_HEIGHT * 0.24;
const PIP = CHIP_HEIGHT * 0.46;

/** The word on a chip: the rank, or JOKER. */
function chipLabel(code: string): string {
  return isJoker(code) ? 'JOKER' : (parseCard(code)?.rank ?? code);
}

/** What of a chip a fan must leave showing for its label to read whole. */
export function chipIndex(code: string): number {
  return PAD + textWidth(chipLabel(code), MIN_TEXT, true) + 3;
}

/** The width of a card's chip. */
export function chipWidth(code: string): number {
  return PAD + textWidth(chipLabel(code), MIN_TEXT, true) + 4 + PIP + PAD;
}

/** A face-up playing card (or Joker) as a chip, top-left at (x, y), marked `card: code`; with its width. */
export function cardChip(code: string, x: number, y: number, options: CardOptions = {}): { node: GroupNode; width: number } {
  const h = CHIP_HEIGHT;
  const parsed = parseCard(code);
  if (!isJoker(code) && !parsed) throw new Error(`Not a playing card: ${code}`);
  const width = chipWidth(code);
  const pipX = width - PAD - PIP / 2;
  const ink = parsed ? suitInk(parsed.suit) : PALETTE.major;
  const mark = parsed ? suitSymbol(parsed.suit, pipX, h / 2, PIP) : symbol(STAR_PATH, pipX, h / 2, PIP, PALETTE.gold);
  const body = [
    rect(1.5, 2.5, width, h, { r: 7, fill: PALETTE.shadow, opacity: 0.45 }),
    ...(options.highlight ? [rect(-4, -4, width + 8, h + 8, { r: 10, stroke: options.highlight, lineWidth: 4 })] : []),
    rect(0, 0, width, h, { r: 7, fill: PALETTE.face, stroke: PALETTE.faceEdge, lineWidth: 1.5 }),
    text(PAD, h / 2 + MIN_TEXT * 0.36, chipLabel(code), { size: MIN_TEXT, bold: true, fill: ink }),
    mark,
  ];
  return { node: placeCard(x, y, body, { card: code }, options), width };
}

/** The width of a face-down chip. */
export const CHIP_BACK_WIDTH = CHIP_HEIGHT * 1.5;

/** A face-down chip, marked `back` plus `options.mark`. */
export function chipBack(x: number, y: number, options: CardOptions = {}): GroupNode {
  const w = CHIP_BACK_WIDTH;
  return placeCard(
    x,
    y,
    [
      rect(1.5, 2.5, w, CHIP_HEIGHT, { r: 7, fill: PALETTE.shadow, opacity: 0.45 }),
      rect(0, 0, w, CHIP_HEIGHT, { r: 7, fill: PALETTE.back, stroke: PALETTE.faceEdge, lineWidth: 1.5 }),
      rect(4, 4, w - 8, CHIP_HEIGHT - 8, { r: 5, stroke: PALETTE.backLight, lineWidth: 1.5 }),
    ],
    { back: 1 },
    options,
  );
}
