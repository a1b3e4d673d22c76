import { describe, expect, it } from 'vitest';
import type { Style } from '../../../src/games/saga/state.js';
import { ninjaFight, play, resolve } from './fight-steps.js';
import { ANN, act, annJoins, BO, boJoins, CY, cardCount, cyJoins, GM, joins, refusal, table, told, view } from './helpers.js';

/** A social fight against a Ninja of 3, unless the rank and style are named. */
const fight = (fighters: [string, string][], rank = 3, style: Style = 'social') => ninjaFight(rank, style, fighters);

describe('Saga: the GM ends what is open without ending the table', () => {
  it('ends a fight early: played cards go back to their hands, payback to the GM, lost rounds are forgotten', () => {
    let state = boJoins(annJoins(table(['7S', '2C', '3C', '4C', '2D', '3D', '4D', '5D', '9D', '10S'])));
    state = act(state, [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'other', target: 2 }], play(ANN, '7S'), resolve);
    state = act(
      state,
      fight(
        [
          [ANN, 'Weekend Warrior'],
          [BO, 'Poet'],
        ],
        9,
        'social',
      ),
    );
    state = act(state, play(ANN, '2C'), [ANN, { type: 'stop' }], play(BO, '2D'), [BO, { type: 'stop' }], resolve);
    expect(view(state).players.map((p) => p.handSize)).toEqual([3, 3]);
    const annHand = view(state, ANN).hand;
    state = act(state, play(ANN, annHand[0]!, 'pump'), [GM, { type: 'payback', cards: ['7S'] }]);
    const events = told(state, GM, { type: 'end' });
    expect(events).toEqual(['The GM ends the fight against Ninja (rank 9 left): cards played go back to their hands.']);
    state = act(state, [GM, { type: 'end' }]);
    expect(view(state).fight).toMatchObject({ outcome: 'ended', opponent: { rank: 9 } });
    expect(view(state).contest).toBeNull();
    expect(view(state, ANN).hand).toEqual(expect.arrayContaining(annHand));
    expect(view(state).players.map((p) => [p.handSize, p.holding])).toEqual([
      [4, 4],
      [4, 4],
    ]);
    expect(state.payback).toEqual(['7S']);
    expect(cardCount(state)).toBe(40);
    expect(refusal(state, GM, { type: 'end' })).toBe('Nothing is open to end: no check, conflict or fight.');
    expect(act(state, [GM, { type: 'check', player: BO, cliche: 'Poet', style: 'social', target: 4 }]).contest).not.toBeNull();
  });

  it('calls off a check or a conflict: nothing is lost, not even a pumped card', () => {
    let state = act(
      annJoins(table(['6C', 'AH', '7S', '9C'])),
      [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'other', target: 20 }],
      play(ANN, '6C', 'pump'),
    );
    expect(told(state, GM, { type: 'end' })).toEqual(['The GM ends the check for Ann: cards played go back to their hands.']);
    state = act(state, [GM, { type: 'end' }]);
    expect(view(state, ANN).hand).toEqual(['AH', '7S', '9C', '6C']);
    expect(view(state).players[0]).toMatchObject({ handSize: 4, holding: 4 });
    const conflict = act(state, [
      GM,
      { type: 'conflict', player: 'Ann', cliche: 'Wizard', style: 'social', opponent: { name: 'Ogre', rank: 2 } },
    ]);
    expect(told(conflict, GM, { type: 'end' })).toEqual([
      'The GM ends the conflict between Ann and Ogre: cards played go back to their hands.',
    ]);
  });
});

describe("Saga: a player's edge", () => {
  it('changes the hand size by as much: cards lost to pumps stay lost', () => {
    let state = act(
      annJoins(table(['6C', 'AH', '7S', '9C', '2D', '3D'])),
      [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'other', target: 2 }],
      play(ANN, '6C', 'pump'),
      resolve,
    );
    expect(view(state).players[0]).toMatchObject({ edge: 2, handSize: 3, full: 4 });
    expect(told(state, GM, { type: 'edge', player: ANN, edge: 4 })).toEqual(["The GM sets Ann's edge to 4: hand size 5."]);
    state = act(state, [GM, { type: 'edge', player: ANN, edge: 4 }]);
    expect(view(state).players[0]).toMatchObject({ edge: 4, handSize: 5, holding: 5, full: 6 });
    state = act(state, [GM, { type: 'edge', player: ANN, edge: 1 }]);
    expect(view(state).players[0]).toMatchObject({ edge: 1, handSize: 2, holding: 2, full: 3 });
    expect(refusal(state, GM, { type: 'edge', player: ANN, edge: 1 })).toBe('Ann already has edge 1.');
    expect(cardCount(state)).toBe(40);
  });
});

describe('Saga: healing', () => {
  it('lists every player whose hand is below a full one, whatever the cause, and refuses to heal the unhurt', () => {
    let state = cyJoins(boJoins(annJoins(table(['6C', 'AH', '7S', '9C']))));
    expect(view(state).hurt).toEqual([]);
    state = act(
      state,
      [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'other', target: 2 }],
      play(ANN, '6C', 'pump'),
      resolve,
    );
    state = act(state, [GM, { type: 'edge', player: CY, edge: 1 }]);
    expect(view(state).hurt).toEqual([ANN]);
    expect(refusal(state, GM, { type: 'heal', player: CY })).toBe("Cyd's Zed is not hurt: hand size 3, the full 3.");
    state = { ...state, players: state.players.map((p) => (p.id === BO ? { ...p, handSize: 1 } : p)) };
    expect(view(state).hurt).toEqual([ANN, BO]);
  });

  it('brings a player who was out back into the fight from the next round', () => {
    let state = cyJoins(boJoins(annJoins(table(['2C', '5C', '6C', '3C', '7C', '8C', '4C', '2D', '3D', '10S', '9S', '8S']), 1), 1), 1);
    state = act(
      state,
      fight(
        [
          [ANN, 'Weekend Warrior'],
          [BO, 'Knight'],
          [CY, 'Thief'],
        ],
        10,
      ),
    );
    state = act(state, play(ANN, '2C', 'pump'), play(BO, '3C'), play(CY, '4C'), resolve);
    state = act(state, play(ANN, '5C'), play(BO, '7C'), play(CY, '3D', 'pump'), resolve);
    expect(view(state).players.map((p) => p.fight)).toEqual(['out', 'in', 'out']);
    expect(told(state, GM, { type: 'heal', player: ANN })).toEqual([
      'The GM heals Ann: hand size 3 (back in the fight from the next round).',
    ]);
    state = act(state, [GM, { type: 'heal', player: ANN }]);
    expect(view(state).players[0]).toMatchObject({ fight: 'in', handSize: 3, holding: 3 });
    expect(view(state).contest!.sides.map((s) => s.player)).toEqual([BO]);
    state = act(state, play(BO, '8C'), resolve);
    expect(view(state).fight).toMatchObject({ outcome: 'on', round: 4 });
    expect(view(state).contest!.sides.map((s) => s.player)).toEqual([ANN]);
  });
});

describe('Saga: leaving the table', () => {
  it('lets a player leave: their hand goes to the discard pile, and the GM can remove a player', () => {
    let state = boJoins(annJoins(table()));
    expect(told(state, ANN, { type: 'leave' })).toEqual(['Ann leaves the table.']);
    state = act(state, [ANN, { type: 'leave' }]);
    expect(view(state).players.map((p) => p.id)).toEqual([BO]);
    expect(state.discard).toHaveLength(4);
    expect(refusal(state, ANN, { type: 'leave' })).toBe('You are not at this table.');
    expect(refusal(state, CY, { type: 'leave', player: BO })).toBe('You can only leave yourself; the GM can remove a player.');
    expect(told(state, GM, { type: 'leave', player: '<@bo>' })).toEqual(["The GM removes Bob's Sir Reginald from the table."]);
    expect(refusal(state, GM, { type: 'leave' })).toBe('Name the player to remove from the table.');
    expect(
      act(state, [ANN, { type: 'join', player: ANN, member: 'Ann', name: 'Annie', cliches: [{ name: 'Spy', rating: 3 }] }]).players.map(
        (p) => p.name,
      ),
    ).toEqual(['Sir Reginald', 'Annie']);
  });

  it('lets the fight go on without a player who leaves, and ends it when nobody is left', () => {
    let state = boJoins(annJoins(table(['9C', '8C', '7C', '6C', '2C', '3C', '4C', '5C', '5S'])));
    state = act(
      state,
      fight([
        [ANN, 'Weekend Warrior'],
        [BO, 'Knight'],
      ]),
      play(ANN, '9C'),
      [ANN, { type: 'leave' }],
    );
    expect(view(state).contest!.sides.map((s) => s.player)).toEqual([BO]);
    expect(view(state).fight!.fighters.map((f) => f.player)).toEqual([BO]);
    expect(cardCount(state)).toBe(40);
    const events = told(state, BO, { type: 'leave' });
    expect(events).toEqual(["Bob's Sir Reginald leaves the table.", 'Nobody is left in the fight against Ninja: it ends.']);
    state = act(state, [BO, { type: 'leave' }]);
    expect(view(state)).toMatchObject({ contest: null, fight: { outcome: 'ended' }, players: [] });
    expect(cardCount(state)).toBe(40);
  });

  it('calls off a check when its player leaves', () => {
    const state = act(
      annJoins(table()),
      [GM, { type: 'check', player: ANN, cliche: 'Wizard', style: 'other', target: 5 }],
      [ANN, { type: 'leave' }],
    );
    expect(state.contest).toBeNull();
    expect(cardCount(state)).toBe(40);
  });
});

describe('Saga: handing the GM seat on', () => {
  it('gives the new GM the seat and the payback hand; a player who becomes GM leaves the table first; the old GM may join', () => {
    let state = boJoins(annJoins(table(['7S', 'AH', '2C', '9C'])));
    state = act(state, [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'other', target: 2 }], play(ANN, '7S'), resolve);
    expect(told(state, GM, { type: 'gm', player: BO, name: 'Bob' })).toEqual([
      "Bob's Sir Reginald leaves the table to run it.",
      'Gail hands the GM seat to Bob; the payback card goes with it.',
    ]);
    state = act(state, [GM, { type: 'gm', player: BO, name: 'Bob' }]);
    expect(view(state)).toMatchObject({ gm: BO, gmName: 'Bob', players: [{ id: ANN }] });
    expect(view(state, BO).payback.cards).toEqual(['7S']);
    expect(view(state, GM).payback.cards).toBeUndefined();
    expect(refusal(state, GM, { type: 'check', player: ANN, cliche: 'Wizard', style: 'other', target: 5 })).toBe(
      'Only the GM can do that.',
    );
    expect(refusal(state, BO, { type: 'gm', player: BO, name: 'Bob' })).toBe('You already run this table.');
    expect(
      refusal(state, BO, { type: 'join', player: BO, member: 'Bob', name: 'Sir Reginald', cliches: [{ name: 'Knight', rating: 4 }] }),
    ).toMatch(/GM runs the table/);
    state = joins(state, GM, 'Gail', 'Gwen', [{ name: 'Bard', rating: 3 }]);
    state = act(state, [BO, { type: 'check', player: 'gwen', cliche: 'bard', style: 'social', target: 4 }]);
    expect(view(state).waitingFor).toEqual([GM]);
    expect(cardCount(state)).toBe(40);
  });
});

describe('Saga: naming a player in a command', () => {
  it('finds a player by id, mention, character or member name, and says who is at the table when nobody matches', () => {
    const state = boJoins(annJoins(table()));
    const heal = (player: string) => refusal(state, GM, { type: 'heal', player });
    for (const ref of ['bo', '<@bo>', '<@!bo>', 'Sir Reginald', 'sir reginald', '@Bob', 'BOB'])
      expect(heal(ref)).toMatch(/^Bob's Sir Reginald is not hurt/);
    expect(heal('Zed')).toBe(
      'Nobody at the table answers to "Zed". At the table: Ann, Bob\'s Sir Reginald. Members join with `/saga join`.',
    );
    const twins = joins(state, CY, 'Cyd', 'Ann', [{ name: 'Spy', rating: 2 }]);
    expect(refusal(twins, GM, { type: 'heal', player: 'ANN' })).toBe('Ann and Cyd\'s Ann both answer to "ANN": pick one from the list.');
  });
});
