/**
 * The Saga table at the width Discord shows it (400 pixels), over seeded tables of 3 to 6 players
 * (and 8) with the longest names on one to four decks, through checks, conflicts and fights, open
 * and resolved, with and without hidden targets: the shared readability check (no bold text under 10
 * pixels nor regular under 11, none over another, no name cut so two read alike), and Saga's own: no badge, chip or
 * label drawn over a total, every total and pile count whole, and the hidden target never drawn.
 */
import { describe, expect, it } from 'vitest';
import { samples } from '../../scripts/positions/saga.js';
import { type Box, placeScene } from '../../src/pictures/boxes.js';
import type { Scene } from '../../src/pictures/scene.js';
import { boardScene } from '../helpers/pictures.js';
import { readabilityProblems } from './readability.js';
import { find, texts } from './scene-query.js';

const tables = samples();

function overlap(a: Box, b: Box): boolean {
  return Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
}

/**
 * Saga's own problems of a scene: a shape of a sum (a card chip, a tag, a verdict badge) over a total, or a total or count under 10 px at
 * 400.
 */
function sagaProblems(scene: Scene): string[] {
  const { texts: placed, shapes } = placeScene(scene);
  const shown = 400 / scene.width;
  const totals = placed.filter((t) => t.within.some((m) => m.total !== undefined || m.pile !== undefined));
  const badges = shapes.filter((s) => s.within.some((m) => m.verdict !== undefined || m.role !== undefined));
  const problems = totals.filter((t) => t.size * shown < 10).map((t) => `"${t.text}" is ${(t.size * shown).toFixed(1)} px at 400 px wide`);
  for (const total of totals.filter((t) => t.within.some((m) => m.total !== undefined)))
    for (const badge of badges.filter((b) => overlap(b.box, total.box)))
      problems.push(`"${total.text}" is under or over ${JSON.stringify(badge.within.at(-1))}`);
  return problems;
}

describe('Pictures: the Saga table reads at 400 pixels wide', () => {
  it(
    'is checked over 3 to 6 players with long names on several decks, ' + 'a check, a conflict and a fight mid-round, with hidden targets',
    () => {
      const views = tables.map((t) => t.view);
      expect(new Set(views.map((v) => v.players.length))).toEqual(new Set([3, 4, 5, 6, 8]));
      expect(new Set(views.map((v) => v.decks))).toEqual(new Set([1, 2, 3, 4]));
      expect(views.some((v) => v.players.some((p) => p.name === 'Grub the Goblin King of the Under-Marsh'))).toBe(true);
      for (const kind of ['check', 'conflict', 'round'] as const) {
        expect(views.some((v) => v.contest?.kind === kind && v.contest.hidden && v.contest.target === null)).toBe(true);
        expect(views.some((v) => v.contest?.kind === kind && !v.contest.hidden)).toBe(true);
      }
      const midRound = (v: (typeof views)[number]) =>
        v.contest?.kind === 'round' && v.contest.sides.some((s) => s.state === 'done') && v.contest.sides.some((s) => s.state !== 'done');
      expect(views.filter(midRound).length).toBeGreaterThan(10);
    },
  );

  it('never draws a text over another or too small (bold under 10 px, regular under 11), a badge over a total, or a total or pile count too small', () => {
    const found: Record<string, string[]> = {};
    for (const { name, view } of tables) {
      const scene = boardScene('saga', view);
      const problems = [...readabilityProblems(scene), ...sagaProblems(scene)];
      if (problems.length > 0) found[name] = problems;
    }
    expect(found).toEqual({});
  });

  it("draws a hidden target's row as hidden, and every total it draws and every pile count whole", () => {
    for (const { view } of tables) {
      const scene = boardScene('saga', view);
      const contest = view.contest;
      if (contest?.target === null) {
        const [row] = find(scene, { total: 'theirs' });
        expect(row!.mark.value).toBe('?');
        expect(texts(scene)).toContain('hidden until the GM resolves');
      }
      for (const side of (contest ?? view.last)?.sides ?? [])
        for (const total of find(scene, { total: `mine:${side.player}` })) expect(texts(total.node)).toEqual([`= ${side.total}`]);
      for (const [pile, count] of [
        ['draw', view.draw],
        ['discard', view.discard],
        ['payback', view.payback.count],
      ] as const)
        expect(texts(find(scene, { pile })[0]!.node)[0]).toBe(String(count));
    }
  });
});
