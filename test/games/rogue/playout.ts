/** Random Rogue Risus playouts, choosing uniformly among `legalActions` with a tiny seeded LCG (never Math.random). */

import { chooser } from '../../../src/engine/chooser.js';
import { type RogueAction, type RogueState, rogue } from '../../../src/games/rogue/index.js';
import { CLICHES } from '../../../src/games/rogue/state.js';

/** How a playout ended. */
export interface PlayoutEnd {
  state: RogueState;
  moves: number;
}

/** Plays one run to its end; `visit` sees every state and its legal actions before a move; `start` changes the first state. */
export function playout(
  game: number,
  visit?: (state: RogueState, actions: RogueAction[]) => void,
  start: (state: RogueState) => RogueState = (state) => state,
): PlayoutEnd {
  const pick = chooser(game + 1);
  let state = start(rogue.setup({ seed: `playout-${game}`, options: { cliche: CLICHES[game % CLICHES.length] ?? 'fighter' } }));
  for (let moves = 0; ; moves++) {
    const actions = rogue.legalActions(state);
    visit?.(state, actions);
    if (actions.length === 0) return { state, moves };
    if (moves > 100_000) throw new Error(`playout ${game} does not end`);
    const action = actions[pick(actions.length)] as RogueAction;
    const outcome = rogue.apply(state, action);
    if (!outcome.ok) throw new Error(`playout ${game}: ${JSON.stringify(action)} was offered but refused: ${outcome.message}`);
    state = outcome.state;
  }
}

/** The shares of runs reaching levels 5, 10 and 20 and escaping, over `count` playouts. */
export interface PlayoutStats {
  runs: number;
  moves: number;
  level5: number;
  level10: number;
  level20: number;
  escaped: number;
  bestKills: number;
}

/** Plays `count` runs from different seeds and counts how deep they got. */
export function playouts(count: number): PlayoutStats {
  const stats: PlayoutStats = { runs: count, moves: 0, level5: 0, level10: 0, level20: 0, escaped: 0, bestKills: 0 };
  for (let game = 0; game < count; game++) {
    const { state, moves } = playout(game);
    const result = rogue.result(state);
    if (!result.over || result.score === undefined || !result.summary) throw new Error(`playout ${game} ended without a result`);
    stats.moves += moves;
    if (state.deepest >= 5) stats.level5++;
    if (state.deepest >= 10) stats.level10++;
    if (state.deepest >= 20) stats.level20++;
    if (result.won) stats.escaped++;
    stats.bestKills = Math.max(stats.bestKills, state.kills);
  }
  return stats;
}

/** The stats as one line of percentages. */
export function describeStats(stats: PlayoutStats, ms: number): string {
  const share = (n: number) => `${n} (${((100 * n) / stats.runs).toFixed(2)}%)`;
  return (
    `${stats.runs} random playouts, ${stats.moves} moves in ${ms.toFixed(0)} ms: reached level 5 ${share(stats.level5)}, ` +
    `level 10 ${share(stats.level10)}, level 20 ${share(stats.level20)}, escaped ${share(stats.escaped)}; most kills ${stats.bestKills}`
  );
}

/**
 * A veteran for deep playouts: 6 dice, on level 19 or 20 (with the Worldstone; one game in four already
 * near the end of the escape), carrying some of every item.
 */
export function veteran(game: number): (state: RogueState) => RogueState {
  return (state) => {
    const items = (suit: string, count: number) =>
      Object.fromEntries(
        ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'Kn', 'Q', 'K']
          .slice(0, 4 + (game % 11))
          .map((rank) => [`${rank}${suit}`, count]),
      );
    const deep = game % 2 === 0;
    return {
      ...state,
      dice: 6,
      maxDice: 6,
      kills: 150,
      level: deep ? 20 : 19,
      deepest: deep ? 20 : 19,
      worldstone: deep,
      deck: deep ? state.deck.slice(0, 10) : state.deck,
      drawn: deep ? state.deck.slice(10) : [],
      escape: game % 4 === 0 ? { level: 1 + ((game / 4) % 3) } : null,
      amulet: 'M7',
      rings: ['M17', 'M3'],
      inventory: { potion: items('C', 2), scroll: items('P', 1), wand: items('W', 3) },
    };
  };
}
