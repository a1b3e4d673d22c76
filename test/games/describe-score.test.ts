/** Leaderboard scores in words: each game reads its own score back into what the run did. */
import { describe, expect, it } from 'vitest';
import { chooser } from '../../src/engine/chooser.js';
import { type AssassinState, assassin } from '../../src/games/assassin/index.js';
import { type RogueState, rogue } from '../../src/games/rogue/index.js';
import { type RoyaleState, royale } from '../../src/games/royale/index.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';

/** The parts of a game these tests use: playing a run, its result, and its score in words. */
interface Described<S> {
  setup(init: { seed: string; options?: unknown }): S;
  legalActions(s: S): { type: string }[];
  apply(s: S, a: { type: string }): { ok: boolean; state?: S };
  result(s: S): { won?: boolean; score?: number };
  describeScore?(score: number): string;
}

/** Plays a seeded random run of `game` to its end and returns the last state. */
function finished<S>(game: Described<S>, seed: number, options?: unknown): S {
  const pick = chooser(seed);
  let state = game.setup({ seed: `words-${seed}`, options });
  for (let actions = game.legalActions(state); actions.length > 0; actions = game.legalActions(state)) {
    const outcome = game.apply(state, actions[pick(actions.length)]!);
    if (!outcome.ok || !outcome.state) throw new Error('an offered action was refused');
    state = outcome.state;
  }
  return state;
}

/** Expects the game's words for each score: `{ score: words }`. */
function expectWords(game: { describeScore?(score: number): string }, words: Record<number, string>): void {
  for (const [score, said] of Object.entries(words)) expect(game.describeScore!(Number(score))).toBe(said);
}

/**
 * Plays `runs` seeded runs of the game to their end and expects its words for each one's score to be, or to match, what
 * `words(state, won)` says; returns how many were won.
 */
function expectWordsOfRuns<S>(
  game: Described<S>,
  runs: number,
  words: (state: S, won: boolean) => string | RegExp,
  options?: unknown,
): number {
  let wins = 0;
  for (let seed = 0; seed < runs; seed++) {
    const state = finished(game, seed, options);
    const { won, score } = game.result(state);
    if (won) wins++;
    const expected = words(state, won === true);
    if (typeof expected === 'string') expect(game.describeScore!(score!)).toBe(expected);
    else expect(game.describeScore!(score!)).toMatch(expected);
  }
  return wins;
}

describe('Scores in words', () => {
  it('Royal Assassin: the cards to spare after a win, the Royals killed in a loss', () => {
    expectWords(assassin, { 110: 'won with 10 cards to spare', 100: 'won with 0 cards to spare', 101: 'won with 1 card to spare' });
    expectWords(assassin, { 1: '1 Royal killed', 7: '7 Royals killed' });
    const spare = (state: AssassinState) => `won with ${state.stock.length} card${state.stock.length === 1 ? '' : 's'} to spare`;
    const killed = (state: AssassinState) => `${state.royalsKilled} Royal${state.royalsKilled === 1 ? '' : 's'} killed`;
    expect(expectWordsOfRuns(assassin, 300, (state, won) => (won ? spare(state) : killed(state)))).toBeGreaterThan(0);
  });

  it('Risus Royale: the turns a win took, the goal opponents a loss defeated', () => {
    expectWords(royale, { 963: 'won in 37 turns', 900: 'won in 100 turns', 1: '1 goal opponent defeated', 0: '0 goal opponents defeated' });
    const wins = expectWordsOfRuns(royale, 120, (state: RoyaleState, won) =>
      won ? `won in ${state.turns} turns` : /^\d goal opponents? defeated$/,
    );
    expect(wins).toBeGreaterThan(0);
  });

  it('Rogue Risus: escaped or not, the deepest level and the kills', () => {
    expectWords(rogue, { 1200150: 'escaped · level 20 · 150 kills', 50032: 'level 5 · 32 kills', 10001: 'level 1 · 1 kill' });
    const depth = (state: RogueState) => `level ${state.deepest} · ${state.kills} kill${state.kills === 1 ? '' : 's'}`;
    expectWordsOfRuns(rogue, 200, depth, { cliche: 'fighter' });
  });

  it('Scoundrel keeps its number: the rulebook score is what players compare', () => {
    expect(scoundrel.describeScore).toBeUndefined();
  });
});
