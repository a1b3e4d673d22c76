import { describe, expect, it } from 'vitest';
import { assassin, VARIANTS, type AssassinState, type Variant } from '../../../src/games/assassin/index.js';
import { chooser } from '../../../src/engine/chooser.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

function cardsIn(t: AssassinState): string[] {
  const columns = Object.values(t.columns).flat().flatMap((l) => [l.royal, ...l.attack.map((p) => p.card), ...l.defence.map((p) => p.card)]);
  const aside = t.jokers.filter((j) => j.at !== 'stock' && j.at !== 'reserve' && j.at !== 'pending' && j.at !== 'discarded').map((j) => j.card);
  return [...t.stock, ...t.reserve, ...t.discard, ...columns, ...(t.pending ? [t.pending] : []), ...aside];
}

describe('Royal Assassin: seeded random games', () => {
  it('end with a result, never throw, never offer a play apply refuses, and never lose a card (600 games, every variant)', () => {
    let wins = 0;
    for (let game = 0; game < 600; game++) {
      const pick = chooser(game + 1);
      const variants = VARIANTS.filter((_, i) => (game >> i) & 1) as Variant[];
      let state = assassin.setup({ seed: `random-${game}`, options: { variants } });
      const total = cardsIn(state).length;
      for (let step = 0; ; step++) {
        expect(step).toBeLessThan(2000);
        const actions = assassin.legalActions(state);
        if (actions.length === 0) break;
        const outcome = assassin.apply(deepFreeze(state), actions[pick(actions.length)]!);
        if (!outcome.ok) throw new Error(`offered but refused: ${outcome.message}`);
        state = outcome.state;
        expect(cardsIn(state)).toHaveLength(total);
      }
      const result = assassin.result(state);
      expect(result.over).toBe(true);
      expect(typeof result.score).toBe('number');
      if (result.won) wins++;
    }
    expect(wins).toBeGreaterThan(0);
  });
});
