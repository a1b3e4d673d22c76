/**
 * Share lines (src/engine/share.ts): each stretch's colour at the exact bounds of what it cost, in the
 * engine and as Scoundrel's rooms read it (🟨 up to 5 health lost, 🟧 up to 10, 🟥 more: the legend in
 * docs/commands.md), and the rows of eight marks.
 */
import { describe, expect, it } from 'vitest';
import { costMark, shareText } from '../../src/engine/share.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { roomMarks } from '../../src/games/scoundrel/share.js';

describe('Share: what a stretch cost', () => {
  it('is 💚 for a gain, 🟩 for nothing, 🟨 up to the first bound, 🟧 up to the second, 🟥 past it', () => {
    const marks = [-3, -1, 0, 1, 4, 5, 6, 9, 10, 11, 40].map((lost) => costMark(lost, [5, 10]));
    expect(marks).toEqual(['💚', '💚', '🟩', '🟨', '🟨', '🟨', '🟧', '🟧', '🟧', '🟥', '🟥']);
    expect([1, 2, 3].map((lost) => costMark(lost, [1, 2]))).toEqual(['🟨', '🟧', '🟥']);
  });

  it('reads a Scoundrel room that cost exactly 5, 6, 10 or 11 health as 🟨, 🟧, 🟧 and 🟥', () => {
    // The room: a monster fought barehanded, then two diamonds equipped; the fourth card stays for the next room.
    const roomOf = (monster: string) => {
      const dealt = scoundrel.setup({ seed: 'share-bounds' });
      const room = [monster, '2D', '3D', '4D'];
      const deck = [...room, ...[...dealt.room, ...dealt.dungeon].filter((card) => !room.includes(card))];
      const start = scoundrel.setup({ seed: 'share-bounds', deck });
      const actions = [
        { type: 'face', card: monster, weapon: false },
        { type: 'face', card: '2D' },
        { type: 'face', card: '3D' },
      ] as const;
      return roomMarks(start, actions);
    };
    expect(['5S', '6S', '10S', 'JS'].map((monster) => roomOf(monster))).toEqual([['🟨'], ['🟧'], ['🟧'], ['🟥']]);
  });
});

describe('Share: the text', () => {
  it('puts eight marks a row, after the heading and the result, and says a retry is unranked', () => {
    const marks = Array.from({ length: 17 }, (_, i) => (i % 2 === 0 ? '🟩' : '🟨'));
    const text = shareText({ title: 'Scoundrel', date: '2026-12-07', result: 'Won · score 12', ranked: false, marks });
    const [heading, result, ...rows] = text.split('\n');
    expect(heading).toBe('Scoundrel · daily deal of 2026-12-07 · unranked retry');
    expect(result).toBe('Won · score 12');
    expect(rows.map((row) => [...row].length)).toEqual([8, 8, 1]);
    expect(rows.join('')).toBe(marks.join(''));
  });
});
