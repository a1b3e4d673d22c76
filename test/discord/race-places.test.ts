/** A finished race's places: equal scores share a place (1st, 1st, 3rd), on the board and in what its entrants' stats count. */
import { describe, expect, it } from 'vitest';
import { raceUi } from '../../src/catalog.js';
import { placesOf, type RaceState, race, type Standing } from '../../src/games/race/index.js';
import { sessionOf } from '../helpers/session.js';

const [ANN, BOB, CAT, DAN] = ['100000000000000001', '100000000000000002', '100000000000000003', '100000000000000004'];

/** A standing: finished with `score` at `minute` past noon, or (without a score) still playing. */
function row(id: string, name: string, score?: number, minute = 0): Standing {
  const finished = score !== undefined;
  return {
    id,
    name,
    line: '3 rooms left',
    moves: 12,
    finished,
    won: false,
    score: score ?? null,
    scoreText: finished ? `${score} points` : null,
    finishedAt: finished ? `2026-11-28T12:${String(minute).padStart(2, '0')}:00Z` : null,
  };
}

/** A race of Ann, Bob, Cat and Dan closed with `rows`. */
function closed(rows: Standing[]): RaceState {
  let state = race.setup({
    seed: 'record',
    options: { game: 'scoundrel', options: null, minutes: 30, seed: 'one-deal', ownerOptions: null },
    players: [{ id: ANN, name: 'Ann' }],
  });
  const steps: [string, Parameters<typeof race.apply>[1]][] = [
    ...[BOB, CAT, DAN].map((id): [string, Parameters<typeof race.apply>[1]] => [id, { type: 'join', name: id, options: null }]),
    [ANN, { type: 'start', seed: 'fresh', at: '2026-11-28T12:00:00Z', deadline: '2026-11-28T12:30:00Z' }],
    [ANN, { type: 'close', rows, best: null }],
  ];
  for (const [actor, action] of steps) {
    const outcome = race.apply(state, action, actor);
    if (!outcome.ok) throw new Error(outcome.message);
    state = outcome.state;
  }
  return state;
}

describe('Race places', () => {
  // Bob and Cat score 10, Cat first to finish; Ann scores 4; Dan does not finish.
  const state = closed([row(ANN, 'Ann', 4, 1), row(BOB, 'Bob', 10, 9), row(CAT, 'Cat', 10, 5), row(DAN, 'Dan')]);

  it('share a place between equal scores, the next place skipped; no place for an entrant who did not finish', () => {
    expect(state.standings.map((standing) => standing.name)).toEqual(['Cat', 'Bob', 'Ann', 'Dan']);
    expect(placesOf(state.standings)).toEqual([0, 0, 2, null]);
  });

  it('show on the board with the same medal for equal scores, and the board says so', () => {
    const embed = raceUi.board(sessionOf('race', state), { pictures: false }).embeds[0]!;
    expect(embed.fields?.[0]?.value.split('\n')).toEqual([
      '🥇 **Cat** · 10 points',
      '🥇 **Bob** · 10 points',
      '🥉 **Ann** · 4 points',
      'DNF · **Dan** (3 rooms left)',
    ]);
    expect(embed.description).toMatch(/Equal scores share a place\./);
  });
});
