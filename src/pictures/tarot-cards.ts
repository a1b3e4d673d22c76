/**
 * Tarot cards drawn in code (docs/rulings.md card codes): the minor arcana with their rank large and the
 * suit's emblem (a wand, a cup, a sword, a pentacle), the court cards framed; the major arcana with
 * their numeral, an original emblem each and their name.
 */
import { MAJOR_NAMES, majorNumber, parseMinor } from '../engine/tarot.js';
import { arcanaEmblem, roman } from './arcana.js';
import { MIN_TEXT, text } from './font.js';
import { PALETTE } from './palette.js';
import { type CardOptions, cardFrame, cardHeader, cardHeight, type Header, headerLayout, placeCard } from './playing-cards.js';
import { type GroupNode, group, rect, type SceneNode } from './scene.js';
import { STAR_PATH, symbol, TAROT_INK, tarotSuitSymbol } from './symbols.js';
import { fitBlock } from './text-block.js';

/** The labels a tarot card's header may show: a major arcana's Roman numeral, or its number where that does not fit; a minor's rank. */
function tarotLabels(code: string): string[] {
  const major = majorNumber(code);
  return major === null ? [parseMinor(code)?.rank ?? code] : [roman(major), String(major)];
}

/** What of a tarot card `w` wide a fan must leave showing for its label to read whole. */
export function tarotIndex(code: string, w: number): Header['index'] {
  return headerLayout(tarotLabels(code), w).index;
}

/** A face-up tarot card `w` wide with its top-left corner at (x, y), marked `card: code`. */
export function tarotCard(code: string, x: number, y: number, w: number, options: CardOptions = {}): GroupNode {
  const h = cardHeight(w);
  const major = majorNumber(code);
  if (major !== null) {
    const name = fitBlock(MAJOR_NAMES[major] ?? code, { size: MIN_TEXT, minSize: MIN_TEXT, bold: true, maxWidth: w * 0.86, maxLines: 1 });
    const named = !name.cut;
    const body: SceneNode[] = [
      ...cardFrame(w, h, options, PALETTE.face, PALETTE.faceEdge),
      rect(w * 0.06, w * 0.06, w * 0.88, h - w * 0.12, { r: w * 0.05, stroke: PALETTE.major, lineWidth: Math.max(1.5, w / 45) }),
      ...cardHeader(headerLayout(tarotLabels(code), w), PALETTE.major, (sx, sy, size) =>
        symbol(STAR_PATH, sx, sy, size * 0.8, PALETTE.pentacles),
      ),
      group(w / 2, h * (named ? 0.56 : 0.64), arcanaEmblem(major), { scale: (w * (named ? 0.56 : 0.62)) / 100 }),
      ...(named ? [text(w / 2, h - w * 0.1, name.lines[0]!, { size: MIN_TEXT, bold: true, fill: PALETTE.major, align: 'center' })] : []),
    ];
    return placeCard(x, y, body, { card: code }, options);
  }
  const minor = parseMinor(code);
  if (!minor) throw new Error(`Not a tarot card: ${code}`);
  const ink = TAROT_INK[minor.suit];
  const court = minor.rank === 'P' || minor.rank === 'Kn' || minor.rank === 'Q' || minor.rank === 'K';
  const body: SceneNode[] = [
    ...cardFrame(w, h, options, PALETTE.face, PALETTE.faceEdge),
    ...cardHeader(headerLayout(tarotLabels(code), w), ink, (sx, sy, size) => tarotSuitSymbol(minor.suit, sx, sy, size)),
    ...(court
      ? [
          rect(w * 0.14, h * 0.4, w * 0.72, h * 0.52, { r: w * 0.06, fill: ink, opacity: 0.12 }),
          rect(w * 0.14, h * 0.4, w * 0.72, h * 0.52, { r: w * 0.06, stroke: ink, lineWidth: Math.max(1.5, w / 50) }),
        ]
      : []),
    tarotSuitSymbol(minor.suit, w / 2, h * 0.66, w * (court ? 0.48 : 0.56)),
  ];
  return placeCard(x, y, body, { card: code }, options);
}
