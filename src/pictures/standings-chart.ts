/**
 * A tournament's standings as a chart by day: each leading player's points added up day after day, one
 * line and colour each, and beside the chart the same players by place with their totals, in the
 * colours of their lines. Days still to come are marked on the axis, so the chart shows how far the
 * tournament is. Pure: a view in, a scene out.
 */
import { centredText, MIN_REGULAR_TEXT, MIN_TEXT, text } from './font.js';
import { PALETTE } from './palette.js';
import { altText, circle, group, path, type Scene, type SceneNode } from './scene.js';
import { badge, caption, table, tray } from './widgets.js';

/** One player of the chart: their name, place, total and the points of each day counted. */
interface ChartPlayer {
  name: string;
  place: number;
  total: number;
  byDay: readonly number[];
}

/** What the standings chart shows. */
export interface StandingsChartView {
  /** The tournament's name and its game, as the title says them. */
  title: string;
  game: string;
  /** How many days the tournament runs, and how many are counted so far. */
  days: number;
  counted: number;
  over: boolean;
  /** The leading players, best first (at most `CHART_PLAYERS`). */
  players: readonly ChartPlayer[];
}

/** How many players the chart draws. */
export const CHART_PLAYERS = 8;

/** The colour of each place's line, first to eighth: far apart from each other and from the table. */
const LINE_COLOURS = [PALETTE.gold, PALETTE.info, PALETTE.good, PALETTE.bad, PALETTE.violet, PALETTE.teal, PALETTE.warn, PALETTE.face];

const WIDTH = 960;
const HEIGHT = 540;
const PLOT = { x: 96, y: 112, w: 500, h: 344 };
const LEGEND = { x: 640, y: 88, w: 300, row: 48 };

/** A rounded-up top for the points axis, and the step of its grid lines. */
function axisTop(most: number): { top: number; step: number } {
  const step = most <= 5 ? 1 : most <= 10 ? 2 : most <= 25 ? 5 : most <= 60 ? 10 : most <= 150 ? 25 : 50;
  return { top: Math.max(step, Math.ceil(most / step) * step), step };
}

/** The running total of each day's points. */
function runningTotals(byDay: readonly number[]): number[] {
  let sum = 0;
  return byDay.map((points) => (sum += points));
}

/** The grid, the points axis and the days axis (the days still to come muted). */
function axes(view: StandingsChartView, top: number, step: number, dayX: (day: number) => number): SceneNode[] {
  const nodes: SceneNode[] = [];
  for (let value = 0; value <= top; value += step) {
    const y = PLOT.y + PLOT.h - (value / top) * PLOT.h;
    nodes.push(path(`M ${PLOT.x} ${y} H ${PLOT.x + PLOT.w}`, { stroke: PALETTE.panelEdge, lineWidth: value === 0 ? 3 : 1.5 }));
    nodes.push(text(PLOT.x - 12, y + 8, String(value), { size: MIN_REGULAR_TEXT, fill: PALETTE.muted, align: 'right' }));
  }
  const labelEvery = view.days > 7 ? 2 : 1;
  for (let day = 1; day <= view.days; day++) {
    if (day % labelEvery !== 0 && day !== 1) continue;
    const fill = day <= view.counted ? PALETTE.text : PALETTE.muted;
    nodes.push(centredText(dayX(day), PLOT.y + PLOT.h + 28, String(day), { size: MIN_REGULAR_TEXT, fill, bold: day <= view.counted }));
  }
  nodes.push(caption(PLOT.x + PLOT.w / 2, PLOT.y + PLOT.h + 68, 'day', { align: 'center' }));
  nodes.push(caption(32, PLOT.y - 22, 'points'));
  return nodes;
}

/** One player's line: their running total at each day counted, from 0 before the first day. */
function playerLine(player: ChartPlayer, colour: string, top: number, dayX: (day: number) => number): SceneNode {
  const y = (total: number) => PLOT.y + PLOT.h - (total / top) * PLOT.h;
  const totals = runningTotals(player.byDay);
  const points = [{ x: dayX(0), y: y(0) }, ...totals.map((total, i) => ({ x: dayX(i + 1), y: y(total) }))];
  const d = points.map((point, i) => `${i === 0 ? 'M' : 'L'} ${point.x.toFixed(1)} ${point.y.toFixed(1)}`).join(' ');
  return group(
    0,
    0,
    [
      path(d, { stroke: PALETTE.shadow, lineWidth: 9, opacity: 0.6 }),
      path(d, { stroke: colour, lineWidth: 5 }),
      ...points.slice(1).map((point) => circle(point.x, point.y, 6, { fill: colour, stroke: PALETTE.shadow, lineWidth: 2 })),
    ],
    { mark: { line: player.place, total: player.total } },
  );
}

/** The players by place beside the chart: a badge of their place in their line's colour, their name and total. */
function legend(players: readonly ChartPlayer[]): SceneNode[] {
  return players.map((player, i) => {
    const y = LEGEND.y + 40 + i * LEGEND.row;
    return group(
      LEGEND.x,
      y,
      [
        badge(22, 0, 16, String(player.place), LINE_COLOURS[i] ?? PALETTE.muted, PALETTE.black, 'place', player.place),
        text(52, 9, player.name, { size: MIN_REGULAR_TEXT + 1, fill: PALETTE.text, maxWidth: 170, minSize: MIN_REGULAR_TEXT }),
        text(LEGEND.w - 8, 9, String(player.total), { size: MIN_TEXT + 2, bold: true, fill: PALETTE.text, align: 'right' }),
      ],
      { mark: { player: player.place, total: player.total } },
    );
  });
}

/** The standings chart of a tournament. */
export function standingsChart(view: StandingsChartView): Scene {
  const players = view.players.slice(0, CHART_PLAYERS);
  const most = Math.max(0, ...players.map((player) => player.total));
  const { top, step } = axisTop(most);
  const dayX = (day: number) => PLOT.x + (day / view.days) * PLOT.w;
  const progress = view.over ? 'final standings' : `day ${view.counted} of ${view.days}`;
  const nodes: SceneNode[] = [
    table(WIDTH, HEIGHT),
    text(32, 50, view.title, { size: 34, bold: true, fill: PALETTE.text, maxWidth: 470, minSize: 26 }),
    text(WIDTH - 32, 50, `${view.game} · ${progress}`, {
      size: MIN_REGULAR_TEXT + 1,
      fill: PALETTE.muted,
      align: 'right',
      maxWidth: 400,
      minSize: MIN_REGULAR_TEXT,
    }),
    ...axes(view, top, step, dayX),
    ...players.map((player, i) => playerLine(player, LINE_COLOURS[i] ?? PALETTE.muted, top, dayX)).reverse(),
    tray(LEGEND.x - 12, LEGEND.y, LEGEND.w + 24, Math.max(1, players.length) * LEGEND.row + 32),
    ...(players.length === 0
      ? [centredText(LEGEND.x + LEGEND.w / 2, LEGEND.y + 56, 'Nobody has played yet', { size: MIN_REGULAR_TEXT, fill: PALETTE.muted })]
      : legend(players)),
  ];
  const lines = players.map((player) => `${player.place}. ${player.name}, ${player.total} point${player.total === 1 ? '' : 's'}`);
  const alt = altText([
    `Standings chart of the tournament ${view.title} (${view.game}), ${progress}: each player's points added up by day.`,
    players.length === 0 ? 'Nobody has played yet.' : `${lines.join('; ')}.`,
  ]);
  return { width: WIDTH, height: HEIGHT, nodes, alt };
}
