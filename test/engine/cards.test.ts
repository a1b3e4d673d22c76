import { describe, expect, it } from 'vitest';
import { aceHighValue, aceLowValue, cardLabel, cardName, cardNames, parseCard, standardDeck } from '../../src/engine/cards.js';

describe('Engine: card codes', () => {
  it('parses every code of docs/rulings.md and nothing else', () => {
    expect(parseCard('10H')).toEqual({ rank: '10', suit: 'H' });
    expect(parseCard('QS')).toEqual({ rank: 'Q', suit: 'S' });
    expect(parseCard('AC')).toEqual({ rank: 'A', suit: 'C' });
    for (const bad of ['JK1', '1H', '11S', 'QX', 'qs', '', 'AS ', '10']) expect(parseCard(bad)).toBeNull();
  });

  it('builds a 52-card deck of distinct cards', () => {
    const deck = standardDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect(deck.every((code) => parseCard(code) !== null)).toBe(true);
  });

  it('values ranks with Aces high or low', () => {
    expect(['A', 'J', 'Q', 'K', '7'].map((r) => aceHighValue(r as 'A'))).toEqual([14, 11, 12, 13, 7]);
    expect(aceLowValue('A')).toBe(1);
  });

  it('names cards for people', () => {
    expect(cardName('JS')).toBe('Jack of Spades');
    expect(cardName('10H')).toBe('10 of Hearts');
    expect(cardName('JK2')).toBe('Joker');
    expect(cardLabel('QD')).toBe('Q♦');
  });

  it('names a list of cards for people, each run of one suit naming its suit once', () => {
    expect(cardNames(['5D', '4D', '2D', '7S', 'JK1', 'AS'])).toBe('5, 4 and 2 of Diamonds, 7 of Spades, Joker, Ace of Spades');
    expect(cardNames(['KH'])).toBe('King of Hearts');
    expect(cardNames(['3C', '3H', '9C'])).toBe('3 of Clubs, 3 of Hearts, 9 of Clubs');
    expect(cardNames([])).toBe('');
  });
});
