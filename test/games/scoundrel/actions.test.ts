import { describe, expect, it } from 'vitest';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../../src/games/scoundrel/index.js';
import { AVOID, deal, deepFreeze, face, hit, play, view } from './helpers.js';

/** A mid-run state with a weapon carrying a monster, a potion used, and a room to act in. */
function midRun(): ScoundrelState {
  // Turn 1: 5D, 6C on the weapon (19), 3H (20). Turn 2: room QS 2H 9D 2S; 2H drunk at full health.
  return play(deal(['5D', '6C', '3H', 'QS', '2H', '9D', '2S']), face('5D'), hit('6C'), face('3H'), face('2H'));
}

describe('Scoundrel: applying actions', () => {
  it('never mutates the state it is given (deep-frozen input, every kind of action, accepted or refused)', () => {
    const actions: ScoundrelAction[] = [face('QS'), hit('QS'), face('9D'), hit('2S'), face('2S'), AVOID, face('AS'), face('ZZ')];
    for (const action of actions) {
      const state = midRun();
      const copy = structuredClone(state);
      deepFreeze(state);
      expect(() => scoundrel.apply(state, action)).not.toThrow();
      expect(state).toEqual(copy);
    }
    const fresh = deepFreeze(deal());
    const copy = structuredClone(fresh);
    expect(scoundrel.apply(fresh, AVOID).ok).toBe(true);
    expect(fresh).toEqual(copy);
  });

  it('returns a new state that shares no arrays with the old one that a later action could change', () => {
    const state = midRun();
    const copy = structuredClone(state);
    const next = play(state, hit('2S'), face('QS'));
    expect(state).toEqual(copy);
    expect(next.slain).not.toBe(state.slain);
    expect(next.room).not.toBe(state.room);
  });

  it('refuses, as a value with a message, a card that is not in the room', () => {
    const state = midRun();
    const inDungeon = state.dungeon[0]!;
    const inDiscard = '3H';
    for (const card of [inDungeon, inDiscard, '5D' /* the equipped weapon */, '6C' /* on the weapon */]) {
      const outcome = scoundrel.apply(state, face(card));
      expect(outcome).toMatchObject({ ok: false, code: 'not-in-room' });
      if (!outcome.ok) expect(outcome.message).not.toBe('');
    }
  });

  it('refuses garbage card codes as values, never by throwing', () => {
    const state = midRun();
    for (const card of ['ZZ', '', 'qs', 'JK1', 'QH', '1S', '11C', 'QS ', '<@everyone>']) {
      const outcome = scoundrel.apply(state, face(card));
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) {
        expect(outcome.code).toBe('not-in-room');
        expect(outcome.message).not.toBe('');
      }
    }
  });

  it('refuses malformed actions that slip past the types as values, never by throwing', () => {
    const state = midRun();
    const bad = [{ type: 'face' }, { type: 'face', card: 42 }, { type: 'dance' }, { type: 'face', card: null, weapon: true }];
    for (const action of bad) {
      const outcome = scoundrel.apply(state, action as unknown as ScoundrelAction);
      expect(outcome.ok).toBe(false);
    }
    for (const action of bad) expect(scoundrel.actionSchema.safeParse(action).success).toBe(false);
  });

  it('narrates what happened in events', () => {
    const outcome = scoundrel.apply(deal(['5D', 'JS']), face('5D'));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const fight = scoundrel.apply(outcome.state, hit('JS'));
    expect(fight.ok && fight.events.map((e) => e.text).join(' ')).toMatch(/Jack of Spades.*6 damage/);
  });

  it('shows the board in the view but never the order of the dungeon', () => {
    const state = midRun();
    const v = view(state);
    expect(v.health).toBe(20);
    expect(v.slain).toEqual(['6C']);
    expect(v.room).toEqual(state.room);
    expect(v.dungeon).toBe(state.dungeon.length);
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect({ ...v, seed: undefined });
    for (const hidden of state.dungeon) expect(strings).not.toContain(hidden);
  });
});
