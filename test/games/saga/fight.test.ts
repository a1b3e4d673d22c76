import { describe, expect, it } from 'vitest';
import { type SagaState, saga } from '../../../src/games/saga/index.js';
import { ninjaFight as ninja, play, pumpedDownToZero, resolve, stop } from './fight-steps.js';
import { ANN, act, annJoins, BO, boJoins, CY, cardCount, cyJoins, GM, refusal, sideIn, table, told, view } from './helpers.js';

/** The fight hand each player has now, as the table shows it, and the cards they hold. */
function hands(state: SagaState): [number, number][] {
  return view(state).players.map((p) => [p.handSize, p.holding]);
}

describe('Saga: one fight hand per player (hand size less pumps less rounds lost)', () => {
  it('after a pumped card and a lost round, the fight hand drops by 2 and the hand is trimmed to it', () => {
    let state = act(annJoins(table(['2D', '3D', '4D', '5D', '10H', '9H'])), ninja(9));
    expect(view(state).contest).toMatchObject({ target: 19 });
    state = act(state, play(ANN, '2D', 'pump'), stop(ANN), resolve);
    expect(hands(state)).toEqual([[2, 2]]);
    expect(view(state, ANN).hand).toEqual(['3D', '4D']);
    expect(view(state).fight!.fighters).toEqual([{ player: ANN, cliche: 'Weekend Warrior', rating: 3, handSize: 2, out: false }]);
    expect(state.discard).toContain('5D');
  });

  it('after a pumped win, a lost round still drops the fight hand', () => {
    let state = act(annJoins(table(['9D', '2D', '3D', '4D', 'AH', '10H'])), ninja(2));
    state = act(state, play(ANN, '9D', 'pump'), resolve);
    expect(view(state).fight!.opponent.rank).toBe(1);
    expect(hands(state)).toEqual([[3, 3]]);
    state = act(state, play(ANN, '2D'), stop(ANN), resolve);
    expect(hands(state)).toEqual([[2, 2]]);
    expect(view(state).fight).toMatchObject({ outcome: 'on', round: 3 });
  });

  it('puts a player pumped down to 0 cards out of the fight, though they won every round', () => {
    let state = pumpedDownToZero(5);
    const events = told(state, GM, { type: 'resolve' });
    state = act(state, resolve);
    expect(view(state).last!.sides[0]!.result).toBe('success');
    expect(view(state).fight).toMatchObject({ outcome: 'lost', opponent: { rank: 2 } });
    expect(events.slice(-2)).toEqual(['Ann is out of the fight.', 'Everyone is out of the fight: Ninja wins.']);
    expect(view(state).contest).toBeNull();
  });

  it('refuses to start a fight with a player at 0 cards, naming them', () => {
    const start = boJoins(annJoins(table()));
    const zero = { ...start, players: start.players.map((p) => (p.id === BO ? { ...p, handSize: 0, hand: [] } : p)) };
    const message = refusal(
      zero,
      GM,
      ninja(3, 'physical', [
        [ANN, 'Wizard'],
        [BO, 'Knight'],
      ])[1],
    );
    expect(message).toBe("Bob's Sir Reginald has no cards to fight with (hand size 0): heal them first.");
    expect(
      refusal(
        start,
        GM,
        ninja(3, 'physical', [
          [ANN, 'Wizard'],
          [ANN, 'Hairdresser'],
        ])[1],
      ),
    ).toBe('Ann is named twice.');
  });

  it('heals the fight hand too, and a healed player who was out fights on from the next round', () => {
    let state = act(
      cyJoins(annJoins(table(['2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '10S', '9S']))),
      ninja(9, 'physical', [
        [ANN, 'Weekend Warrior'],
        [CY, 'Thief'],
      ]),
    );
    state = act(state, play(ANN, '2D', 'pump'), stop(ANN), play(CY, '6D'), resolve);
    expect(hands(state)).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect(view(state).hurt).toEqual([ANN, CY]);
    expect(saga.legalActions(state, GM).filter((a) => a.type === 'heal')).toEqual([
      { type: 'heal', player: ANN },
      { type: 'heal', player: CY },
    ]);
    state = act(state, [GM, { type: 'heal', player: ANN }]);
    expect(hands(state)).toEqual([
      [4, 4],
      [3, 3],
    ]);
    expect(view(state).hurt).toEqual([CY]);
  });
});

describe('Saga: group fights', () => {
  it('three players fight the Ninja to the end and win: a rank per player who meets the target, a card per player short', () => {
    let state = cyJoins(
      boJoins(annJoins(table(['9C', '8C', '7C', '6C', '2C', '3C', '4C', '5C', '10C', 'AC', '2D', '3D', '5S', '10D', '4D', '6S']))),
    );
    state = act(
      state,
      ninja(3, 'social', [
        [ANN, 'Weekend Warrior'],
        [BO, 'Knight'],
        [CY, 'Thief'],
      ]),
    );
    expect(view(state).contest).toMatchObject({ kind: 'round', round: 1, target: 8 });
    expect(view(state).waitingFor).toEqual([ANN, BO, CY]);
    state = act(state, play(ANN, '9C'), play(BO, '2C'), stop(BO), play(CY, '10C'));
    expect(view(state).contest!.sides.map((s) => s.total)).toEqual([12, 6, 13]);
    const events = told(state, GM, { type: 'resolve' });
    expect(events[0]).toBe(
      "Round 1, 8 to meet or beat: Ann 12, meets it; Bob's Sir Reginald 6, short (fight hand 3); Cyd's Zed 13, meets it. Ninja drops to 1.",
    );
    state = act(state, resolve);
    expect(view(state).last!.sides.map((s) => s.result)).toEqual(['success', 'failure', 'success']);
    expect(view(state).fight).toMatchObject({ outcome: 'on', round: 2, opponent: { rank: 1 } });
    expect(hands(state)).toEqual([
      [4, 4],
      [3, 3],
      [4, 4],
    ]);
    expect(view(state, ANN).hand).toEqual(['8C', '7C', '6C', '10D']);
    expect(view(state, CY).hand).toEqual(['AC', '2D', '3D', '4D']);
    expect(view(state).contest).toMatchObject({ round: 2, base: 1, target: 7 });

    state = act(state, play(ANN, '8C'), play(BO, '5C'), play(CY, 'AC'), stop(CY));
    const last = told(state, GM, { type: 'resolve' });
    state = act(state, resolve);
    expect(view(state).fight).toMatchObject({ outcome: 'won', opponent: { rank: 0 } });
    expect(last.at(-1)).toBe('Ninja is beaten!');
    expect(view(state).contest).toBeNull();
    expect(hands(state)).toEqual([
      [4, 4],
      [4, 4],
      [4, 4],
    ]);
    expect(view(state).next).toBe('the GM calls a check, a conflict or a fight');
    expect(cardCount(state)).toBe(40);
  });

  it('three players fight on until every one of them is out, and the opponent wins', () => {
    let state = cyJoins(boJoins(annJoins(table(['2C', '5C', '6C', '3C', '7C', '8C', '4C', '2D', '3D', '10S', '9S', '8S']), 1), 1), 1);
    state = act(
      state,
      ninja(10, 'social', [
        [ANN, 'Weekend Warrior'],
        [BO, 'Knight'],
        [CY, 'Thief'],
      ]),
    );
    state = act(state, play(ANN, '2C', 'pump'), play(BO, '3C'), play(CY, '4C'), resolve);
    expect(hands(state)).toEqual([
      [1, 1],
      [2, 2],
      [2, 2],
    ]);
    expect(view(state, ANN).hand).toEqual(['5C']);
    state = act(state, play(ANN, '5C'), play(BO, '7C'), play(CY, '3D', 'pump'));
    const events = told(state, GM, { type: 'resolve' });
    expect(events.filter((e) => e.endsWith('out of the fight.'))).toEqual(['Ann is out of the fight.', "Cyd's Zed is out of the fight."]);
    state = act(state, resolve);
    expect(view(state).players.map((p) => p.fight)).toEqual(['out', 'in', 'out']);
    expect(view(state).contest!.sides.map((s) => s.player)).toEqual([BO]);
    expect(view(state).waitingFor).toEqual([BO]);
    expect(refusal(state, ANN, { type: 'play', card: 'AC' })).toBe('You are not in this fight round.');
    state = act(state, play(BO, '8C'), resolve);
    expect(view(state).fight).toMatchObject({ outcome: 'lost', opponent: { rank: 10 } });
    expect(hands(state)).toEqual([
      [2, 2],
      [3, 3],
      [2, 2],
    ]);
    expect(view(state).hurt).toEqual([ANN, CY]);
    expect(cardCount(state)).toBe(40);
  });

  it('adds payback to the round target every player faces', () => {
    let state = boJoins(annJoins(table(['7S', '2C', '3C', '4C', '9C', '9D', '8C', '8D', 'AS'])));
    state = act(state, [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'social', target: 3 }], play(ANN, '7S'), resolve);
    state = act(
      state,
      ninja(2, 'other', [
        [ANN, 'Weekend Warrior'],
        [BO, 'Knight'],
      ]),
    );
    const target = view(state).contest!.target;
    state = act(state, [GM, { type: 'payback', cards: ['7S'] }]);
    expect(view(state).contest!.target).toBe(target! + 7);
    expect(view(state).contest!.sides).toHaveLength(2);
  });

  it('gives tied rounds to the players by default, and to the opponent with ties-to-opponent', () => {
    const tie = (tiesToOpponent: boolean) =>
      act(annJoins(table(['6D', '8D', '9D', '10D', '5H'], { tiesToOpponent })), ninja(4), play(ANN, '6D'));
    expect(sideIn(tie(false), ANN).total).toBe(view(tie(false)).contest!.target);
    expect(act(tie(false), resolve).fight!.opponent.rank).toBe(3);
    const variant = act(tie(true), resolve);
    expect(variant.fight).toMatchObject({ opponent: { rank: 4 } });
    expect(hands(variant)).toEqual([[3, 3]]);
  });

  it('lets the GM add a player to the fight going on: they play in the open round', () => {
    let state = boJoins(annJoins(table(['9C', '8C', '7C', '6C', '2C', '3C', '4C', '5C', '5S'])));
    state = act(state, ninja(3, 'social'), play(ANN, '9C'));
    expect(view(state).contest!.ready).toBe(true);
    expect(refusal(state, GM, { type: 'fight-join', player: 'Ann', cliche: 'Wizard' })).toBe('Ann is already in the fight.');
    state = act(state, [GM, { type: 'fight-join', player: 'sir reginald', cliche: 'knight' }]);
    expect(view(state).waitingFor).toEqual([BO]);
    expect(view(state).contest!.ready).toBe(false);
    state = act(state, play(BO, '5C'), resolve);
    expect(view(state).fight).toMatchObject({
      opponent: { rank: 1 },
      fighters: [{ player: ANN }, { player: BO, cliche: 'Knight', rating: 4 }],
    });
    expect(refusal(annJoins(table()), GM, { type: 'fight-join', player: ANN, cliche: 'Wizard' })).toMatch(/No fight is going on/);
  });

  it('refuses a fight started by anyone but the GM and never mutates the state it is given', () => {
    const state = boJoins(annJoins(table()));
    const frozen = structuredClone(state);
    act(
      state,
      ninja(3, 'social', [
        [ANN, 'Wizard'],
        [BO, 'Poet'],
      ]),
    );
    expect(state).toEqual(frozen);
    expect(saga.apply(state, ninja(3)[1], ANN)).toMatchObject({ ok: false });
  });
});
