import { describe, expect, it } from 'vitest';
import { royale } from '../../../src/games/royale/index.js';
import { SAM } from './helpers.js';
import { chooser } from '../../../src/engine/chooser.js';

/** Plays a seeded random run, choosing uniformly among the legal actions; returns whether it was won. */
export function randomRun(seed: number): boolean {
  let state = royale.setup({ seed: `playout-${seed}`, options: { ...SAM, harder: seed % 3 } });
  const pick = chooser(seed + 1);
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(5000);
    const actions = royale.legalActions(state);
    if (actions.length === 0) break;
    const outcome = royale.apply(state, actions[pick(actions.length)]!);
    if (!outcome.ok) throw new Error(`offered but refused: ${outcome.message}`);
    state = outcome.state;
  }
  const result = royale.result(state);
  expect(result.over).toBe(true);
  return result.won === true;
}

describe('Risus Royale: seeded random runs', () => {
  // 10,000 runs take about 45 s here, so the test runs 600 and `npm run playouts -- royale 10000` runs all of them.
  it('end with a result, never throw, and never offer an action apply refuses (600 runs)', () => {
    let wins = 0;
    for (let seed = 0; seed < 600; seed++) if (randomRun(seed)) wins++;
    expect(wins).toBeGreaterThan(0);
  });

  it('plays the same run from the same seed and actions', () => {
    const a = royale.setup({ seed: 'same', options: SAM });
    const b = royale.setup({ seed: 'same', options: SAM });
    const act = (s: typeof a) => royale.apply(s, royale.legalActions(s)[3]!);
    expect(act(a)).toEqual(act(b));
  });
});
