import { describe, expect, it } from 'vitest';
import { type RogueState, rogue } from '../../../src/games/rogue/index.js';
import { sameAction } from '../../../src/games/rogue/rules.js';
import { describeStats, playout, playouts, veteran } from './playout.js';

describe('Rogue Risus: determinism', () => {
  it('the same seed and the same moves give the same game; another seed another deal', () => {
    const a = playout(7);
    const b = playout(7);
    expect(b.state).toEqual(a.state);
    expect(rogue.setup({ seed: 'one' }).deck).not.toEqual(rogue.setup({ seed: 'two' }).deck);
  });

  it('apply never changes the state it is given, and every state reads back through the schema', () => {
    for (let game = 0; game < 60; game++) {
      playout(game, (state, actions) => {
        const before = JSON.stringify(state);
        for (const action of actions) {
          const outcome = rogue.apply(state, action);
          expect(outcome.ok, `${JSON.stringify(action)} offered but refused`).toBe(true);
        }
        expect(JSON.stringify(state)).toBe(before);
        expect(rogue.stateSchema.parse(JSON.parse(before)) as RogueState).toEqual(state);
      });
    }
  });

  it('a run saved as JSON mid-game and continued with the same moves plays out the same', () => {
    const firstMoves = (from: RogueState, moves: number): RogueState => {
      let state = from;
      for (let i = 0; i < moves && !state.end; i++) {
        const [action] = rogue.legalActions(state);
        const outcome = action && rogue.apply(state, action);
        if (!outcome?.ok) break;
        state = outcome.state;
      }
      return state;
    };
    const middle = firstMoves(rogue.setup({ seed: 'resume', options: { cliche: 'ice-mage' } }), 12);
    const reloaded = rogue.stateSchema.parse(JSON.parse(JSON.stringify(middle))) as RogueState;
    expect(firstMoves(reloaded, 300)).toEqual(firstMoves(middle, 300));
  });

  it('offers only distinct actions that pass the action schema', () => {
    playout(3, (_, actions) => {
      for (const action of actions) expect(rogue.actionSchema.parse(action)).toEqual(action);
      expect(actions.filter((a, i) => actions.findIndex((b) => sameAction(a, b)) !== i)).toEqual([]);
    });
  });
});

describe('Rogue Risus: 2,000 random playouts', () => {
  it('all end with a result, never throw, and never offer a move apply refuses', () => {
    const started = performance.now();
    const stats = playouts(2_000);
    console.log(describeStats(stats, performance.now() - started));
    expect(stats.runs).toBe(2_000);
    expect(stats.level5).toBeGreaterThan(0);
  });
});

describe('Rogue Risus: deep random playouts from level 19 and 20', () => {
  it('reach the escape, end with a result, and never offer a move apply refuses', () => {
    let escaped = 0;
    let escapes = 0;
    for (let game = 0; game < 100; game++) {
      const { state } = playout(game, undefined, veteran(game));
      const result = rogue.result(state);
      expect(result.over).toBe(true);
      if (state.escape !== null) escapes++;
      if (result.won) escaped++;
    }
    expect(escapes).toBeGreaterThan(0);
    expect(escaped).toBeGreaterThan(0);
    console.log(`100 veteran playouts from level 19/20: ${escapes} began the escape, ${escaped} escaped`);
  });
});
