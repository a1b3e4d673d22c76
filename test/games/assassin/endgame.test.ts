import { describe, expect, it } from 'vitest';
import { assassin, type AssassinState } from '../../../src/games/assassin/index.js';
import { deal, play, view } from './helpers.js';

type Layer = AssassinState['columns']['S'][number];
const royal = (code: string, attack: string[] = [], defence: string[] = []): Layer => ({
  royal: code,
  attack: attack.map((card) => ({ card, value: Number(card.slice(0, -1)) })),
  defence: defence.map((card) => ({ card, value: Number(card.slice(0, -1)) })),
});

/** A lost table: the stockpile and reserve are empty and the given columns remain. */
function lostWith(columns: Partial<AssassinState['columns']>): AssassinState {
  const base = deal(['KS', 'QH', 'JC', 'JD', '4S']);
  return { ...base, stock: [], reserve: [], columns: { S: [], C: [], D: [], H: [], ...columns }, jokers: [{ card: 'JK1', at: 'discarded' }] };
}

describe('Royal Assassin: winning and losing', () => {
  it('is won as soon as no Royal is face up, even with cards left in the stockpile, scoring by the cards not needed', () => {
    const state = play(deal(['KS', 'QH', '2H', '10H', '3H', 'AS', '9S']), { type: 'draw' }, { type: 'attack', column: 'S' }, { type: 'draw' }, { type: 'attack', column: 'S' });
    expect(view(state).columns.S).toEqual([]);
    expect(view(state).over).toBe(false);
    const won = play(state, { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' }, { type: 'attack', column: 'H' });
    expect(view(won)).toMatchObject({ over: true, won: true });
    expect(assassin.result(won)).toMatchObject({ over: true, won: true, score: 100 + won.stock.length });
    expect(assassin.legalActions(won)).toEqual([]);
  });

  it('is lost when the stockpile is empty and no play is left, naming who takes the throne', () => {
    const state = lostWith({ H: [royal('QH')], S: [royal('KS')], D: [royal('JD')] });
    const playable = { ...state, jokers: [{ card: 'JK1' as const, at: 'aside' as const }], columns: { ...state.columns, H: [royal('JH'), royal('QH', ['5S'])] } };
    expect(assassin.legalActions(playable)).toEqual([{ type: 'joker', column: 'H' }]);
    expect(assassin.legalActions(state)).toEqual([]);
    expect(view(state)).toMatchObject({ over: true, won: false, ruler: 'KS' });
    expect(assassin.result(state)).toMatchObject({ over: true, won: false, summary: expect.stringMatching(/King of Spades \(K♠\) takes the throne/) });
    expect(assassin.apply(state, { type: 'draw' })).toMatchObject({ ok: false, code: 'game-over' });
  });
});

describe('Royal Assassin: who takes the throne', () => {
  it('1. the highest-ranking Pretender', () => {
    expect(view(lostWith({ H: [royal('QH')], S: [royal('KS', ['10D'])], D: [royal('JD')] })).ruler).toBe('KS');
  });

  it('2. among equal ranks, the strongest', () => {
    expect(view(lostWith({ D: [royal('QD')], C: [royal('QC', ['3D'])] })).ruler).toBe('QD');
  });

  it('3. among equal rank and strength, the largest entourage, then the most powerful', () => {
    expect(view(lostWith({ D: [royal('KD'), royal('QD', ['5S'])], C: [royal('JC'), royal('QC', ['5H'])] })).ruler).toBe('QD');
    expect(view(lostWith({ D: [royal('JD'), royal('QD', ['5S'])], C: [royal('JC'), royal('KC'), royal('QC', ['5H'])] })).ruler).toBe('QC');
  });

  it('4. when rank, strength and entourage are all equal, the Joker', () => {
    const state = lostWith({ D: [royal('KD'), royal('QD', ['5S'])], C: [royal('KC'), royal('QC', ['5H'])] });
    expect(view(state).ruler).toBe('JK1');
    expect(assassin.result(state).summary).toMatch(/Joker takes the throne and declares a Royal Holiday/);
  });
});
