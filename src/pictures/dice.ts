/**
 * Dice drawn in code: a rolled d6 shows its pips; a die not rolled (a cliché's or a monster's dice) is
 * a plain token, and a lost one (a wound) an empty dashed square with a cross.
 */
import { PALETTE } from './palette.js';
import { circle, type GroupNode, group, type Mark, path, rect } from './scene.js';

const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

/** A rolled die showing `value` (1..6), `size` pixels square, top-left at (x, y), marked `die: value`. */
export function die(
  value: number,
  x: number,
  y: number,
  size: number,
  options: { face?: string; ink?: string; mark?: Mark } = {},
): GroupNode {
  const pips = PIPS[value];
  if (!pips) throw new Error(`A d6 shows 1 to 6, not ${value}`);
  const ink = options.ink ?? PALETTE.black;
  return group(
    x,
    y,
    [
      rect(1.5, 2.5, size, size, { r: size * 0.18, fill: PALETTE.shadow, opacity: 0.45 }),
      rect(0, 0, size, size, {
        r: size * 0.18,
        fill: options.face ?? PALETTE.face,
        stroke: PALETTE.faceEdge,
        lineWidth: Math.max(1, size / 30),
      }),
      ...pips.map(([u, v]) => circle(u * size, v * size, size * 0.1, { fill: ink })),
    ],
    { mark: { die: value, ...options.mark } },
  );
}

/** A die that is not rolled: a token in `colour`, or, when `lost`, an empty dashed square crossed out. */
export function dieToken(x: number, y: number, size: number, colour: string, lost: boolean, mark: Mark = {}): GroupNode {
  if (lost) {
    const inset = size * 0.28;
    return group(
      x,
      y,
      [
        rect(1, 1, size - 2, size - 2, {
          r: size * 0.18,
          stroke: PALETTE.bad,
          lineWidth: Math.max(1.5, size / 14),
          dash: [size / 6, size / 9],
        }),
        path(`M${inset} ${inset}L${size - inset} ${size - inset}M${size - inset} ${inset}L${inset} ${size - inset}`, {
          stroke: PALETTE.bad,
          lineWidth: Math.max(2, size / 10),
        }),
      ],
      { mark: { token: 'lost', ...mark } },
    );
  }
  return group(
    x,
    y,
    [
      rect(0, 0, size, size, { r: size * 0.18, fill: colour, stroke: PALETTE.faceEdge, lineWidth: Math.max(1, size / 30) }),
      circle(size / 2, size / 2, size * 0.12, { fill: PALETTE.face, opacity: 0.85 }),
    ],
    { mark: { token: 'die', ...mark } },
  );
}
