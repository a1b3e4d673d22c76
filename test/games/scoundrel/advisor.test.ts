/**
 * The advisor: it decides from what the player knows and nothing else (the unseen part of the
 * dungeon shuffled any way gives the same advice), its estimates are the exact solver's once the
 * deck is fully known, it is deterministic for a seed, and its plans are legal.
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRandom } from '../../../src/engine/random.js';
import { type Advice, advise } from '../../../src/games/scoundrel/advisor.js';
import { decisionsOf } from '../../../src/games/scoundrel/decisions.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel, solveState } from '../../../src/games/scoundrel/index.js';
import { knowledgeOf, type ScoundrelKnowledge, unseenCards } from '../../../src/games/scoundrel/knowledge.js';

const RULES = ['lenient', 'strict'] as const;
const QUICK = { samples: 12, ends: 3 };

/** A run played by the advisor (quickly), every state it passed with the cards avoided so far. */
function advisedRun(seed: string, weaponRule: (typeof RULES)[number]): { state: ScoundrelState; avoided: Set<string> }[] {
  let state = scoundrel.setup({ seed, options: { weaponRule } });
  const avoided = new Set<string>();
  const seen: { state: ScoundrelState; avoided: Set<string> }[] = [];
  for (let step = 0; !scoundrel.result(state).over; step++) {
    seen.push({ state, avoided: new Set(avoided) });
    const advice = advise(knowledgeOf(state, avoided), { seed: `${seed}-${step}`, ...QUICK });
    const action = advice.moves[advice.best]!.action;
    if (action.type === 'avoid') for (const code of state.room) avoided.add(code);
    state = play(state, action);
  }
  return seen;
}

function play(state: ScoundrelState, action: ScoundrelAction): ScoundrelState {
  const next = scoundrel.apply(state, action);
  if (!next.ok) throw new Error(next.message);
  return next.state;
}

/** The same state with the cards the player has not seen put in another order. */
function reshuffled(state: ScoundrelState, knowledge: ScoundrelKnowledge, random: Random): ScoundrelState {
  const unseen = state.dungeon.slice(0, state.dungeon.length - knowledge.bottom.length);
  return { ...state, dungeon: [...random.shuffle(unseen), ...knowledge.bottom] };
}

describe('Scoundrel advisor: what it knows', () => {
  it('knows the avoided cards lie at the bottom of the dungeon, in the order they went under', () => {
    const start = scoundrel.setup({ seed: 'advisor-avoid' });
    const room = [...start.room];
    const known = decisionsOf(start, [{ type: 'avoid' }]);
    if (!known.ok) throw new Error(known.reason);
    expect(known.now.bottom).toEqual(room);
    expect(known.now.dungeonSize).toBe(40);
    expect(unseenCards(known.now)).toHaveLength(known.now.dungeonSize - room.length);
    expect(known.end.dungeon.slice(-4)).toEqual(room);
    expect(known.decisions).toEqual([{ knowledge: knowledgeOf(start, new Set()), action: { type: 'avoid' } }]);
  });

  it('says why a run does not replay', () => {
    const start = scoundrel.setup({ seed: 'advisor-bad' });
    expect(decisionsOf(start, [{ type: 'avoid' }, { type: 'avoid' }])).toMatchObject({ ok: false });
  });

  for (const weaponRule of RULES) {
    it(`gives the same advice however the unseen cards lie (${weaponRule})`, () => {
      const random = new Random(seedRandom('reshuffle'));
      let checked = 0;
      for (const seed of ['hidden-1', 'hidden-2']) {
        const run = advisedRun(seed, weaponRule);
        for (const { state, avoided } of run.filter((_, i) => i % 6 === 3)) {
          const knowledge = knowledgeOf(state, avoided);
          if (unseenCards(knowledge).length < 2) continue;
          const advice = advise(knowledge, { seed: 'same', ...QUICK });
          for (let shuffle = 0; shuffle < 8; shuffle++) {
            const other = reshuffled(state, knowledge, random);
            expect(knowledgeOf(other, avoided)).toEqual(knowledge);
            expect(advise(knowledgeOf(other, avoided), { seed: 'same', ...QUICK })).toEqual(advice);
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(3);
    });
  }
});

describe('Scoundrel advisor: its estimates', () => {
  for (const weaponRule of RULES) {
    it(`agrees with the exact solver once the deck is fully known (${weaponRule})`, () => {
      let checked = 0;
      for (const seed of ['known-1', 'known-2', 'known-3']) {
        for (const { state, avoided } of advisedRun(seed, weaponRule)) {
          const knowledge = knowledgeOf(state, avoided);
          if (unseenCards(knowledge).length > 0) continue;
          const advice = advise(knowledge, { seed: 'exact' });
          expect(advice.exact).toBe(true);
          for (const move of advice.moves) {
            const solved = solveState(play(state, move.action));
            if (!solved.decided) throw new Error('undecided');
            expect(move.expectedScore).toBe(solved.best);
            expect(move.winChance).toBe(solved.won ? 1 : 0);
          }
          const best = solveState(state);
          expect(best.decided && advice.moves[advice.best]!.expectedScore).toBe(best.decided && best.best);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(5);
    });
  }

  it('is deterministic for a seed, and gives every legal move in the board order with a legal plan', () => {
    const state = scoundrel.setup({ seed: 'advisor-plan' });
    const knowledge = knowledgeOf(state, new Set());
    const advice: Advice = advise(knowledge, { seed: 's', ...QUICK });
    expect(advise(knowledge, { seed: 's', ...QUICK })).toEqual(advice);
    expect(advice.moves.map((move) => move.action)).toEqual(scoundrel.legalActions(state));
    for (const move of advice.moves) {
      expect(move.plan[0]).toEqual(move.action);
      expect(move.winChance).toBeGreaterThanOrEqual(0);
      expect(move.winChance).toBeLessThanOrEqual(1);
      let at = state;
      for (const action of move.plan) at = play(at, action);
      expect(at.turn.faced === 0 || scoundrel.result(at).over).toBe(true);
    }
  });
});
