import { describe, expect, it } from 'vitest';
import { positions as sagaPositions } from '../../scripts/positions/saga.js';
import type { SagaContestView } from '../../src/games/saga/index.js';
import { boardScene } from '../helpers/pictures.js';
import { cards, everyCardDrawn, find, marks, texts } from './scene-query.js';

const positions = sagaPositions();
const [joined, open, resolved, fight] = positions.map((p) => ({ view: p.view, scene: boardScene('saga', p.view) }));
const shown = (view: (typeof positions)[number]['view']): SagaContestView => (view.contest ?? view.last)!;

describe('Pictures: the Saga table', () => {
  it(
    'comes from real positions: a table, an open check with a trump ' + 'flip and payback, its resolution, a group fight round with a pump',
    () => {
      expect(joined!.view.contest).toBeNull();
      expect(open!.view.contest!.sides[0]!.mine.some((e) => e.how === 'trump flip')).toBe(true);
      expect(open!.view.contest!.theirs.some((e) => e.how === 'payback')).toBe(true);
      expect(resolved!.view.contest).toBeNull();
      expect(resolved!.view.last!.status).toBe('resolved');
      expect(fight!.view.contest!.sides).toHaveLength(2);
    },
  );

  it.each(positions.map((p) => [p.name, p.view] as const))(
    '%s: draws each character with the cards in hand as backs out of the hand size that counts',
    (_, view) => {
      const scene = boardScene('saga', view);
      for (const player of view.players) {
        const [row] = find(scene, { player: player.id });
        expect(row!.mark).toMatchObject({ holding: player.holding, handSize: player.handSize });
        expect(find(scene, {}).filter((m) => m.within.includes(row!.mark) && m.mark.back !== undefined)).toHaveLength(player.holding);
        expect(texts(row!.node)).toContain(`${player.holding}/${player.handSize}`);
        expect(texts(row!.node).join(' ')).toContain(player.member);
      }
      expect(texts(find(scene, { pile: 'payback' })[0]!.node)).toContain(String(view.payback.count));
      expect(texts(find(scene, { pile: 'draw' })[0]!.node)).toContain(String(view.draw));
      expect(everyCardDrawn(scene)).toBe(true);
    },
  );

  it('draws every card of the difficulty and of each player, how each got there, and each total against the target', () => {
    for (const { view, scene } of [open!, resolved!, fight!]) {
      const contest = shown(view);
      expect(cards(scene, 'theirs')).toEqual(contest.theirs.map((e) => e.card));
      expect(find(scene, { total: 'theirs' })[0]!.mark.value).toBe(contest.target);
      for (const side of contest.sides) {
        expect(cards(scene, `mine:${side.player}`)).toEqual(side.mine.map((e) => e.card));
        expect(find(scene, { role: `mine:${side.player}` }).map((m) => m.mark.how)).toEqual(side.mine.map((e) => e.how));
        expect(find(scene, { total: `mine:${side.player}` })[0]!.mark.value).toBe(side.total);
        expect(find(scene, { verdict: side.player })[0]!.mark.state).toBe(side.result ?? side.state);
      }
    }
    expect(texts(open!.scene)).toContain('payback');
    expect(texts(fight!.scene)).toContain('×2');
  });

  it('draws the fight: the opponent, its rank and its round', () => {
    const f = fight!.view.fight!;
    expect(find(fight!.scene, { fight: f.outcome, rank: f.opponent.rank!, round: f.round })).toHaveLength(1);
  });

  it("never draws a private card: the GM's and a player's views draw the very same picture as the public one", () => {
    const gm = sagaPositions('gm').map((p) => boardScene('saga', p.view));
    const ann = sagaPositions('ann').map((p) => boardScene('saga', p.view));
    expect(sagaPositions('gm')[3]!.view.payback.cards!.length).toBeGreaterThan(0);
    expect(sagaPositions('ann')[1]!.view.hand.length).toBeGreaterThan(0);
    positions.forEach((_, i) => {
      expect(gm[i]).toEqual(boardScene('saga', positions[i]!.view));
      expect(ann[i]).toEqual(boardScene('saga', positions[i]!.view));
    });
    const contest = open!.view.contest!;
    const publicCards = new Set(
      marks(open!.scene)
        .filter((m) => m.mark.card !== undefined)
        .map((m) => m.mark.card),
    );
    expect([...publicCards].sort()).toEqual([...contest.sides.flatMap((s) => s.mine), ...contest.theirs].map((e) => e.card).sort());
  });

  it('says what it shows in its alt text, within 1024 characters', () => {
    for (const { scene } of [joined!, open!, resolved!, fight!]) expect(scene.alt.length).toBeLessThanOrEqual(1024);
    expect(open!.scene.alt).toContain(`= ${open!.view.contest!.target}`);
  });
});
