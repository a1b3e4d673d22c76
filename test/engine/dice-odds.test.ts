import { describe, expect, it } from 'vitest';
import { chanceToWin, type DicePool, fraction, opposedOdds, percentText, totalWays } from '../../src/engine/dice-odds.js';

/** Every roll of `dice` d6, listed one by one (6^dice of them). */
function everyRoll(dice: number): number[][] {
  let rolls: number[][] = [[]];
  for (let i = 0; i < dice; i++) rolls = rolls.flatMap((roll) => [1, 2, 3, 4, 5, 6].map((face) => [...roll, face]));
  return rolls;
}

/** A pool's total for one roll, counted the plain way. */
function totalOf(roll: number[], pool: DicePool): number {
  const sum = roll.reduce((a, b) => a + b, 0);
  return pool.dropHighest && roll.length > 0 ? sum - Math.max(...roll) : sum;
}

/** The chance by brute force: every pair of rolls, counted. */
function enumerated(mine: DicePool, theirs: DicePool, ties: 'lose' | 'win'): { num: bigint; den: bigint } {
  let wins = 0;
  let all = 0;
  for (const a of everyRoll(mine.dice)) {
    for (const b of everyRoll(theirs.dice)) {
      const x = totalOf(a, mine);
      const y = totalOf(b, theirs);
      if (x > y || (ties === 'win' && x === y)) wins++;
      all++;
    }
  }
  return fraction(BigInt(wins), BigInt(all));
}

describe('Engine: exact odds of an opposed roll', () => {
  it(
    'equals brute-force enumeration for every pool of 0 to 3 dice ' + 'against 0 to 3, plain or dropping the highest die, ties lost or won',
    () => {
      let checked = 0;
      for (let n = 0; n <= 3; n++) {
        for (let m = 0; m <= 3; m++) {
          for (const dropHighest of [false, true]) {
            for (const ties of ['lose', 'win'] as const) {
              const mine = { dice: n };
              const theirs = { dice: m, dropHighest };
              expect(chanceToWin(mine, theirs, ties), `${n}d vs ${m}d${dropHighest ? ' (highest dropped)' : ''}, ties ${ties}`).toEqual(
                enumerated(mine, theirs, ties),
              );
              checked++;
            }
          }
        }
      }
      expect(checked).toBe(64);
    },
  );

  it('equals enumeration for 4 dice against 3 (a fight button\'s "Wizardry 4d vs 3d"): 23105/31104, shown as 74%', () => {
    const p = chanceToWin({ dice: 4 }, { dice: 3 }, 'lose');
    expect(p).toEqual(enumerated({ dice: 4 }, { dice: 3 }, 'lose'));
    expect(p).toEqual({ num: 23105n, den: 31104n });
    expect(percentText(p)).toBe('74%');
  });

  it('knows the textbook values: 1d against 1d wins 15 of 36 when ties lose, 21 of 36 when ties win', () => {
    expect(chanceToWin({ dice: 1 }, { dice: 1 }, 'lose')).toEqual({ num: 5n, den: 12n });
    expect(chanceToWin({ dice: 1 }, { dice: 1 }, 'win')).toEqual({ num: 7n, den: 12n });
    expect(opposedOdds({ dice: 1 }, { dice: 1 }).tie).toEqual({ num: 1n, den: 6n });
  });

  it('counts every roll once: the ways of a pool add up to 6^n, with or without its highest die', () => {
    for (let n = 0; n <= 8; n++) {
      for (const dropHighest of [false, true]) {
        expect(totalWays({ dice: n, dropHighest }).reduce((a, b) => a + b, 0n)).toBe(6n ** BigInt(n));
      }
    }
    // Two dice less the higher one: the lower die, 1 in 11 ways of 36 down to 6 in 1.
    expect(totalWays({ dice: 2, dropHighest: true }).slice(0, 7)).toEqual([0n, 11n, 9n, 7n, 5n, 3n, 1n]);
  });

  it('stays exact for big pools: 12 dice against 12, win + tie + lose = 1', () => {
    const odds = opposedOdds({ dice: 12 }, { dice: 12 });
    const sum = fraction(
      odds.win.num * (odds.tie.den * odds.lose.den) +
        odds.tie.num * (odds.win.den * odds.lose.den) +
        odds.lose.num * (odds.win.den * odds.tie.den),
      odds.win.den * odds.tie.den * odds.lose.den,
    );
    expect(sum).toEqual({ num: 1n, den: 1n });
    expect(odds.win).toEqual(odds.lose);
  });

  it('rounds only for display, and never calls a chance certain when it is not', () => {
    expect(percentText({ num: 0n, den: 1n })).toBe('0%');
    expect(percentText({ num: 1n, den: 1n })).toBe('100%');
    expect(percentText({ num: 1n, den: 216n })).toBe('<1%');
    expect(percentText({ num: 215n, den: 216n })).toBe('>99%');
    expect(percentText({ num: 1n, den: 2n })).toBe('50%');
    expect(percentText({ num: 1n, den: 8n })).toBe('13%');
    expect(percentText(chanceToWin({ dice: 6 }, { dice: 1 }, 'lose'))).toBe('>99%');
  });
});
