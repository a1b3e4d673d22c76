/**
 * A tournament's points, Advent-of-Code style: each day, the server's players of that day's deal are
 * placed by the game's own ranking (the day's board: the better score first; an equal score, the run
 * finished earlier first), and the first scores as many points as there were players that day, the
 * second one point less, and so on down to 1 for the last; a day not played scores nothing. Players
 * are ranked by their total; an equal total shares its place. Pure: it adds up what it is given.
 */

/** One day of a tournament: its UTC date and its players, best first by the game's own ranking. */
export interface TournamentDay {
  date: string;
  ranking: readonly string[];
}

/** A player's line of the standings. */
export interface TournamentStanding {
  userId: string;
  /** 1 for the first; an equal total shares its place (1, 2, 2, 4). */
  place: number;
  total: number;
  /** The points of each day, in the days' order (0: not played). */
  byDay: number[];
}

/** The points of a day's players, by place: as many as there were players for the first, one less per place. */
export function dayPoints(ranking: readonly string[]): Map<string, number> {
  return new Map(ranking.map((userId, index) => [userId, ranking.length - index]));
}

/**
 * The standings after `days`: best total first; on an equal total, more days won, then more days
 * played, then the user id, so the order never depends on how the days were read.
 */
export function tournamentStandings(days: readonly TournamentDay[]): TournamentStanding[] {
  const points = days.map((day) => dayPoints(day.ranking));
  const players = [...new Set(days.flatMap((day) => day.ranking))];
  const lines = players.map((userId) => {
    const byDay = points.map((day) => day.get(userId) ?? 0);
    const won = days.filter((day) => day.ranking[0] === userId).length;
    return { userId, byDay, total: byDay.reduce((sum, value) => sum + value, 0), won, played: byDay.filter((value) => value > 0).length };
  });
  lines.sort((a, b) => b.total - a.total || b.won - a.won || b.played - a.played || (a.userId < b.userId ? -1 : 1));
  return lines.map(({ userId, byDay, total }) => ({
    userId,
    byDay,
    total,
    place: 1 + lines.filter((line) => line.total > total).length,
  }));
}

/** The winners of finished standings: every player sharing the first place (none when nobody played). */
export function tournamentWinners(standings: readonly TournamentStanding[]): string[] {
  return standings.filter((line) => line.place === 1 && line.total > 0).map((line) => line.userId);
}
