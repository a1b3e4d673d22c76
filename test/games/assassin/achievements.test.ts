import { describe, expect, it } from 'vitest';
import { findGame } from '../../../src/catalog.js';
import type { AssassinAction, AssassinState, Column, Variant } from '../../../src/games/assassin/index.js';
import { deal, play, view } from './helpers.js';

const achievements = findGame('assassin')!.achievements!;

/** A game so far: its state and every play applied, in order. */
interface Game {
  state: AssassinState;
  actions: AssassinAction[];
}

function plays(game: Game, ...actions: AssassinAction[]): Game {
  return { state: play(game.state, ...actions), actions: [...game.actions, ...actions] };
}

const start = (top: string[], variants: Variant[] = []): Game => ({ state: deal(top, variants), actions: [] });
const earned = (game: Game) => achievements.earned(game.state, game.actions);
const DRAW: AssassinAction = { type: 'draw' };
const attack = (column: Column): AssassinAction => ({ type: 'attack', column });
const joker = (column: Column): AssassinAction => ({ type: 'joker', column });

/** Two Royals up (K♠, Q♥; the 2♥ ends the setup), both killed with four stockpile cards and no Joker. */
const QUICK = ['KS', 'QH', '2H', '10H', '3H', 'AS', '9S'];
const quickWin = (variants: Variant[] = []) =>
  plays(start(QUICK, variants), DRAW, attack('S'), DRAW, attack('S'), DRAW, attack('H'), DRAW, attack('H'));

/**
 * Every Royal up from the setup (the 2♠ ends it), then each column killed through the Joker: a 10
 * brings the Jack to 1 (the Spades take the 2♠ to defend), the Joker goes over, a 3 kills the Jack
 * and with him the whole column.
 */
const TWELVE = [
  'KS',
  'QS',
  'JS',
  'KC',
  'QC',
  'JC',
  'KD',
  'QD',
  'JD',
  'KH',
  'QH',
  'JH',
  '2S',
  '10D',
  '3D',
  '10H',
  '3H',
  '10S',
  '3S',
  '10C',
  '3C',
];
function twelveCrowns(variants: Variant[] = []): Game {
  let game = start(TWELVE, variants);
  for (const [column] of [['S'], ['C'], ['D'], ['H']] as [Column][]) {
    game = plays(game, DRAW, attack(column), joker(column), DRAW, attack(column));
  }
  return game;
}

type Layer = AssassinState['columns']['S'][number];
const royal = (code: string, attack: string[] = []): Layer => ({
  royal: code,
  attack: attack.map((card) => ({ card, value: Number(card.slice(0, -1)) })),
  defence: [],
});

/** A lost table: nothing left to play, the Joker discarded, and these columns standing. */
function lostWith(columns: Partial<AssassinState['columns']>): Game {
  const base = deal(QUICK);
  return {
    state: {
      ...base,
      stock: [],
      reserve: [],
      columns: { S: [], C: [], D: [], H: [], ...columns },
      jokers: [{ card: 'JK1', at: 'discarded' }],
    },
    actions: [],
  };
}

describe('Royal Assassin: achievements', () => {
  it('lists six, with stable ids', () => {
    expect(achievements.list.map((a) => a.id)).toEqual([
      'won',
      'ten-to-spare',
      'no-joker',
      'crowded-court',
      'twelve-crowns',
      'royal-holiday',
    ]);
  });

  it('a quick win with 45 cards to spare and no Joker; nothing before it is over', () => {
    const game = quickWin();
    expect(view(game.state)).toMatchObject({ over: true, won: true, stock: 45 });
    expect(earned(game)).toEqual(['won', 'ten-to-spare', 'no-joker']);
    expect(earned(plays(start(QUICK), DRAW, attack('S')))).toEqual([]);
  });

  it('"Ten to spare" needs 10 cards left in the stockpile: 9 do not', () => {
    const game = quickWin();
    expect(achievements.earned({ ...game.state, stock: game.state.stock.slice(0, 10) }, game.actions)).toContain('ten-to-spare');
    expect(achievements.earned({ ...game.state, stock: game.state.stock.slice(0, 9) }, game.actions)).not.toContain('ten-to-spare');
  });

  it('all twelve Royals up and killed through the Joker: a crowded court and twelve crowns, but the Joker was needed', () => {
    const game = twelveCrowns();
    expect(game.state.setup.royals).toBe(12);
    expect(game.state.royalsKilled).toBe(12);
    expect(view(game.state)).toMatchObject({ over: true, won: true, stock: 31 });
    expect(earned(game)).toEqual(['won', 'ten-to-spare', 'crowded-court', 'twelve-crowns']);
  });

  it('"A crowded court" needs 7 Royals from the setup: 6 do not', () => {
    const court = (royals: number) => ({ ...quickWin().state, setup: { royals, stopper: '2H' } });
    expect(achievements.earned(court(7), [])).toContain('crowded-court');
    expect(achievements.earned(court(6), [])).not.toContain('crowded-court');
  });

  it('"Royal Holiday": a lost game where the Joker takes the throne; not when a Pretender does', () => {
    const holiday = lostWith({ D: [royal('KD'), royal('QD', ['5S'])], C: [royal('KC'), royal('QC', ['5H'])] });
    expect(view(holiday.state)).toMatchObject({ over: true, won: false, ruler: 'JK1' });
    expect(earned(holiday)).toEqual(['royal-holiday']);
    const king = lostWith({ H: [royal('QH')], S: [royal('KS')] });
    expect(view(king.state).ruler).toBe('KS');
    expect(earned(king)).toEqual([]);
  });

  it('counts under the harder alternate rules, not under those that help the player', () => {
    expect(earned(quickWin(['exact-cancel', 'joker-discarded']))).toEqual(['won', 'ten-to-spare', 'no-joker']);
    expect(earned(twelveCrowns(['aces-low-after-play']))).toEqual(['won', 'ten-to-spare', 'crowded-court', 'twelve-crowns']);
    expect(earned(quickWin(['royal-beneath']))).toEqual([]);
    expect(earned(quickWin(['recycle-reserve']))).toEqual([]);
  });
});
