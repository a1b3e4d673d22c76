import { describe, expect, it } from 'vitest';
import { type AssassinState, assassin, type Variant } from '../../../src/games/assassin/index.js';
import { deal, drawThen, play, refusal, view } from './helpers.js';

const FOUR = ['KS', 'QH', 'JC', 'JD', '4S'];

describe('Royal Assassin: cancelling', () => {
  it('discards the attack and defence on a Pretender once the defence equals the attack', () => {
    // The setup stops on the 2 of Hearts; the Queen of Hearts, attacked by the 6 of Spades, takes it, then a reserved 4 of Hearts: 6
    // against 6.
    const state = play(deal(['KS', 'QH', 'JC', 'JD', '2H', '6S', '4H']), ...drawThen('H'));
    expect(view(state).strengths.H).toBe(8);
    const cancelled = play(state, ...drawThen('reserve'));
    expect(view(cancelled).columns.H[0]).toEqual({ royal: 'QH', attack: [], defence: [] });
    expect(cancelled.discard).toEqual(['6S', '2H', '4H']);
    expect(view(cancelled).pairings.H).toBeNull();
  });

  it('discards them too when the defence exceeds the attack', () => {
    const state = play(deal(['KS', 'QH', 'JC', 'JD', '2H', '6S', '5H']), ...drawThen('H', 'reserve'));
    expect(view(state).columns.H[0]).toEqual({ royal: 'QH', attack: [], defence: [] });
    expect(state.discard).toEqual(['6S', '2H', '5H']);
  });

  it('with exact-cancel, keeps the cards while the defence exceeds the attack, and cancels only on equal totals', () => {
    const over = play(deal(['KS', 'QH', 'JC', 'JD', '2H', '6S', '5H'], ['exact-cancel']), ...drawThen('H', 'reserve'));
    expect(view(over).columns.H[0]).toEqual({ royal: 'QH', attack: ['6S'], defence: ['2H', '5H'] });
    expect(view(over).strengths.H).toBe(13);
    expect(view(over).pairings.H).toBe('S');
    const equal = play(deal(['KS', 'QH', 'JC', 'JD', '2H', '6S', '4H'], ['exact-cancel']), ...drawThen('H', 'reserve'));
    expect(view(equal).columns.H[0]!.attack).toEqual([]);
  });
});

describe('Royal Assassin: Aces', () => {
  it('count 11 in an attack', () => {
    const state = play(deal([...FOUR, 'AS']), ...drawThen('H'));
    expect(view(state).strengths.H).toBe(1);
  });

  it('with aces-low-after-play, count 11 when played and 1 from then on', () => {
    const state = play(deal([...FOUR, 'AS'], ['aces-low-after-play']), ...drawThen('H'));
    expect(view(state).strengths.H).toBe(11);
    const killed = play(deal([...FOUR, 'AS', '2S'], ['aces-low-after-play']), ...drawThen('D'));
    expect(view(killed).columns.D).toEqual([]);
  });

  it(
    'with aces-low-after-play, settle the table again when an attacking ' +
      'Ace drops: a defence that now exceeds the attack is discarded with it',
    () => {
      // The 4 of Hearts ends the setup on the reserve. The Ace of Spades attacks the Queen of Hearts (12 - 11 = 1); she takes the 4 in
      // defence (4 <= 11); the Ace drops to 1, the defence (4) exceeds the attack (1), and both cards are discarded.
      const state = play(deal(['KS', 'QH', 'JC', 'JD', '4H', 'AS'], ['aces-low-after-play']), ...drawThen('H'));
      expect(view(state).columns.H).toEqual([{ royal: 'QH', attack: [], defence: [] }]);
      expect(view(state).pairings.H).toBeNull();
      expect(state.discard).toEqual(['AS', '4H']);
      // With the Aces at 11 throughout, the same play leaves her at 5 with both cards on her.
      const standard = play(deal(['KS', 'QH', 'JC', 'JD', '4H', 'AS']), ...drawThen('H'));
      expect(view(standard).columns.H).toEqual([{ royal: 'QH', attack: ['AS'], defence: ['4H'] }]);
    },
  );

  it("with aces-low-after-play, settle the table again when a defending Ace drops: the reserve's next card defends", () => {
    // exact-cancel keeps the 10 against 11. The 3 and the Ace of Hearts go on the reserve; the 10 of Spades attacks the Queen (2);
    // she takes the Ace (11: defence over attack, no more); the Ace drops to 1 (1 <= 10), so she takes the 3 as well: 12 - 10 + 1 + 3.
    const variants: Variant[] = ['aces-low-after-play', 'exact-cancel'];
    const state = play(deal([...FOUR, '3H', 'AH', '10S'], variants), ...drawThen('reserve', 'reserve', 'H'));
    expect(view(state).columns.H[0]).toEqual({ royal: 'QH', attack: ['10S'], defence: ['AH', '3H'] });
    expect(view(state).strengths.H).toBe(6);
    expect(view(state).reserve).toEqual(['4S']);
  });
});

describe('Royal Assassin: a Royal turned onto an attacked column', () => {
  it('interrupts the attack and becomes the Pretender, the attack waiting beneath', () => {
    const state = play(deal([...FOUR, '9S', 'KH']), ...drawThen('H'), { type: 'draw' });
    expect(view(state).columns.H).toEqual([
      { royal: 'QH', attack: ['9S'], defence: [] },
      { royal: 'KH', attack: [], defence: [] },
    ]);
    expect(view(state).strengths.H).toBe(13);
  });

  it('with royal-beneath, comes in under the attack and defence, and may come in already dead', () => {
    const under = play(deal([...FOUR, '9S', 'KH'], ['royal-beneath']), ...drawThen('H'), { type: 'draw' });
    expect(view(under).columns.H).toEqual([
      { royal: 'QH', attack: [], defence: [] },
      { royal: 'KH', attack: ['9S'], defence: [] },
    ]);
    expect(view(under).strengths.H).toBe(4);
    const dead = play(deal(['KS', 'QS', 'JC', 'QD', '4S', '5S', '6S', 'JD'], ['royal-beneath']), ...drawThen('D', 'D'));
    expect(view(dead).strengths.D).toBe(1);
    const after = play(dead, { type: 'draw' });
    expect(view(after).columns.D).toEqual([{ royal: 'QD', attack: [], defence: [] }]);
    expect(after.discard).toEqual(['JD', '5S', '6S']);
  });
});

describe('Royal Assassin: the Joker', () => {
  const stacked = ['KH', 'KS', 'QH', 'JC', 'JD', '4S'];

  it('goes not over a column of one Royal, even under attack', () => {
    // The Queen of Hearts is the only Heart: attacked by the 3 of Spades, she is still no place for the Joker.
    const state = play(deal([...FOUR, '3S']), ...drawThen('H'));
    expect(view(state).columns.H).toEqual([{ royal: 'QH', attack: ['3S'], defence: [] }]);
    expect(assassin.legalActions(state).some((a) => a.type === 'joker')).toBe(false);
    expect(refusal(state, { type: 'joker', column: 'H' })).toMatch(/two or more Royals/);
  });

  it('goes only over a column of two or more Royals whose Pretender is under attack', () => {
    let state = deal([...stacked, '3S', '5D']);
    expect(refusal(state, { type: 'joker', column: 'H' })).toMatch(/two or more Royals whose Pretender is under attack/);
    state = play(state, ...drawThen('H'));
    expect(assassin.legalActions(state)).toContainEqual({ type: 'joker', column: 'H' });
    state = play(state, { type: 'joker', column: 'H' });
    expect(refusal(state, { type: 'joker', column: 'D' })).toMatch(/two or more Royals/);
    expect(view(state).joker).toBe('H');
  });

  it('returns when its column is destroyed, or with joker-discarded is discarded', () => {
    const kill = (variants: 'joker-discarded'[]) =>
      play(deal([...stacked, '3S', '10S'], variants), ...drawThen('H'), { type: 'joker', column: 'H' }, ...drawThen('H'));
    expect(view(kill([])).columns.H).toEqual([]);
    expect(view(kill([])).joker).toBe('available');
    expect(view(kill(['joker-discarded'])).joker).toBe('discarded');
    expect(kill(['joker-discarded']).discard).toContain('JK1');
  });

  it('with two-jokers, the view says where each Joker is', () => {
    let state = deal([...stacked, '3S', 'JK2', '5C', '6C', 'JK1'], ['two-jokers']);
    expect(view(state).jokers).toEqual([
      { card: 'JK1', at: 'stock' },
      { card: 'JK2', at: 'stock' },
    ]);
    state = play(state, ...drawThen('H'), { type: 'draw' });
    expect(view(state).jokers).toEqual([
      { card: 'JK1', at: 'stock' },
      { card: 'JK2', at: 'pending' },
    ]);
    state = play(state, { type: 'reserve' });
    expect(view(state).jokers).toEqual([
      { card: 'JK1', at: 'stock' },
      { card: 'JK2', at: 'reserve', fromTop: 0 },
    ]);
    state = play(state, ...drawThen('reserve', 'reserve'));
    expect(view(state).reserve).toEqual(['4S', 'JK2', '5C', '6C']);
    expect(view(state).jokers).toEqual([
      { card: 'JK1', at: 'stock' },
      { card: 'JK2', at: 'reserve', fromTop: 2 },
    ]);
    state = play(state, { type: 'draw' }, { type: 'joker', column: 'H' });
    expect(view(state).jokers).toEqual([
      { card: 'JK1', at: 'H' },
      { card: 'JK2', at: 'reserve', fromTop: 2 },
    ]);
  });

  it('with two-jokers, is turned from the stockpile: placed at once, or put on the reserve and placed from its top later', () => {
    const base = deal([...stacked, '3S', 'JK2', '5C', 'JK1'], ['two-jokers']);
    expect(view(base).joker).toBe('buried');
    let state = play(base, ...drawThen('H'), { type: 'draw' });
    expect(view(state).pending).toBe('JK2');
    expect(assassin.legalActions(state)).toEqual([{ type: 'reserve' }, { type: 'joker', column: 'H' }]);
    state = play(state, { type: 'reserve' });
    expect(view(state).joker).toBe('available');
    state = play(state, ...drawThen('reserve'));
    expect(assassin.legalActions(state).some((a) => a.type === 'joker')).toBe(false);
    state = play(state, { type: 'draw' }, { type: 'joker', column: 'H' });
    expect(view(state).joker).toBe('H');
  });
});

describe('Royal Assassin: recycling the reserve', () => {
  // The stockpile is out. Spades attack the Queen of Hearts (5 points); the Diamonds column is empty, so Clubs and Hearts have nothing to
  // attack.
  const attacked = (reserve: string[], variants: Variant[] = ['recycle-reserve']): AssassinState => {
    const base = deal([...FOUR], variants);
    return {
      ...base,
      stock: [],
      reserve,
      columns: { S: [], C: [], D: [], H: [{ royal: 'QH', attack: [{ card: '5S', value: 5 }], defence: [] }] },
    };
  };

  it('turns the reserve over, bottom card first, only with recycle-reserve and only when a play comes of it', () => {
    expect(assassin.legalActions(attacked(['9S', '8C'], []))).toEqual([]);
    const recycling = attacked(['9S', '8C']);
    expect(assassin.legalActions(recycling)).toEqual([{ type: 'draw' }]);
    const turned = play(recycling, { type: 'draw' });
    expect(turned.recycles).toBe(1);
    expect(view(turned).pending).toBe('9S');
    expect(turned.stock).toEqual(['8C']);
    expect(assassin.legalActions(turned)).toEqual([{ type: 'attack', column: 'H' }, { type: 'reserve' }]);
  });

  it('turns it over again after a pass in which a defence cancelled an attack and freed a suit, though nothing was played in it', () => {
    // Turned over: 7C, 5H. The 7 of Clubs has nothing to attack; the 5 of Hearts defends the Queen (5 against 5: both discarded),
    // which frees her for the Clubs. The reserve is turned over again, and the 7 attacks.
    const passed = play(attacked(['7C', '5H']), ...drawThen('reserve', 'reserve'));
    expect(view(passed).pairings.H).toBeNull();
    expect(passed.discard).toEqual(expect.arrayContaining(['5S', '5H']));
    expect(assassin.legalActions(passed)).toEqual([{ type: 'draw' }]);
    expect(assassin.legalActions(play(passed, { type: 'draw' }))).toContainEqual({ type: 'attack', column: 'H' });
  });

  it('looks further than one pass: a pass that frees a suit only after its card went by leads to a play in the next', () => {
    // Turned over: 7C, 2H, 3H. The 7 of Clubs has nothing to attack; the 2 and 3 of Hearts defend the Queen (5 against 5: both
    // discarded), which frees her for the Clubs, but the 7 is back on the reserve by then. The next pass turns it up again.
    const state = attacked(['7C', '2H', '3H']);
    expect(assassin.legalActions(state)).toEqual([{ type: 'draw' }]);
    const next = play(state, ...drawThen('reserve', 'reserve', 'reserve'));
    expect(view(next).pairings.H).toBeNull();
    expect(next.reserve).toEqual(['7C']);
    expect(assassin.legalActions(next)).toEqual([{ type: 'draw' }]);
    expect(assassin.legalActions(play(next, { type: 'draw' }))).toContainEqual({ type: 'attack', column: 'H' });
  });

  it('is lost when no pass through the reserve can lead to a play, even after a pass in which a Pretender defended', () => {
    expect(assassin.legalActions(attacked(['8C', '9C']))).toEqual([]);
    // The 2 of Hearts defends (2 against 5: no cancel); the Clubs still have nothing to attack.
    const state = attacked(['2H', '8C']);
    expect(assassin.legalActions(state)).toEqual([]);
    expect(assassin.result(state)).toMatchObject({ over: true, won: false });
  });

  it('ends after a pass in which the player passed up every play, since the next pass would be the same', () => {
    // Turned over: 9S, 8C. The 9 of Spades could attack the Queen but goes back on the reserve; nothing else happens in the pass.
    const passed = play(attacked(['9S', '8C']), ...drawThen('reserve', 'reserve'));
    expect(passed.reserve).toEqual(['9S', '8C']);
    expect(assassin.legalActions(passed)).toEqual([]);
    // A pass in which a card was played is followed by another: here the 2 of Spades attacks, and the 3 passed up comes round again.
    const played = play(attacked(['2S', '8C', '3S']), ...drawThen('H', 'reserve', 'reserve'));
    expect(played.reserve).toEqual(['8C', '3S']);
    expect(assassin.legalActions(played)).toEqual([{ type: 'draw' }, { type: 'continue', column: 'H' }]);
  });
});
