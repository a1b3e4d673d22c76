import { describe, expect, it } from 'vitest';
import { type RoyaleState, royale } from '../../../src/games/royale/index.js';
import { deal, play, refusal, view, withDice } from './helpers.js';

// Cell 0: the Griffon (7S: 5 Spades, 2 Hearts) guards Ian McKellan (KS, Human Wizard 4).
const GRIFFON: [string, string, string] = ['4H', 'KS', '7S'];

/** Sam with treasures, facing the Griffon on cell 0, the next rolls scripted. */
function facing(treasures: string[], dice: number[] = []): RoyaleState {
  const state = play({ ...deal([GRIFFON]), treasures }, { type: 'start', cell: 0 });
  return withDice(state, dice);
}

describe('Risus Royale: Plus and Minus items', () => {
  it('declares a Plus item before the first round with an ability roll, and adds a die to its cliché', () => {
    // Vestments (7H, +1): Sam has 2 Hearts, so the ability roll is 2 dice against 7.
    const state = play(facing(['7H'], [4, 3]), { type: 'declare', item: '7H' });
    expect(view(state).rolls[0]).toMatchObject({ who: 'ability', dice: [4, 3], total: 7, item: '7H' });
    expect(view(state).battle).toMatchObject({ plus: '7H', yourDice: { S: 1, H: 3 } });
    expect(royale.legalActions(state).some((a) => a.type === 'declare')).toBe(false);
  });

  it('refuses the item for this battle after a failed ability roll, and never again this battle', () => {
    const state = play(facing(['7H'], [1, 2]), { type: 'declare', item: '7H' });
    expect(view(state).battle).toMatchObject({ plus: null });
    expect(refusal(state, { type: 'declare', item: '7H' })).toMatch(/cannot be used now/);
    expect(state.treasures).toEqual(['7H']);
  });

  it('takes a die from the enemy with a Minus item', () => {
    // Armor (4S, -1/C) against the creature: Sam's 1 Spade die must reach 4.
    const state = play(facing(['4S'], [5]), { type: 'declare', item: '4S' });
    expect(view(state).battle!.enemyDice).toEqual({ S: 4, H: 2 });
  });

  it('allows one Plus and one Minus, declared before the first round only', () => {
    let state = play(facing(['7H', '8H', '4S', '7S'], [6, 6]), { type: 'declare', item: '7H' });
    expect(royale.legalActions(state).filter((a) => a.type === 'declare')).toEqual([
      { type: 'declare', item: '8H' },
      { type: 'declare', item: '4S' },
    ]);
    state = play(withDice(state, [6, 6, 6, 6, 6, 1, 1]), { type: 'fight', cliche: 'H' });
    expect(royale.legalActions(state).some((a) => a.type === 'declare')).toBe(false);
  });

  it('keeps C items for creatures and O items for opponents', () => {
    const items = ['3S', '5H', '6D', '4D'];
    expect(royale.legalActions(facing(items)).filter((a) => a.type === 'declare')).toEqual([{ type: 'declare', item: '3S' }]);
  });

  it('destroys the items in use when the player is beaten', () => {
    let state = play(facing(['7H', '8S'], [6, 6, 6]), { type: 'declare', item: '7H' });
    expect(state.battle!.plus).toBe('7H');
    state = withDice(state, [1, 1, 1, 6, 6, 1, 1, 6, 6, 1, 6, 6]);
    for (let i = 0; i < 3; i++) state = play(state, { type: 'fight', cliche: 'H' });
    expect(state.phase).toBe('retreat');
    expect(state.treasures).toEqual(['8S']);
    expect(state.discard).toContain('7H');
  });
});

describe('Risus Royale: X and W items', () => {
  it("ignores the enemy's highest die every round in the X item's cliché", () => {
    // Holy Medallion (9H, X): 2 Hearts dice must reach 9.
    let state = play(facing(['9H'], [5, 4]), { type: 'use', item: '9H' });
    expect(state.battle!.xs).toEqual(['9H']);
    state = play(withDice(state, [3, 3, 6, 1]), { type: 'fight', cliche: 'H' });
    expect(view(state).rolls[1]).toEqual({ who: 'enemy', cliche: 'H', dice: [6, 1], ignored: 6, total: 1, item: null });
    expect(view(state).battle!.enemyDice.H).toBe(1);
  });

  it('wins the battle at once with a W item, which is then destroyed', () => {
    // Dynamite (10H, W): 2 Hearts dice cannot reach 10, Firebomb (10S) with 1 Spade neither; give Sam a Fighting one against a Clubs
    // creature.
    const state = play({ ...deal([['4H', 'KS', '8C']]), treasures: ['10C'] }, { type: 'start', cell: 0 });
    const won = play(withDice(state, [3, 3, 2, 2]), { type: 'use', item: '10C' });
    expect(won.treasures).toEqual([]);
    expect(won.discard).toContain('10C');
    expect(view(won).battle).toMatchObject({ enemy: 'opponent' });
    const failed = play(withDice(state, [1, 1, 1, 1]), { type: 'use', item: '10C' });
    expect(failed.treasures).toEqual(['10C']);
    expect(royale.legalActions(failed).some((a) => a.type === 'use')).toBe(false);
  });

  it('defeats an enemy left with no dice in the chosen cliché', () => {
    // Belarus (QC, Fighter 1) and the Helm (6C, -1/O): he has no Fighting dice left.
    const base = { ...deal([['4H', 'QC', '3D']]), treasures: ['6C'] };
    let state = play(
      withDice(base, [6, 6, 6, 1, 1, 6, 6, 6, 1]),
      { type: 'start', cell: 0 },
      { type: 'fight', cliche: 'D' },
      { type: 'fight', cliche: 'D' },
    );
    expect(view(state).battle).toMatchObject({ enemy: 'opponent', enemyDice: { C: 1 } });
    state = play(withDice(state, [6, 6, 6, 6]), { type: 'declare', item: '6C' });
    expect(view(state).battle!.enemyDice.C).toBe(0);
    state = play(state, { type: 'fight', cliche: 'C' });
    expect(view(state).map[0]!.state).toBe('cleared');
  });
});
