/**
 * A race's own rules, on its state alone (src/games/race/index.ts): how many may enter, and who may
 * answer a challenge.
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
});
