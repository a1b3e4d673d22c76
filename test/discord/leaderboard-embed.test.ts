import { describe, expect, it } from 'vitest';
import { leaderboardEmbed, type BoardHeading } from '../../src/discord/render/leaderboard.js';

const heading: BoardHeading = { gameTitle: 'Royal Assassin', gameId: 'assassin', scope: 'server', period: 'all time', seed: null };
const page = { top: [], caller: null, players: 0 };

describe('Discord: the leaderboard embed', () => {
  it('says "standard rules only" in the footer of a game that ranks its standard rules only', () => {
    expect(leaderboardEmbed({ ...heading, standardOnly: true }, page, '1').footer?.text).toBe('0 ranked players · best score first · standard rules only · abandoned runs are not ranked');
    expect(leaderboardEmbed(heading, page, '1').footer?.text).toBe('0 ranked players · best score first · abandoned runs are not ranked');
  });
});
