/** Leaderboard scores in words: each game reads its own score back into what the run did. */
import { describe, expect, it } from 'vitest';
import { chooser } from '../../src/engine/chooser.js';
import { type AssassinState, assassin } from '../../src/games/assassin/index.js';
import { type RogueState, rogue } from '../../src/games/rogue/index.js';
import { type RoyaleState, royale } from '../../src/games/royale/index.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';

/** Plays a seeded random run of `game` to its end and returns the last state. */
function finished<S>(
  game: {
    setup(init: { seed: string; options?: unknown }): S;
    legalActions(s: S): { type: string }[];
    apply(s: S, a: { type: string }): { ok: boolean; state?: S };
  },
  seed: number,
  options?: unknown,
): S {
  const pick = chooser(seed);
  let state = game.setup({ seed: `words-${seed}`, options });
  for (let actions = game.legalActions(state); actions.length > 0; actions = game.legalActions(state)) {
    const outcome = game.apply(state, actions[pick(actions.length)]!);
    if (!outcome.ok || !outcome.state) throw new Error('an offered action was refused');
    state = outcome.state;
  }
  return state;
}

describe('Scores in words', () => {
  it('Royal Assassin: the cards to spare after a win, the Royals killed in a loss', () => {
    expect(assassin.describeScore!(110)).toBe('won with 10 cards to spare');
    expect(assassin.describeScore!(100)).toBe('won with 0 cards to spare');
    expect(assassin.describeScore!(101)).toBe('won with 1 card to spare');
    expect(assassin.describeScore!(1)).toBe('1 Royal killed');
    expect(assassin.describeScore!(7)).toBe('7 Royals killed');
    let wins = 0;
    for (let seed = 0; seed < 300; seed++) {
      const state: AssassinState = finished(assassin, seed);
      const { won, score } = assassin.result(state);
      if (won) wins++;
      expect(assassin.describeScore!(score!)).toBe(
        won
          ? `won with ${state.stock.length} card${state.stock.length === 1 ? '' : 's'} to spare`
          : `${state.royalsKilled} Royal${state.royalsKilled === 1 ? '' : 's'} killed`,
      );
    }
    expect(wins).toBeGreaterThan(0);
  });

  it('Risus Royale: the turns a win took, the goal opponents a loss defeated', () => {
    expect(royale.describeScore!(963)).toBe('won in 37 turns');
    expect(royale.describeScore!(900)).toBe('won in 100 turns');
    expect(royale.describeScore!(1)).toBe('1 goal opponent defeated');
    expect(royale.describeScore!(0)).toBe('0 goal opponents defeated');
    let wins = 0;
    for (let seed = 0; seed < 120; seed++) {
      const state: RoyaleState = finished(royale, seed);
      const { won, score } = royale.result(state);
      if (won) {
        wins++;
        expect(royale.describeScore!(score!)).toBe(`won in ${state.turns} turns`);
      } else expect(royale.describeScore!(score!)).toMatch(/^\d goal opponents? defeated$/);
    }
    expect(wins).toBeGreaterThan(0);
  });

  it('Rogue Risus: escaped or not, the deepest level and the kills', () => {
    expect(rogue.describeScore!(1_200_150)).toBe('escaped · level 20 · 150 kills');
    expect(rogue.describeScore!(50_032)).toBe('level 5 · 32 kills');
    expect(rogue.describeScore!(10_001)).toBe('level 1 · 1 kill');
    for (let seed = 0; seed < 200; seed++) {
      const state: RogueState = finished(rogue, seed, { cliche: 'fighter' });
      const { score } = rogue.result(state);
      expect(rogue.describeScore!(score!)).toBe(`level ${state.deepest} · ${state.kills} kill${state.kills === 1 ? '' : 's'}`);
    }
  });

  it('Scoundrel keeps its number: the rulebook score is what players compare', () => {
    expect(scoundrel.describeScore).toBeUndefined();
  });
});
