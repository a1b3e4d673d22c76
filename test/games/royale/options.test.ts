import { describe, expect, it } from 'vitest';
import { type RoyaleOptions, type RoyaleState, royale } from '../../../src/games/royale/index.js';
import { deal, play, refusal, SAM, view, withDice } from './helpers.js';

// Cell 0: the Yeti (9D: 5 Diamonds, 4 Clubs) guards David Niven (KD, Human Thief 2). Sam: Wizardry 1, Fighting 4, Thievery 3, Cleric 2.
const YETI: [string, string, string] = ['3S', 'KD', '9D'];

/** Sam with these options, facing the Yeti on cell 0, the next rolls scripted. */
function facing(options: Partial<RoyaleOptions>, dice: number[] = []): RoyaleState {
  return withDice(play(deal([YETI], [], { ...SAM, ...options }), { type: 'start', cell: 0 }), dice);
}

const pumps = (state: RoyaleState) => royale.legalActions(state).filter((a) => a.type === 'fight' && a.pump !== undefined);

describe('Risus Royale: Pumping Dice (rule 5, the optional Risus rules)', () => {
  it('adds one die to the roll for each die pumped, and costs those dice after the roll, on a won round too', () => {
    // Fighting 4, pumping 2: 6 dice against the Yeti's 4 Clubs. Sam wins the round and still loses the 2 dice.
    const state = play(facing({ pumping: true }, [6, 6, 6, 6, 6, 6, 1, 1, 1, 1]), { type: 'fight', cliche: 'C', pump: 2 });
    expect(view(state).rolls[0]).toMatchObject({ who: 'you', cliche: 'C', dice: [6, 6, 6, 6, 6, 6], total: 36, pumped: 2 });
    expect(view(state).rolls[1]!.dice).toHaveLength(4);
    expect(view(state).battle!.enemyDice).toEqual({ D: 5, C: 3 });
    expect(state.wounds.C).toBe(2);
    expect(view(state).battle!.yourDice).toEqual({ D: 3, C: 2 });
  });

  it('costs the pumped dice on top of the die lost for losing the round, and a player left with no dice is beaten', () => {
    // Thievery 3, pumping 1: 4 dice (4) against 5 (30): Sam loses 1 + 1 dice, 1 left; then pumping the last one: 2 dice, lost, 0 left.
    let state = play(facing({ pumping: true }, [1, 1, 1, 1, 6, 6, 6, 6, 6]), { type: 'fight', cliche: 'D', pump: 1 });
    expect(state.wounds.D).toBe(2);
    expect(pumps(state).filter((a) => a.type === 'fight' && a.cliche === 'D')).toEqual([{ type: 'fight', cliche: 'D', pump: 1 }]);
    state = play(withDice(state, [1, 1, 6, 6, 6, 6, 6]), { type: 'fight', cliche: 'D', pump: 1 });
    expect(state.phase).toBe('retreat');
    expect(state.wounds.D).toBe(4);
    state = play(state, { type: 'retreat', cell: 1 });
    expect(state.wounds).toEqual({ S: 0, C: 0, D: 0, H: 0 });
  });

  it(
    'settles the round before the cost: an enemy brought to 0 is beaten, ' +
      'and the cost stays as wounds for the next battle on the space',
    () => {
      // The Minus-less Yeti down to 1 Club die; Sam pumps all 4 Fighting dice (8 dice) and wins: the Yeti is beaten although Sam has
      // no Fighting left. David Niven fights in Thievery, where Sam still has his 3 dice.
      const worn: RoyaleState = {
        ...facing({ pumping: true }),
        battle: { ...facing({ pumping: true }).battle!, round: 3, enemyDice: { D: 5, C: 1 } },
      };
      const state = play(withDice(worn, [6, 6, 6, 6, 6, 6, 6, 6, 1]), { type: 'fight', cliche: 'C', pump: 4 });
      expect(view(state).battle).toMatchObject({ enemy: 'opponent', enemyDice: { D: 2 }, yourDice: { D: 3 } });
      expect(state.wounds.C).toBe(4);
      expect(state.discard).toContain('9D');
    },
  );

  it('offers 1 to all of the dice the player has in each cliché fought in, and nothing where no roll is made', () => {
    expect(pumps(facing({ pumping: true }))).toEqual(
      [
        { type: 'fight', cliche: 'C', pump: 1 },
        { type: 'fight', cliche: 'C', pump: 2 },
        { type: 'fight', cliche: 'C', pump: 3 },
        { type: 'fight', cliche: 'C', pump: 4 },
        { type: 'fight', cliche: 'D', pump: 1 },
        { type: 'fight', cliche: 'D', pump: 2 },
        { type: 'fight', cliche: 'D', pump: 3 },
      ].sort((a, b) => 'SCDH'.indexOf(a.cliche) - 'SCDH'.indexOf(b.cliche)),
    );
    expect(pumps(facing({}))).toEqual([]);
    expect(refusal(facing({}), { type: 'fight', cliche: 'C', pump: 1 })).toMatch(/cannot be pumped/);
    expect(refusal(facing({ pumping: true }), { type: 'fight', cliche: 'C', pump: 5 })).toMatch(/at most 4 dice/);
    const beaten: RoyaleState = {
      ...facing({ pumping: true }),
      battle: { ...facing({ pumping: true }).battle!, enemyDice: { D: 5, C: 0 } },
    };
    expect(pumps(beaten).some((a) => a.type === 'fight' && a.cliche === 'C')).toBe(false);
  });
});

describe('Risus Royale: Double Pumps', () => {
  it('gives the marked cliché two dice for each die pumped, and leaves the others unpumped without Pumping Dice', () => {
    // Fighting marked: pumping 1 rolls 4 + 2 dice and costs 1.
    const state = facing({ doublePump: 'C' }, [6, 6, 6, 6, 6, 6, 1, 1, 1, 1]);
    expect(pumps(state).map((a) => a.type === 'fight' && a.cliche)).toEqual(['C', 'C', 'C', 'C']);
    const after = play(state, { type: 'fight', cliche: 'C', pump: 1 });
    expect(view(after).rolls[0]).toMatchObject({ dice: [6, 6, 6, 6, 6, 6], pumped: 1 });
    expect(after.wounds.C).toBe(1);
  });

  it('with Pumping Dice too, pumps every cliché, the marked one at two dice a die', () => {
    const state = facing({ pumping: true, doublePump: 'D' }, [6, 6, 6, 6, 6, 1, 1, 1, 1, 1]);
    const after = play(state, { type: 'fight', cliche: 'D', pump: 1 });
    expect(view(after).rolls[0]!.dice).toHaveLength(5);
    const other = play(facing({ pumping: true, doublePump: 'D' }, [6, 6, 6, 6, 6, 1, 1, 1, 1]), { type: 'fight', cliche: 'C', pump: 1 });
    expect(view(other).rolls[0]!.dice).toHaveLength(5);
  });
});

describe('Risus Royale: goal 12 picked', () => {
  it('plays goal 12, any one goal, instead of the dealt goal, and still shows the dealt one', () => {
    const dealt = deal([], [], SAM, ['2D', '2C', '2S', '2H']);
    expect(dealt.goal).toBe(8);
    const picked = deal([], [], { ...SAM, anyGoal: true }, ['2D', '2C', '2S', '2H']);
    expect(picked.goal).toBe(12);
    expect(view(picked)).toMatchObject({ goal: 12, dealtGoal: 8, goalName: expect.stringMatching(/^Achieve any one/) });
    expect(view(picked).map.every((space) => space.state === 'hidden')).toBe(true);
    expect(royale.unrankedReason!(picked.options)).toBe('goal 12 is not ranked');
  });
});

describe('Risus Royale: what is ranked', () => {
  it('ranks the standard game only: easy, harder, goal 12 and the pumping rules are not ranked', () => {
    expect(royale.unrankedReason!(SAM)).toBeNull();
    expect(royale.unrankedReason!({ ...SAM, easy: true, points: { S: 3, C: 3, D: 3, H: 3 } })).toBe('easy is not ranked');
    expect(royale.unrankedReason!({ ...SAM, harder: 2 })).toBe('harder +2 is not ranked');
    expect(royale.unrankedReason!({ ...SAM, anyGoal: true, pumping: true, doublePump: 'S' })).toBe(
      'goal 12, pumping and double pumps (Wizardry) are not ranked',
    );
  });
});
