/**
 * The Share marks of Royal Assassin, Risus Royale and Rogue Risus, over seeded runs played to their end:
 * one mark a decision (Royal Assassin), a battle (Risus Royale) or a level left (Rogue Risus), then 🏆
 * or 💀 as the run ended; only marks of the game's own legend, never a card, a number or the seed. A
 * Risus Royale battle and a Rogue Risus level are marked by what they cost, on each side of every bound.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/game.js';
import { assassin } from '../../src/games/assassin/index.js';
import type { AssassinAction, AssassinState } from '../../src/games/assassin/state.js';
import { rogue } from '../../src/games/rogue/index.js';
import type { RogueAction, RogueState } from '../../src/games/rogue/state.js';
import { royale } from '../../src/games/royale/index.js';
import type { RoyaleAction, RoyaleState } from '../../src/games/royale/state.js';
import { dice, onLevel, patch, play } from './rogue/helpers.js';

/** A seeded run played to its end with the move at `pick` of the legal ones each time: its start, actions and every state. */
function playout(game: AnyGame, seed: string, pick: (count: number, turn: number) => number) {
  const start = game.setup({ seed }) as unknown;
  const actions: { type: string }[] = [];
  const states = [start];
  let state = start;
  for (let turn = 0; !game.result(state).over; turn++) {
    if (turn > 2_000) throw new Error('the run did not end');
    const legal = game.legalActions(state);
    const action = legal[pick(legal.length, turn)]!;
    const next = game.apply(state, action);
    if (!next.ok) throw new Error(next.message);
    actions.push(action);
    state = next.state;
    states.push(state);
  }
  return { start, actions, states, end: state, marks: game.shareMarks!(start, actions) };
}

const picks = [
  (_: number) => 0,
  (count: number, turn: number) => (turn * 5 + 3) % count,
  (count: number, turn: number) => (turn * 7) % count,
];

/** The seeded runs each game is played through: a seed and the way it picks its moves. */
const runs = picks.flatMap((pick, p) => ['a', 'b', 'c'].map((s) => [`share-${s}-${p}`, pick] as const));

/** Plays a seeded run to its end: its states, its actions, and its marks without the last, which is checked to say how it ended. */
function finishedRun<State, Action>(game: AnyGame, seed: string, pick: (count: number, turn: number) => number) {
  const run = playout(game, seed, pick);
  expect(run.marks.at(-1)).toBe(game.result(run.end).won ? '🏆' : '💀');
  return { states: run.states as State[], actions: run.actions as Action[], marks: run.marks.slice(0, -1) };
}

describe('Share marks of the other solo games', () => {
  it.each(runs)('Royal Assassin (%s): a mark a decision on a turned card, 💥 for each play that killed a Pretender', (seed, pick) => {
    const { states, actions, marks } = finishedRun<AssassinState, AssassinAction>(assassin as AnyGame, seed, pick);
    expect(marks).toHaveLength(actions.filter((action) => action.type !== 'draw').length);
    const kills = actions.filter(
      (action, i) => (action.type === 'attack' || action.type === 'continue') && states[i + 1]!.royalsKilled > states[i]!.royalsKilled,
    );
    expect(marks.filter((mark) => mark === '💥')).toHaveLength(kills.length);
    expect(marks.every((mark) => ['⚔️', '💥', '📥', '🃏', '🏳️'].includes(mark))).toBe(true);
  });

  it.each(runs)('Risus Royale (%s): a mark a battle over, 🏃 for each escape', (seed, pick) => {
    const { states, actions, marks } = finishedRun<RoyaleState, RoyaleAction>(royale as AnyGame, seed, pick);
    const over = states.filter(
      (state, i) => i > 0 && states[i - 1]!.phase === 'battle' && state.phase !== 'battle' && state.phase !== 'lost',
    );
    expect(marks).toHaveLength(over.length);
    const escapes = actions.filter((action, i) => action.type === 'escape' && states[i + 1]!.phase !== 'battle');
    expect(marks.filter((mark) => mark === '🏃').length).toBe(escapes.filter((_, i) => states[i]?.phase !== 'lost').length);
    expect(marks.every((mark) => ['🏃', '🟩', '🟨', '🟧', '🟥'].includes(mark))).toBe(true);
  });

  it('Risus Royale: each battle is marked by the wounds it cost, counted from its start: 🟩 none, 🟨 one, 🟧 two, 🟥 more', () => {
    const legend = (wounds: number) => (wounds === 0 ? '🟩' : wounds === 1 ? '🟨' : wounds === 2 ? '🟧' : '🟥');
    const woundsOf = (state: RoyaleState) => state.wounds.S + state.wounds.C + state.wounds.D + state.wounds.H;
    const costs = new Set<number>();
    for (const [seed, pick] of runs) {
      const { states, actions, marks } = finishedRun<RoyaleState, RoyaleAction>(royale as AnyGame, seed, pick);
      const expected: string[] = [];
      let began = 0;
      for (const [i, action] of actions.entries()) {
        const [before, after] = [states[i]!, states[i + 1]!];
        if (before.phase !== 'battle' && after.phase === 'battle') began = woundsOf(after);
        if (before.phase !== 'battle' || after.phase === 'battle' || after.phase === 'lost') continue;
        if (action.type !== 'escape') costs.add(Math.min(woundsOf(after) - began, 3));
        expected.push(action.type === 'escape' ? '🏃' : legend(woundsOf(after) - began));
      }
      expect(marks, seed).toEqual(expected);
    }
    // The runs cross each bound: battles that cost none, exactly one, exactly two and three or more wounds.
    expect([...costs].sort()).toEqual([0, 1, 2, 3]);
  });

  it.each(runs)('Rogue Risus (%s): a mark a level left behind', (seed, pick) => {
    const { states, marks } = finishedRun<RogueState, RogueAction>(rogue as AnyGame, seed, pick);
    expect(marks).toHaveLength(states.filter((state, i) => i > 0 && state.level > states[i - 1]!.level).length);
    expect(marks.every((mark) => ['💚', '🟩', '🟨', '🟧', '🟥'].includes(mark))).toBe(true);
  });

  it('never writes a card, a number or the seed', () => {
    for (const game of [assassin, royale, rogue] as AnyGame[]) {
      const run = playout(game, 'share-secret', (count, turn) => (turn * 3) % count);
      expect(run.marks.join(''), game.id).not.toMatch(/[0-9A-Za-z♠♣♦♥]/);
    }
  });
});

/**
 * A Rogue Risus level left behind: on level 3 with 5 dice of 6 and the way down open (16 cards drawn), a rest
 * that heals a die when asked, then the Giant Bat (8♠, two dice) fought with `lost` rounds lost before every
 * round is won, then down the stairs. Its start, holding every roll, and its actions.
 */
function levelCosting(lost: number, rest = false): { start: RogueState; actions: RogueAction[] } {
  const base = onLevel(3, '8S', { fields: { dice: 5, maxDice: 6 } });
  const ready = patch(base, { drawn: base.deck.slice(5, 21) });
  const rolls: number[] = [];
  const actions: RogueAction[] = [];
  let state = ready;
  const act = (action: RogueAction, roll: number[] = []) => {
    rolls.push(...roll);
    state = play(dice(state, roll), action).state;
    actions.push(action);
  };
  if (rest) act({ type: 'rest' }, [6]);
  act({ type: 'draw' });
  for (let round = 0; state.combat; round++) {
    const losing = round < lost;
    act({ type: 'fight' }, [...Array(state.dice).fill(losing ? 1 : 6), ...Array(state.combat.monster.dice).fill(losing ? 6 : 1)]);
    if (losing) act({ type: 'accept' });
  }
  act({ type: 'descend' });
  return { start: dice(ready, rolls), actions };
}

describe('Share marks of Rogue Risus at their bounds', () => {
  it('marks a level by the dice it cost: 💚 a die healed, 🟩 none lost, 🟨 one, 🟧 two, 🟥 three', () => {
    const marks = [levelCosting(0, true), ...[0, 1, 2, 3].map((lost) => levelCosting(lost))].map(({ start, actions }) =>
      rogue.shareMarks!(start, actions),
    );
    expect(marks).toEqual([['💚'], ['🟩'], ['🟨'], ['🟧'], ['🟥']]);
  });
});
