import { describe, expect, it } from 'vitest';
import { type RogueAction, type RogueState, rogue } from '../../../src/games/rogue/index.js';
import { dice, holding, lastEscapeStep, newRun, patch, play } from './helpers.js';

/** A run so far: its state and every action applied, in order (as the session keeps them). */
interface Run {
  state: RogueState;
  actions: RogueAction[];
}

/** Applies moves with the dice scripted first. */
function moves(run: Run, results: number[], ...actions: RogueAction[]): Run {
  let state = dice(run.state, results);
  for (const action of actions) state = play(state, action).state;
  return { state, actions: [...run.actions, ...actions] };
}

/** Ends the run by drinking known Poison potions until the last die is gone (no dice rolled). */
function poisoned(run: Run): Run {
  const count = run.state.dice;
  const armed = patch(holding(run.state, 'potion', '3C', 3, count), { known: { ...run.state.known, potion: { '3C': 3 } } });
  const end = moves(
    { state: armed, actions: run.actions },
    [],
    ...Array.from({ length: count }, (): RogueAction => ({ type: 'use', card: '3C' })),
  );
  expect(end.state.end).toMatchObject({ won: false });
  return end;
}

const run = (state: RogueState): Run => ({ state, actions: [] });
const earned = ({ state, actions }: Run) => rogue.achievements!.earned(state, actions);
const DRAW: RogueAction = { type: 'draw' };
const FIGHT: RogueAction = { type: 'fight' };

/** On level 20 of the escape's last step (level 1: the Rat, from the Ace of Swords), 77 kills, the Worldstone in hand. */
function lastStep(): Run {
  return run(lastEscapeStep(77));
}

/** On level 9 with 16 cards drawn: "Go down" leads to level 10. */
function level9(fields: Partial<RogueState> = {}): Run {
  const start = newRun();
  return run(patch(start, { level: 9, deepest: 9, drawn: start.deck.slice(0, 16), deck: start.deck.slice(16), ...fields }));
}

describe('Rogue Risus: achievements', () => {
  it('lists seven, each with a stable id, a title, what earns it and an emoji', () => {
    expect(rogue.achievements!.list.map((a) => a.id)).toEqual([
      'worldstone',
      'escaped',
      'halfway',
      'no-rest',
      'centurion',
      'six-dice',
      'steady-aim',
    ]);
  });

  it('nothing is earned while the run goes on', () => {
    expect(earned(moves(level9(), [], { type: 'descend' }))).toEqual([]);
  });

  it('an escape with all 5 extra shots: the Worldstone, the escape, depth, no rest, steady aim', () => {
    const won = moves(lastStep(), [6, 1], DRAW, FIGHT); // 6 against the Rat's 1 halved
    expect(won.state.end).toMatchObject({ won: true });
    expect(earned(won)).toEqual(['worldstone', 'escaped', 'halfway', 'no-rest', 'steady-aim']);
  });

  it('an escape after spending an extra shot: no "Steady aim"', () => {
    const won = moves(lastStep(), [1, 6, 6], DRAW, FIGHT, { type: 'shoot' }); // 1 against 3, then 1 + 6
    expect(won.state).toMatchObject({ end: { won: true }, extraShots: 4 });
    expect(earned(won)).toEqual(['worldstone', 'escaped', 'halfway', 'no-rest']);
  });

  it('drawing The World on level 20 and then falling: "The Worldstone", not the escape', () => {
    const start = newRun();
    const hell = run(patch(start, { level: 20, deepest: 20, deck: ['M21', ...start.deck] }));
    const found = moves(hell, [], DRAW);
    expect(found.state.worldstone).toBe(true);
    expect(earned(poisoned(found))).toEqual(['worldstone', 'halfway', 'no-rest']);
    expect(earned(poisoned(hell))).toEqual(['halfway', 'no-rest']);
  });

  it('reaching level 10: "Halfway down", and "No rest for the wicked" only without a rest', () => {
    expect(earned(poisoned(moves(level9(), [], { type: 'descend' })))).toEqual(['halfway', 'no-rest']);
    const rested = moves(level9({ dice: 1, maxDice: 2 }), [2], { type: 'rest' }, { type: 'descend' });
    expect(earned(poisoned(rested))).toEqual(['halfway']);
    const short = run(patch(level9().state, { level: 8, deepest: 8 }));
    expect(earned(poisoned(moves(short, [], { type: 'descend' })))).toEqual([]);
  });

  it('"Centurion": the 100th kill earns it, the 99th does not', () => {
    const hundred = moves(run(patch(newRun({ deck: ['8S'] }), { kills: 99 })), [6, 1], DRAW, FIGHT);
    expect(hundred.state.kills).toBe(100);
    expect(earned(poisoned(hundred))).toEqual(['centurion']);
    const ninetyNine = moves(run(patch(newRun({ deck: ['8S'] }), { kills: 98 })), [6, 1], DRAW, FIGHT);
    expect(earned(poisoned(ninetyNine))).toEqual([]);
  });

  it('"Six dice": the 150th kill grows a 5-die cliché to 6; the 149th does not', () => {
    const veteran = (kills: number) => run(patch(newRun({ deck: ['8S'] }), { kills, dice: 5, maxDice: 5 }));
    const six = moves(veteran(149), [6, 6, 6, 6, 6, 1], DRAW, FIGHT);
    expect(six.state.maxDice).toBe(6);
    expect(earned(poisoned(six))).toEqual(['centurion', 'six-dice']);
    expect(earned(poisoned(moves(veteran(148), [6, 6, 6, 6, 6, 1], DRAW, FIGHT)))).toEqual(['centurion']);
  });

  it('a run slain on level 1 earns nothing', () => {
    expect(earned(poisoned(run(newRun())))).toEqual([]);
  });
});
