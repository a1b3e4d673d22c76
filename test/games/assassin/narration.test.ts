import { describe, expect, it } from 'vitest';
import { assassin } from '../../../src/games/assassin/index.js';
import { deal, play } from './helpers.js';

// Setup: Spades King, Hearts Queen, Clubs Jack, Diamonds Jack, stopped by a 4 (4 Royals): every column has a Pretender.
const FOUR = ['KS', 'QH', 'JC', 'JD', '4S'];

/** The log lines of one more action. */
function events(state: ReturnType<typeof deal>, action: Parameters<typeof assassin.apply>[1]): string[] {
  const outcome = assassin.apply(state, action);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.events.map((event) => event.text);
}

describe('Royal Assassin: the log', () => {
  it('gives a standing Pretender her strength, and says a killing blow kills with so much to spare, never a negative strength', () => {
    // The 10 of Spades leaves the Queen of Hearts (12) at 2; the 7 of Spades is 5 more than she has left.
    const state = play(deal([...FOUR, '10S', '7S']), { type: 'draw' });
    expect(events(state, { type: 'attack', column: 'H' })).toEqual([
      'The 10 of Spades from the stockpile attacks the Queen of Hearts: strength 2.',
    ]);
    const killing = events(play(state, { type: 'attack', column: 'H' }, { type: 'draw' }), { type: 'attack', column: 'H' });
    expect(killing).toEqual([
      'The 7 of Spades from the stockpile attacks the Queen of Hearts: killed with 5 to spare.',
      'The Queen of Hearts dies.',
    ]);
  });

  it('says when a blow kills with nothing to spare', () => {
    const state = play(deal([...FOUR, '10S', '2S']), { type: 'draw' }, { type: 'attack', column: 'H' }, { type: 'draw' });
    expect(events(state, { type: 'attack', column: 'H' })[0]).toBe(
      'The 2 of Spades from the stockpile attacks the Queen of Hearts: killed with nothing to spare.',
    );
  });
});
