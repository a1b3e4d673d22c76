/**
 * The Share marks of Royal Assassin, Risus Royale and Rogue Risus, over seeded runs played to their end:
 * one mark a decision (Royal Assassin), a battle (Risus Royale) or a level left (Rogue Risus), then 🏆
 * or 💀 as the run ended; only marks of the game's own legend, never a card, a number or the seed.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/game.js';
import { assassin } from '../../src/games/assassin/index.js';
import type { AssassinAction, AssassinState } from '../../src/games/assassin/state.js';
import { rogue } from '../../src/games/rogue/index.js';
import type { RogueState } from '../../src/games/rogue/state.js';
import { royale } from '../../src/games/royale/index.js';
import type { RoyaleAction, RoyaleState } from '../../src/games/royale/state.js';

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

/** The run's marks without its last, which says how it ended. */
function endedAs(game: AnyGame, run: ReturnType<typeof playout>): string[] {
  expect(run.marks.at(-1)).toBe(game.result(run.end).won ? '🏆' : '💀');
  return run.marks.slice(0, -1);
}

describe('Share marks of the other solo games', () => {
  it.each(picks.flatMap((pick, p) => ['a', 'b', 'c'].map((s) => [`share-${s}-${p}`, pick] as const)))(
    'Royal Assassin (%s): a mark a decision on a turned card, 💥 for each play that killed a Pretender',
    (seed, pick) => {
      const run = playout(assassin as AnyGame, seed, pick);
      const marks = endedAs(assassin as AnyGame, run);
      expect(marks).toHaveLength((run.actions as AssassinAction[]).filter((action) => action.type !== 'draw').length);
      const states = run.states as AssassinState[];
      const kills = (run.actions as AssassinAction[]).filter(
        (action, i) => (action.type === 'attack' || action.type === 'continue') && states[i + 1]!.royalsKilled > states[i]!.royalsKilled,
      );
      expect(marks.filter((mark) => mark === '💥')).toHaveLength(kills.length);
      expect(marks.every((mark) => ['⚔️', '💥', '📥', '🃏', '🏳️'].includes(mark))).toBe(true);
    },
  );

  it.each(picks.flatMap((pick, p) => ['a', 'b', 'c'].map((s) => [`share-${s}-${p}`, pick] as const)))(
    'Risus Royale (%s): a mark a battle over, 🏃 for each escape',
    (seed, pick) => {
      const run = playout(royale as AnyGame, seed, pick);
      const marks = endedAs(royale as AnyGame, run);
      const states = run.states as RoyaleState[];
      const over = states.filter(
        (state, i) => i > 0 && states[i - 1]!.phase === 'battle' && state.phase !== 'battle' && state.phase !== 'lost',
      );
      expect(marks).toHaveLength(over.length);
      const escapes = (run.actions as RoyaleAction[]).filter((action, i) => action.type === 'escape' && states[i + 1]!.phase !== 'battle');
      expect(marks.filter((mark) => mark === '🏃').length).toBe(escapes.filter((_, i) => states[i]?.phase !== 'lost').length);
      expect(marks.every((mark) => ['🏃', '💚', '🟩', '🟨', '🟧', '🟥'].includes(mark))).toBe(true);
    },
  );

  it.each(picks.flatMap((pick, p) => ['a', 'b', 'c'].map((s) => [`share-${s}-${p}`, pick] as const)))(
    'Rogue Risus (%s): a mark a level left behind',
    (seed, pick) => {
      const run = playout(rogue as AnyGame, seed, pick);
      const marks = endedAs(rogue as AnyGame, run);
      const states = run.states as RogueState[];
      expect(marks).toHaveLength(states.filter((state, i) => i > 0 && state.level > states[i - 1]!.level).length);
      expect(marks.every((mark) => ['💚', '🟩', '🟨', '🟧', '🟥'].includes(mark))).toBe(true);
    },
  );

  it('never writes a card, a number or the seed', () => {
    for (const game of [assassin, royale, rogue] as AnyGame[]) {
      const run = playout(game, 'share-secret', (count, turn) => (turn * 3) % count);
      expect(run.marks.join(''), game.id).not.toMatch(/[0-9A-Za-z♠♣♦♥]/);
    }
  });
});
