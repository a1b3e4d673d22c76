import { describe, expect, it } from 'vitest';
import { type BoardHeading, leaderboardEmbed } from '../../src/discord/render/leaderboard.js';

const EMPTY = { top: [], caller: null, players: 0 };
const heading = (fields: Partial<BoardHeading> = {}): BoardHeading => ({
  gameTitle: 'Scoundrel',
  gameId: 'scoundrel',
  scope: 'server',
  period: 'all time',
  seed: null,
  ...fields,
});

describe('Discord: an empty leaderboard points at the command that would fill it', () => {
  it('all time: `/scoundrel start`', () => {
    expect(leaderboardEmbed(heading(), EMPTY, '1').description).toBe('No ranked runs yet. Be the first: `/scoundrel start`.');
  });

  it("today's daily deal: `/scoundrel daily`", () => {
    const embed = leaderboardEmbed(heading({ period: 'daily deal of 2026-11-23', daily: 'today' }), EMPTY, '1');
    expect(embed.description).toBe("Nobody has finished today's deal yet. Be the first: `/scoundrel daily`.");
  });

  it("a past day's deal: nobody finished it, and its seed replays it unranked", () => {
    const embed = leaderboardEmbed(heading({ period: 'daily deal of 2026-11-20', daily: 'past', seed: 'abc' }), EMPTY, '1');
    expect(embed.description).toBe("Nobody finished that day's deal.\nReplay this deal (unranked): `/scoundrel start seed:abc`");
  });
});

describe('Discord: the leaderboard embed', () => {
  it('says "standard rules only" in the footer of a game that ranks its standard rules only', () => {
    expect(
      leaderboardEmbed(heading({ gameTitle: 'Royal Assassin', gameId: 'assassin', standardOnly: true }), EMPTY, '1').footer?.text,
    ).toBe(
      '0 ranked players · best score first · standard rules only · abandoned ' +
        'runs are not ranked · race runs are not ranked here (scope: races)',
    );
    expect(leaderboardEmbed(heading({ gameTitle: 'Royal Assassin', gameId: 'assassin' }), EMPTY, '1').footer?.text).toBe(
      '0 ranked players · best score first · abandoned runs are not ranked · race runs are not ranked here (scope: races)',
    );
  });
});

describe("Discord: a daily deal's board and the best possible score", () => {
  const standing = (userId: string, rank: number, best: number) => ({
    userId,
    rank,
    best,
    bestAt: '2026-11-22T10:00:00Z',
    games: 1,
    wins: best > 0 ? 1 : 0,
  });
  const page = { top: [standing('1', 1, 14), standing('2', 2, 8), standing('3', 3, -23)], caller: null, players: 3 };

  it('heads the board with the best possible score and says how far each player came from it', () => {
    const embed = leaderboardEmbed(heading({ period: 'daily deal of 2026-11-22', daily: 'today', best: 14 }), page, '2');
    expect(embed.description?.split('\n')).toEqual([
      'Best possible score of this deal: **14**',
      '🥇 <@1>: best **14** (the best possible) · 1 game · 1 win',
      '🥈 <@2> (you): best **8** (−6 from best) · 1 game · 1 win',
      '🥉 <@3>: best **−23** (−37 from best) · 1 game · 0 wins',
    ]);
  });

  it('says nothing of it when the best is not known', () => {
    const embed = leaderboardEmbed(heading({ period: 'daily deal of 2026-11-22', daily: 'today', best: null }), page, '2');
    expect(embed.description).not.toMatch(/best possible|from best/i);
  });
});
