import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { achievementLines, ordinal, placesLine, withRunEnd, withUndo } from '../../src/discord/play/run-end.js';
import type { MessagePayload } from '../../src/discord/render/message.js';
import type { Session } from '../../src/sessions/session.js';
import { limitViolations } from '../helpers/limits.js';

const session = { id: 'r1', game: 'scoundrel', version: 40, ranked: true, privateTo: null } as Session;
const button = (n: number) => ({
  type: ComponentType.Button as const,
  style: 2 as const,
  label: `b${n}`,
  custom_id: `scoundrel:r1:40:x&n=#${n}`,
});
const rows = (...sizes: number[]): MessagePayload => ({
  embeds: [{ title: 'Over', fields: [] }],
  components: sizes.map((size, r) => ({
    type: ComponentType.ActionRow,
    components: Array.from({ length: size }, (_, i) => button(r * 5 + i)),
  })),
});

describe('Discord: the end of a run', () => {
  it('writes ranks as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('says where a ranked run placed, and says when the ranks are of a better earlier run', () => {
    expect(placesLine(session, { server: 3, global: 12, daily: null, best: true }, true)).toBe(
      '🏅 **3rd** on this server · **12th** worldwide',
    );
    expect(placesLine(session, { server: null, global: 7, daily: 2, best: false }, true)).toBe(
      "🏅 Your best run is **2nd** on today's daily · **7th** worldwide",
    );
    expect(placesLine({ ...session, ranked: false }, null, true)).toMatch(/^Unranked/);
  });

  it('gives a lost run its place but no medal, even first on an empty board', () => {
    const first = { server: 1, global: 1, daily: null, best: true };
    expect(placesLine(session, first, false)).toBe('Placed **1st** on this server · **1st** worldwide');
    expect(placesLine(session, { ...first, best: false }, false)).toBe('Your best run is **1st** on this server · **1st** worldwide');
    const over = withRunEnd(rows(), session, { won: false, places: first, achievements: [] });
    expect(JSON.stringify(over.embeds)).not.toContain('🏅');
  });

  it("adds the run and the buttons into the next run, within Discord's limits", () => {
    const over = withRunEnd(rows(), session, { won: true, places: { server: 1, global: 1, daily: null, best: true }, achievements: [] });
    expect(over.embeds[0]?.fields?.at(-1)).toEqual({ name: 'This run', value: '🏅 **1st** on this server · **1st** worldwide' });
    expect(over.components.at(-2)?.components.map((c) => ('label' in c ? c.label : ''))).toEqual([
      'Play again',
      'Replay this deal (unranked)',
      'Leaderboard',
    ]);
    // Watch on a row of its own, and Review beside it in a game with an advisor.
    expect(over.components.at(-1)?.components.map((c) => ('label' in c ? c.label : ''))).toEqual(['▶️ Watch']);
    expect(over.components.at(-1)?.components[0]).toMatchObject({ custom_id: 'scoundrel:r1:40:watch' });
    const reviewed = withRunEnd(rows(), session, { won: true, places: null, achievements: [], review: true });
    expect(reviewed.components.at(-1)?.components.map((c) => ('label' in c ? c.label : ''))).toEqual(['🔎 Review', '▶️ Watch']);
    expect(limitViolations(over)).toEqual([]);
    expect(withRunEnd(rows(5, 5, 5, 5, 5), session, { won: true, places: null, achievements: [] }).components).toHaveLength(5);
  });

  it("says the deal's best possible score under the run's score, with a Best line button beside the others", () => {
    const board: MessagePayload = { embeds: [{ title: 'Over', description: '**Score: −23**', fields: [] }], components: [] };
    const over = withRunEnd(board, session, {
      won: false,
      places: null,
      achievements: [],
      best: { line: 'Best possible: 14 · you: −23', action: { type: 'best', seed: 'abc', rule: 'lenient' } },
    });
    expect(over.embeds[0]?.description).toBe('**Score: −23**\nBest possible: 14 · you: −23');
    const buttons = over.components.at(-2)?.components ?? [];
    expect(buttons.map((c) => ('label' in c ? c.label : ''))).toEqual([
      'Play again',
      'Replay this deal (unranked)',
      'Leaderboard',
      'Best line',
    ]);
    expect(buttons.at(-1)).toMatchObject({ custom_id: 'scoundrel:r1:40:best&seed=abc&rule=lenient' });
    expect(limitViolations(over)).toEqual([]);
    // With Undo on an unranked run's board, the row holds five buttons: still one row.
    const unranked = { ...session, ranked: false };
    const full = withRunEnd(withUndo(board, unranked), unranked, {
      won: false,
      places: null,
      achievements: [],
      best: { line: 'x', action: { type: 'best', daily: '2026-11-22' } },
    });
    expect(full.components.map((r) => r.components.length)).toEqual([1, 4, 1]);
    expect(limitViolations(full)).toEqual([]);
  });

  it('puts Undo in the last row when it has room, else in a row of its own, never past five rows', () => {
    expect(withUndo(rows(2), session).components.map((r) => r.components.length)).toEqual([3]);
    expect(withUndo(rows(5), session).components.map((r) => r.components.length)).toEqual([5, 1]);
    const full = withUndo(rows(5, 5, 5, 5, 5), session);
    expect(full.components).toHaveLength(5);
    expect(limitViolations(full)).toEqual([]);
  });
});

describe('Discord: the achievements of a finished run', () => {
  const def = (id: string, title: string) => ({ id, title, description: `Do ${title}.`, emoji: '⭐' });

  it('announces the new ones first, then the ones earned again, and says an unranked run records none', () => {
    // "do Alpha": only the description's first letter is lowered, so the names in it keep their capitals.
    const earned = [
      { def: def('a', 'Alpha'), fresh: true },
      { def: def('b', 'Beta'), fresh: false },
    ];
    expect(achievementLines(session, earned)).toEqual(['New achievement: ⭐ **Alpha** (do Alpha)', 'Earned again: ⭐ Beta']);
    expect(achievementLines({ ...session, ranked: false }, earned)).toEqual([
      'Earned, not recorded (an unranked run): ⭐ **Alpha** (do Alpha) · ⭐ **Beta** (do Beta)',
    ]);
    expect(achievementLines(session, [])).toEqual([]);
  });

  it("puts them in the run's field on the game-over board", () => {
    const over = withRunEnd(rows(), session, { won: true, places: null, achievements: [{ def: def('a', 'Alpha'), fresh: true }] });
    expect(over.embeds[0]?.fields?.at(-1)?.value).toBe(
      'Ranked: it goes on the boards once it is recorded.\nNew achievement: ⭐ **Alpha** (do Alpha)',
    );
  });
});
