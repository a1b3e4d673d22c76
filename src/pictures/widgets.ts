/**
 * The shared pieces of every table: the background, captions, bars, badges, labels, face-down piles,
 * empty slots, headings and the banner over a finished game.
 */
import { centredText, MIN_REGULAR_TEXT, MIN_TEXT, text, textWidth } from './font.js';
import { PALETTE } from './palette.js';
import { cardBack, cardHeight } from './playing-cards.js';
import { circle, type GroupNode, group, type Mark, rect, type SceneNode } from './scene.js';
import { textBlock } from './text-block.js';

/**
 * The table under everything: opaque to the edges, so the picture reads the same on light and dark
 * themes (Discord rounds the corners of embed images itself).
 */
export function table(width: number, height: number): SceneNode {
  return rect(0, 0, width, height, { fill: PALETTE.table });
}

/** A darker tray on the table that groups what belongs together. */
export function tray(x: number, y: number, w: number, h: number, mark?: Mark): SceneNode {
  const shape = rect(0, 0, w, h, { r: 14, fill: PALETTE.panel, stroke: PALETTE.panelEdge, lineWidth: 2 });
  return mark ? group(x, y, [shape], { mark }) : group(x, y, [shape]);
}

/** A section title: short, capitals, muted. */
export function caption(
  x: number,
  y: number,
  label: string,
  options: { align?: 'left' | 'center' | 'right'; fill?: string; size?: number } = {},
): SceneNode {
  return text(x, y, label.toUpperCase(), {
    size: options.size ?? MIN_TEXT,
    bold: true,
    fill: options.fill ?? PALETTE.muted,
    align: options.align ?? 'left',
  });
}

/** A bar `value` out of `max`, its number written on it (on a dark backing, so it reads over any fill), marked `bar: name`. */
export function bar(
  x: number,
  y: number,
  w: number,
  h: number,
  value: number,
  max: number,
  colour: string,
  name: string,
  label: string,
): GroupNode {
  const share = Math.max(0, Math.min(1, value / max));
  const fill = share > 0 ? [rect(0, 0, Math.max(h, w * share), h, { r: h / 2, fill: colour })] : [];
  const size = Math.max(MIN_TEXT, Math.round(h * 0.66));
  const backing = Math.min(w - h * 0.3, textWidth(label, size, true) + h * 0.6);
  return group(
    x,
    y,
    [
      rect(0, 0, w, h, { r: h / 2, fill: PALETTE.shadow, stroke: PALETTE.panelEdge, lineWidth: 2 }),
      ...fill,
      rect(h * 0.3, h * 0.14, backing, h * 0.72, { r: h * 0.36, fill: PALETTE.shadow, opacity: 0.6 }),
      text(h * 0.6, h / 2 + h * 0.24, label, { size, bold: true, fill: PALETTE.text }),
    ],
    { mark: { bar: name, value, max } },
  );
}

/** A round badge with a short label (a number), marked `badge: name`; it grows past radius `r` to hold its label at a readable size. */
export function badge(x: number, y: number, r: number, label: string, fill: string, ink: string, name: string, value?: number): GroupNode {
  const size = Math.max(MIN_TEXT, Math.round(r * 1.1));
  const radius = Math.max(r, textWidth(label, size, true) / 2 + 6);
  return group(
    x,
    y,
    [
      circle(1, 2, radius, { fill: PALETTE.shadow, opacity: 0.5 }),
      circle(0, 0, radius, { fill, stroke: PALETTE.faceEdge, lineWidth: 2 }),
      centredText(0, 0, label, { size, bold: true, fill: ink }),
    ],
    { mark: { badge: name, ...(value === undefined ? {} : { value }) } },
  );
}

/** A pill label: short text on a rounded, filled background; returns the node and its width. */
export function pill(
  x: number,
  y: number,
  label: string,
  options: { size?: number; fill: string; ink: string; mark?: Mark },
): { node: GroupNode; width: number } {
  const size = options.size ?? MIN_TEXT;
  const pad = size * 0.45;
  const line = text(pad, size * 1.06, label, { size, bold: true, fill: options.ink });
  const width = textWidth(line.text, line.size, true) + pad * 2;
  const node = group(
    x,
    y,
    [rect(0, 0, width, size * 1.5, { r: size * 0.75, fill: options.fill }), line],
    options.mark ? { mark: options.mark } : {},
  );
  return { node, width };
}

/** A face-down pile of `count` cards with the count written large on it, marked `pile: name, count`. */
export function pile(x: number, y: number, w: number, count: number, name: string): GroupNode {
  const layers = count === 0 ? 0 : Math.min(4, 1 + Math.floor(count / 8));
  const h = cardHeight(w);
  const backs: SceneNode[] = Array.from({ length: layers }, (_, i) => cardBack((layers - 1 - i) * 3, -(layers - 1 - i) * 3, w));
  const shown = count === 0 ? [slot(0, 0, w, '')] : backs;
  return group(
    x,
    y,
    [
      ...shown,
      circle(w / 2, h / 2, w * 0.3, { fill: PALETTE.table, opacity: 0.85 }),
      centredText(w / 2, h / 2, String(count), {
        size: Math.max(MIN_TEXT, Math.round(w * (count >= 10 ? 0.3 : 0.36))),
        bold: true,
        fill: PALETTE.text,
      }),
    ],
    { mark: { pile: name, count } },
  );
}

/** An empty place for a card: a dashed outline, with a word in it. */
export function slot(x: number, y: number, w: number, label: string, mark?: Mark): GroupNode {
  const h = cardHeight(w);
  return group(
    x,
    y,
    [
      rect(0, 0, w, h, { r: w * 0.08, stroke: PALETTE.panelEdge, lineWidth: 3, dash: [10, 7], fill: PALETTE.shadow, opacity: 0.9 }),
      ...(label ? [centredText(w / 2, h / 2, label, { size: MIN_TEXT, bold: true, fill: PALETTE.muted })] : []),
    ],
    mark ? { mark } : {},
  );
}

/** What a finished game's banner says, and an optional picture (a card) at its left. */
export interface Outcome {
  won: boolean;
  title: string;
  score: string;
  lines: string[];
  art?: { width: number; height: number; draw: (x: number, y: number) => SceneNode };
}

/** A heading of up to two lines at (x, y), bold, 26 px shrinking to the least size: the name of what the panel shows. */
export function heading(x: number, y: number, content: string, maxWidth: number): ReturnType<typeof textBlock> {
  return textBlock(x, y, content, { size: 26, minSize: MIN_TEXT, bold: true, fill: PALETTE.text, maxWidth, maxLines: 2 });
}

/**
 * The banner over a finished table: the table dimmed, a panel with the outcome, the score, and how it was counted (each line wrapped to two
 * when it is long).
 */
export function gameOver(width: number, height: number, outcome: Outcome): GroupNode {
  const art = outcome.art;
  const w = Math.min(art ? 820 : 720, width - 60);
  const inner = w - (art ? art.width + 40 : 0);
  const left = art ? (width - w) / 2 + art.width + 40 : (width - w) / 2;
  const mid = left + inner / 2;
  const lines = outcome.lines.map((line) =>
    textBlock(mid, 0, line, {
      size: 28,
      minSize: MIN_REGULAR_TEXT,
      fill: PALETTE.muted,
      align: 'center',
      maxWidth: inner - 40,
      maxLines: 2,
    }),
  );
  const linesHeight = lines.reduce((sum, line) => sum + line.depth + 36, 0);
  const h = Math.max(130 + linesHeight, art ? art.height + 40 : 0);
  const x = (width - w) / 2;
  const y = (height - h) / 2;
  const top = y + (h - (110 + linesHeight)) / 2;
  const tone = outcome.won ? PALETTE.good : PALETTE.bad;
  let lineY = top + 140;
  const placed = lines.map((line) => {
    const node = group(0, lineY, [line.node]);
    lineY += line.depth + 36;
    return node;
  });
  return group(
    0,
    0,
    [
      rect(0, 0, width, height, { fill: PALETTE.shadow, opacity: 0.7 }),
      rect(x, y, w, h, { r: 18, fill: PALETTE.panel, stroke: tone, lineWidth: 5 }),
      ...(art ? [art.draw(x + 24, y + (h - art.height) / 2)] : []),
      text(mid, top + 44, outcome.title, { size: 38, bold: true, fill: tone, align: 'center', maxWidth: inner - 40, minSize: 26 }),
      text(mid, top + 96, outcome.score, { size: 40, bold: true, fill: PALETTE.text, align: 'center', maxWidth: inner - 40, minSize: 26 }),
      ...placed,
    ],
    { mark: { over: outcome.won ? 'won' : 'lost', score: outcome.score } },
  );
}
