/**
 * The solver's own fast path held to the engine: the ends of a turn it lists against every way the
 * engine plays the turn out, the fact its key rests on (the room and the dungeon are the dealt
 * order, turned round, without the faced cards), its upper bound against the true best, and the
 * cache of enumerated turns.
 */
import { describe, expect, it } from 'vitest';
import { chooser } from '../../../src/engine/chooser.js';
import { playOut } from '../../../src/games/scoundrel/advisor-policy.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../../src/games/scoundrel/index.js';
import { MAX_HEALTH } from '../../../src/games/scoundrel/rules.js';
import { upperBound } from '../../../src/games/scoundrel/solver-bound.js';
import { type Position as Packed, packState, packStateInto } from '../../../src/games/scoundrel/solver-state.js';
import { TranspositionTable } from '../../../src/games/scoundrel/solver-table.js';
import { enumerateTurn, stepActions, TurnOutcomes } from '../../../src/games/scoundrel/solver-turn.js';
import { TurnCache } from '../../../src/games/scoundrel/solver-turn-cache.js';
import { bruteForceBest, partWay, replay, smallDungeon } from './brute-force.js';
import { act, cards, deal, face, hit, play, playout } from './helpers.js';

const RULES = ['lenient', 'strict'] as const;

/** Every way the engine plays out the current turn (no avoiding): the actions and the state after. */
function engineTurnEnds(state: ScoundrelState): { actions: ScoundrelAction[]; end: ScoundrelState }[] {
  const ends: { actions: ScoundrelAction[]; end: ScoundrelState }[] = [];
  const walk = (current: ScoundrelState, actions: ScoundrelAction[]): void => {
    for (const action of scoundrel.legalActions(current)) {
      if (action.type === 'avoid') continue;
      const next = act(current, action);
      const done = [...actions, action];
      if (scoundrel.result(next).over || next.turn.faced === 0) ends.push({ actions: done, end: next });
      else walk(next, done);
    }
  };
  walk(state, []);
  return ends;
}

/** The weapon of a state after a turn, as the solver holds it (canonical for the cards left). */
function weaponOf(state: ScoundrelState): { weapon: number; limit: number } {
  const packed = packState(state);
  return { weapon: packed.weapon, limit: packed.limit };
}

/** States to test on: turn starts and part-way turns of seeded random runs, and small dungeons. */
function sampleStates(): ScoundrelState[] {
  const states: ScoundrelState[] = [];
  for (const weaponRule of RULES) {
    for (let game = 0; game < 6; game++) {
      const { steps } = playout(scoundrel.setup({ seed: `fast-path-${game}`, options: { weaponRule } }), chooser(game + 1));
      states.push(...steps.filter((_, i) => i % 3 === 0).map((step) => step.state));
    }
    for (let seed = 1; seed <= 30; seed++) {
      const small = smallDungeon(2000 + seed, 3 + (seed % 8), weaponRule);
      states.push(small, partWay(small, seed, 1 + (seed % 2)));
    }
  }
  return states.filter((state) => !scoundrel.result(state).over);
}

describe('Scoundrel solver: the ends of a turn, against the engine', () => {
  const states = sampleStates();

  it('lists only ends the engine reaches, by the steps it gives', () => {
    const out = new TurnOutcomes();
    for (const state of states) {
      const position = packState(state);
      const room = Int8Array.from(position.room);
      enumerateTurn(position, out);
      for (let i = 0; i < out.count; i++) {
        const end = replay(state, stepActions(room, out.steps[i]!));
        expect(end.turn.faced).toBe(0);
        expect(end.health).toBe(out.health[i]);
        const left = [...state.room].filter((_, slot) => (out.leftover[i]! & (1 << slot)) !== 0);
        expect(end.room.slice(0, left.length)).toEqual(left);
        // The listed weapon, put in canonical form for the cards left after the turn, is the engine's.
        const listed = packState(end);
        listed.weapon = out.weapon[i]!;
        listed.limit = out.limit[i]!;
        listed.canonicalWeapon();
        expect({ weapon: listed.weapon, limit: listed.limit }).toEqual(weaponOf(end));
      }
      if (out.endScore > -Infinity) {
        const end = replay(state, stepActions(room, out.endSteps));
        expect(scoundrel.result(end)).toMatchObject({ over: true, score: out.endScore });
      }
    }
  });

  it('matches or beats every way the engine plays the turn, and finds its best ending of the run', () => {
    const out = new TurnOutcomes();
    for (const state of states) {
      const position = packState(state);
      enumerateTurn(position, out);
      let bestEnd = -Infinity;
      for (const { end } of engineTurnEnds(state)) {
        const result = scoundrel.result(end);
        if (result.over) {
          bestEnd = Math.max(bestEnd, result.score!);
          continue;
        }
        const leftover = state.room.reduce((mask, code, slot) => (end.room.includes(code) ? mask | (1 << slot) : mask), 0);
        const { weapon, limit } = weaponOf(end);
        const matched = Array.from({ length: out.count }, (_, i) => i).some(
          (i) => out.leftover[i] === leftover && out.health[i]! >= end.health && out.weapon[i]! >= weapon && out.limit[i]! >= limit,
        );
        expect(matched, `${JSON.stringify(state.room)} -> ${JSON.stringify(end.room)} at ${end.health}`).toBe(true);
      }
      expect(out.endScore).toBe(bestEnd);
    }
  });
});

describe('Scoundrel solver: the key', () => {
  it('finds the room and the dungeon as the dealt order, turned to start at the room, less the faced cards', () => {
    let avoided = 0;
    for (const weaponRule of RULES) {
      for (let game = 0; game < 20; game++) {
        const start = scoundrel.setup({ seed: `circle-${game}`, options: { weaponRule } });
        const dealt = [...start.room, ...start.dungeon];
        const { steps, end } = playout(start, chooser(100 + game));
        avoided += steps.filter((step) => step.action.type === 'avoid').length;
        for (const state of [...steps.map((step) => step.state), end]) {
          const left = [...state.room, ...state.dungeon];
          if (left.length === 0) continue;
          const from = dealt.indexOf(left[0]!);
          const circle = [...dealt.slice(from), ...dealt.slice(0, from)].filter((code) => left.includes(code));
          expect(left).toEqual(circle);
        }
      }
    }
    expect(avoided).toBeGreaterThan(10);
  });
});

describe('Scoundrel solver: the key is exact', () => {
  it('tells apart every room start, weapon and last avoid over the same cards left, and only those', () => {
    for (const weaponRule of RULES) {
      for (let game = 0; game < 4; game++) {
        const start = scoundrel.setup({ seed: `key-${game}`, options: { weaponRule } });
        const dealt = [...start.room, ...start.dungeon];
        // The cards left part-way through a seeded run, and the circle they make in the dealt order.
        const { steps } = playout(start, chooser(300 + game));
        const mid = steps[Math.floor(steps.length / 2)]!.state;
        const left = dealt.filter((code) => mid.room.includes(code) || mid.dungeon.includes(code));
        const keys = new Map<string, string>();
        for (let first = 0; first < left.length; first++) {
          const circle = [...left.slice(first), ...left.slice(0, first)];
          for (const [weapon, slain] of [
            [null, []],
            ['7D', []],
            ['7D', ['9S']],
            ['9D', ['9S']],
          ] as const) {
            for (const lastTurnAvoided of [false, true]) {
              const state: ScoundrelState = {
                ...mid,
                room: circle.slice(0, 4),
                dungeon: circle.slice(4),
                weapon,
                slain: [...slain],
                turn: { faced: 0, potionUsed: false },
                lastTurnAvoided,
              };
              const position = packState(state, dealt);
              const key = `${position.keyLow()}:${position.keyHigh()}`;
              const truth = JSON.stringify([state.room, state.dungeon, weaponOf(state), lastTurnAvoided]);
              expect(keys.get(key) ?? truth, key).toBe(truth);
              keys.set(key, truth);
            }
          }
        }
        // Every start of the circle, both avoids, and the weapons that differ for the cards left.
        const weapons = new Set([
          'none',
          ...[
            ['7D', []],
            ['7D', ['9S']],
            ['9D', ['9S']],
          ].map(([w, s]) => JSON.stringify(weaponOf({ ...mid, weapon: w as string, slain: s as string[] }))),
        ]);
        expect(keys.size).toBe(left.length * 2 * weapons.size);
      }
    }
  });
});

/** A position of the transposition table: the key's two words and the health it was searched with. */
type Position = [low: number, high: number, health: number];

/** Visits each position in turn: for each, whether it had already been searched with at least that health. */
const visits = (table: TranspositionTable, ...positions: Position[]): boolean[] => positions.map((p) => table.visit(...p));

/** Whether the table covers each position, without visiting it. */
const covered = (table: TranspositionTable, ...positions: Position[]): boolean[] => positions.map((p) => table.covers(...p));

describe('Scoundrel solver: the transposition table', () => {
  it('says a position is done only when searched with at least as much health', () => {
    const table = new TranspositionTable(4);
    const searched = visits(table, [1, 2, 10], [1, 2, 10], [1, 2, 9], [1, 2, 11], [1, 2, 10], [1, 3, 1], [2, 2, 1]);
    expect(searched).toEqual([false, true, true, false, true, false, false]);
    expect(table.size).toBe(3);
    expect(covered(table, [1, 2, 11], [1, 2, 12], [1, 3, 1], [5, 5, 1])).toEqual([true, false, true, false]);
    expect(table.visit(5, 5, 1)).toBe(false);
    table.clear();
    expect(table.size).toBe(0);
    expect(table.visit(1, 2, 5)).toBe(false);
  });

  it('keeps every bit of a key beside the health, up to the widest key and the most health', () => {
    const table = new TranspositionTable(8);
    const widest = (1 << 27) - 1;
    expect(table.visit(-1, widest, MAX_HEALTH)).toBe(false);
    expect(covered(table, [-1, widest, MAX_HEALTH], [-1, widest - 1, 1], [0x7fffffff, widest, 1])).toEqual([true, false, false]);
    expect(visits(table, [-1, widest, 1], [0, 1 << 26, 1])).toEqual([true, false]);
    expect(covered(table, [0, 1 << 26, 1], [0, 1 << 26, 2])).toEqual([true, false]);
    table.clear();
    expect(table.covers(-1, widest, 1)).toBe(false);
  });

  it('takes no new position once full, and so never says one was searched when it was not', () => {
    const table = new TranspositionTable(2);
    expect(visits(table, [1, 1, 5], [2, 2, 5], [3, 3, 5], [3, 3, 5], [1, 1, 5])).toEqual([false, false, false, false, true]);
    expect(table.size).toBe(2);
  });
});

describe('Scoundrel solver: the upper bound', () => {
  it('is never below the best score, under either weapon rule', () => {
    for (const weaponRule of RULES) {
      for (let seed = 1; seed <= 60; seed++) {
        const small = smallDungeon(3000 + seed, 4 + (seed % 6), weaponRule);
        for (const state of [small, partWay(small, seed, 1)]) {
          expect(upperBound(packState(state)), `seed ${seed}`).toBeGreaterThanOrEqual(bruteForceBest(state));
        }
      }
    }
  });
});

describe('Scoundrel solver: the cache of enumerated turns', () => {
  it('gives back what was written, with a death re-scored for the monsters left', () => {
    const cache = new TurnCache();
    const written = new TurnOutcomes();
    enumerateTurn(packState(smallDungeon(4242, 9, 'strict')), written);
    expect(cache.read(1, 2, new TurnOutcomes(), 0)).toBe(false);
    cache.write(1, 2, written, 50);
    const read = new TurnOutcomes();
    expect(cache.read(1, 2, read, 60)).toBe(true);
    expect(read.count).toBe(written.count);
    expect(read.endScore).toBe(written.endScore === -Infinity ? -Infinity : written.endScore - 10);
    expect(read.endSteps).toBe(written.endSteps);
    for (let i = 0; i < written.count; i++) {
      for (const field of ['leftover', 'health', 'weapon', 'limit', 'steps'] as const) expect(read[field][i]).toBe(written[field][i]);
    }
    expect(cache.read(1, 3, new TurnOutcomes(), 0)).toBe(false);
  });
});

/** What a position holds that counts: the dungeon and room in play, and every other field. */
function packed(position: Packed) {
  const { queue, head, tail, room, roomLength, ...rest } = position;
  return { dungeon: [...queue.subarray(head, tail)], room: [...room.subarray(0, roomLength)], ...rest };
}

describe('Scoundrel solver: a position packed again', () => {
  // Used before: packed with a weapon that has slain (strict), as packed and once played out to its end.
  const armed = play(deal(cards('5D 3S 2H 9C'), { weaponRule: 'strict' }), face('5D'), hit('3S'));
  const usedOnes = (): Packed[] => {
    const played = packState(armed);
    playOut(played);
    return [packState(armed), played];
  };

  it('holds what a new position packed with the same state holds', () => {
    for (const state of [smallDungeon(4243, 5, 'lenient'), partWay(smallDungeon(4244, 11, 'lenient'), 7, 2), deal()]) {
      for (const used of usedOnes()) expect(packed(packStateInto(used, state))).toEqual(packed(packState(state)));
    }
  });

  it('copies another position whole', () => {
    const source = packState(partWay(smallDungeon(4245, 12, 'strict'), 3, 2));
    for (const used of usedOnes()) expect(packed(used.copyFrom(source))).toEqual(packed(source));
  });
});
