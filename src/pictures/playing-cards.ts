/**
 * Playing cards drawn in code (docs/rulings.md card codes): a header with the rank and suit large, so a
 * card reads at Discord's preview width even when a fan hides all but its top; pips below for number
 * cards, one large suit for an Ace, an original emblem for the Jack, Queen and King, a jester for the
 * Joker; and the back, for face-down piles.
 */
import { isJoker, parseCard, type Rank, type Suit } from '../engine/cards.js';
import { MIN_TEXT, text, textWidth } from './font.js';
import { PALETTE } from './palette.js';
import { circle, type GroupNode, group, type Mark, path, rect, type SceneNode } from './scene.js';
import { CROWN_PATH, STAR_PATH, suitInk, suitSymbol, symbol } from './symbols.js';

/** Height over width of every card. */
const CARD_RATIO = 1.4;

/** The height of a card `w` wide. */
export function cardHeight(w: number): number {
  return Math.round(w * CARD_RATIO);
}

/** How a card lies on the table. */
export interface CardOptions {
  /** What the card means here, merged into its mark (`card` is always set). */
  mark?: Mark;
  rotate?: number;
  /** An outline drawn around the card in this colour: the card the player should look at. */
  highlight?: string;
  /** Drawn faded: a card that no longer counts. */
  faded?: boolean;
}

/** Where pips sit in the body of a number card, as fractions of its width and height. */
const PIPS: Record<number, [number, number][]> = {
  2: [
    [0.5, 0],
    [0.5, 1],
  ],
  3: [
    [0.5, 0],
    [0.5, 0.5],
    [0.5, 1],
  ],
  4: [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
  5: [
    [0, 0],
    [1, 0],
    [0.5, 0.5],
    [0, 1],
    [1, 1],
  ],
  6: [
    [0, 0],
    [1, 0],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  7: [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  8: [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0.5, 0.75],
    [0, 1],
    [1, 1],
  ],
  9: [
    [0, 0],
    [1, 0],
    [0, 1 / 3],
    [1, 1 / 3],
    [0.5, 0.5],
    [0, 2 / 3],
    [1, 2 / 3],
    [0, 1],
    [1, 1],
  ],
  10: [
    [0, 0],
    [1, 0],
    [0.5, 1 / 6],
    [0, 1 / 3],
    [1, 1 / 3],
    [0, 2 / 3],
    [1, 2 / 3],
    [0.5, 5 / 6],
    [0, 1],
    [1, 1],
  ],
};

const QUEEN_PATH =
  'M-44 28L-44 8L-30-16L-15 4L0-26L15 4L30-16L44 8L44 28ZM-30-34A8 8 0 1 1-30-18A8 8 0 1 ' +
  '1-30-34ZM0-44A8 8 0 1 1 0-28A8 8 0 1 1 0-44ZM30-34A8 8 0 1 1 30-18A8 8 0 1 1 30-34Z';
const JACK_PATH = 'M-42 24Q-42-22 0-26Q42-22 42 24ZM4-26Q30-62 48-42Q30-36 4-26Z';
const JESTER_PATH = 'M-42 30L-42 10Q-40-30-8-48Q-20-14-4 8Q4-30 40-44Q14-14 20 8Q34-12 46-8Q32 6 42 30Z';

/** The emblem of a Jack, Queen or King: a framed crown, pearled tiara or plumed cap in the suit's ink. */
function royalEmblem(rank: 'J' | 'Q' | 'K', suit: Suit, w: number, h: number): SceneNode[] {
  const ink = suitInk(suit);
  const frame = rect(w * 0.14, h * 0.4, w * 0.72, h * 0.52, { r: w * 0.06, fill: ink, opacity: 0.1 });
  const border = rect(w * 0.14, h * 0.4, w * 0.72, h * 0.52, { r: w * 0.06, stroke: ink, lineWidth: Math.max(1.5, w / 50) });
  const size = w * 0.56;
  const cx = w / 2;
  const cy = h * 0.66;
  const art = rank === 'K' ? CROWN_PATH : rank === 'Q' ? QUEEN_PATH : JACK_PATH;
  const jewels =
    rank === 'K'
      ? [circle(-22, 14, 7, { fill: PALETTE.face }), circle(0, 14, 7, { fill: PALETTE.face }), circle(22, 14, 7, { fill: PALETTE.face })]
      : rank === 'Q'
        ? [rect(-44, 14, 88, 6, { fill: PALETTE.face })]
        : [rect(-42, 8, 84, 10, { fill: PALETTE.face })];
  const crown = group(cx, cy - size * 0.06, [path(art, { fill: ink }), ...jewels], { scale: size / 100 });
  return [frame, border, crown];
}

/** The body of a number card: its pips, or one large suit when the card is too small for them. */
function pips(rank: Rank, suit: Suit, w: number, h: number): SceneNode[] {
  const count = rank === 'A' ? 1 : Number(rank);
  if (count === 1 || w < 70) return [suitSymbol(suit, w / 2, h * 0.66, rank === 'A' ? w * 0.5 : w * 0.42)];
  const size = w * (count >= 9 ? 0.15 : 0.18);
  const [left, top, width, height] = [w * 0.27, h * 0.47, w * 0.46, h * 0.4];
  return PIPS[count]!.map(([u, v]) => suitSymbol(suit, left + u * width, top + v * height, size));
}

/** A card's shadow, outline (when highlighted) and face or back. */
export function cardFrame(w: number, h: number, options: CardOptions, fill: string, edge: string): SceneNode[] {
  const r = w * 0.08;
  const nodes: SceneNode[] = [rect(2, 3, w, h, { r, fill: PALETTE.shadow, opacity: 0.45 })];
  if (options.highlight) nodes.push(rect(-4, -4, w + 8, h + 8, { r: r + 4, stroke: options.highlight, lineWidth: 4 }));
  nodes.push(rect(0, 0, w, h, { r, fill, stroke: edge, lineWidth: Math.max(1.5, w / 60) }));
  return nodes;
}

/** A card's drawing placed on the table, marked, turned and faded as `options` say. */
export function placeCard(x: number, y: number, children: SceneNode[], mark: Mark, options: CardOptions): GroupNode {
  return group(x, y, children, {
    mark: { ...mark, ...options.mark },
    ...(options.rotate ? { rotate: options.rotate } : {}),
    ...(options.faded ? { opacity: 0.45 } : {}),
  });
}

/**
 * How a card's header is laid out: the label it shows, its size, its corner padding, whether the suit fits beside it, and what of the card
 * a fan must leave showing for the label to read whole.
 */
export interface Header {
  label: string;
  size: number;
  pad: number;
  pip: number;
  withPip: boolean;
  /** Width and height from the card's corner that the label covers, with a little air. */
  index: { width: number; height: number };
  /** Width from the card's edge to the end of the suit beside the label (or of the label). */
  width: number;
}

/**
 * The header of a card `w` wide: the first of `labels` (a rank, a word, then shorter forms of it)
 * that reads at the card's rank size or down to MIN_TEXT, beside the suit or else alone.
 */
export function headerLayout(labels: readonly string[], w: number): Header {
  const pad = w * 0.08;
  const pip = w * 0.22;
  const full = Math.max(MIN_TEXT, Math.round(w * 0.36));
  const sizeFor = (label: string, room: number) => Math.min(full, Math.floor(room / textWidth(label, 1, true)));
  const choice = labels
    .flatMap((label) => [
      { label, size: sizeFor(label, w - pad * 2 - pip * 1.15), withPip: true },
      { label, size: sizeFor(label, w - pad * 2), withPip: false },
    ])
    .find((c) => c.size >= MIN_TEXT) ?? { label: labels.at(-1)!, size: MIN_TEXT, withPip: false };
  const labelWidth = textWidth(choice.label, choice.size, true);
  return {
    ...choice,
    pad,
    pip,
    index: { width: pad + labelWidth + 3, height: pad + choice.size + 3 },
    width: pad + labelWidth + (choice.withPip ? pip * 1.15 : 0),
  };
}

/** The header of a card: its label large at the top left, and its suit beside it when it fits. */
export function cardHeader(header: Header, ink: string, suitNode: (x: number, y: number, size: number) => SceneNode): SceneNode[] {
  const { label, size, pad, pip } = header;
  const line = text(pad, pad + size * 0.74, label, { size, bold: true, fill: ink });
  return header.withPip ? [line, suitNode(pad + textWidth(label, size, true) + pip * 0.62, pad + size * 0.38, pip)] : [line];
}

/** The labels a playing card's header may show, first choice first. */
function cardLabels(code: string): string[] {
  return isJoker(code) ? ['JOKER', 'JKR'] : [parseCard(code)?.rank ?? code];
}

/** The header of a playing card `w` wide: what of it a fan must leave showing for its rank to read whole, and how wide it is. */
export function cardHeaderOf(code: string, w: number): Header {
  return headerLayout(cardLabels(code), w);
}

/** What of a playing card `w` wide a fan must leave showing for its rank to read whole. */
export function cardIndex(code: string, w: number): Header['index'] {
  return cardHeaderOf(code, w).index;
}

/** A face-up playing card (or Joker) `w` wide with its top-left corner at (x, y), marked `card: code`. */
export function playingCard(code: string, x: number, y: number, w: number, options: CardOptions = {}): GroupNode {
  const h = cardHeight(w);
  if (isJoker(code)) {
    const body = [
      ...cardFrame(w, h, options, PALETTE.face, PALETTE.faceEdge),
      ...cardHeader(headerLayout(cardLabels(code), w), PALETTE.major, (sx, sy, size) => symbol(STAR_PATH, sx, sy, size, PALETTE.gold)),
      symbol(JESTER_PATH, w / 2, h * 0.64, w * 0.62, PALETTE.major),
      circle(w * 0.2, h * 0.47, w * 0.05, { fill: PALETTE.gold }),
      circle(w * 0.8, h * 0.46, w * 0.05, { fill: PALETTE.gold }),
    ];
    return placeCard(x, y, body, { card: code }, options);
  }
  const parsed = parseCard(code);
  if (!parsed) throw new Error(`Not a playing card: ${code}`);
  const { rank, suit } = parsed;
  const ink = suitInk(suit);
  const body = [
    ...cardFrame(w, h, options, PALETTE.face, PALETTE.faceEdge),
    ...cardHeader(headerLayout([rank], w), ink, (sx, sy, size) => suitSymbol(suit, sx, sy, size)),
    ...(rank === 'J' || rank === 'Q' || rank === 'K' ? royalEmblem(rank, suit, w, h) : pips(rank, suit, w, h)),
  ];
  return placeCard(x, y, body, { card: code }, options);
}

/** Lattices already laid out, by card size: every board draws the same few card backs again and again. */
const lattices = new Map<string, string>();

/** The lattice on a card back (the same path for the same size, laid out once). */
function lattice(w: number, h: number): string {
  const key = `${w}x${h}`;
  const kept = lattices.get(key);
  if (kept !== undefined) return kept;
  const step = Math.max(8, w / 8);
  const inset = w * 0.12;
  const parts: string[] = [];
  for (let cy = inset + step / 2; cy <= h - inset - step / 2 + 0.01; cy += step) {
    for (let cx = inset + step / 2; cx <= w - inset - step / 2 + 0.01; cx += step) {
      const r = step * 0.32;
      parts.push(
        `M${cx.toFixed(1)} ${(cy - r).toFixed(1)}L${(cx + r).toFixed(1)} ${cy.toFixed(1)}L${cx.toFixed(1)} ` +
          `${(cy + r).toFixed(1)}L${(cx - r).toFixed(1)} ${cy.toFixed(1)}Z`,
      );
    }
  }
  const d = parts.join('');
  if (lattices.size < 64) lattices.set(key, d);
  return d;
}

/** A face-down card `w` wide, marked `back` plus `options.mark`. */
export function cardBack(x: number, y: number, w: number, options: CardOptions = {}): GroupNode {
  const h = cardHeight(w);
  const body = [
    ...cardFrame(w, h, options, PALETTE.back, PALETTE.faceEdge),
    rect(w * 0.08, w * 0.08, w * 0.84, h - w * 0.16, { r: w * 0.05, stroke: PALETTE.backLight, lineWidth: Math.max(1.5, w / 40) }),
    path(lattice(w, h), { fill: PALETTE.backLight, opacity: 0.55 }),
  ];
  return placeCard(x, y, body, { back: 1 }, options);
}
