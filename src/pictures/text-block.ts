/**
 * Text over one or more lines, for names and values that may be long: wrapped at spaces, then shrunk
 * down to a floor, and cut with "…" only when even that does not fit, its group then marked with the
 * full text (`full`), which the picture's alt text must give.
 */
import { fitText, printable, type TextOptions, text, textWidth } from './font.js';
import { type GroupNode, group, type Mark } from './scene.js';

/** How a block of text is laid out: its lines, their size, and whether the last was cut. */
export interface BlockFit {
  lines: string[];
  size: number;
  cut: boolean;
}

/** The words of `content` in lines of at most `maxWidth`, or null when a word is wider than that. */
function wrap(content: string, size: number, bold: boolean, maxWidth: number): string[] | null {
  const lines: string[] = [];
  for (const word of content.split(' ')) {
    if (textWidth(word, size, bold) > maxWidth) return null;
    const joined = lines.length > 0 ? `${lines.at(-1)} ${word}` : word;
    if (lines.length > 0 && textWidth(joined, size, bold) <= maxWidth) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/**
 * The lines `content` takes in `maxWidth`: at the largest size from `size` down to `minSize` that fits `maxLines`, else cut at `minSize`.
 */
export function fitBlock(
  content: string,
  options: { size: number; minSize: number; bold: boolean; maxWidth: number; maxLines: number },
): BlockFit {
  const clean = printable(content);
  for (let size = options.size; size >= options.minSize; size--) {
    const lines = wrap(clean, size, options.bold, options.maxWidth);
    if (lines && lines.length <= options.maxLines) return { lines, size, cut: false };
  }
  const size = options.minSize;
  const lines = (wrap(clean, size, options.bold, options.maxWidth) ?? []).slice(0, options.maxLines - 1);
  const rest = clean.slice(lines.join(' ').length).trim();
  return { lines: [...lines, fitText(rest, size, options.bold, options.maxWidth)], size, cut: true };
}

/** Options of a block: a line's, with the floor it may shrink to, the lines it may take, and a mark for its group. */
export interface BlockOptions extends Omit<TextOptions, 'maxWidth' | 'minSize'> {
  maxWidth: number;
  minSize: number;
  maxLines: number;
  mark?: Mark;
}

/**
 * A block of text, the first baseline at (x, y), lines 1.2 sizes apart; with its size, its lines, and how far its last baseline lies below
 * the first.
 */
export function textBlock(
  x: number,
  y: number,
  content: string,
  options: BlockOptions,
): { node: GroupNode; size: number; depth: number; lines: number } {
  const bold = options.bold ?? false;
  const fit = fitBlock(content, {
    size: options.size,
    minSize: options.minSize,
    bold,
    maxWidth: options.maxWidth,
    maxLines: options.maxLines,
  });
  const step = Math.round(fit.size * 1.2);
  const lines = fit.lines.map((line, i) =>
    text(0, i * step, line, {
      size: fit.size,
      bold,
      fill: options.fill,
      ...(options.align ? { align: options.align } : {}),
      ...(options.opacity === undefined ? {} : { opacity: options.opacity }),
    }),
  );
  const mark = { ...options.mark, ...(fit.cut ? { full: content } : {}) };
  return {
    node: group(x, y, lines, Object.keys(mark).length > 0 ? { mark } : {}),
    size: fit.size,
    depth: (fit.lines.length - 1) * step,
    lines: fit.lines.length,
  };
}
