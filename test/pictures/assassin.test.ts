import { describe, expect, it } from 'vitest';
import { positions as assassinPositions } from '../../scripts/positions/assassin.js';
import type { Column } from '../../src/games/assassin/index.js';
import { boardScene } from '../helpers/pictures.js';
import { cards, everyCardDrawn, find, texts } from './scene-query.js';

const COLUMNS: Column[] = ['S', 'C', 'D', 'H'];
const positions = assassinPositions();
const [mid, won, lost, twoJokers] = positions.map((p) => ({ view: p.view, scene: boardScene('assassin', p.view) }));

describe('Pictures: the Royal Assassin table', () => {
  it('comes from real positions: a column of Royals under attack and defence with a card turned, a win, a loss', () => {
    expect(Object.values(mid!.view.columns).some((layers) => layers.length >= 2)).toBe(true);
    expect(mid!.view.pending).not.toBeNull();
    expect(won!.view.won).toBe(true);
    expect(lost!.view.over && !lost!.view.won).toBe(true);
  });

  it.each(positions.map((p) => [p.name, p.view] as const))(
    '%s: draws each column, its Pretender on top of the Royals beneath, with a strength badge',
    (_, view) => {
      const scene = boardScene('assassin', view);
      for (const column of COLUMNS) {
        const layers = view.columns[column];
        expect(cards(scene, 'pretender', { column })).toEqual(layers.slice(-1).map((l) => l.royal));
        expect(cards(scene, 'beneath', { column })).toEqual(layers.slice(0, -1).map((l) => l.royal));
      }
      const badges = find(scene, { badge: 'strength' });
      expect(badges.map((b) => b.mark.value)).toEqual(COLUMNS.filter((c) => view.strengths[c] !== null).map((c) => view.strengths[c]));
      for (const b of badges) expect(texts(b.node)).toEqual([String(b.mark.value)]);
      expect(everyCardDrawn(scene)).toBe(true);
    },
  );

  it('draws every attack and defence card on the Royal it lies on, and the suit attacking each column', () => {
    const { view, scene } = mid!;
    for (const column of COLUMNS) {
      for (const layer of view.columns[column]) {
        expect(cards(scene, 'attack', { on: layer.royal })).toEqual(layer.attack);
        expect(cards(scene, 'defence', { on: layer.royal })).toEqual(layer.defence);
      }
      expect(
        find(scene, { column })
          .filter((m) => m.mark.attackedBy !== undefined)
          .map((m) => m.mark.attackedBy),
      ).toEqual(view.pairings[column] ? [view.pairings[column]] : []);
    }
    expect(COLUMNS.some((c) => view.pairings[c] !== null)).toBe(true);
  });

  it('shows the stockpile count, the turned card, the reserve with its top card on top, and the Joker', () => {
    const { view, scene } = mid!;
    expect(texts(find(scene, { pile: 'stock' })[0]!.node)).toContain(String(view.stock));
    expect(cards(scene, 'pending')).toEqual([view.pending]);
    expect(cards(scene, 'reserve-top')).toEqual([view.reserve.at(-1)]);
    expect([...cards(scene, 'reserve'), ...cards(scene, 'reserve-top')]).toEqual(view.reserve.slice(-7));
    expect(texts(scene)).toContain(`RESERVE ${view.reserve.length}`);
    const reserve = find(scene, { role: 'reserve-top' })[0]!;
    const lastDrawn = find(scene, {})
      .filter((m) => m.mark.role === 'reserve' || m.mark.role === 'reserve-top')
      .at(-1);
    expect(lastDrawn!.node).toBe(reserve.node);
    expect(find(scene, { joker: view.joker }).length).toBeGreaterThanOrEqual(1);
  });

  it('with two Jokers (two-jokers), shows where each one is: over its column, or how deep in the reserve', () => {
    const { view, scene } = twoJokers!;
    expect(view.jokers.map((j) => j.at)).toEqual(expect.arrayContaining(['reserve']));
    const over = view.jokers.find((j) => j.at.length === 1)!;
    const buried = view.jokers.find((j) => j.at === 'reserve')!;
    expect(buried.at === 'reserve' && buried.fromTop).toBeGreaterThan(0);
    const places = find(scene, {}).filter((m) => m.mark.joker === 'JK1' || m.mark.joker === 'JK2');
    expect(places.map((m) => [m.mark.joker, m.mark.at])).toEqual(
      view.jokers.map((j) => [j.card, j.at === 'reserve' ? `reserve ${j.fromTop}` : j.at]),
    );
    const [first, second] = places.map((m) => texts(m.node).slice(-2));
    const words = { S: 'Spades', C: 'Clubs', D: 'Diamonds', H: 'Hearts' } as Record<string, string>;
    const placeOf = (j: typeof over) =>
      j.at === 'reserve' ? `in the reserve, ${j.fromTop} card${j.fromTop === 1 ? '' : 's'} down` : `over ${words[j.at]}`;
    expect([first, second]).toEqual(view.jokers.map((j, i) => [`Joker ${i + 1}`, placeOf(j)]));
    expect(find(scene, { joker: over.at })).toHaveLength(1);
    expect(twoJokers!.scene.alt).toContain(`Jokers: ${view.jokers.map((j, i) => `Joker ${i + 1} ${placeOf(j)}`).join('; ')}.`);
    expect(twoJokers!.scene.alt).toContain('the Joker waits here');
  });

  it('ends with who holds the throne and the score', () => {
    expect(texts(find(won!.scene, { over: 'won' })[0]!.node)).toEqual([
      'The throne is yours',
      `Score ${100 + won!.view.stock}`,
      expect.stringContaining(`${won!.view.stock} cards to spare`),
    ]);
    const banner = find(lost!.scene, { over: 'lost' })[0]!;
    expect(cards(lost!.scene, 'ruler')).toEqual([lost!.view.ruler]);
    expect(texts(banner.node)).toContain(`Score ${lost!.view.royalsKilled}`);
  });

  it('says what it shows in its alt text, within 1024 characters', () => {
    for (const { scene } of [mid!, won!, lost!]) expect(scene.alt.length).toBeLessThanOrEqual(1024);
    expect(mid!.scene.alt).toContain(`Stockpile: ${mid!.view.stock} cards`);
  });
});
