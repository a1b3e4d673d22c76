/**
 * Saga: a fight round that beats the opponent and puts the last players still in out of the fight
 * too is won (rulebook, "If the opponent loses the round, their cliché rank is dropped by one"; the
 * fight ends when the opponent reaches 0 "even if the last round also put someone out", fight.ts).
 */
import { describe, expect, it } from 'vitest';
import { ninjaFight, play, pumpedDownToZero, resolve, stop } from './fight-steps.js';
import { ANN, act, annJoins, BO, boJoins, cardCount, GM, table, told, view } from './helpers.js';

describe('Saga: a last round that beats the opponent and puts the last player out', () => {
  it('is won when the only player still in pumps down to 0 cards in the round that takes the Ninja to 0', () => {
    // The same table as "puts a player pumped down to 0 cards out of the fight", against a Ninja of 3, not 5.
    let state = pumpedDownToZero(3);
    const events = told(state, GM, { type: 'resolve' });
    state = act(state, resolve);
    expect(view(state).last!.sides[0]!.result).toBe('success');
    expect(events.slice(-2)).toEqual(['Ann is out of the fight.', 'Ninja is beaten!']);
    expect(view(state).fight).toMatchObject({ outcome: 'won', opponent: { rank: 0 } });
    expect(view(state).contest).toBeNull();
    expect(cardCount(state)).toBe(40);
  });

  it('is won when, in the round that takes the Ninja to 0, the one who beats it pumps out and the other falls short out', () => {
    // Ann holds 9D 9H 8D and pumps each; Bob, a Poet (2), holds 2H 3H 4H and falls short each round
    // against the Ninja's flips of 10, 9 and 8 of Spades (not trump in a physical fight).
    let state = act(
      boJoins(annJoins(table(['9D', '9H', '8D', '2H', '3H', '4H', '10S', '9S', '8S', '7S', '6S', '5S']), 1), 1),
      ninjaFight(3, 'physical', [
        [ANN, 'Weekend Warrior'],
        [BO, 'Poet'],
      ]),
    );
    const plays = (annCard: string, boCard: string) => {
      let next = act(state, play(ANN, annCard, 'pump'), play(BO, boCard));
      if (view(next).waitingFor.includes(BO)) next = act(next, stop(BO));
      return next;
    };
    state = act(plays('9D', '2H'), resolve);
    state = act(plays('9H', '3H'), resolve);
    expect(view(state).fight).toMatchObject({ outcome: 'on', opponent: { rank: 1 } });
    expect(view(state).fight!.fighters.map((f) => [f.handSize, f.out])).toEqual([
      [1, false],
      [1, false],
    ]);
    state = plays('8D', '4H');
    const events = told(state, GM, { type: 'resolve' });
    state = act(state, resolve);
    expect(view(state).last!.sides.map((s) => s.result)).toEqual(['success', 'failure']);
    expect(events.filter((e) => e.endsWith('out of the fight.'))).toEqual([
      'Ann is out of the fight.',
      "Bob's Sir Reginald is out of the fight.",
    ]);
    expect(events.at(-1)).toBe('Ninja is beaten!');
    expect(view(state).fight).toMatchObject({ outcome: 'won', opponent: { rank: 0 } });
    expect(cardCount(state)).toBe(40);
  });
});
