import { describe, expect, it } from 'vitest';
import { type AssassinAction, type AssassinMove, type AssassinState, assassin } from '../../../src/games/assassin/index.js';
import { deal, play, view } from './helpers.js';

/** The board's move for an action. */
function move(state: AssassinState, action: AssassinAction): AssassinMove {
  const found = view(state).moves.find((m) => JSON.stringify(m.action) === JSON.stringify(action));
  if (!found) throw new Error(`${JSON.stringify(action)} is not on the board`);
  return found;
}

const empty = { S: [], C: [], D: [], H: [] };

/** A dealt game with its table set by hand: the stockpile, the reserve (bottom first), the columns and the turned card. */
function table(fields: Partial<AssassinState>, variants: AssassinState['options']['variants'] = []): AssassinState {
  return { ...deal(['KS', 'QH', 'JC', 'JD', '4S'], variants), columns: empty, reserve: [], pending: null, ...fields };
}

describe('Royal Assassin: what each play would do', () => {
  it('example 1: the attack leaves the Queen at 6, she takes the 2♣ to defend: 8; the 9♦ then kills her and the Jack takes over', () => {
    const turned = play(deal(['9D', 'JC', 'QC', '2C', '6D']), { type: 'draw' });
    expect(move(turned, { type: 'attack', column: 'C' })).toMatchObject({
      changes: [{ column: 'C', royal: 'QC', before: 12, hit: 6, after: 8, defence: ['2C'], cancelled: false, next: null }],
      kills: [],
      risk: 'neutral',
      endsRun: false,
      wins: false,
    });
    expect(move(turned, { type: 'reserve' })).toMatchObject({ changes: [], risk: 'neutral', endsRun: false });
    const attacked = play(turned, { type: 'attack', column: 'C' });
    expect(view(attacked).strengths.C).toBe(8);
    expect(move(attacked, { type: 'continue', column: 'C' })).toMatchObject({
      changes: [{ royal: 'QC', before: 8, hit: -1, after: null, next: { royal: 'JC', strength: 11 } }],
      kills: ['QC'],
      risk: 'safe',
    });
    expect(move(attacked, { type: 'draw' })).toMatchObject({ changes: [], kills: [], risk: 'neutral', endsRun: false });
  });

  it('example 2: the 3♣ put on the reserve is taken by the Jack, whose defence then cancels the attack: he is back to 11, a danger', () => {
    const state = play(
      deal(['10D', 'JC', 'KS', 'QS', 'JS', '4C', '6H', '3C', '7D']),
      { type: 'draw' },
      { type: 'attack', column: 'C' },
      { type: 'draw' },
    );
    expect(assassin.legalActions(state)).toEqual([{ type: 'reserve' }]);
    expect(move(state, { type: 'reserve' })).toMatchObject({
      changes: [{ column: 'C', royal: 'JC', before: 9, hit: null, after: 11, defence: ['3C'], cancelled: true }],
      risk: 'danger',
      endsRun: false,
    });
    expect(view(play(state, { type: 'reserve' })).strengths.C).toBe(11);
  });

  it('example 3: the Joker over Hearts names the Royals who die with the Pretender, and the Ace of Spades then kills all three', () => {
    let state = play(
      deal(['6D', '7S', 'QH', 'JC', 'KC', 'QC', '3S', 'KH', '5C', '2S', 'JH', 'AS'], ['four-royals']),
      { type: 'draw' },
      { type: 'attack', column: 'H' },
      { type: 'continue', column: 'H' },
      { type: 'draw' },
      { type: 'draw' },
      { type: 'reserve' },
      { type: 'draw' },
      { type: 'attack', column: 'H' },
    );
    expect(move(state, { type: 'joker', column: 'H' })).toMatchObject({
      jokerKills: 2,
      changes: [{ royal: 'KH', before: 11, after: 11 }],
      risk: 'safe',
    });
    state = play(state, { type: 'joker', column: 'H' }, { type: 'draw' }, { type: 'draw' });
    expect(move(state, { type: 'attack', column: 'H' })).toMatchObject({
      kills: ['JH', 'KH', 'QH'],
      changes: [{ royal: 'JH', before: 11, hit: 0, after: null, next: null }],
      risk: 'safe',
      wins: false,
    });
  });

  it('a play that leaves no play loses the game: it is fatal, red, and names who takes the throne; conceding too', () => {
    // The stockpile is out; the Queen of Hearts (12, 5♠ on her) is the last Pretender; the 2♠ is the reserve's last card.
    const state = table({
      stock: [],
      reserve: ['2S'],
      columns: { ...empty, H: [{ royal: 'QH', attack: [{ card: '5S', value: 5 }], defence: [] }] },
    });
    const onward: AssassinAction = { type: 'continue', column: 'H' };
    expect(move(state, onward)).toMatchObject({ changes: [{ before: 7, hit: 5, after: 5 }], endsRun: true, ruler: 'QH', risk: 'danger' });
    expect(move(state, { type: 'concede' })).toMatchObject({ endsRun: true, ruler: 'QH', risk: 'danger' });
    expect(assassin.fatal?.(state, onward)).toBe(true);
    expect(assassin.fatal?.(state, { type: 'concede' })).toBe(true);
    expect(assassin.result(play(state, onward))).toMatchObject({ over: true, won: false });
  });

  it('the last turned card with nowhere to attack goes on the reserve and loses the game: fatal', () => {
    const state = table({ stock: [], pending: '7C', columns: { ...empty, S: [{ royal: 'KS', attack: [], defence: [] }] } });
    expect(assassin.legalActions(state)).toEqual([{ type: 'reserve' }]);
    expect(move(state, { type: 'reserve' })).toMatchObject({ endsRun: true, ruler: 'KS', risk: 'danger' });
    expect(assassin.fatal?.(state, { type: 'reserve' })).toBe(true);
    expect(assassin.result(play(state, { type: 'reserve' }))).toMatchObject({ over: true, won: false });
  });

  it('killing the last Royal wins: safe, and not fatal', () => {
    const state = table({ reserve: ['7S'], columns: { ...empty, H: [{ royal: 'QH', attack: [{ card: '5S', value: 5 }], defence: [] }] } });
    const onward: AssassinAction = { type: 'continue', column: 'H' };
    expect(move(state, onward)).toMatchObject({ wins: true, endsRun: false, kills: ['QH'], ruler: null, risk: 'safe' });
    expect(assassin.fatal?.(state, onward)).toBe(false);
    expect(assassin.result(play(state, onward))).toMatchObject({ over: true, won: true });
  });

  it('turning a card is never fatal: the stockpile is hidden, even when its last card, a Royal, will end the game', () => {
    const state = table({ stock: ['KH'], columns: { ...empty, S: [{ royal: 'QS', attack: [], defence: [] }] } });
    expect(move(state, { type: 'draw' })).toMatchObject({ endsRun: false, changes: [], ruler: null });
    expect(assassin.fatal?.(state, { type: 'draw' })).toBe(false);
    expect(assassin.result(play(state, { type: 'draw' }))).toMatchObject({ over: true, won: false });
  });

  it('a play that uncovers a reserve card another Pretender takes names it, and is red when she ends stronger', () => {
    // The 2♠ continues on the Queen of Hearts (7 → 5) and uncovers the 4♣, which the King of Clubs takes: his attack is cancelled, 10 → 13.
    const state = table({
      reserve: ['4C', '2S'],
      columns: {
        ...empty,
        H: [{ royal: 'QH', attack: [{ card: '5S', value: 5 }], defence: [] }],
        C: [{ royal: 'KC', attack: [{ card: '3D', value: 3 }], defence: [] }],
      },
    });
    expect(move(state, { type: 'continue', column: 'H' })).toMatchObject({
      changes: [
        { column: 'H', royal: 'QH', before: 7, hit: 5, after: 5, defence: [] },
        { column: 'C', royal: 'KC', before: 10, hit: null, after: 13, defence: ['4C'], cancelled: true },
      ],
      risk: 'danger',
      endsRun: false,
    });
  });

  it('an attack on a fresh Pretender that her defence cancels: both discarded, back to full strength, neutral', () => {
    // The 3♠ takes the Queen of Hearts to 9; she takes the 4♥ then the 5♥ from the reserve: 4 ≥ 3, so attack and defence go.
    const state = table({ pending: '3S', reserve: ['5H', '4H'], columns: { ...empty, H: [{ royal: 'QH', attack: [], defence: [] }] } });
    expect(move(state, { type: 'attack', column: 'H' })).toMatchObject({
      changes: [{ column: 'H', royal: 'QH', before: 12, hit: 9, after: 12, defence: ['4H'], cancelled: true }],
      risk: 'neutral',
    });
    expect(play(state, { type: 'attack', column: 'H' })).toMatchObject({
      reserve: ['5H'],
      columns: { H: [{ royal: 'QH', attack: [], defence: [] }] },
    });
    // Two defence cards, in the order she takes them: the 2♥ (2 ≤ 5), then the 4♥ (6 > 5: cancelled).
    const two = table({ pending: '5S', reserve: ['4H', '2H'], columns: { ...empty, H: [{ royal: 'QH', attack: [], defence: [] }] } });
    expect(move(two, { type: 'attack', column: 'H' }).changes[0]).toMatchObject({
      hit: 7,
      defence: ['2H', '4H'],
      cancelled: true,
      after: 12,
    });
  });

  it('aces-low-after-play: the Ace hits for 11, then counts 1', () => {
    const state = table({ pending: 'AS', columns: { ...empty, H: [{ royal: 'QH', attack: [], defence: [] }] } }, ['aces-low-after-play']);
    expect(move(state, { type: 'attack', column: 'H' })).toMatchObject({
      changes: [{ before: 12, hit: 1, after: 11, defence: [], cancelled: false }],
    });
    expect(view(play(state, { type: 'attack', column: 'H' })).strengths.H).toBe(11);
  });

  it('agrees with the game on every play of 40 seeded games: the strengths, the kills and the end', () => {
    for (let game = 0; game < 40; game++) {
      let state = assassin.setup({ seed: `stakes-${game}`, options: { variants: [] } });
      for (let turn = 0; assassin.legalActions(state).length > 0; turn++) {
        const moves = view(state).moves;
        for (const m of moves.filter((x) => x.action.type !== 'draw')) {
          const after = play(state, m.action);
          const result = assassin.result(after);
          expect(m.endsRun).toBe(result.over && result.won === false);
          expect(m.wins).toBe(result.won === true);
          expect(after.royalsKilled - state.royalsKilled).toBe(m.kills.length);
          const standing = m.changes.filter((c) => c.after !== null);
          expect(standing.map((c) => [c.column, c.after])).toEqual(standing.map((c) => [c.column, view(after).strengths[c.column]]));
        }
        const pick = moves[(game + turn) % moves.length]!;
        state = play(state, pick.action);
      }
    }
  });
});
