/**
 * Where a scene draws what: each text with its ink box and the size it is drawn at, and each filled
 * shape with its box, in scene pixels after every group's move, turn and scale. Tests read these to
 * check that a picture reads at the width Discord shows it: no text too small, none over another.
 */
import { textBox } from './font.js';
import type { Mark, Scene, SceneNode } from './scene.js';

/** A box in scene pixels: its left, top, width and height. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A text as the picture draws it: its line, its size in scene pixels and weight, its ink box, the marks of the groups around it (innermost last) and
 * its place in the drawing order.
 */
export interface PlacedText {
  text: string;
  size: number;
  bold: boolean;
  box: Box;
  within: Mark[];
  order: number;
}

/**
 * A filled shape as the picture draws it: its box, how opaque it is (its own and its groups' opacity), the marks around it and its place in
 * the drawing order.
 */
export interface PlacedShape {
  box: Box;
  opacity: number;
  within: Mark[];
  order: number;
}

/** An affine frame: x' = a x + c y + e, y' = b x + d y + f. */
interface Frame {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
  scale: number;
}

function inner(frame: Frame, x: number, y: number, rotate: number, scale: number): Frame {
  const turn = (rotate * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn) * scale, Math.sin(turn) * scale];
  return {
    a: frame.a * cos + frame.c * sin,
    b: frame.b * cos + frame.d * sin,
    c: -frame.a * sin + frame.c * cos,
    d: -frame.b * sin + frame.d * cos,
    e: frame.a * x + frame.c * y + frame.e,
    f: frame.b * x + frame.d * y + frame.f,
    scale: frame.scale * scale,
  };
}

/** The scene box around points of a frame. */
function boxAround(frame: Frame, points: readonly [number, number][]): Box {
  const xs = points.map(([x, y]) => frame.a * x + frame.c * y + frame.e);
  const ys = points.map(([x, y]) => frame.b * x + frame.d * y + frame.f);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return { x: left, y: top, w: Math.max(...xs) - left, h: Math.max(...ys) - top };
}

function corners(box: Box): [number, number][] {
  return [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ];
}

/** Points along an SVG arc from (x1, y1) (the spec's centre parameterization, no axis turn), for its box. */
function arcPoints(
  x1: number,
  y1: number,
  rx: number,
  ry: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): [number, number][] {
  const [hx, hy] = [(x1 - x2) / 2, (y1 - y2) / 2];
  const grow = Math.max(1, Math.sqrt((hx * hx) / (rx * rx) + (hy * hy) / (ry * ry)));
  const [sx, sy] = [rx * grow, ry * grow];
  const num = Math.max(0, sx * sx * sy * sy - sx * sx * hy * hy - sy * sy * hx * hx);
  const root = (large === sweep ? -1 : 1) * Math.sqrt(num / (sx * sx * hy * hy + sy * sy * hx * hx || 1));
  const [cx, cy] = [root * ((sx * hy) / sy) + (x1 + x2) / 2, root * (-(sy * hx) / sx) + (y1 + y2) / 2];
  const from = Math.atan2((y1 - cy) / sy, (x1 - cx) / sx);
  let span = Math.atan2((y2 - cy) / sy, (x2 - cx) / sx) - from;
  if (sweep && span < 0) span += Math.PI * 2;
  if (!sweep && span > 0) span -= Math.PI * 2;
  return Array.from(
    { length: 25 },
    (_, i) => [cx + sx * Math.cos(from + (span * i) / 24), cy + sy * Math.sin(from + (span * i) / 24)] as [number, number],
  );
}

/** The points that bound an SVG path: its ends, its curves' control points, and points along its arcs. */
function pathPoints(d: string): [number, number][] {
  const tokens = d.match(/[MLHVCSQTAZ]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi) ?? [];
  const points: [number, number][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = 'M';
  let i = 0;
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-z]/i.test(tokens[i]!)) command = tokens[i++]!;
    const relative = command === command.toLowerCase();
    const [ox, oy] = relative ? [x, y] : [0, 0];
    switch (command.toUpperCase()) {
      case 'Z':
        [x, y] = [startX, startY];
        continue;
      case 'H':
        x = next() + ox;
        break;
      case 'V':
        y = next() + oy;
        break;
      case 'A': {
        const [rx, ry] = [Math.abs(next()), Math.abs(next())];
        next();
        const [large, sweep] = [next() === 1, next() === 1];
        const [ex, ey] = [next() + ox, next() + oy];
        points.push(...(rx > 0 && ry > 0 ? arcPoints(x, y, rx, ry, large, sweep, ex, ey) : []));
        [x, y] = [ex, ey];
        break;
      }
      default: {
        const pairs = { M: 1, L: 1, T: 1, Q: 2, S: 2, C: 3 }[command.toUpperCase()] ?? 1;
        for (let p = 0; p < pairs; p++) {
          const point: [number, number] = [next() + ox, next() + oy];
          points.push(point);
          [x, y] = point;
        }
        if (command.toUpperCase() === 'M') {
          [startX, startY] = [x, y];
          command = relative ? 'l' : 'L';
        }
      }
    }
    points.push([x, y]);
  }
  return points;
}

/** The box of a filled shape in its own frame, or null for a shape that fills nothing. */
function shapeBox(node: Exclude<SceneNode, { kind: 'group' | 'text' }>): [number, number][] | null {
  if (!node.fill || node.fill === 'none') return null;
  if (node.kind === 'rect') return corners({ x: node.x, y: node.y, w: node.w, h: node.h });
  if (node.kind === 'circle') return corners({ x: node.x - node.r, y: node.y - node.r, w: node.r * 2, h: node.r * 2 });
  const points = pathPoints(node.d);
  return points.length > 0 ? points : null;
}

/** Every text and every filled shape a scene draws, in drawing order, placed in scene pixels. */
export function placeScene(scene: Scene): { texts: PlacedText[]; shapes: PlacedShape[] } {
  const texts: PlacedText[] = [];
  const shapes: PlacedShape[] = [];
  let order = 0;
  const visit = (node: SceneNode, frame: Frame, opacity: number, within: Mark[]): void => {
    if (node.kind === 'group') {
      const framed = inner(frame, node.x, node.y, node.rotate ?? 0, node.scale ?? 1);
      const marks = node.mark ? [...within, node.mark] : within;
      for (const child of node.children) visit(child, framed, opacity * (node.opacity ?? 1), marks);
      return;
    }
    const seen = opacity * (node.opacity ?? 1);
    if (node.kind === 'text') {
      texts.push({
        text: node.text,
        size: node.size * frame.scale,
        bold: node.bold,
        box: boxAround(frame, corners(textBox(node))),
        within,
        order: order++,
      });
      return;
    }
    const points = shapeBox(node);
    if (points) shapes.push({ box: boxAround(frame, points), opacity: seen, within, order: order++ });
  };
  const start: Frame = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, scale: 1 };
  for (const node of scene.nodes) visit(node, start, 1, []);
  return { texts, shapes };
}
