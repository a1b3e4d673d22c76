import { describe, expect, it } from 'vitest';
import { type AssassinState, assassin, type Variant } from '../../../src/games/assassin/index.js';
import { deal, drawThen, play, view } from './helpers.js';

type Layer = AssassinState['columns']['S'][number];
const royal = (code: string, attack: string[] = [], defence: string[] = []): Layer => ({
  royal: code,
  attack: attack.map((card) => ({ card, value: Number(card.slice(0, -1)) })),
  defence: defence.map((card) => ({ card, value: Number(card.slice(0, -1)) })),
});

/** A lost table: the stockpile and reserve are empty and the given columns remain. */
function lostWith(columns: Partial<AssassinState['columns']>): AssassinState {
  const base = deal(['KS', 'QH', 'JC', 'JD', '4S']);
  return {
    ...base,
    stock: [],
    reserve: [],
    columns: { S: [], C: [], D: [], H: [], ...columns },
    jokers: [{ card: 'JK1', at: 'discarded' }],
  };
}

describe('Royal Assassin: winning and losing', () => {
  it('is won as soon as no Royal is face up, even with cards left in the stockpile, scoring by the cards not needed', () => {
    const state = play(deal(['KS', 'QH', '2H', '10H', '3H', 'AS', '9S']), ...drawThen('S', 'S'));
    expect(view(state).columns.S).toEqual([]);
    expect(view(state).over).toBe(false);
    const won = play(state, ...drawThen('H', 'H'));
    expect(view(won)).toMatchObject({ over: true, won: true });
    expect(assassin.result(won)).toMatchObject({ over: true, won: true, score: 100 + won.stock.length });
    expect(assassin.legalActions(won)).toEqual([]);
  });

  it('is lost when the stockpile is empty and no play is left, naming who takes the throne', () => {
    const state = lostWith({ H: [royal('QH')], S: [royal('KS')], D: [royal('JD')] });
    const playable = {
      ...state,
      jokers: [{ card: 'JK1' as const, at: 'aside' as const }],
      columns: { ...state.columns, H: [royal('JH'), royal('QH', ['5S'])] },
    };
    expect(assassin.legalActions(playable)).toEqual([{ type: 'joker', column: 'H' }, { type: 'concede' }]);
    expect(assassin.legalActions(state)).toEqual([]);
    expect(view(state)).toMatchObject({ over: true, won: false, ruler: 'KS' });
    expect(assassin.result(state)).toMatchObject({
      over: true,
      won: false,
      summary: expect.stringMatching(/King of Spades \(K♠\) takes the throne/),
    });
    expect(assassin.apply(state, { type: 'draw' })).toMatchObject({ ok: false, code: 'game-over' });
  });
});

describe('Royal Assassin: conceding when only useless plays are left', () => {
  // The stockpile is out; the Queen of Hearts (12) is attacked by the 5 of Spades; the Joker is still by your side.
  const out = (reserve: string[], hearts: Layer[] = [royal('QH', ['5S'])], variants: Variant[] = []): AssassinState => ({
    ...deal(['KS', 'QH', 'JC', 'JD', '4S'], variants),
    stock: [],
    reserve,
    royalsKilled: 2,
    columns: { S: [royal('KS')], C: [], D: [], H: hearts },
  });

  it('offers the useless play and a concession when no play left can kill a Royal', () => {
    // The 2 of Spades continues the attack (12 - 5 - 2 = 5): she survives, and nothing is left after it.
    const state = out(['2S']);
    expect(assassin.legalActions(state)).toEqual([{ type: 'continue', column: 'H' }, { type: 'concede' }]);
    expect(assassin.legalActions(play(state, { type: 'continue', column: 'H' }))).toEqual([]);
  });

  it('ends the game as a loss when the player concedes, scored as the loss would be, naming who takes the throne', () => {
    const conceded = play(out(['2S']), { type: 'concede' });
    expect(assassin.legalActions(conceded)).toEqual([]);
    expect(view(conceded)).toMatchObject({ over: true, won: false, conceded: true, ruler: 'KS' });
    expect(assassin.result(conceded)).toMatchObject({
      over: true,
      won: false,
      score: 2,
      summary: expect.stringMatching(/^You concede\. The King of Spades \(K♠\) takes the throne/),
    });
    const played = play(out(['2S']), { type: 'continue', column: 'H' });
    expect(assassin.result(played).score).toBe(assassin.result(conceded).score);
    expect(assassin.apply(conceded, { type: 'continue', column: 'H' })).toMatchObject({ ok: false, code: 'game-over' });
  });

  it('offers no concession while a play left can still kill a Royal', () => {
    // The 2 then the 9 of Spades continue: 12 - 5 - 2 - 9 = -4, and she dies.
    const state = out(['9S', '2S']);
    expect(assassin.legalActions(state)).toEqual([{ type: 'continue', column: 'H' }]);
    expect(assassin.apply(state, { type: 'concede' })).toMatchObject({ ok: false, code: 'assassin-concede' });
    expect(view(play(state, { type: 'continue', column: 'H' }, { type: 'continue', column: 'H' })).columns.H).toEqual([]);
  });

  it('counts a Joker on top of the reserve as a play that can uncover a killing card', () => {
    // two-jokers: a Joker lies on the 9 of Spades. Placed over Hearts (two Royals, the Queen attacked), it uncovers the 9, which kills.
    const hearts = [royal('JH'), royal('QH', ['5S'])];
    const state = {
      ...out(['9S', 'JK2'], hearts, ['two-jokers']),
      jokers: [
        { card: 'JK1' as const, at: 'discarded' as const },
        { card: 'JK2' as const, at: 'reserve' as const },
      ],
    };
    expect(assassin.legalActions(state)).toEqual([{ type: 'joker', column: 'H' }]);
    const after = play(state, { type: 'joker', column: 'H' }, { type: 'continue', column: 'H' });
    expect(after.royalsKilled).toBe(4);
  });

  it('offers no concession while the stockpile has cards, or while recycle-reserve can turn the reserve over into a play', () => {
    expect(assassin.legalActions({ ...out(['2S']), stock: ['3D'] })).not.toContainEqual({ type: 'concede' });
    expect(assassin.legalActions(out(['8C', '2S'], [royal('QH', ['5S'])], ['recycle-reserve']))).toEqual([
      { type: 'draw' },
      { type: 'continue', column: 'H' },
    ]);
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
