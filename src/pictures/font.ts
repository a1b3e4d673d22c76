/**
 * Text in the shipped font: its metrics (generated from the font files by scripts/font-metrics.ts,
 * checked when loaded), the width of a line, and text made drawable: every character the font
 * lacks is folded to its base letter or replaced, so the rasterizer never falls back to a system font.
 */
import raw from './font-metrics.json' with { type: 'json' };
import type { TextNode } from './scene.js';

/**
 * The generated metrics, checked by hand: the drawing thread loads this file and no schema library
 * (docs/performance.md, "What keeps it fast and small").
 */
function checkedMetrics(metrics: typeof raw): typeof raw {
  const advances = (list: unknown[]) =>
    list.length === metrics.chars.length && list.every((n) => Number.isInteger(n) && (n as number) >= 0);
  const sizes = [metrics.unitsPerEm, metrics.capHeight].every((n) => Number.isInteger(n) && n > 0);
  if (!sizes || metrics.chars.length < 95 || !advances(metrics.regular) || !advances(metrics.bold)) {
    throw new Error('font-metrics.json is malformed: run scripts/font-metrics.ts again');
  }
  return metrics;
}

const metrics = checkedMetrics(raw);
const regular = new Map<string, number>();
const bold = new Map<string, number>();
[...metrics.chars].forEach((char, i) => {
  regular.set(char, metrics.regular[i]!);
  bold.set(char, metrics.bold[i]!);
});

/** The smallest text a picture draws: 10 pixels where Discord shows a 960-pixel-wide picture 400 pixels wide. */
export const MIN_TEXT = 24;

/** The height of a capital letter at `size`, for centring a line on a point. */
function capHeight(size: number): number {
  return (metrics.capHeight / metrics.unitsPerEm) * size;
}

/** True when the shipped font draws this character. */
export function drawable(char: string): boolean {
  return regular.has(char);
}

// Marks, format and control characters, variation selectors and skin tones draw nothing of their own.
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each of these is meant to match alone
const IGNORED = /[\p{M}\p{Cf}\p{Cc}\u{FE00}-\u{FE0F}\u{1F3FB}-\u{1F3FF}]/u;

/**
 * Text made drawable in the shipped font: characters it lacks become their base letter (é is drawn,
 * ẹ becomes e), marks and emoji joiners are dropped, anything else becomes "?"; spaces collapse.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (drawable(char)) out += char;
    else if (/\s/u.test(char)) out += ' ';
    else if (IGNORED.test(char)) continue;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base.length > 0 && [...base].every(drawable) ? base : '?';
    }
  }
  return out.replace(/\s+/gu, ' ').trim();
}

/** The width of a line of drawable text at `size`. */
export function textWidth(text: string, size: number, isBold: boolean): number {
  const table = isBold ? bold : regular;
  let units = 0;
  for (const char of text) units += table.get(char) ?? table.get('?')!;
  return (units / metrics.unitsPerEm) * size;
}

/** How far letters and digits reach above the baseline, and descenders below it, in ems (measured from the shipped font's glyphs). */
const INK_ABOVE = 0.765;
const INK_BELOW = 0.24;
const DESCENDERS = /[gjpqyQ(),;[\]{}|/@$_çşţęąĄĘДдЦцЩщφψβζξγμρχ]/u;

/**
 * The box a line's ink covers in its own frame (left, top, width, height): its advance wide, from the top of its letters to its baseline,
 * or to its descenders when it has any.
 */
export function textBox(node: TextNode): { x: number; y: number; w: number; h: number } {
  const w = textWidth(node.text, node.size, node.bold);
  const x = node.align === 'left' ? node.x : node.align === 'center' ? node.x - w / 2 : node.x - w;
  const below = DESCENDERS.test(node.text) ? INK_BELOW * node.size : 0;
  return { x, y: node.y - INK_ABOVE * node.size, w, h: INK_ABOVE * node.size + below };
}

/** Text cut to fit `maxWidth` at `size`, ending with "…" when it was cut. */
export function fitText(text: string, size: number, isBold: boolean, maxWidth: number): string {
  const clean = printable(text);
  if (textWidth(clean, size, isBold) <= maxWidth) return clean;
  const chars = [...clean];
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}…`, size, isBold) > maxWidth) chars.pop();
  return chars.length > 0 ? `${chars.join('').trimEnd()}…` : '';
}

/** Options of a line of text. */
export interface TextOptions {
  size: number;
  bold?: boolean;
  fill: string;
  align?: TextNode['align'];
  /** Cut the text with "…" to this width. */
  maxWidth?: number;
  /** Shrink the size down to this before cutting, to fit `maxWidth`. */
  minSize?: number;
  opacity?: number;
}

/** A line of text at its baseline (x, y), made drawable and fitted to `maxWidth`. */
export function text(x: number, y: number, content: string, options: TextOptions): TextNode {
  const isBold = options.bold ?? false;
  let size = options.size;
  let line = printable(content);
  if (options.maxWidth !== undefined) {
    while (options.minSize !== undefined && size > options.minSize && textWidth(line, size, isBold) > options.maxWidth) size -= 1;
    line = fitText(line, size, isBold, options.maxWidth);
  }
  return {
    kind: 'text',
    x,
    y,
    text: line,
    size,
    bold: isBold,
    fill: options.fill,
    align: options.align ?? 'left',
    ...(options.opacity === undefined ? {} : { opacity: options.opacity }),
  };
}

/** A line of text centred on (x, y) both ways. */
export function centredText(x: number, y: number, content: string, options: Omit<TextOptions, 'align'>): TextNode {
  const node = text(x, y, content, { ...options, align: 'center' });
  return { ...node, y: y + capHeight(node.size) / 2 };
}

/** A whole number as printed: negatives with a true minus sign (−6). */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : String(value);
}
