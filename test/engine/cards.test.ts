import { describe, expect, it } from 'vitest';
import { aceHighValue, aceLowValue, cardLabel, cardName, parseCard, standardDeck } from '../../src/engine/cards.js';

describe('Engine: card codes', () => {
  it('parses every code of RULINGS.md and nothing else', () => {
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
});
