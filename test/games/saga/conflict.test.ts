import { describe, expect, it } from 'vitest';
import type { SagaAction } from '../../../src/games/saga/index.js';
import { ANN, act, annJoins, GM, refusal, sideIn, table, told, view } from './helpers.js';

const conflict = (rank?: number, name = 'Ninja') =>
  [
    GM,
    {
      type: 'conflict',
      player: ANN,
      cliche: 'Weekend Warrior',
      style: 'physical',
      opponent: { name, ...(rank === undefined ? {} : { rank }) },
    },
  ] as [string, SagaAction];

describe('Saga: single-action conflicts', () => {
  it("is one opposed round against the opponent's rank plus the GM's flip, resolved once: success", () => {
    let state = act(annJoins(table(['9D', '2D', '3D', '4D', '8H', '5S'])), conflict(4));
    expect(view(state).contest).toMatchObject({ kind: 'conflict', opponent: 'Ninja', base: 4, target: 12, round: null });
    expect(view(state).fight).toBeNull();
    state = act(state, [ANN, { type: 'play', card: '9D' }]);
    expect(told(state, GM, { type: 'resolve' })).toEqual(['Ann against Ninja: 12 against 12. Success.']);
    state = act(state, [GM, { type: 'resolve' }]);
    expect(view(state).contest).toBeNull();
    expect(view(state).last).toMatchObject({ kind: 'conflict', status: 'resolved', sides: [{ result: 'success' }] });
    expect(view(state).fight).toBeNull();
    expect(view(state).players[0]).toMatchObject({ handSize: 4, holding: 4 });
    expect(refusal(state, GM, { type: 'resolve' })).toMatch(/nothing open/);
  });

  it('costs nothing but the cards played and pumped when it fails: no rank, no fight hand', () => {
    let state = act(annJoins(table(['2D', '3D', '4D', '5D', '10H', '5S'])), conflict(9));
    state = act(state, [ANN, { type: 'play', card: '2D', pump: 'pump' }], [ANN, { type: 'stop' }], [GM, { type: 'resolve' }]);
    expect(view(state).last!.sides[0]).toMatchObject({ total: 7, result: 'failure' });
    expect(view(state).players[0]).toMatchObject({ handSize: 3, holding: 3, full: 4 });
    expect(view(state).hurt).toEqual([ANN]);
  });

  it('follows the trump rule on the flip, and the tie rule of the table', () => {
    const tied = (tiesToOpponent: boolean) =>
      act(annJoins(table(['9D', '2D', '3D', '4D', '4C', '5H', '5S'], { tiesToOpponent })), conflict(3), [
        ANN,
        { type: 'play', card: '9D' },
      ]);
    expect(view(tied(false)).contest!.theirs.map((e) => e.card)).toEqual(['4C', '5H']);
    expect(sideIn(tied(false), ANN).total).toBe(12);
    expect(act(tied(false), [GM, { type: 'resolve' }]).last!.sides[0]!.result).toBe('success');
    expect(act(tied(true), [GM, { type: 'resolve' }]).last!.sides[0]!.result).toBe('failure');
  });

  it('remembers the opponent: its rank may be left out next time, and an unknown one needs a rank', () => {
    let state = act(annJoins(table(['9D', '2D', '3D', '4D', '8H', '5S'])), conflict(4), [GM, { type: 'end' }]);
    expect(state.opponents).toEqual([{ name: 'Ninja', rank: 4 }]);
    state = act(state, conflict(undefined, 'ninja'));
    expect(view(state).contest).toMatchObject({ base: 4, opponent: 'Ninja' });
    expect(refusal(annJoins(table()), GM, conflict(undefined, 'Dragon')[1])).toBe(
      'How strong is Dragon? Give its rank (the rating of the cliché it uses).',
    );
  });

  it('remembers at most ten opponents, the newest first', () => {
    let state = annJoins(table());
    for (let i = 0; i < 12; i++) state = act(state, conflict(1 + (i % 5), `Goon ${i}`), [GM, { type: 'end' }]);
    state = act(state, conflict(2, 'Goon 5'), [GM, { type: 'end' }]);
    expect(state.opponents.map((o) => o.name)).toEqual([
      'Goon 5',
      'Goon 11',
      'Goon 10',
      'Goon 9',
      'Goon 8',
      'Goon 7',
      'Goon 6',
      'Goon 4',
      'Goon 3',
      'Goon 2',
    ]);
    expect(state.opponents[0]).toEqual({ name: 'Goon 5', rank: 2 });
  });
});
