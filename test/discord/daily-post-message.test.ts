/**
 * The daily post's message (src/discord/daily/daily-post-message.ts), pure: yesterday's places (equal
 * results share one) and who matched the best possible score, said once when nobody played; today's
 * standings within their room; Discord's limits.
 */
import { describe, expect, it } from 'vitest';
import { type DailyPostView, type DailyResults, dailyPostMessage } from '../../src/discord/daily/daily-post-message.js';
import { limitViolations } from '../helpers/limits.js';

const GAMES = [
  { id: 'scoundrel', title: 'Scoundrel' },
  { id: 'assassin', title: 'Royal Assassin' },
];

/** A post of 2026-12-07 with these results of yesterday and these standings of today. */
function post(results: DailyResults[], today: DailyPostView['today'] = []): DailyPostView {
  return { dealsDate: '2026-12-07', roleId: null, games: GAMES, today, yesterday: { date: '2026-12-06', results }, tournaments: [] };
}

const nobody = (gameId: string, title: string): DailyResults => ({ gameId, title, places: [], players: 0, best: null, seed: null });

/** The text of the post's field named `name`. */
function field(view: DailyPostView, name: string): string | undefined {
  return dailyPostMessage(view).embeds[0]?.fields?.find((f) => f.name === name)?.value;
}

describe('The daily post: yesterday', () => {
  it('names who matched the best possible score, the first ten by name and the rest counted, or says nobody did', () => {
    const matched = Array.from({ length: 12 }, (_, i) => String(500 + i));
    const result = (who: string[]): DailyResults => ({
      gameId: 'scoundrel',
      title: 'Scoundrel',
      places: [{ userId: '500', place: 1, score: '+12' }],
      players: 1,
      best: { score: '+12', matched: who },
      seed: 'daily-20261206-abcdefgh',
    });
    expect(field(post([result(['500', '501'])]), 'Scoundrel · 2026-12-06')).toContain('Best possible: **+12**, matched by <@500>, <@501>.');
    expect(field(post([result([])]), 'Scoundrel · 2026-12-06')).toContain('Best possible: **+12**, nobody here matched it.');
    const many = field(post([result(matched)]), 'Scoundrel · 2026-12-06');
    expect(many).toContain(
      `matched by ${matched
        .slice(0, 10)
        .map((id) => `<@${id}>`)
        .join(', ')} and 2 more.`,
    );
    expect(many).toContain('Seed: `daily-20261206-abcdefgh`');
  });

  it('names ten players who matched the best possible score, and counts the eleventh', () => {
    const result = (matched: number): DailyResults => ({
      gameId: 'scoundrel',
      title: 'Scoundrel',
      places: [{ userId: '500', place: 1, score: '+12' }],
      players: matched,
      best: { score: '+12', matched: Array.from({ length: matched }, (_, i) => String(500 + i)) },
      seed: null,
    });
    const ten = Array.from({ length: 10 }, (_, i) => `<@${500 + i}>`).join(', ');
    expect(field(post([result(10)]), 'Scoundrel · 2026-12-06')).toContain(`Best possible: **+12**, matched by ${ten}.`);
    expect(field(post([result(11)]), 'Scoundrel · 2026-12-06')).toContain(`Best possible: **+12**, matched by ${ten} and 1 more.`);
  });

  it('gives equal results one place, and counts the players past the places shown', () => {
    const places = [
      { userId: '1', place: 1, score: '+9' },
      { userId: '2', place: 1, score: '+9' },
      { userId: '3', place: 3, score: '+4' },
      { userId: '4', place: 4, score: '−2' },
    ];
    const text = field(
      post([{ gameId: 'scoundrel', title: 'Scoundrel', places, players: 6, best: null, seed: 's' }]),
      'Scoundrel · 2026-12-06',
    );
    expect(text?.split('\n')[0]).toBe('🥇 <@1> +9 · 🥇 <@2> +9 · 🥉 <@3> +4 · 4. <@4> −2 · and 2 more');
  });

  it('says once that nobody played yesterday, with no line a game', () => {
    const message = dailyPostMessage(post([nobody('scoundrel', 'Scoundrel'), nobody('assassin', 'Royal Assassin')]));
    const embed = message.embeds[0]!;
    expect(embed.description).toContain("Nobody here played yesterday's deals (2026-12-06).");
    expect(embed.fields ?? []).toEqual([]);
    expect(JSON.stringify(message)).not.toMatch(/Nobody here played it|Not dealt/);
  });
});

describe('The daily post: today', () => {
  it('lists the finishers by place, then who still plays, within its room, and Discord’s limits', () => {
    const finished = [
      { userId: '10', place: 1, score: '+3' },
      { userId: '11', place: 1, score: '+3' },
    ];
    const playing = Array.from({ length: 40 }, (_, i) => ({
      userId: String(1_000_000_000_000_000_000n + BigInt(i)),
      line: '12 cards left in the dungeon · ❤ 7',
    }));
    const view = post([nobody('scoundrel', 'Scoundrel')], [{ gameId: 'scoundrel', title: 'Scoundrel', finished, playing }]);
    const text = field(view, 'Scoundrel · today')!;
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['🥇 <@10> +3', '🥇 <@11> +3']);
    expect(lines[2]).toBe(`▶️ <@${playing[0]!.userId}> · 12 cards left in the dungeon · ❤ 7`);
    expect(lines.at(-1)).toMatch(/^… and \d+ more$/);
    expect(text.length).toBeLessThanOrEqual(700);
    expect(Number(/and (\d+) more/.exec(lines.at(-1)!)?.[1]) + lines.length - 1).toBe(42);
    expect(limitViolations(dailyPostMessage(view))).toEqual([]);
  });

  it('keeps a game to 700 characters: every line when they fill exactly that, the last one counted when they fill one more', () => {
    // Seven members still playing: each line is `▶️ <@id> · ` (27 characters) and how far they are, six of 80
    // characters and a last one of 25 or 26, so the lines with their breaks fill 700 or 701 characters.
    const playing = (last: number) =>
      Array.from({ length: 7 }, (_, i) => ({ userId: String(100_000_000_000_000_000n + BigInt(i)), line: 'x'.repeat(i < 6 ? 80 : last) }));
    const shown = (last: number) =>
      field(post([], [{ gameId: 'scoundrel', title: 'Scoundrel', finished: [], playing: playing(last) }]), 'Scoundrel · today');
    const lines = (last: number) => playing(last).map((member) => `▶️ <@${member.userId}> · ${member.line}`);
    expect(lines(25).join('\n')).toHaveLength(700);
    expect(shown(25)).toBe(lines(25).join('\n'));
    expect(shown(26)).toBe([...lines(26).slice(0, 6), '… and 1 more'].join('\n'));
  });

  it('says nobody here has played yet, and lists no game nobody plays', () => {
    const message = dailyPostMessage(
      post([nobody('scoundrel', 'Scoundrel')], [{ gameId: 'scoundrel', title: 'Scoundrel', finished: [], playing: [] }]),
    );
    expect(message.embeds[0]?.description).toContain('Nobody here has played today yet.');
    expect(message.embeds[0]?.fields ?? []).toEqual([]);
  });
});
