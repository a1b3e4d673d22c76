import { describe, expect, it } from 'vitest';
import { closeMove, makeMove, openMove } from '../../src/engine/move.js';
import { Random, type RandomState, seedRandom } from '../../src/engine/random.js';

interface Toy {
  random: RandomState;
  rolls: number[];
}

function toy(): Toy {
  return { random: seedRandom('move', [4]), rolls: [] };
}

describe('Engine: the move context', () => {
  it("plays on a copy, draws from the state's generator and saves it back", () => {
    const state = toy();
    const before = structuredClone(state);
    const move = openMove(state);
    move.state.rolls.push(move.random.d6(), move.random.d6());
    move.events.push({ type: 'roll', text: 'two dice' });
    const result = closeMove(move);

    const expected = new Random(before.random);
    const rolls = [expected.d6(), expected.d6()];
    expect(result).toEqual({ ok: true, state: { random: expected.save(), rolls }, events: [{ type: 'roll', text: 'two dice' }] });
    expect(rolls[0]).toBe(4);
    expect(state).toEqual(before);
  });

  it('copies with the given function', () => {
    const state = { ...toy(), rolls: [1, 2] };
    const move = openMove(state, (s) => ({ ...s, rolls: [] }));
    expect(move.state.rolls).toEqual([]);
    expect(state.rolls).toEqual([1, 2]);
  });

  it('refuses with the code and message the move gives, leaving the state alone', () => {
    const state = toy();
    const before = structuredClone(state);
    expect(
      makeMove(state, 'toy-roll', (move) => {
        move.random.d6();
        return 'Not now.';
      }),
    ).toEqual({ ok: false, code: 'toy-roll', message: 'Not now.' });
    expect(state).toEqual(before);
    const made = makeMove(state, 'toy-roll', (move) => {
      move.state.rolls.push(move.random.d6());
      return null;
    });
    expect(made.ok && made.state.rolls).toEqual([4]);
  });
});
