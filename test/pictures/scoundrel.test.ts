import { describe, expect, it } from 'vitest';
import { positions as scoundrelPositions } from '../../scripts/positions/scoundrel.js';
import { boardScene } from '../helpers/pictures.js';
import { cards, everyCardDrawn, find, shapes, texts } from './scene-query.js';

const positions = scoundrelPositions();
const [mid, cleared, slain] = positions.map((p) => ({ view: p.view, scene: boardScene('scoundrel', p.view) }));

describe('Pictures: the Scoundrel table', () => {
  it('comes from real positions: a weapon with monsters on it and the potion used, a cleared dungeon, a death', () => {
    expect(mid!.view.slain.length).toBeGreaterThanOrEqual(3);
    expect(mid!.view.potionUsed).toBe(true);
    expect(cleared!.view.won).toBe(true);
    expect(slain!.view.over && !slain!.view.won).toBe(true);
  });

  it.each(positions.map((p) => [p.name, p.view] as const))('%s: draws every room card, large, each with what facing it does', (_, view) => {
    const scene = boardScene('scoundrel', view);
    expect(cards(scene, 'room')).toEqual(view.room);
    for (const code of view.room) expect(find(scene, { effect: code })).toHaveLength(1);
    expect(everyCardDrawn(scene)).toBe(true);
  });

  it('shows what a room card does: a monster the weapon can hit by its weapon damage, a potion as wasted once one is used', () => {
    const { view, scene } = mid!;
    for (const code of view.room) {
      const [effect] = find(scene, { effect: code });
      if (code.endsWith('H')) expect(texts(effect!.node)).toEqual(['wasted']);
      else if (view.weaponTargets.includes(code)) expect(texts(effect!.node)[0]).toMatch(/^(weapon −\d+|no damage)$/);
      else expect(texts(effect!.node)[0]).toMatch(/^(−\d+|equip)$/);
    }
    expect(view.room.some((code) => code.endsWith('H'))).toBe(true);
  });

  it('draws the weapon with the monsters it slew fanned on it in order, and the limit it can hit', () => {
    const { view, scene } = mid!;
    expect(cards(scene, 'weapon')).toEqual([view.weapon]);
    expect(cards(scene, 'slain')).toEqual(view.slain);
    expect(find(scene, { role: 'slain' }).map((m) => m.mark.order)).toEqual(view.slain.map((_, i) => i));
    const [limit] = find(scene, { badge: 'limit' });
    expect(limit!.mark.value).toBe(view.weaponLimit);
    expect(texts(limit!.node)).toEqual([String(view.weaponLimit)]);
  });

  it('draws health as a bar with its number, the dungeon and discard piles with their counts', () => {
    const { view, scene } = mid!;
    const [health] = find(scene, { bar: 'health' });
    expect(health!.mark).toMatchObject({ value: view.health, max: 20 });
    expect(texts(health!.node)).toEqual([`HEALTH ${view.health} / 20`]);
    expect(texts(find(scene, { pile: 'dungeon' })[0]!.node)).toContain(String(view.dungeon));
    expect(texts(find(scene, { pile: 'discard' })[0]!.node)).toContain(String(view.discard));
  });

  it("marks this turn's faced cards and the used potion", () => {
    const { view, scene } = mid!;
    const [turn] = find(scene, { faced: view.faced });
    const filled = shapes(turn!.node).filter((s) => s.kind === 'circle' && s.fill !== undefined);
    expect(filled).toHaveLength(view.faced);
    expect(texts(find(scene, { potion: 'used' })[0]!.node)).toEqual(['potion used']);
  });

  it('ends with a card of the score and how it was counted', () => {
    const won = find(cleared!.scene, { over: 'won' });
    expect(texts(won[0]!.node)).toEqual([
      'Dungeon cleared',
      `Score ${cleared!.view.score}`,
      expect.stringMatching(/^Health 20 (\+ last potion \d+ )?= /),
    ]);
    const lost = find(slain!.scene, { over: 'lost' });
    const left = slain!.view.health - slain!.view.score!;
    expect(texts(lost[0]!.node)).toEqual([
      'Slain in the dungeon',
      `Score −${-slain!.view.score!}`,
      expect.stringContaining(`monsters left ${left} = −${-slain!.view.score!}`),
    ]);
    expect(find(mid!.scene, { over: 'won' })).toHaveLength(0);
  });

  it('says what it shows in its alt text, within 1024 characters', () => {
    const { view, scene } = mid!;
    expect(scene.alt.length).toBeLessThanOrEqual(1024);
    expect(scene.alt).toContain(`Health ${view.health} of 20`);
    expect(scene.alt).toContain(`Dungeon: ${view.dungeon} cards left`);
  });
});
