import { describe, expect, it } from 'vitest';
import { type ChoiceQuery, sagaChoices } from '../../src/discord/games/saga/choices.js';
import { type SagaState, saga } from '../../src/games/saga/index.js';
import { fightAgainst } from '../games/saga/fight-steps.js';
import { ANN, apply, BO, GM } from './saga-table.js';

function table(): SagaState {
  let state = saga.setup({ seed: 'choices', players: [{ id: GM, name: 'Gail' }] });
  state = apply(state, ANN, {
    type: 'join',
    player: ANN,
    member: 'Annie',
    name: 'Ann',
    cliches: [
      { name: 'Weekend Warrior', rating: 3 },
      { name: 'Wizard', rating: 4, pump: 'double' },
    ],
  });
  state = apply(state, BO, {
    type: 'join',
    player: BO,
    member: 'Bob',
    name: 'Sir Reginald',
    cliches: [
      { name: 'Knight', rating: 4 },
      { name: 'Poet', rating: 2 },
    ],
  });
  return state;
}

const ask = (state: SagaState | null, query: Partial<ChoiceQuery> & { focused: string }) =>
  sagaChoices(state, { member: GM, subcommand: 'check', typed: '', options: {}, ...query });

describe('Discord: /saga autocomplete', () => {
  it("offers the table's players by character and member, filtered by what was typed, with the member id as the value", () => {
    const state = table();
    expect(ask(state, { focused: 'player' })).toEqual([
      { name: 'Ann (Annie) · hand 4/4 · edge 2', value: ANN },
      { name: 'Sir Reginald (Bob) · hand 4/4 · edge 2', value: BO },
    ]);
    expect(ask(state, { focused: 'player', typed: 'reg' }).map((c) => c.value)).toEqual([BO]);
    expect(ask(state, { focused: 'player', typed: '@bob' }).map((c) => c.value)).toEqual([BO]);
    expect(ask(state, { focused: 'player', typed: 'zed' })).toEqual([]);
  });

  it('leaves out players already named in another slot of a fight, and players already in the fight for fight-join', () => {
    const state = table();
    expect(ask(state, { subcommand: 'fight', focused: 'player2', options: { player: ANN, opponent: 'Ogre' } }).map((c) => c.value)).toEqual(
      [BO],
    );
    expect(ask(state, { subcommand: 'check', focused: 'player', options: { player: ANN } }).map((c) => c.value)).toEqual([ANN, BO]);
    const fighting = apply(state, GM, fightAgainst({ name: 'Ogre', rank: 3 }, 'other', [ANN, 'Wizard']));
    expect(ask(fighting, { subcommand: 'fight-join', focused: 'player' }).map((c) => c.value)).toEqual([BO]);
  });

  it('puts hurt players first for heal', () => {
    const hurt = { ...table() };
    hurt.players = hurt.players.map((p) => (p.id === BO ? { ...p, handSize: 2, hand: p.hand.slice(0, 2) } : p));
    expect(ask(hurt, { subcommand: 'heal', focused: 'player' }).map((c) => c.name)).toEqual([
      'Sir Reginald (Bob) · hand 2/4 · edge 2',
      'Ann (Annie) · hand 4/4 · edge 2',
    ]);
  });

  it("offers the clichés of the player named in the paired option, or everyone's when none is named", () => {
    const state = table();
    expect(ask(state, { focused: 'cliche', options: { player: ANN } })).toEqual([
      { name: 'Weekend Warrior (3)', value: 'Weekend Warrior' },
      { name: '[Wizard] (4)', value: 'Wizard' },
    ]);
    expect(ask(state, { subcommand: 'fight', focused: 'cliche2', options: { player: ANN, player2: 'Sir Reginald' }, typed: 'po' })).toEqual(
      [{ name: 'Poet (2)', value: 'Poet' }],
    );
    expect(ask(state, { focused: 'cliche', typed: 'w' }).map((c) => c.name)).toEqual(['Weekend Warrior (3) · Ann', '[Wizard] (4) · Ann']);
    expect(ask(state, { focused: 'cliche' })).toHaveLength(4);
  });

  it('offers the opponents met lately with their rank, and what was typed when it is new', () => {
    let state = table();
    for (const [name, rank] of [
      ['Ogre', 3],
      ['Ninja', 4],
    ] as const) {
      state = apply(state, GM, { type: 'conflict', player: ANN, cliche: 'Wizard', style: 'other', opponent: { name, rank } });
      state = apply(state, GM, { type: 'end' });
    }
    expect(ask(state, { focused: 'opponent' })).toEqual([
      { name: 'Ninja (rank 4)', value: 'Ninja' },
      { name: 'Ogre (rank 3)', value: 'Ogre' },
    ]);
    expect(ask(state, { focused: 'opponent', typed: 'og' })).toEqual([
      { name: 'og', value: 'og' },
      { name: 'Ogre (rank 3)', value: 'Ogre' },
    ]);
    expect(ask(state, { focused: 'opponent', typed: 'ogre' })).toEqual([{ name: 'Ogre (rank 3)', value: 'Ogre' }]);
  });

  it("shows an opponent's rank to the GM only: a player typing gets the names, never the rank of a hidden conflict", () => {
    const state = apply(table(), GM, {
      type: 'conflict',
      player: ANN,
      cliche: 'Wizard',
      style: 'other',
      opponent: { name: 'Ogre', rank: 17 },
      hidden: true,
    });
    expect(ask(state, { member: ANN, subcommand: 'conflict', focused: 'opponent' })).toEqual([{ name: 'Ogre', value: 'Ogre' }]);
    expect(ask(state, { member: GM, subcommand: 'conflict', focused: 'opponent' })).toEqual([{ name: 'Ogre (rank 17)', value: 'Ogre' }]);
  });

  it('offers nothing without a Saga table and at most 25 choices', () => {
    expect(ask(null, { focused: 'player' })).toEqual([]);
    let state = saga.setup({ seed: 'many', players: [{ id: GM, name: 'Gail' }], options: { decks: 4, edge: 1 } });
    for (let i = 0; i < 30; i++) {
      const id = `5${String(i).padStart(17, '0')}`;
      state = apply(state, id, { type: 'join', player: id, member: `M${i}`, name: `C${i}`, cliches: [{ name: `Cliche ${i}`, rating: 1 }] });
    }
    expect(ask(state, { focused: 'player' })).toHaveLength(25);
    expect(ask(state, { focused: 'cliche' })).toHaveLength(25);
    expect(ask(state, { focused: 'target' })).toEqual([]);
  });
});
