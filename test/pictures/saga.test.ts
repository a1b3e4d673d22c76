import { describe, expect, it } from 'vitest';
import { boardScene } from '../../src/pictures/index.js';
import { sagaPositions } from './positions.js';
import { cards, everyCardDrawn, find, marks, texts } from './scene-query.js';

const positions = sagaPositions();
const [joined, open, resolved, fight] = positions.map((p) => ({ view: p.view, scene: boardScene('saga', p.view) }));

describe('Pictures: the Saga table', () => {
  it('comes from real positions: a table, an open check with a trump flip and payback, its resolution, a fight round with a pump', () => {
    expect(joined!.view.check).toBeNull();
    expect(open!.view.check!.mine.some((e) => e.how === 'trump flip')).toBe(true);
    expect(open!.view.check!.theirs.some((e) => e.how === 'payback')).toBe(true);
    expect(resolved!.view.check!.status).not.toBe('open');
    expect(fight!.view.fight).not.toBeNull();
  });

  it.each(positions.map((p) => [p.name, p.view] as const))('%s: draws each character with the cards in hand as backs out of the hand size', (_, view) => {
    const scene = boardScene('saga', view);
    for (const player of view.players) {
      const [row] = find(scene, { player: player.id });
      expect(row!.mark).toMatchObject({ holding: player.holding, handSize: player.handSize });
      expect(find(scene, {}).filter((m) => m.within.includes(row!.mark) && m.mark.back !== undefined)).toHaveLength(player.holding);
      expect(texts(row!.node)).toContain(`${player.holding}/${player.handSize}`);
    }
    expect(texts(find(scene, { pile: 'payback' })[0]!.node)).toContain(String(view.payback.count));
    expect(texts(find(scene, { pile: 'draw' })[0]!.node)).toContain(String(view.draw));
    expect(everyCardDrawn(scene)).toBe(true);
  });

  it('draws every card in both sums, how each got there, and the running total against the target', () => {
    for (const { view, scene } of [open!, resolved!, fight!]) {
      const check = view.check!;
      expect(cards(scene, 'mine')).toEqual(check.mine.map((e) => e.card));
      expect(cards(scene, 'theirs')).toEqual(check.theirs.map((e) => e.card));
      expect(find(scene, { role: 'mine' }).map((m) => m.mark.how)).toEqual(check.mine.map((e) => e.how));
      expect(find(scene, { total: 'mine' })[0]!.mark.value).toBe(check.total);
      expect(find(scene, { total: 'theirs' })[0]!.mark.value).toBe(check.target);
      const [verdict] = find(scene, { verdict: check.status });
      expect(texts(verdict!.node)).toEqual([check.status === 'open' ? (check.done ? 'GM to resolve' : 'to play') : check.status === 'succeeded' ? 'success' : 'failure']);
    }
    expect(texts(open!.scene)).toContain('payback');
    expect(texts(fight!.scene)).toContain('×2');
  });

  it('draws the fight: the opponent, its rank and the fighter\'s hand', () => {
    const f = fight!.view.fight!;
    expect(find(fight!.scene, { fight: f.outcome, rank: f.opponent.rank, hand: f.handSize })).toHaveLength(1);
  });

  it('never draws a private card: the GM\'s and a player\'s views draw the very same picture as the public one', () => {
    const gm = sagaPositions('gm').map((p) => boardScene('saga', p.view));
    const ann = sagaPositions('ann').map((p) => boardScene('saga', p.view));
    expect(sagaPositions('gm')[3]!.view.payback.cards!.length).toBeGreaterThan(0);
    expect(sagaPositions('ann')[1]!.view.hand.length).toBeGreaterThan(0);
    positions.forEach((_, i) => {
      expect(gm[i]).toEqual(boardScene('saga', positions[i]!.view));
      expect(ann[i]).toEqual(boardScene('saga', positions[i]!.view));
    });
    const publicCards = new Set(marks(open!.scene).filter((m) => m.mark.card !== undefined).map((m) => m.mark.card));
    expect([...publicCards].sort()).toEqual([...open!.view.check!.mine, ...open!.view.check!.theirs].map((e) => e.card).sort());
  });

  it('says what it shows in its alt text, within 1024 characters', () => {
    for (const { scene } of [joined!, open!, resolved!, fight!]) expect(scene.alt.length).toBeLessThanOrEqual(1024);
    expect(open!.scene.alt).toContain(`= ${open!.view.check!.target}`);
  });
});
