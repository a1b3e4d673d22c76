import { describe, expect, it } from 'vitest';
import { saga } from '../../../src/games/saga/index.js';
import { ANN, act, annJoins, GM, table, told, view } from './helpers.js';

const hiddenCheck = [
  GM,
  { type: 'check' as const, player: ANN, cliche: 'Hairdresser', style: 'social' as const, target: 17, hidden: true },
] as [string, { type: 'check'; player: string; cliche: string; style: 'social'; target: number; hidden: boolean }];

describe('Saga: a hidden target', () => {
  it('is seen by the GM only until the check is resolved, and told by nothing before then', () => {
    const state = annJoins(table(['9C', '9D', '9H', '9S', '5S']));
    expect(told(state, ...hiddenCheck)).toEqual(['Ann: a social check with Hairdresser (2), meet or beat a hidden target.']);
    const open = act(state, hiddenCheck);
    for (const viewer of ['', ANN, 'stranger'])
      expect(view(open, viewer).contest).toMatchObject({ base: null, target: null, theirs: [], hidden: true });
    expect(view(open, GM).contest).toMatchObject({ base: 17, target: 17, hidden: true });
    const played = told(open, ANN, { type: 'play', card: '9C' });
    expect(played.join(' ')).not.toMatch(/17/);
    expect(played[0]).toContain('against the hidden target');
    const resolved = act(open, [ANN, { type: 'play', card: '9C' }], [GM, { type: 'resolve' }]);
    expect(view(resolved, ANN).last).toMatchObject({ base: 17, target: 17, hidden: false });
    expect(saga.apply(act(open, [ANN, { type: 'play', card: '9C' }]), { type: 'resolve' }, GM)).toMatchObject({
      ok: true,
      events: [{ text: 'Ann: 11 against 17. Failure.' }],
    });
  });

  it('leaves a check without `hidden` in plain view', () => {
    const open = act(annJoins(table()), [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'social', target: 9 }]);
    expect(view(open, ANN).contest).toMatchObject({ base: 9, target: 9, hidden: false });
  });
});
