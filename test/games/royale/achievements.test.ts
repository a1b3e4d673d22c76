import { describe, expect, it } from 'vitest';
import { findGame } from '../../../src/catalog.js';
import type { RoyaleAction, RoyaleOptions, RoyaleState } from '../../../src/games/royale/index.js';
import { deal, play, withDice } from './helpers.js';

const achievements = findGame('royale')!.achievements!;

/** A run so far: its state and every action applied, in order. */
interface Run {
  state: RoyaleState;
  actions: RoyaleAction[];
}

function acts(run: Run, dice: number[], ...actions: RoyaleAction[]): Run {
  return { state: play(withDice(run.state, dice), ...actions), actions: [...run.actions, ...actions] };
}

const earned = (run: Run) => achievements.earned(run.state, run.actions);
const WIZARD: RoyaleOptions = { name: 'Merlin', points: { S: 4, C: 2, D: 2, H: 2 }, easy: false, harder: 0 };
const FIGHT: RoyaleAction = { type: 'fight', cliche: 'S' };

/**
 * Goal 1 (the deuces 2♠ then 2♣): defeat the four Wizards, laid on the top row with their guards
 * already beaten: Frato (A♠, 1), Snotty (J♠, 2), Mauritius (Q♠, 3), Ian McKellan (K♠, 4); the Sword
 * (5♠, a Plus item against opponents) lies under Frato.
 */
function wizards(options: RoyaleOptions = WIZARD): Run {
  const base = deal(
    [
      ['5S', 'AS', '6C'],
      ['5D', 'JS', '6D'],
      ['5H', 'QS', '6H'],
      ['7C', 'KS', '7D'],
    ],
    [],
    options,
  );
  expect(base.goal).toBe(1);
  return { state: { ...base, cells: base.cells.map((c, i) => (i < 4 ? { ...c, state: 'opponent' as const } : c)) }, actions: [] };
}

/** Beats the opponent on the player's space: `rounds` rounds of four 6s against his 1s. */
function beat(run: Run, rounds: number, strength: number): Run {
  let current = run;
  for (let i = 0; i < rounds; i++) current = acts(current, [6, 6, 6, 6, ...Array<number>(strength).fill(1)], FIGHT);
  return current;
}

/** Walks the top row beating each Wizard, `harder` added to each. */
function sweep(run: Run, harder = 0): Run {
  let current = acts(run, [], { type: 'start', cell: 0 });
  [1, 2, 3, 4].forEach((strength, cell) => {
    if (cell > 0) current = acts(current, [], { type: 'move', cell });
    current = beat(current, strength + harder, strength + harder);
  });
  return current;
}

describe('Risus Royale: achievements', () => {
  it('lists six, with stable ids', () => {
    expect(achievements.list.map((a) => a.id)).toEqual(['won', 'swift', 'no-step-back', 'own-hands', 'chaos', 'conqueror']);
  });

  it('a clean sweep of the four Wizards in 4 turns: won, swift, no retreat, no treasure; nothing before the end', () => {
    const run = sweep(wizards());
    expect(run.state).toMatchObject({ phase: 'won', turns: 4 });
    expect(earned(run)).toEqual(['won', 'swift', 'no-step-back', 'own-hands']);
    const halfway = beat(acts(wizards(), [], { type: 'start', cell: 0 }), 1, 1);
    expect(halfway.state.phase).toBe('move');
    expect(earned(halfway)).toEqual([]);
  });

  it('"Swift justice" needs 12 turns or fewer: 13 do not', () => {
    const run = sweep(wizards());
    expect(achievements.earned({ ...run.state, turns: 12 }, run.actions)).toContain('swift');
    expect(achievements.earned({ ...run.state, turns: 13 }, run.actions)).not.toContain('swift');
  });

  it('with every opponent 2 stronger: "Into the chaos"; with 1 stronger, not', () => {
    expect(earned(sweep(wizards({ ...WIZARD, harder: 2 }), 2))).toEqual(['won', 'swift', 'no-step-back', 'own-hands', 'chaos']);
    expect(earned(sweep(wizards({ ...WIZARD, harder: 1 }), 1))).toEqual(['won', 'swift', 'no-step-back', 'own-hands']);
  });

  it('a battle lost and a retreat: no "Not one step back"', () => {
    let run = acts(wizards(), [], { type: 'start', cell: 0 });
    run = beat(run, 1, 1);
    run = acts(run, [], { type: 'move', cell: 1 });
    for (let i = 0; i < 4; i++) run = acts(run, [1, 1, 1, 1, 6, 6], FIGHT); // four rounds lost: Snotty wins
    run = acts(run, [], { type: 'retreat', cell: 5 }, { type: 'move', cell: 1 });
    run = beat(run, 2, 2);
    for (const [cell, strength] of [
      [2, 3],
      [3, 4],
    ] as const)
      run = beat(acts(run, [], { type: 'move', cell }), strength, strength);
    expect(run.state).toMatchObject({ phase: 'won', turns: 5 });
    expect(earned(run)).toEqual(['won', 'swift', 'own-hands']);
  });

  it('a treasure declared: no "With your own hands"', () => {
    let run = acts(wizards(), [], { type: 'start', cell: 0 });
    run = beat(run, 1, 1);
    expect(run.state.treasures).toEqual(['5S']);
    run = acts(run, [], { type: 'move', cell: 1 });
    run = acts(run, [2, 2, 2, 2], { type: 'declare', item: '5S' }); // the Sword: 8 ≥ 5, a fifth Wizardry die
    for (let i = 0; i < 2; i++) run = acts(run, [6, 6, 6, 6, 6, 1, 1], FIGHT);
    for (const [cell, strength] of [
      [2, 3],
      [3, 4],
    ] as const)
      run = beat(acts(run, [], { type: 'move', cell }), strength, strength);
    expect(run.state.phase).toBe('won');
    expect(earned(run)).toEqual(['won', 'swift', 'no-step-back']);
  });

  it('"Conqueror": 12 spaces cleared, won or lost; 11 are not enough', () => {
    const lost = { ...wizards().state, phase: 'lost' as const };
    const cleared = (n: number): RoyaleState => ({
      ...lost,
      cells: lost.cells.map((c, i) => (i < n ? { ...c, state: 'cleared' as const } : c)),
    });
    expect(achievements.earned(cleared(12), [])).toEqual(['conqueror']);
    expect(achievements.earned(cleared(11), [])).toEqual([]);
  });

  it('an easy run (12 points) earns nothing', () => {
    const easy = sweep(wizards({ name: 'Merlin', points: { S: 4, C: 4, D: 2, H: 2 }, easy: true, harder: 0 }));
    expect(easy.state.phase).toBe('won');
    expect(earned(easy)).toEqual([]);
  });
});
