/**
 * Complete seeded playouts of Risus Royale with every option on in some of them: the engine and a
 * reference model of the rules (rules-model.ts, written from the rulebook, not from the engine) play
 * side by side on the engine's dice, and every legal action, every roll's dice, the map, the battle,
 * the wounds, the treasures, the ending and the score must agree.
 */
import { describe, expect, it } from 'vitest';
import { chooser } from '../../../src/engine/chooser.js';
import { type RoyaleAction, type RoyaleOptions, type RoyaleState, royale } from '../../../src/games/royale/index.js';
import { same } from '../same.js';
import { SAM } from './helpers.js';
import { type Model, modelApply, modelDefeated, modelLegal, modelStart } from './rules-model.js';

const RUNS = 60;
const sorted = (actions: RoyaleAction[]): string[] => actions.map((a) => JSON.stringify(a)).sort();

/** The options of run `n`: each option on in some runs, and some runs standard. */
function optionsFor(n: number): RoyaleOptions {
  const easy = n % 5 === 1;
  return {
    ...SAM,
    ...(easy ? { easy: true, points: { S: 3, C: 4, D: 3, H: 2 } } : {}),
    harder: n % 7 === 3 ? 1 + (n % 2) : 0,
    anyGoal: n % 3 === 2,
    pumping: n % 4 === 1,
    doublePump: n % 6 === 5 ? (['S', 'C', 'D', 'H'] as const)[n % 4]! : null,
  };
}

/** The parts of the engine's state the model keeps. */
function seen(t: RoyaleState): Omit<Model, 'points' | 'harder' | 'pumping' | 'doublePump' | 'goal'> {
  return {
    cells: t.cells,
    position: t.position,
    phase: t.phase,
    battle: t.battle,
    wounds: t.wounds,
    treasures: t.treasures,
    victory: t.victory,
    turns: t.turns,
  };
}

function modelSeen(m: Model): ReturnType<typeof seen> {
  const { points: _p, harder: _h, pumping: _u, doublePump: _d, goal: _g, ...rest } = m;
  return rest;
}

interface Tally {
  wins: number;
  pumps: number;
  escapes: number;
  cutOff: number;
}

function checkRun(n: number, tally: Tally): void {
  let state = royale.setup({ seed: `playout-${n}`, options: optionsFor(n) });
  const model = modelStart(state);
  expect(state.goal).toBe(model.goal);
  const pick = chooser(n + 1);
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(5000);
    const legal = royale.legalActions(state);
    same(sorted(legal), sorted(modelLegal(model)), `run ${n} step ${step}: the legal actions`);
    if (legal.length === 0) break;
    // Half the time an action that is not a pump, so runs are not mostly lost to pumping everything.
    const plain = legal.filter((a) => a.type !== 'fight' || a.pump === undefined);
    const action = plain.length > 0 && pick(2) === 0 ? plain[pick(plain.length)]! : legal[pick(legal.length)]!;
    const outcome = royale.apply(state, action);
    if (!outcome.ok) throw new Error(`run ${n}: ${JSON.stringify(action)} offered but refused: ${outcome.message}`);
    if (action.type === 'fight' && action.pump) tally.pumps++;
    if (action.type === 'escape') tally.escapes++;
    if (outcome.state.phase === 'lost' && action.type === 'move' && outcome.state.battle === null && outcome.state.rolls.length === 0)
      tally.cutOff++;
    modelApply(model, action, outcome.state.rolls);
    state = outcome.state;
    same(seen(state), modelSeen(model), `run ${n} step ${step}: the state after ${JSON.stringify(action)}`);
  }
  const result = royale.result(state);
  expect(result.over).toBe(true);
  expect(result.won).toBe(model.phase === 'won');
  expect(result.score).toBe(model.phase === 'won' ? 1000 - model.turns : modelDefeated(model));
  if (result.won) tally.wins++;
}

describe('Risus Royale: complete seeded playouts against a rules model', () => {
  // With the model checking every step a run takes about 50 ms here, so the test runs 200; `npm run playouts -- royale 10000`
  // plays 10,000 (without the model) to check that every run ends.
  it(`${RUNS} runs, every option on in some: legal actions, rolls, map, battles and score agree with the model`, () => {
    const tally: Tally = { wins: 0, pumps: 0, escapes: 0, cutOff: 0 };
    for (let n = 0; n < RUNS; n++) checkRun(n, tally);
    // The playouts really exercised the rules (fixed seeds: these counts are the same on every run).
    expect(tally.wins).toBeGreaterThan(0);
    expect(tally.pumps).toBeGreaterThan(0);
    expect(tally.escapes).toBeGreaterThan(0);
    expect(tally.cutOff).toBeGreaterThan(0);
  });

  it('plays the same run from the same seed and actions', () => {
    const a = royale.setup({ seed: 'same', options: SAM });
    const b = royale.setup({ seed: 'same', options: SAM });
    const act = (s: typeof a) => royale.apply(s, royale.legalActions(s)[3]!);
    expect(act(a)).toEqual(act(b));
  });
});
