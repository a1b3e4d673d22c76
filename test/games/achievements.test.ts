import { describe, expect, it } from 'vitest';
import { rankedGames } from '../../src/catalog.js';
import { defineAchievements } from '../../src/engine/achievements.js';
import { limitViolations } from '../helpers/limits.js';

describe('Achievements of every ranked game', () => {
  it('each solo game has five to eight, with unique kebab-case ids, a title, what earns it and an emoji', () => {
    const games = rankedGames();
    expect(games.map((game) => game.id).sort()).toEqual(['assassin', 'rogue', 'royale', 'scoundrel']);
    for (const game of games) {
      const list = game.achievements?.list ?? [];
      expect(list.length, game.id).toBeGreaterThanOrEqual(5);
      expect(list.length, game.id).toBeLessThanOrEqual(8);
      expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
      for (const a of list) {
        expect(a.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(a.title.length).toBeGreaterThan(0);
        expect(a.description).toMatch(/\.$/);
        expect(a.emoji?.length ?? 0).toBeGreaterThan(0);
      }
      const field = {
        name: `${game.title} achievements`,
        value: list.map((a) => `${a.emoji} **${a.title}**: ${a.description}`).join('\n'),
      };
      expect(limitViolations({ embeds: [{ fields: [field] }], components: [] })).toEqual([]);
    }
  });

  it('refuses two achievements with one id (ids are stored)', () => {
    const twice = { id: 'same', title: 'T', description: 'D.', test: () => true };
    expect(() => defineAchievements([twice, twice], () => true)).toThrow(/repeat/);
  });

  it('earns nothing for a run that does not count, and lists the earned in list order', () => {
    const defs = ['a', 'b', 'c'].map((id) => ({ id, title: id, description: `${id}.`, test: (state: number) => state > 0 && id !== 'b' }));
    expect(defineAchievements(defs, (state: number) => state !== 2).earned(1, [])).toEqual(['a', 'c']);
    expect(defineAchievements(defs, (state: number) => state !== 2).earned(2, [])).toEqual([]);
  });
});
