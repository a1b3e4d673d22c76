import { describe, expect, it } from 'vitest';
import { act, ANN, annJoins, BO, GM, refusal, table } from './helpers.js';

const check = { type: 'check' as const, player: ANN, cliche: 'Hairdresser', style: 'social' as const, target: 4 };

describe('Saga: who may do what', () => {
  it('lets only the GM call checks and fights, add payback, resolve and heal', () => {
    const state = annJoins(table(['9C', '9D', '9H', '9S']));
    const open = act(state, [GM, check], [ANN, { type: 'play', card: '9C' }]);
    for (const who of [ANN, BO]) {
      expect(refusal(state, who, check)).toBe('Only the GM can do that.');
      expect(refusal(state, who, { type: 'fight', player: ANN, cliche: 'Hairdresser', style: 'social', opponent: { name: 'Ninja', rank: 3 } })).toBe('Only the GM can do that.');
      expect(refusal(open, who, { type: 'payback', cards: ['9S'] })).toBe('Only the GM can do that.');
      expect(refusal(open, who, { type: 'resolve' })).toBe('Only the GM can do that.');
      expect(refusal(state, who, { type: 'heal', player: ANN })).toBe('Only the GM can do that.');
    }
  });

  it('lets only the named player play or stop for a check', () => {
    const state = act(annJoins(table(['AC', '9D', '9H', '9S'])), [GM, check]);
    expect(refusal(state, BO, { type: 'play', card: 'AC' })).toMatch(/Only the player the check is for/);
    expect(refusal(state, GM, { type: 'play', card: 'AC' })).toMatch(/Only the player the check is for/);
    const chained = act(state, [ANN, { type: 'play', card: 'AC' }]);
    expect(refusal(chained, BO, { type: 'stop' })).toMatch(/Only the player the check is for/);
  });

  it('lets members join once, as themselves, and not the GM', () => {
    const join = (player: string, actor: string) => refusal(annJoins(table()), actor, { type: 'join', player, name: 'X', cliches: [{ name: 'Ninja', rating: 3 }] });
    expect(join(ANN, ANN)).toBe('You are already at this table.');
    expect(join(BO, ANN)).toBe('You can only join as yourself.');
    expect(refusal(table(), GM, { type: 'join', player: GM, name: 'GM', cliches: [{ name: 'Boss', rating: 6 }] })).toMatch(/GM runs the table/);
  });

  it('refuses checks on members who have not joined, unknown clichés, and a second check while one is open', () => {
    const state = annJoins(table());
    expect(refusal(state, GM, { ...check, player: BO })).toMatch(/has not joined/);
    expect(refusal(state, GM, { ...check, cliche: 'Astronaut' })).toMatch(/no cliché called "Astronaut"/);
    expect(refusal(act(state, [GM, check]), GM, check)).toMatch(/still open/);
  });

  it('refuses to resolve before the player has played a card; after one, resolving ends an open edge chain', () => {
    const state = act(annJoins(table(['AC', '9D', '9H', '9S'])), [GM, check]);
    expect(refusal(state, GM, { type: 'resolve' })).toMatch(/Ann is still playing/);
    const chained = act(state, [ANN, { type: 'play', card: 'AC' }]);
    expect(chained.contest!.mayPlay).toBe(true);
    expect(act(chained, [GM, { type: 'resolve' }]).contest!.status).toBe('failed');
  });
});
