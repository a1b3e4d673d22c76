/**
 * Tournament points from stacked results: each day, the first of the server scores as many points as
 * that day's players, one less per place, a day not played nothing; totals rank the players, an equal
 * total shares its place, and everyone sharing the first place wins.
 */
import { describe, expect, it } from 'vitest';
import { dayPoints, tournamentStandings, tournamentWinners } from '../../src/engine/tournament-points.js';

describe('Tournament points', () => {
  it("gives the first of a day as many points as the day's players, one less per place", () => {
    expect([...dayPoints(['ann', 'bo', 'cy'])]).toEqual([
      ['ann', 3],
      ['bo', 2],
      ['cy', 1],
    ]);
    expect([...dayPoints([])]).toEqual([]);
  });

  it('adds the days up, a day not played scoring nothing', () => {
    const standings = tournamentStandings([
      { date: '2026-11-28', ranking: ['ann', 'bo', 'cy'] },
      { date: '2026-11-29', ranking: ['bo', 'ann'] },
      { date: '2026-11-30', ranking: ['cy'] },
    ]);
    expect(standings).toEqual([
      { userId: 'ann', place: 1, total: 4, byDay: [3, 1, 0] },
      { userId: 'bo', place: 1, total: 4, byDay: [2, 2, 0] },
      { userId: 'cy', place: 3, total: 2, byDay: [1, 0, 1] },
    ]);
  });

  it('shares a place on an equal total, listing more days won first, then more days played', () => {
    const standings = tournamentStandings([
      { date: '2026-11-28', ranking: ['dee', 'ann'] },
      { date: '2026-11-29', ranking: ['ann', 'bo', 'cy'] },
      { date: '2026-11-30', ranking: ['bo', 'cy', 'dee'] },
    ]);
    // ann 1 + 3 = 4 with one day won; bo 2 + 3 = 5; dee 2 + 1 = 3 with a win; cy 1 + 2 = 3 without.
    expect(standings.map((line) => [line.userId, line.total, line.place])).toEqual([
      ['bo', 5, 1],
      ['ann', 4, 2],
      ['dee', 3, 3],
      ['cy', 3, 3],
    ]);
  });

  it('names every player sharing the first place as a winner, and nobody when nobody played', () => {
    const tied = tournamentStandings([
      { date: '2026-11-28', ranking: ['ann', 'bo'] },
      { date: '2026-11-29', ranking: ['bo', 'ann'] },
    ]);
    expect(tournamentWinners(tied)).toEqual(['ann', 'bo']);
    expect(tournamentWinners(tournamentStandings([{ date: '2026-11-28', ranking: ['cy', 'ann'] }]))).toEqual(['cy']);
    expect(tournamentWinners(tournamentStandings([{ date: '2026-11-28', ranking: [] }]))).toEqual([]);
  });
});
