/**
 * The picture of a reviewed run: a chart of the estimated chance to win (for Scoundrel, to clear the dungeon)
 * (left axis, 0–100 %) and the expected score (right axis) after each move, move by move, the
 * costliest mistakes ringed, the moves too close to call marked with a diamond, a legend that says so in
 * words, and the deal's best possible score (from the solver) and the run's own score marked as lines
 * across the score axis. Pure: the same points give the same scene.
 */
import { signed, text } from './font.js';
import { PALETTE } from './palette.js';
import { altText, circle, group, path, rect, type Scene, type SceneNode } from './scene.js';
import { caption, table } from './widgets.js';

/** One point of the chart: the estimates of the move made. */
interface ChartPoint {
  winChance: number;
  expectedScore: number;
}

/** What the chart shows. */
export interface ReviewChartView {
  /** What a win is, as a verb: "clear" (the dungeon), "win". */
  win: string;
  points: ChartPoint[];
  /** Indices into `points` of the costliest mistakes, ringed. */
  costliest: number[];
  /** Indices into `points` of the moves too close to call, marked with a diamond. */
  close: number[];
  /** The run's final score. */
  score: number;
  /** The deal's best possible score, when the solver knows it. */
  best: number | null;
}

const WIDTH = 960;
const HEIGHT = 580;
const PLOT = { x: 110, y: 90, w: 740, h: 370 };
const SIZE = 24;
/** The baseline of the legend's first line, under the plot. */
const LEGEND = PLOT.y + PLOT.h + 50;

/** A scale from `[lo, hi]` onto the plot's height (higher values drawn higher). */
function scale(lo: number, hi: number): (value: number) => number {
  const span = hi - lo || 1;
  return (value) => PLOT.y + PLOT.h - ((value - lo) / span) * PLOT.h;
}

/** Score axis bounds: every point, the run's score and the best, widened to whole tens. */
function scoreRange(view: ReviewChartView): [number, number] {
  const values = [...view.points.map((p) => p.expectedScore), view.score, ...(view.best === null ? [] : [view.best]), 0];
  return [Math.floor(Math.min(...values) / 10) * 10, Math.ceil(Math.max(...values, 10) / 10) * 10];
}

/** An SVG polyline through the points. */
function line(points: readonly [number, number][]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
}

/** A horizontal marker across the plot at `y`, labelled at its right end. */
function marker(y: number, label: string, colour: string, name: string): SceneNode {
  return group(0, 0, [path(`M${PLOT.x} ${y.toFixed(1)} H${PLOT.x + PLOT.w}`, { stroke: colour, lineWidth: 3, dash: [12, 8] })], {
    mark: { marker: name, label },
  });
}

/** A diamond centred on (0, 0). */
const DIAMOND = 'M0 -11 L11 0 L0 11 L-11 0 Z';

/** The marks of the two verdicts the chart shows, and what they mean in words, at (x, y) on the legend's line. */
function verdictLegend(x: number, y: number): SceneNode[] {
  return [
    circle(x + 12, y - 9, 10, { stroke: PALETTE.bad, lineWidth: 4 }),
    text(x + 32, y, 'a costly mistake', { size: SIZE, bold: true, fill: PALETTE.bad }),
    group(x + 312, y - 9, [path(DIAMOND, { fill: PALETTE.warn })]),
    text(x + 332, y, 'close: too close to call', { size: SIZE, bold: true, fill: PALETTE.warn }),
  ];
}

/** The chart of a reviewed run. */
export function reviewChart(view: ReviewChartView): Scene {
  const n = view.points.length;
  const x = (i: number) => PLOT.x + (n <= 1 ? 0 : (i / (n - 1)) * PLOT.w);
  const chance = scale(0, 1);
  const [lo, hi] = scoreRange(view);
  const score = scale(lo, hi);
  const chancePath = line(view.points.map((p, i) => [x(i), chance(p.winChance)]));
  const scorePath = line(view.points.map((p, i) => [x(i), score(p.expectedScore)]));
  const nodes: SceneNode[] = [
    table(WIDTH, HEIGHT),
    caption(PLOT.x, 50, 'Your run, move by move'),
    rect(PLOT.x, PLOT.y, PLOT.w, PLOT.h, { fill: PALETTE.panel, stroke: PALETTE.panelEdge, lineWidth: 2 }),
    text(PLOT.x - 12, chance(1) + 8, '100 %', { size: SIZE, bold: true, fill: PALETTE.good, align: 'right' }),
    text(PLOT.x - 12, chance(0.5) + 8, '50 %', { size: SIZE, bold: true, fill: PALETTE.good, align: 'right' }),
    text(PLOT.x - 12, chance(0) + 8, '0 %', { size: SIZE, bold: true, fill: PALETTE.good, align: 'right' }),
    text(PLOT.x + PLOT.w + 12, score(hi) + 8, signed(hi), { size: SIZE, bold: true, fill: PALETTE.info }),
    text(PLOT.x + PLOT.w + 12, score(lo) + 8, signed(lo), { size: SIZE, bold: true, fill: PALETTE.info }),
  ];
  if (lo < 0 && hi > 0)
    nodes.push(path(`M${PLOT.x} ${score(0).toFixed(1)} H${PLOT.x + PLOT.w}`, { stroke: PALETTE.panelEdge, lineWidth: 2 }));
  if (view.best !== null) nodes.push(marker(score(view.best), `best ${signed(view.best)}`, PALETTE.gold, 'best'));
  nodes.push(
    group(0, 0, [path(chancePath, { stroke: PALETTE.good, lineWidth: 4 })], { mark: { series: 'chance', points: n } }),
    group(0, 0, [path(scorePath, { stroke: PALETTE.info, lineWidth: 4 })], { mark: { series: 'score', points: n } }),
    ...view.close.map((i) =>
      group(x(i), chance(view.points[i]?.winChance ?? 0), [path(DIAMOND, { fill: PALETTE.warn })], { mark: { close: i + 1 } }),
    ),
    ...view.costliest.map((i, rank) =>
      group(x(i), chance(view.points[i]?.winChance ?? 0), [circle(0, 0, 12, { stroke: PALETTE.bad, lineWidth: 4 })], {
        mark: { costly: rank + 1, move: i + 1 },
      }),
    ),
    text(PLOT.x, LEGEND, `— chance to ${view.win}`, { size: SIZE, bold: true, fill: PALETTE.good }),
    text(PLOT.x + 250, LEGEND, '— expected score', { size: SIZE, bold: true, fill: PALETTE.info }),
    ...verdictLegend(PLOT.x, LEGEND + 40),
    text(
      PLOT.x + PLOT.w,
      LEGEND,
      view.best === null ? `score ${signed(view.score)}` : `- - best ${signed(view.best)} · yours ${signed(view.score)}`,
      {
        size: SIZE,
        bold: true,
        fill: PALETTE.gold,
        align: 'right',
      },
    ),
    text(PLOT.x + PLOT.w, 50, `${n} moves`, { size: SIZE, bold: true, fill: PALETTE.muted, align: 'right' }),
  );
  const last = view.points.at(-1);
  return {
    width: WIDTH,
    height: HEIGHT,
    nodes,
    alt: altText([
      `A chart of the run's ${n} moves: the estimated chance to ${view.win} and the expected score after each.`,
      ...(last
        ? [
            `After the last move: ${Math.round(last.winChance * 100)} % to ${view.win}, expected score ${signed(Math.round(last.expectedScore))}.`,
          ]
        : []),
      `The run scored ${signed(view.score)}.`,
      ...(view.best === null ? [] : [`The deal's best possible score: ${signed(view.best)}.`]),
      ...(view.costliest.length > 0 ? [`Costliest mistakes, ringed: ${view.costliest.map((i) => i + 1).join(', ')}.`] : []),
      ...(view.close.length > 0 ? [`Too close to call, marked with a diamond: ${view.close.map((i) => i + 1).join(', ')}.`] : []),
    ]),
  };
}
