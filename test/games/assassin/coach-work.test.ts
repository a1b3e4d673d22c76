/**
 * Royal Assassin's coach in the background worker (coach-work.ts): it reads back every knowledge the
 * bot's thread builds and refuses each malformed field by name, reads each play and refuses junk, and
 * solves a deal only by rules it knows.
 */
import { describe, expect, it } from 'vitest';
import { coachWork } from '../../../src/games/assassin/coach-work.js';
import { type AssassinState, assassin, type Variant } from '../../../src/games/assassin/index.js';
import { knowledgeOf } from '../../../src/games/assassin/knowledge.js';
import { assassinStock } from '../../../src/games/assassin/setup.js';
import { solveDeal } from '../../../src/games/assassin/solver.js';
import { replay } from './brute-force.js';

const readKnowledge = coachWork.readKnowledge!;
const readMove = coachWork.readMove!;

/** Deal `seed` played by its last legal move each time (turn, then put on the reserve) for `moves` moves, or until `until` holds. */
function playedOn(seed: string, variants: Variant[], moves: number, until: (state: AssassinState) => boolean = () => false): AssassinState {
  let state = assassin.setup({ seed, options: { variants } });
  for (let i = 0; i < moves && !until(state) && !assassin.result(state).over; i++)
    state = replay(state, [assassin.legalActions(state).at(-1)!]);
  return state;
}

describe('Royal Assassin coach in the worker: the knowledge', () => {
  const state = playedOn('work-a', ['two-jokers'], 12);

  it('reads back every knowledge the bot builds: at the start, mid-game, with two Jokers, after the reserve is turned over', () => {
    const recycled = playedOn('work-b', ['recycle-reserve'], 400, (t) => t.recycles > 0);
    expect(recycled.recycles).toBeGreaterThan(0);
    const states = [assassin.setup({ seed: 'work-c', options: { variants: [] } }), playedOn('work-c', [], 9), state, recycled];
    for (const known of states) {
      const knowledge = knowledgeOf(known);
      expect(readKnowledge(structuredClone(knowledge))).toEqual(knowledge);
    }
  });

  it('refuses each malformed field, naming it', () => {
    const knowledge = knowledgeOf(state);
    const [layer] = Object.values(knowledge.columns).find((column) => column.length > 0)!;
    const column = { ...knowledge.columns, S: [{ ...layer!, attack: [{ card: '5H', value: 'five' }] }] };
    const malformed: [string, Record<string, unknown>][] = [
      ['options', { options: { variants: ['dragons'] } }],
      ['options', { options: null }],
      ['columns', { columns: { S: [], C: [], D: [] } }],
      ['columns', { columns: column }],
      ['columns', { columns: { ...knowledge.columns, H: [{ royal: 5, attack: [], defence: [] }] } }],
      ['reserve', { reserve: 'AS' }],
      ['discard', { discard: [7] }],
      ['knownStock', { knownStock: null }],
      ['unseen', { unseen: Array.from({ length: 61 }, () => 'AS') }],
      ['pending', { pending: 7 }],
      ['pending', { pending: undefined }],
      ['jokers', { jokers: [{ card: 'JK3', at: 'aside' }] }],
      ['jokers', { jokers: [{ card: 'JK1', at: 'up the sleeve' }] }],
      ['jokers', { jokers: [...knowledge.jokers, { card: 'JK1', at: 'aside' }] }],
      ['setup', { setup: { royals: -1, stopper: null } }],
      ['setup', { setup: null }],
      ['royalsKilled', { royalsKilled: -1 }],
      ['turned', { turned: 1.5 }],
      ['recycles', { recycles: '0' }],
      ['stockSize', { stockSize: 1_001 }],
      ['changedSinceRecycle', { changedSinceRecycle: 'yes' }],
      ['conceded', { conceded: null }],
      ['stockSize', { stockSize: knowledge.stockSize + 1 }],
      ['stockSize', { unseen: knowledge.unseen.slice(1) }],
    ];
    for (const [field, change] of malformed) {
      const read = readKnowledge({ ...structuredClone(knowledge), ...change });
      expect(typeof read, `${field}: ${JSON.stringify(change)}`).toBe('string');
      expect(read).toMatch(new RegExp(`^${field}: `));
    }
    for (const junk of [null, 'knowledge', 7, undefined]) expect(readKnowledge(junk)).toBe('not an object');
  });
});

describe('Royal Assassin coach in the worker: a play and a deal', () => {
  it('reads each play of the game, and refuses anything else', () => {
    for (const type of ['draw', 'reserve', 'concede'] as const) expect(readMove({ type })).toEqual({ type });
    for (const type of ['attack', 'continue', 'joker'] as const)
      for (const column of ['S', 'C', 'D', 'H'] as const) expect(readMove({ type, column })).toEqual({ type, column });
    const junk = [
      null,
      'draw',
      7,
      {},
      { type: 'fly' },
      { type: 'attack' },
      { type: 'attack', column: 'X' },
      { type: 'continue', column: 3 },
      { type: 'joker', column: null },
      { type: ['draw'] },
    ];
    for (const raw of junk) expect(typeof readMove(raw), JSON.stringify(raw)).toBe('string');
  });

  it('solves a deal by the rules its name stands for, and refuses a name it does not know', () => {
    const limits = { budget: 5_000, tableSize: 1 << 14 };
    const variants: Variant[] = ['two-jokers', 'exact-cancel'];
    const deck = assassinStock('work-solve', { variants });
    expect(coachWork.solve(deck, 'v9', limits)).toEqual(solveDeal(deck, { variants, ...limits }));
    const standard = assassinStock('work-solve', { variants: [] });
    expect(coachWork.solve(standard, 'standard', limits)).toEqual(solveDeal(standard, { variants: [], ...limits }));
    for (const rules of ['v0', 'v80', 'lenient', 'standard2'])
      expect(() => coachWork.solve(standard, rules, limits), rules).toThrow(`not a set of alternate rules: ${rules}`);
  });
});
