/**
 * The tournament's standings chart: each leading player's running total as a line through the days
 * counted (the last point at their total), beside them by place with their totals; the days still to
 * come on the axis; alt text that says all it shows; readable at Discord's size; deterministic.
 */
import { describe, expect, it } from 'vitest';
import { CHART_PLAYERS, type StandingsChartView, standingsChart } from '../../src/pictures/standings-chart.js';
import { readabilityProblems } from './readability.js';
import { find, texts } from './scene-query.js';

const view: StandingsChartView = {
  title: 'Week of doom',
  game: 'Scoundrel',
  days: 7,
  counted: 3,
  over: false,
  players: [
    { name: 'Alice', place: 1, total: 9, byDay: [3, 3, 3] },
    { name: 'Bob', place: 2, total: 5, byDay: [2, 0, 3] },
    { name: 'Carol', place: 2, total: 5, byDay: [1, 2, 2] },
  ],
};

/** The y of the last point of a player's line. */
function lastY(scene: ReturnType<typeof standingsChart>, place: number, total: number): number {
  const line = find(scene, { line: place, total })[0]!;
  const dots = line.node.children.filter((node) => node.kind === 'circle');
  expect(dots).toHaveLength(view.counted);
  return dots.at(-1)!.kind === 'circle' ? (dots.at(-1) as { y: number }).y : Number.NaN;
}

describe('Pictures: a tournament standings chart', () => {
  it('draws a line a player through the days counted, higher for a bigger total, and each player by place with their total', () => {
    const scene = standingsChart(view);
    expect(lastY(scene, 1, 9)).toBeLessThan(lastY(scene, 2, 5));
    for (const player of view.players) {
      const row = find(scene, { player: player.place, total: player.total }).find((m) => texts(m.node).includes(player.name))!;
      expect(texts(row.node)).toEqual([String(player.place), player.name, String(player.total)]);
    }
    expect(texts(scene)).toContain('Scoundrel · day 3 of 7');
    // Every day is on the axis, those to come too.
    for (const day of ['1', '2', '3', '4', '5', '6', '7']) expect(texts(scene)).toContain(day);
  });

  it('says all it shows in its alt text, and names the final standings once over', () => {
    expect(standingsChart(view).alt).toBe(
      "Standings chart of the tournament Week of doom (Scoundrel), day 3 of 7: each player's points added up by day. " +
        '1. Alice, 9 points; 2. Bob, 5 points; 2. Carol, 5 points.',
    );
    const over = standingsChart({
      ...view,
      counted: 7,
      over: true,
      players: [{ name: 'Alice', place: 1, total: 1, byDay: [1, 0, 0, 0, 0, 0, 0] }],
    });
    expect(over.alt).toContain('final standings');
    expect(over.alt).toContain('1. Alice, 1 point.');
  });

  it(`draws at most ${CHART_PLAYERS} players, says so when nobody has played, and reads at Discord's size`, () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `Player ${i + 1}`, place: i + 1, total: 40 - i, byDay: [20, 20 - i] }));
    const crowded = standingsChart({ ...view, days: 14, counted: 2, players: many });
    expect(find(crowded, { line: 1 })).toHaveLength(1);
    expect(find(crowded, { line: CHART_PLAYERS })).toHaveLength(1);
    expect(find(crowded, { line: CHART_PLAYERS + 1 })).toHaveLength(0);
    expect(readabilityProblems(crowded)).toEqual([]);
    const empty = standingsChart({ ...view, counted: 0, players: [] });
    expect(texts(empty)).toContain('Nobody has played yet');
    expect(readabilityProblems(empty)).toEqual([]);
    expect(JSON.stringify(standingsChart(view))).toBe(JSON.stringify(standingsChart(view)));
  });
});
