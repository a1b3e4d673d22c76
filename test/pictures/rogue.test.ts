import { describe, expect, it } from 'vitest';
import { positions as roguePositions } from '../../scripts/positions/rogue.js';
import { rogue } from '../../src/games/rogue/index.js';
import { newRun, patch } from '../games/rogue/helpers.js';
import { boardScene } from '../helpers/pictures.js';
import { cards, everyCardDrawn, find, texts } from './scene-query.js';

const positions = roguePositions();
const [start, fight, over] = positions.map((p) => ({ view: p.view, scene: boardScene('rogue', p.view) }));

describe('Pictures: the Rogue Risus table', () => {
  it('comes from real positions: a new run, a fight deep in a level with gear and an unknown item, a run over', () => {
    expect(start!.view.drawn).toEqual([]);
    expect(fight!.view.combat).not.toBeNull();
    expect(fight!.view.inventory.some((item) => item.effect === null)).toBe(true);
    expect(over!.view.over).toBe(true);
  });

  it.each(positions.map((p) => [p.name, p.view] as const))(
    "%s: draws the level's drawn cards as cards, in order, and the level's progress",
    (_, view) => {
      const scene = boardScene('rogue', view);
      expect(cards(scene, 'drawn')).toEqual(view.drawn);
      const [level] = find(scene, { bar: 'level' });
      expect(level!.mark).toMatchObject({ value: view.drawn.length, max: view.levelSize });
      expect(everyCardDrawn(scene)).toBe(true);
    },
  );

  it('says only what the board offers while exploring: a fresh run at full dice may only draw', () => {
    const said = (state: ReturnType<typeof newRun>) => texts(boardScene('rogue', rogue.view(state)));
    const fresh = newRun();
    expect(rogue.legalActions(fresh)).toEqual([{ type: 'draw' }]);
    expect(said(fresh)).toContain('Draw a card');
    expect(said(fresh).join(' ')).not.toMatch(/Rest/);
    const hurt = patch(fresh, { dice: 1, maxDice: 2 });
    expect(said(hurt)).toContain('Rest, or draw a card');
    expect(said(patch(hurt, { rested: true }))).toContain('Rested: draw a card');
    const deep = patch(fresh, { drawn: fresh.deck.slice(0, 16), deck: fresh.deck.slice(16) });
    expect(said(deep).join(' ')).toContain('Draw a card, or go down to level 2');
  });

  it('draws the monster of the fight as its card, with its level and its dice', () => {
    const { view, scene } = fight!;
    const monster = view.combat!.monster;
    expect(cards(scene, 'monster')).toEqual([view.combat!.card]);
    expect(texts(scene)).toContain(`Level ${monster.level} monster · round ${view.combat!.round}`);
    const [dice] = find(scene, { monsterDice: monster.dice });
    const tokens = find(scene, {}).filter((m) => m.within.includes(dice!.mark));
    expect(tokens.filter((t) => t.mark.token === 'die')).toHaveLength(monster.dice);
    expect(tokens.filter((t) => t.mark.token === 'lost')).toHaveLength(monster.cliche - monster.dice);
    expect(find(scene, { deals: monster.type })).toHaveLength(1);
  });

  it(
    'draws every property of the monster: its damage, the resistances that ' +
      'work against you (not those a ring strips), its weaknesses, its drop',
    () => {
      const { view } = fight!;
      const combat = view.combat!;
      const monster = {
        ...combat.monster,
        type: 'P' as const,
        resist: ['F' as const, 'I' as const, 'E' as const],
        weak: ['P' as const],
        item: true,
      };
      const scene = boardScene('rogue', { ...view, combat: { ...combat, monster, resists: ['F', 'E'], monsterEffects: ['Slow'] } });
      expect(find(scene, { deals: 'P' })).toHaveLength(1);
      expect(
        find(scene, {})
          .filter((m) => m.mark.resists !== undefined)
          .map((m) => m.mark.resists),
      ).toEqual(['F', 'E']);
      expect(find(scene, { weak: 'P' })).toHaveLength(1);
      expect(find(scene, { drops: 'item' })).toHaveLength(1);
      expect(texts(scene)).toContain('Under Slow');
      // The chips that do not fit beside the card go under it, never over it (the card is 100 wide, its frame ends near y 160).
      for (const chip of find(scene, {}).filter(
        (m) => m.mark.resists !== undefined || m.mark.weak !== undefined || m.mark.drops !== undefined,
      )) {
        expect(chip.node.x >= 128 || chip.node.y >= 166).toBe(true);
      }
      expect(scene.alt).toContain('resisting Fire and Electrical, weak to Physical, dropping an item, under Slow');
    },
  );

  it("draws the character's dice, lost ones crossed out, its equipment in its slots and its items, unknown ones marked", () => {
    for (const { view, scene } of [start!, fight!, over!]) {
      const [dice] = find(scene, { dice: view.dice, max: view.maxDice });
      const tokens = find(scene, {}).filter((m) => m.within.includes(dice!.mark));
      expect(tokens.filter((t) => t.mark.token === 'die')).toHaveLength(view.dice);
      expect(tokens.filter((t) => t.mark.token === 'lost')).toHaveLength(view.maxDice - view.dice);
      const worn = [view.amulet, ...view.rings, view.special].filter((g) => g !== null).map((g) => g.card);
      expect(cards(scene, 'equipment')).toEqual(worn);
      expect(find(scene, { empty: 1 })).toHaveLength((view.weapon === null ? 4 : 3) - worn.length);
      const items = view.inventory.slice(0, 7);
      expect(cards(scene, 'item')).toEqual(items.map((i) => i.card));
      for (const item of items) {
        const [held] = find(scene, { item: item.card });
        expect(texts(held!.node).includes('?')).toBe(item.effect === null);
        expect(texts(held!.node).includes(String(item.count))).toBe(item.count > 1);
      }
    }
    expect(fight!.view.amulet !== null || fight!.view.rings.length > 0).toBe(true);
  });

  it("draws the last move's dice faces", () => {
    const { view, scene } = fight!;
    const rolled = view.rolls.filter((r) => r.dice.length > 0).slice(-2);
    expect(rolled.length).toBeGreaterThan(0);
    for (const roll of rolled) {
      const [row] = find(scene, { rolled: roll.label });
      expect(
        find(scene, {})
          .filter((m) => m.within.includes(row!.mark))
          .map((m) => m.mark.die),
      ).toEqual(roll.dice.slice(0, 8));
    }
  });

  it('ends with the score, the deepest level and the kills', () => {
    const banner = find(over!.scene, { over: over!.view.won ? 'won' : 'lost' })[0]!;
    expect(texts(banner.node)).toContain(
      `Deepest level ${over!.view.deepest} · ${over!.view.kills} kill${over!.view.kills === 1 ? '' : 's'}`,
    );
    expect(texts(banner.node).join(' ')).toContain(over!.view.score!.toLocaleString('en-US'));
  });

  it('says what it shows in its alt text, within 1024 characters', () => {
    for (const { scene } of [start!, fight!, over!]) expect(scene.alt.length).toBeLessThanOrEqual(1024);
    expect(fight!.scene.alt).toContain(fight!.view.combat!.monster.name);
  });
});
