import { describe, expect, it } from 'vitest';
import { longestWeaponChain } from '../../../src/games/scoundrel/achievements.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../../src/games/scoundrel/index.js';
import { AVOID, act, deal, face, hit, offers, SAFE_30 } from './helpers.js';

/** A run so far: its state and every action applied, in order. */
interface Run {
  state: ScoundrelState;
  actions: ScoundrelAction[];
}

/** Applies actions, keeping them as the session does. */
function apply(run: Run, ...actions: ScoundrelAction[]): Run {
  return { state: actions.reduce(act, run.state), actions: [...run.actions, ...actions] };
}

/**
 * Faces the first card of the room `cards` times (to the end by default): the weapon whenever it may
 * hit, except the monsters listed `barehanded`. The room's 4th card stays at its front, so this faces
 * the dungeon in its order.
 */
function inOrder(run: Run, barehanded: string[] = [], cards = Infinity): Run {
  let current = run;
  for (let i = 0; i < cards && !scoundrel.result(current.state).over; i++) {
    const card = current.state.room[0]!;
    current = apply(current, !barehanded.includes(card) && offers(current.state, hit(card)) ? hit(card) : face(card));
  }
  return current;
}

const start = (top: string[]): Run => ({ state: deal(top), actions: [] });
const earned = (run: Run) => scoundrel.achievements!.earned(run.state, run.actions);

/** SAFE_30 (10 turns ending at 20 health, the 10♦ slaying 25 monsters) and then `tail` in order. */
function cleared(tail: string[], barehanded: string[] = []): Run {
  return inOrder(start([...SAFE_30, ...tail]), barehanded);
}

describe('Scoundrel: achievements', () => {
  it('lists six, each with a stable id, a title, what earns it and an emoji', () => {
    const list = scoundrel.achievements!.list;
    expect(list.map((a) => a.id)).toEqual(['cleared', 'full-health', 'one-for-the-road', 'by-a-thread', 'no-retreat', 'whetstone']);
    for (const a of list) expect(a.title.length * a.description.length * (a.emoji?.length ?? 0)).toBeGreaterThan(0);
  });

  it('a clear at 20 health with a potion last, never avoiding: every one but "By a thread"', () => {
    const run = cleared(['9D', '10C', '2H', '2D', '3D', '3H', '4D', '5D', '4H', '6D', '7D', '5H', '8D', '6H']);
    expect(scoundrel.result(run.state)).toMatchObject({ won: true, score: 26 });
    expect(earned(run)).toEqual(['cleared', 'full-health', 'one-for-the-road', 'no-retreat', 'whetstone']);
  });

  it('a clear at 20 health with a weapon last: not "One for the road" (score 20)', () => {
    const run = cleared(['9D', '10C', '2H', '2D', '3D', '3H', '4D', '5D', '4H', '6D', '7D', '5H', '6H', '8D']);
    expect(scoundrel.result(run.state)).toMatchObject({ won: true, score: 20 });
    expect(earned(run)).toEqual(['cleared', 'full-health', 'no-retreat', 'whetstone']);
  });

  it('a clear at 17 health: not "Not a scratch"', () => {
    const run = cleared(['2D', '3D', '4D', '5D', '6D', '7D', '8D', '3H', '4H', '10C', '5H', '6H', '9D', '2H'], ['10C']);
    expect(run.state.health).toBe(17);
    expect(earned(run)).toEqual(['cleared', 'no-retreat', 'whetstone']);
  });

  it('a clear at exactly 1 health: "By a thread"', () => {
    // 9♣ and 7♠ barehanded leave 4 health after 30 cards; 2♥ heals to 6, 5♥ to 11 (the others are
    // each turn's second potion), and the 10♣ barehanded as the very last card leaves 1.
    const run = cleared(['2H', '3H', '4H', '5H', '6H', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '10C'], ['9C', '7S', '10C']);
    expect(scoundrel.result(run.state)).toMatchObject({ won: true, score: 1 });
    expect(earned(run)).toEqual(['cleared', 'by-a-thread', 'no-retreat', 'whetstone']);
  });

  it('a clear after avoiding a room: not "No retreat"', () => {
    const before = inOrder(
      start([...SAFE_30, '9D', '10C', '2H', '2D', '3D', '3H', '4D', '5D', '4H', '6D', '7D', '5H', '8D', '6H']),
      [],
      30,
    );
    const run = inOrder(apply(before, AVOID));
    expect(scoundrel.result(run.state)).toMatchObject({ won: true, score: 20 });
    expect(earned(run)).toEqual(['cleared', 'full-health', 'whetstone']);
  });

  it('"Whetstone": 8 monsters slain by one weapon earn it even in a lost run; 7 and then a new weapon do not', () => {
    // The 10♦ slays A♠ A♣ K♠ K♣ Q♠ Q♣ J♠ (1 health left); then 9♥ heals and the J♣ is its 8th.
    const eight = inOrder(start(['10D', 'AS', 'AC', 'KS', 'KC', 'QS', 'QC', 'JS', '9H', 'JC']), [], 10);
    expect(longestWeaponChain(eight.actions)).toBe(8);
    expect(earned(eight)).toEqual([]); // the run is not over yet
    const lost = inOrder(eight, eight.state.dungeon.concat(eight.state.room));
    expect(scoundrel.result(lost.state)).toMatchObject({ over: true, won: false });
    expect(earned(lost)).toEqual(['whetstone']);
    // The same, with the 9♦ instead of the 9♥: the J♣ is the new weapon's first, and it kills.
    const seven = inOrder(start(['10D', 'AS', 'AC', 'KS', 'KC', 'QS', 'QC', 'JS', '9D', 'JC']));
    expect(scoundrel.result(seven.state)).toMatchObject({ over: true, won: false });
    expect(longestWeaponChain(seven.actions)).toBe(7);
    expect(earned(seven)).toEqual([]);
  });

  it('a run slain at once earns nothing', () => {
    const run = inOrder(start(['AS', 'AC']), ['AS', 'AC']);
    expect(scoundrel.result(run.state)).toMatchObject({ over: true, won: false });
    expect(earned(run)).toEqual([]);
  });
});
