import { describe, expect, it } from 'vitest';
import { type RoyaleState, royale } from '../../../src/games/royale/index.js';
import { deal, play, refusal, SAM, view, withDice } from './helpers.js';

// Cell 0: the Yeti (9D: 5 Diamonds, 4 Clubs) guards Belarus (QC, Elf Fighter 1) and the Dagger (3S).
const YETI: [string, string, string] = ['3S', 'QC', '9D'];

describe('Risus Royale: battles', () => {
  it("rolls the player's dice, then the enemy's; the loser of a round loses a die in that cliché", () => {
    let state = play(deal([YETI], [6, 6, 6, 6, 1, 1, 1, 1]), { type: 'start', cell: 0 });
    expect(view(state).battle).toMatchObject({ enemy: 'creature', card: '9D', enemyDice: { D: 5, C: 4 }, yourDice: { D: 3, C: 4 } });
    state = play(state, { type: 'fight', cliche: 'C' });
    expect(view(state).rolls).toEqual([
      { who: 'you', cliche: 'C', dice: [6, 6, 6, 6], ignored: null, total: 24, item: null },
      { who: 'enemy', cliche: 'C', dice: [1, 1, 1, 1], ignored: null, total: 4, item: null },
    ]);
    expect(view(state).battle!.enemyDice).toEqual({ D: 5, C: 3 });
    state = play(withDice(state, [1, 1, 1, 1, 6, 6, 6]), { type: 'fight', cliche: 'C' });
    expect(state.wounds.C).toBe(1);
    expect(view(state).battle!.yourDice).toEqual({ D: 3, C: 3 });
  });

  it('gives ties to the enemy', () => {
    const state = play(deal([YETI], [3, 3, 3, 3, 3, 3, 3, 3]), { type: 'start', cell: 0 }, { type: 'fight', cliche: 'C' });
    expect(state.wounds.C).toBe(1);
    expect(view(state).battle!.enemyDice.C).toBe(4);
  });

  it("lets the player switch clichés between rounds, among the enemy's", () => {
    const state = play(
      deal([YETI], [6, 6, 6, 6, 1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 1, 1]),
      { type: 'start', cell: 0 },
      { type: 'fight', cliche: 'C' },
      { type: 'fight', cliche: 'D' },
    );
    expect(view(state).battle!.enemyDice).toEqual({ D: 4, C: 3 });
    expect(refusal(state, { type: 'fight', cliche: 'S' })).toMatch(/not one of the enemy's/);
  });

  it('beats the guard, reveals the opponent and keeps the wounds for that battle; winning clears the space with its treasure', () => {
    const dice = [1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 6, 6, 6, 1, 1, 6, 6, 6, 1, 6, 6, 6, 1];
    let state = play(deal([YETI], dice), { type: 'start', cell: 0 }, { type: 'fight', cliche: 'C' });
    expect(state.wounds.C).toBe(1);
    for (let i = 0; i < 4; i++) state = play(state, { type: 'fight', cliche: 'C' });
    expect(view(state).map[0]).toMatchObject({ state: 'opponent', card: 'QC' });
    expect(view(state).battle).toMatchObject({ enemy: 'opponent', enemyDice: { C: 1 }, yourDice: { C: 3 } });
    state = play(state, { type: 'fight', cliche: 'C' });
    expect(view(state).map[0]!.state).toBe('cleared');
    expect(state.treasures).toEqual(['3S']);
    expect(state.discard).toContain('9D');
    expect(state.phase).toBe('move');
  });

  it('makes a beaten player retreat to an adjacent uncleared space of their choice; the guard stays face up and wounds heal', () => {
    let state = play(deal([YETI], [1, 1, 1, 1, 6, 6, 6, 6, 1, 1, 1, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 1, 6, 6, 6, 6]), {
      type: 'start',
      cell: 0,
    });
    for (let i = 0; i < 4; i++) state = play(state, { type: 'fight', cliche: 'C' });
    expect(state.phase).toBe('retreat');
    expect(royale.legalActions(state)).toEqual([
      { type: 'retreat', cell: 1 },
      { type: 'retreat', cell: 4 },
      { type: 'retreat', cell: 5 },
    ]);
    state = play(state, { type: 'retreat', cell: 5 });
    expect(state).toMatchObject({ position: 5, phase: 'move', wounds: { S: 0, C: 0, D: 0, H: 0 } });
    expect(view(state).map[0]).toMatchObject({ state: 'guard', card: '9D' });
    expect(view(state).map[5]!.state).toBe('hidden');
    state = play(state, { type: 'move', cell: 0 });
    expect(view(state).battle).toMatchObject({ enemy: 'creature', enemyDice: { D: 5, C: 4 } });
  });

  it('lets the player escape an opponent before the battle, with one roll of his cliché; a failed escape means a fight', () => {
    const opponentUp = (dice: number[]) => {
      const state = play(deal([YETI], [6, 6, 6, 6, 1, 1, 1, 1, 6, 6, 6, 6, 1, 1, 1, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 1]), {
        type: 'start',
        cell: 0,
      });
      let s = state;
      for (let i = 0; i < 4; i++) s = play(s, { type: 'fight', cliche: 'C' });
      return withDice(s, dice);
    };
    const up = opponentUp([]);
    expect(royale.legalActions(up)).toContainEqual({ type: 'escape' });
    const fled = play(opponentUp([6, 1, 1, 1, 2]), { type: 'escape' });
    expect(view(fled).rolls.map((r) => [r.who, r.total])).toEqual([
      ['escape-you', 9],
      ['escape-enemy', 2],
    ]);
    expect(fled.phase).toBe('retreat');
    const caught = play(opponentUp([1, 1, 1, 1, 6]), { type: 'escape' });
    expect(caught.phase).toBe('battle');
    expect(royale.legalActions(caught)).not.toContainEqual({ type: 'escape' });
  });

  it('offers escape only against an opponent', () => {
    const state = play(deal([YETI]), { type: 'start', cell: 0 });
    expect(refusal(state, { type: 'escape' })).toMatch(/only possible from an opponent/);
  });
});

describe('Risus Royale: escape (rule 16)', () => {
  // Goal 1, all Wizards. Cell 0: John Wayne (KC, Human Fighter 3), no Wizard; cell 1: Snotty (JS, Dwarf Wizard 2).
  const base = deal([
    ['5C', 'KC', '6C'],
    ['5D', 'JS', '6D'],
  ]);
  /** The player moves from cell 4 onto `cell`, whose guard is already beaten: the opponent waits. */
  const facing = (cell: number, dice: number[] = [], state: RoyaleState = base): RoyaleState =>
    play(
      withDice(
        { ...state, phase: 'move', position: 4, cells: state.cells.map((c, i) => (i === cell ? { ...c, state: 'opponent' as const } : c)) },
        dice,
      ),
      { type: 'move', cell },
    );

  it('is offered before the first round only: once a round is fought, the player must fight on', () => {
    const before = facing(0);
    expect(royale.legalActions(before)).toContainEqual({ type: 'escape' });
    // Sam rolls 4 Fighting dice (24) against John Wayne's 3 (3): he loses a die, and the battle has begun.
    const after = play(withDice(before, [6, 6, 6, 6, 1, 1, 1]), { type: 'fight', cliche: 'C' });
    expect(view(after).battle).toMatchObject({ enemy: 'opponent', round: 1, enemyDice: { C: 2 } });
    expect(royale.legalActions(after)).not.toContainEqual({ type: 'escape' });
    expect(refusal(after, { type: 'escape' })).toMatch(/before the battle starts/);
  });

  it('is offered only against an opponent the goal does not need', () => {
    const wizard = facing(1);
    expect(view(wizard).battle).toMatchObject({ enemy: 'opponent', round: 0, escapeBlocked: 'needed' });
    expect(royale.legalActions(wizard)).not.toContainEqual({ type: 'escape' });
    expect(refusal(wizard, { type: 'escape' })).toMatch(/needed for your goal/);
    expect(view(facing(0)).battle!.escapeBlocked).toBeNull();
    // Under goal 12 (any goal) Snotty is one way among many: not needed.
    const anyGoal = deal(
      [
        ['5C', 'KC', '6C'],
        ['5D', 'JS', '6D'],
      ],
      [],
      { ...SAM, anyGoal: true },
    );
    expect(royale.legalActions(facing(1, [], anyGoal))).toContainEqual({ type: 'escape' });
  });

  it('is offered only when an uncleared space next to the player is there to escape to', () => {
    const open = facing(0);
    const walled: RoyaleState = {
      ...open,
      cells: open.cells.map((c, i) =>
        [1, 5].includes(i) ? { ...c, state: 'cleared' as const } : i === 4 ? { ...c, state: 'cleared' as const } : c,
      ),
    };
    expect(view(walled).battle!.escapeBlocked).toBe('cornered');
    expect(royale.legalActions(walled)).not.toContainEqual({ type: 'escape' });
    expect(refusal(walled, { type: 'escape' })).toMatch(/no uncleared space next to you/);
  });
});
