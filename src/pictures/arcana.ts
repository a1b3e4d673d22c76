/**
 * An original emblem for each of the 22 major arcana (docs/rulings.md, `M0`..`M21`), drawn from a few
 * shapes in a 100 x 100 box centred on (0, 0): ink for the figure, gold for its light.
 */
import { PALETTE } from './palette.js';
import { circle, group, path, rect, type SceneNode } from './scene.js';
import { STAR_PATH, SUIT_PATHS } from './symbols.js';

const INK = PALETTE.major;
const GOLD = PALETTE.pentacles;

const line = (d: string, width = 6, stroke: string = INK): SceneNode => path(d, { stroke, lineWidth: width });
const fill = (d: string, colour: string = INK): SceneNode => path(d, { fill: colour });
const ring = (x: number, y: number, r: number, width = 6, stroke: string = INK): SceneNode => circle(x, y, r, { stroke, lineWidth: width });
const dot = (x: number, y: number, r: number, colour: string = INK): SceneNode => circle(x, y, r, { fill: colour });

function rays(count: number, inner: number, outer: number): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const b = a + Math.PI / count;
    const c = a - Math.PI / count;
    const p = (angle: number, r: number) => `${(Math.cos(angle) * r).toFixed(1)} ${(Math.sin(angle) * r).toFixed(1)}`;
    return `M${p(c, inner)}L${p(a, outer)}L${p(b, inner)}Z`;
  }).join('');
}

function spokes(count: number, r: number): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI;
    const x = (Math.cos(a) * r).toFixed(1);
    const y = (Math.sin(a) * r).toFixed(1);
    return `M${x} ${y}L${-Number(x)} ${-Number(y)}`;
  }).join('');
}

/** The emblems, by arcana number. */
const EMBLEMS: (() => SceneNode[])[] = [
  // 0 The Fool: a bindle over the shoulder, the sun behind, the cliff's edge below.
  () => [dot(-22, -26, 12, GOLD), line('M-34 40L30-30'), dot(30, -30, 13), fill('M-48 48L-48 30L-10 30L4 48Z')],
  // I The Magician: the lemniscate over a raised wand.
  () => [line('M0-24C-14-44-42-44-42-24C-42-4-14-4 0-24C14-44 42-44 42-24C42-4 14-4 0-24Z', 6, GOLD), line('M0 0L0 46', 8), dot(0, 0, 6)],
  // II The High Priestess: two pillars and the crescent moon between them.
  () => [
    rect(-44, -40, 16, 86, { fill: INK }),
    rect(28, -40, 16, 86, { fill: INK, opacity: 0.55 }),
    fill('M6-26A22 22 0 1 0 6 18A12 22 0 1 1 6-26Z', GOLD),
  ],
  // III The Empress: the sign of Venus.
  () => [ring(0, -14, 24, 8), line('M0 10L0 46M-16 30L16 30', 8), dot(0, -14, 8, GOLD)],
  // IV The Emperor: ram's horns over a square throne.
  () => [
    line('M-30-8C-46-30-30-48-14-36C-4-28-6-14 0-8C6-14 4-28 14-36C30-48 46-30 30-8', 7, GOLD),
    rect(-28, -2, 56, 48, { fill: INK, r: 4 }),
  ],
  // V The Hierophant: the triple cross.
  () => [line('M0-46L0 46', 8), line('M-14-32L14-32M-22-14L22-14M-30 4L30 4', 8), dot(0, -46, 6, GOLD)],
  // VI The Lovers: two hearts, side by side.
  () => [
    group(-16, 2, [fill(SUIT_PATHS.H, PALETTE.red)], { scale: 0.55 }),
    group(16, -4, [fill(SUIT_PATHS.H, INK)], { scale: 0.55, opacity: 0.85 }),
  ],
  // VII The Chariot: a canopied car on two wheels.
  () => [
    fill('M-36-30L36-30L30-40L-30-40Z', GOLD),
    rect(-30, -28, 60, 44, { fill: INK, r: 4 }),
    ring(-22, 30, 14, 6),
    ring(22, 30, 14, 6),
    dot(-22, 30, 4),
    dot(22, 30, 4),
  ],
  // VIII Strength: the lion's mane around its face.
  () => [
    fill(rays(12, 26, 46), GOLD),
    dot(0, 0, 28),
    dot(-10, -4, 4, PALETTE.face),
    dot(10, -4, 4, PALETTE.face),
    line('M-8 12L0 16L8 12', 4, PALETTE.face),
  ],
  // IX The Hermit: the lantern on its hook, a star inside.
  () => [
    line('M0-48L0-32', 5),
    fill('M-20-32L20-32L28-16L28 30L-28 30L-28-16Z'),
    group(0, 2, [fill(STAR_PATH, GOLD)], { scale: 0.4 }),
    rect(-32, 30, 64, 10, { fill: INK, r: 3 }),
  ],
  // X Wheel of Fortune: the wheel, its rim and spokes.
  () => [ring(0, 0, 42, 8), line(spokes(4, 42), 5), ring(0, 0, 16, 6, GOLD), dot(0, 0, 6, GOLD)],
  // XI Justice: the scales.
  () => [
    line('M0-44L0 40M-24 44L24 44', 7),
    line('M-40-30L40-30', 6),
    line('M-40-30L-50 6M-40-30L-30 6M40-30L30 6M40-30L50 6', 3),
    fill('M-52 6L-28 6Q-40 22-52 6ZM28 6L52 6Q40 22 28 6Z', GOLD),
    dot(0, -44, 6, GOLD),
  ],
  // XII The Hanged Man: a figure hung head down from the tau cross.
  () => [
    line('M-36-44L36-44M0-44L0-20', 7),
    fill('M-12-20L12-20L10 18L-10 18Z'),
    dot(0, 30, 12, GOLD),
    line('M-12-4L-26 12M12-4L26 12', 5),
  ],
  // XIII Death: the scythe.
  () => [line('M-30 46L24-40', 7), fill('M24-40Q-10-52-42-24Q-8-36 16-26Z', GOLD), line('M-2 2L-18 -8', 5)],
  // XIV Temperance: water poured from one cup to another.
  () => [fill('M-46-40L-18-40L-22-14L-42-14Z'), fill('M18 14L46 14L42 40L22 40Z'), line('M-20-22C4-22 -2 12 22 18', 5, GOLD)],
  // XV The Devil: a trident between horns.
  () => [
    line('M-40-40C-30-14-14-10 0-10C14-10 30-14 40-40', 6, GOLD),
    line('M0-24L0 46', 7),
    line('M-18-36L-18-18Q0-6 18-18L18-36', 6),
    dot(0, -32, 5),
  ],
  // XVI The Tower: the tower and the lightning that strikes it.
  () => [
    fill('M-24 46L-20-28L-28-28L-28-44L-16-44L-16-36L-6-36L-6-44L6-44L6-36L16-36L16-44L28-44L28-28L20-28L24 46Z'),
    rect(-6, 8, 12, 18, { fill: PALETTE.face, r: 6 }),
    fill('M40-48L18-8L30-8L12 24L46-18L32-18L48-48Z', GOLD),
  ],
  // XVII The Star: a great star and two small ones.
  () => [
    group(0, -4, [fill(STAR_PATH, GOLD)], { scale: 0.8 }),
    group(-34, 34, [fill(STAR_PATH)], { scale: 0.22 }),
    group(34, 34, [fill(STAR_PATH)], { scale: 0.22 }),
  ],
  // XVIII The Moon: the crescent over the path between two towers.
  () => [
    fill('M6-46A30 30 0 1 0 6 14A17 30 0 1 1 6-46Z', GOLD),
    rect(-46, 18, 16, 28, { fill: INK }),
    rect(30, 18, 16, 28, { fill: INK }),
    line('M0 46Q10 34 0 24', 4),
  ],
  // XIX The Sun: the sun and its rays.
  () => [fill(rays(12, 28, 48), GOLD), dot(0, 0, 26, GOLD), ring(0, 0, 26, 4)],
  // XX Judgement: the trumpet and its banner.
  () => [fill('M-44 20L-44-2L18-14L18 32Z'), fill('M18-20Q30-12 34 8Q30 28 18 36Z', GOLD), line('M-4-10L-4-44M-4-40L22-40L22-26L-4-26', 4)],
  // XXI The World: the wreath, with a star at its heart.
  () => [
    path('M0-46A30 46 0 1 1 0 46A30 46 0 1 1 0-46Z', { stroke: PALETTE.good, lineWidth: 9 }),
    group(0, 0, [fill(STAR_PATH, GOLD)], { scale: 0.36 }),
    dot(-40, -40, 5),
    dot(40, -40, 5),
    dot(-40, 40, 5),
    dot(40, 40, 5),
  ],
];

/** The emblem of major arcana `number` (0..21), as shapes in a 100 x 100 box centred on (0, 0). */
export function arcanaEmblem(number: number): SceneNode[] {
  const emblem = EMBLEMS[number];
  if (!emblem) throw new Error(`No major arcana ${number}`);
  return emblem();
}

/** The Roman numeral of an arcana number, "0" for The Fool. */
export function roman(number: number): string {
  if (number === 0) return '0';
  const parts: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = number;
  let out = '';
  for (const [value, letters] of parts) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}
