import { describe, expect, it } from 'vitest';
import { saga } from '../../../src/games/saga/index.js';
import { ANN, act, annJoins, BO, boJoins, GM, refusal, table } from './helpers.js';

const check = { type: 'check' as const, player: ANN, cliche: 'Hairdresser', style: 'social' as const, target: 4 };
const ninja = { name: 'Ninja', rank: 3 };

describe('Saga: who may do what', () => {
  it('lets only the GM call checks, conflicts and fights, add payback, resolve, heal, change edges, end and hand the seat on', () => {
    const state = annJoins(table(['9C', '9D', '9H', '9S']));
    const open = act(state, [GM, check], [ANN, { type: 'play', card: '9C' }]);
    for (const who of [ANN, BO]) {
      expect(refusal(state, who, check)).toBe('Only the GM can do that.');
      expect(refusal(state, who, { type: 'conflict', player: ANN, cliche: 'Hairdresser', style: 'social', opponent: ninja })).toBe(
        'Only the GM can do that.',
      );
      expect(
        refusal(state, who, { type: 'fight', fighters: [{ player: ANN, cliche: 'Hairdresser' }], style: 'social', opponent: ninja }),
      ).toBe('Only the GM can do that.');
      expect(refusal(open, who, { type: 'payback', cards: ['9S'] })).toBe('Only the GM can do that.');
      expect(refusal(open, who, { type: 'resolve' })).toBe('Only the GM can do that.');
      expect(refusal(open, who, { type: 'end' })).toBe('Only the GM can do that.');
      expect(refusal(state, who, { type: 'heal', player: ANN })).toBe('Only the GM can do that.');
      expect(refusal(state, who, { type: 'edge', player: ANN, edge: 3 })).toBe('Only the GM can do that.');
      expect(refusal(state, who, { type: 'gm', player: who, name: 'Me' })).toBe('Only the GM can do that.');
    }
    const fight = act(state, [GM, { type: 'fight', fighters: [{ player: ANN, cliche: 'Hairdresser' }], style: 'social', opponent: ninja }]);
    expect(refusal(boJoins(fight), BO, { type: 'fight-join', player: BO, cliche: 'Knight' })).toBe('Only the GM can do that.');
  });

  it('lets only the players in the open contest play or stop', () => {
    const state = act(boJoins(annJoins(table(['AC', '9D', '9H', '9S']))), [GM, check]);
    expect(refusal(state, BO, { type: 'play', card: state.players[1]!.hand[0]! })).toBe('You are not in this check.');
    expect(refusal(state, GM, { type: 'play', card: 'AC' })).toBe('You are not in this check.');
    const chained = act(state, [ANN, { type: 'play', card: 'AC' }]);
    expect(refusal(chained, BO, { type: 'stop' })).toBe('You are not in this check.');
    expect(refusal(annJoins(table()), ANN, { type: 'play', card: 'AC' })).toMatch(/Nothing is open/);
  });

  it('lets members join once, as themselves, and not the GM', () => {
    const join = (player: string, actor: string) =>
      refusal(annJoins(table()), actor, { type: 'join', player, member: 'X', name: 'X', cliches: [{ name: 'Ninja', rating: 3 }] });
    expect(join(ANN, ANN)).toBe('You are already at this table.');
    expect(join(BO, ANN)).toBe('You can only join as yourself.');
    expect(refusal(table(), GM, { type: 'join', player: GM, member: 'Gail', name: 'GM', cliches: [{ name: 'Boss', rating: 6 }] })).toMatch(
      /GM runs the table/,
    );
  });

  it('refuses calls on members who have not joined, unknown clichés, and a second call while one is open', () => {
    const state = annJoins(table());
    expect(refusal(state, GM, { ...check, player: BO })).toMatch(/Nobody at the table answers to "bo". At the table: Ann/);
    expect(refusal(state, GM, { ...check, cliche: 'Astronaut' })).toMatch(
      /no cliché called "Astronaut" \(theirs: Weekend Warrior, Hairdresser, Wizard\)/,
    );
    expect(refusal(act(state, [GM, check]), GM, check)).toMatch(/A check is still open: resolve it or end it/);
    const fighting = act(state, [GM, { type: 'fight', fighters: [{ player: ANN, cliche: 'Wizard' }], style: 'other', opponent: ninja }]);
    expect(refusal(fighting, GM, check)).toMatch(/A fight is going on/);
    expect(refusal(fighting, GM, { type: 'conflict', player: ANN, cliche: 'Wizard', style: 'other', opponent: ninja })).toMatch(
      /A fight is going on/,
    );
  });

  it('refuses to resolve before every player has played a card; over an open edge chain only anyway, which ends it', () => {
    const state = act(annJoins(table(['AC', '9D', '9H', '9S'])), [GM, check]);
    expect(refusal(state, GM, { type: 'resolve' })).toBe('Ann has not played yet.');
    expect(refusal(state, GM, { type: 'resolve', anyway: true })).toBe('Ann has not played yet.');
    const chained = act(state, [ANN, { type: 'play', card: 'AC' }]);
    expect(chained.contest!.sides[0]!.mayPlay).toBe(true);
    expect(refusal(chained, GM, { type: 'resolve' })).toBe(
      'Ann may still play another card or stop. Resolving now ends that edge chain: resolve anyway to do it.',
    );
    expect(saga.legalActions(chained, GM)).toContainEqual({ type: 'resolve', anyway: true });
    expect(act(chained, [GM, { type: 'resolve', anyway: true }]).last!.sides[0]!.result).toBe('failure');
    const stopped = act(chained, [ANN, { type: 'stop' }]);
    expect(saga.legalActions(stopped, GM)).toContainEqual({ type: 'resolve' });
    expect(act(stopped, [GM, { type: 'resolve' }]).last!.sides[0]!.result).toBe('failure');
  });

  it('refuses a stop by a member not in the contest and a second stop, changing nothing', () => {
    const chained = act(boJoins(annJoins(table(['AC', '9D', '9H', '9S']))), [GM, check], [ANN, { type: 'play', card: 'AC' }]);
    expect(refusal(chained, BO, { type: 'stop' })).toBe('You are not in this check.');
    expect(refusal(chained, GM, { type: 'stop' })).toBe('You are not in this check.');
    const stopped = act(chained, [ANN, { type: 'stop' }]);
    expect(refusal(stopped, ANN, { type: 'stop' })).toBe('You have already finished playing.');
  });
});
