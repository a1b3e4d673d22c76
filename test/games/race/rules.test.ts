/**
 * A race's own rules, on its state alone (src/games/race/index.ts): how many may enter, who may
 * answer a challenge, and the order of its final standings.
 */
import { describe, expect, it } from 'vitest';
import { RACE_ENTRANTS, type RaceState, race } from '../../../src/games/race/index.js';

const OPENER = '100';
const CHALLENGED = '200';
const OTHER = '300';

/** An open race of Scoundrel opened by OPENER, with `entrants` in all (the opener first); a challenge of CHALLENGED when asked. */
function openRace(entrants: number, challenged: string | null = null): RaceState {
  const state = race.setup({
    seed: 'record',
    options: { game: 'scoundrel', options: null, minutes: 30, seed: null, ownerOptions: null, challenged },
    players: [{ id: OPENER, name: 'Opener' }],
  });
  const more = Array.from({ length: entrants - 1 }, (_, i) => ({ id: String(1_000 + i), name: `Entrant ${i}`, options: null }));
  return { ...state, entrants: [...state.entrants, ...more] };
}

const join = { type: 'join', name: 'Late', options: null } as const;

describe('Race: entrants', () => {
  it(`is full at ${RACE_ENTRANTS.max} entrants: the last place is taken, then nobody more enters`, () => {
    expect(RACE_ENTRANTS.max).toBe(25);
    const almost = race.apply(openRace(24), join, OTHER);
    expect(almost.ok && almost.state.entrants).toHaveLength(25);
    const full = race.apply(openRace(25), join, OTHER);
    expect(full).toMatchObject({ ok: false, code: 'full', message: 'This race is full (25 entrants).' });
  });
});

describe('Race: a challenge', () => {
  it('is answered by the challenged member, or withdrawn by its opener; nobody else may do either', () => {
    const challenge = openRace(1, CHALLENGED);
    for (const actor of [CHALLENGED, OPENER]) {
      const declined = race.apply(challenge, { type: 'decline' }, actor);
      expect(declined.ok && declined.state.status, actor).toBe('cancelled');
    }
    expect(race.apply(challenge, { type: 'decline' }, OTHER)).toMatchObject({ ok: false, code: 'not-challenged' });
    const accept = { type: 'accept', name: 'Them', options: null, seed: 's', at: 'a', deadline: 'd' } as const;
    expect(race.apply(challenge, accept, OTHER)).toMatchObject({ ok: false, code: 'not-challenged' });
    expect(race.apply(challenge, accept, OPENER)).toMatchObject({ ok: false, code: 'not-challenged' });
    const accepted = race.apply(challenge, accept, CHALLENGED);
    expect(accepted.ok && accepted.state.status).toBe('running');
    // Nobody joins a challenge, not even while it is open.
    expect(race.apply(challenge, join, OTHER)).toMatchObject({ ok: false, code: 'challenge' });
  });

  it('expires while unanswered, and not once accepted or declined', () => {
    const challenge = openRace(1, CHALLENGED);
    const expired = race.apply(challenge, { type: 'expire' });
    expect(expired.ok && expired.state.status).toBe('cancelled');
    const accept = { type: 'accept', name: 'Them', options: null, seed: 's', at: 'a', deadline: 'd' } as const;
    for (const answer of [accept, { type: 'decline' } as const]) {
      const answered = race.apply(challenge, answer, CHALLENGED);
      if (!answered.ok) throw new Error(answered.message);
      expect(race.apply(answered.state, { type: 'expire' })).toMatchObject({ ok: false, code: 'answered' });
    }
  });
});

describe('Race: its close', () => {
  /** A standing of entrant `id`: finished with `score` at `finishedAt`, or still playing when `score` is null. */
  const row = (id: string, score: number | null, finishedAt: string | null) => ({
    id,
    name: `Entrant ${id}`,
    line: '—',
    moves: 10,
    finished: score !== null,
    won: false,
    score,
    scoreText: score === null ? null : `score ${score}`,
    finishedAt,
  });

  it('lists finishers by score, equal scores in the order they finished, then those who did not finish', () => {
    const running: RaceState = { ...openRace(1), status: 'running' };
    const rows = [
      row('101', null, null),
      row('102', 5, '2026-12-07T10:03:00.000Z'),
      row('103', 9, '2026-12-07T10:05:00.000Z'),
      row('104', 5, '2026-12-07T10:01:00.000Z'),
      row('105', 9, '2026-12-07T10:02:00.000Z'),
    ];
    const closed = race.apply(running, { type: 'close', rows, best: null });
    expect(closed.ok && closed.state.standings.map((standing) => standing.id)).toEqual(['105', '103', '104', '102', '101']);
  });
});
