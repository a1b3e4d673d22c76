import { describe, expect, it } from 'vitest';
import { ANN, act, annJoins, GM, refusal, sideIn, table, view } from './helpers.js';

const check = (cliche = 'Weekend Warrior', style: 'physical' | 'social' | 'other' = 'other', target = 10) =>
  [GM, { type: 'check' as const, player: ANN, cliche, style, target }] as [
    string,
    { type: 'check'; player: string; cliche: string; style: typeof style; target: number },
  ];

describe('Saga: edge chains', () => {
  it('lets the player play on after a card at or under the edge, or stop', () => {
    let state = act(annJoins(table(['2C', 'AH', '7S', '9C', '3H', '3D']), 2), check());
    state = act(state, [ANN, { type: 'play', card: 'AH' }]);
    expect(sideIn(state, ANN)).toMatchObject({ total: 4, state: 'may-play' });
    expect(view(state)).toMatchObject({ gmTurn: false, waitingFor: [ANN], contest: { ready: false } });
    state = act(state, [ANN, { type: 'play', card: '2C' }]);
    expect(sideIn(state, ANN)).toMatchObject({ total: 6, state: 'may-play' });
    state = act(state, [ANN, { type: 'stop' }]);
    expect(sideIn(state, ANN)).toMatchObject({ state: 'done' });
    expect(view(state)).toMatchObject({ gmTurn: true, waitingFor: [], contest: { ready: true } });
    expect(refusal(state, ANN, { type: 'play', card: '9C' })).toMatch(/played over your edge \(or stopped\)/);
  });

  it('ends the chain with a card over the edge', () => {
    const state = act(annJoins(table(['2C', 'AH', '7S', '9C']), 2), check(), [ANN, { type: 'play', card: '7S' }]);
    expect(sideIn(state, ANN)).toMatchObject({ total: 10, state: 'done' });
    expect(view(state).contest!.ready).toBe(true);
  });

  it('follows a higher edge: a 3 chains at edge 3 but not at edge 2', () => {
    const low = act(annJoins(table(['3C', 'AH', '7S', '9C']), 2), check(), [ANN, { type: 'play', card: '3C' }]);
    expect(sideIn(low, ANN).state).toBe('done');
    const high = act(annJoins(table(['3C', 'AH', '7S', '9C', '4D']), 3), check(), [ANN, { type: 'play', card: '3C' }]);
    expect(sideIn(high, ANN).state).toBe('may-play');
  });

  it('refuses a stop before any card', () => {
    expect(refusal(act(annJoins(table()), check()), ANN, { type: 'stop' })).toMatch(/Play a card first/);
  });
});

describe('Saga: pumping', () => {
  it('doubles a pumped card, and the card is not replaced: the hand size drops by 1 until healed', () => {
    let state = act(annJoins(table(['6C', 'AH', '7S', '9C', '2D', '3D'])), check('Weekend Warrior', 'other', 12), [
      ANN,
      { type: 'play', card: '6C', pump: 'pump' },
    ]);
    expect(sideIn(state, ANN).mine).toEqual([{ card: '6C', value: 12, how: 'pumped' }]);
    expect(sideIn(state, ANN).total).toBe(15);
    state = act(state, [GM, { type: 'resolve' }]);
    expect(view(state).players[0]).toMatchObject({ handSize: 3, holding: 3, full: 4 });
    expect(view(state, ANN).hand).toEqual(['AH', '7S', '9C']);
    state = act(state, [GM, { type: 'heal', player: ANN }]);
    expect(view(state).players[0]).toMatchObject({ handSize: 4, holding: 4 });
  });

  it('double-pumps a bracketed cliché: the card doubled plus the next draw-pile card', () => {
    const state = act(annJoins(table(['6C', 'AH', '7S', '9C', '5D', '3D'])), check('Wizard', 'social', 20), [
      ANN,
      { type: 'play', card: '6C', pump: 'double' },
    ]);
    expect(sideIn(state, ANN).mine).toEqual([
      { card: '6C', value: 12, how: 'double-pumped' },
      { card: '5D', value: 5, how: 'double-pump draw' },
    ]);
    expect(sideIn(state, ANN).total).toBe(4 + 12 + 5);
    expect(act(state, [GM, { type: 'resolve' }]).players[0]!.handSize).toBe(3);
  });

  it('refuses to double-pump a cliché without brackets', () => {
    expect(refusal(act(annJoins(table(['6C'])), check('Hairdresser')), ANN, { type: 'play', card: '6C', pump: 'double' })).toMatch(
      /not double-pumped/,
    );
  });

  it('lets a trump card pumped still flip', () => {
    const state = act(annJoins(table(['6C', 'AH', '7S', '9C', '5D'])), check('Weekend Warrior', 'physical', 20), [
      ANN,
      { type: 'play', card: '6C', pump: 'pump' },
    ]);
    expect(sideIn(state, ANN).mine.map((e) => e.how)).toEqual(['pumped', 'trump flip']);
  });
});
