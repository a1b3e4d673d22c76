/**
 * Whether a picture reads at the width Discord shows it (400 pixels): every bold text at least 10
 * pixels there and every regular one at least 11 (its strokes are thinner), inside the picture, not over another text, not partly under a shape drawn after it (a text a
 * shape hides whole, as a card hides the one under it, is not shown and not checked; nor is one
 * the banner over a finished game covers at all, which is drawn over the table on purpose), a line
 * cut with "…" standing for a full text the alt text gives, and two different names never drawn alike.
 */
import { type Box, type PlacedText, placeScene } from '../../src/pictures/boxes.js';
import type { Scene } from '../../src/pictures/scene.js';
import { marks, texts } from './scene-query.js';

/** The width Discord shows a board's picture at. */
const SHOWN_WIDTH = 400;
/** The smallest text that reads there: bold, and regular, whose thinner strokes blur first. */
const SMALLEST_SHOWN = { bold: 10, regular: 11 };
/** A shape at least this opaque hides what is under it; fainter ones (a veil, a shadow) only dim it. */
const OPAQUE = 0.6;
/** Boxes that share less than this (in scene pixels) each way only touch. */
const TOUCH = 0.5;

function overlap(a: Box, b: Box): boolean {
  return Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > TOUCH && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > TOUCH;
}

function contains(outer: Box, box: Box): boolean {
  return (
    outer.x <= box.x + TOUCH &&
    outer.y <= box.y + TOUCH &&
    outer.x + outer.w >= box.x + box.w - TOUCH &&
    outer.y + outer.h >= box.y + box.h - TOUCH
  );
}

const where = (t: PlacedText) => `"${t.text}" at ${Math.round(t.box.x)},${Math.round(t.box.y)}`;

/** Every way the scene fails to read at Discord's width, in words (none when it reads). */
export function readabilityProblems(scene: Scene): string[] {
  const problems: string[] = [];
  const { texts: placed, shapes } = placeScene(scene);
  const scale = SHOWN_WIDTH / scene.width;
  const covers = shapes.filter((s) => s.opacity >= OPAQUE);
  const banner = (s: (typeof covers)[number]) => s.within.some((mark) => mark.over !== undefined);
  const shown = placed.filter(
    (t) => !covers.some((s) => s.order > t.order && (contains(s.box, t.box) || (banner(s) && overlap(s.box, t.box)))),
  );
  for (const t of shown) {
    const weight = t.bold ? 'bold' : 'regular';
    if (t.size * scale < SMALLEST_SHOWN[weight] - 1e-9)
      problems.push(`${where(t)} is ${(t.size * scale).toFixed(1)} px ${weight} at ${SHOWN_WIDTH} px wide`);
    if (!contains({ x: 0, y: 0, w: scene.width, h: scene.height }, t.box)) problems.push(`${where(t)} runs off the picture`);
    const over = covers.find((s) => s.order > t.order && overlap(s.box, t.box));
    if (over)
      problems.push(
        `${where(t)} is partly under a shape drawn after it (${JSON.stringify(over.within.at(-1) ?? {})} ` +
          `at ${Math.round(over.box.x)},${Math.round(over.box.y)})`,
      );
  }
  shown.forEach((a, i) => {
    for (const b of shown.slice(i + 1)) if (overlap(a.box, b.box)) problems.push(`${where(a)} overlaps ${where(b)}`);
  });
  for (const t of shown.filter((line) => line.text.endsWith('…'))) {
    const full = [...t.within].reverse().find((mark) => typeof mark.full === 'string')?.full;
    if (full === undefined) problems.push(`${where(t)} is cut and stands for no full text`);
    else if (!scene.alt.includes(String(full))) problems.push(`${where(t)} is cut and its full text "${full}" is not in the alt text`);
  }
  const names = new Map<string, string>();
  for (const { mark, node } of marks(scene).filter((m) => typeof m.mark.name === 'string')) {
    const drawn = texts(node).join('\n');
    const other = names.get(drawn);
    if (other !== undefined && other !== mark.name) problems.push(`"${other}" and "${mark.name}" are both drawn as "${drawn}"`);
    names.set(drawn, String(mark.name));
  }
  return problems;
}
