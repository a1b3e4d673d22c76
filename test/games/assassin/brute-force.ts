/**
 * The Royal Assassin solver's reference: the best score by trying every line of legal actions through
 * the engine (legalActions, apply, result), and late positions small enough to try it on. It knows
 * nothing of the solver's reasoning: its memo only merges states equal in every field a rule reads.
 */
import { chooser } from '../../../src/engine/chooser.js';
import { type AssassinAction, type AssassinState, assassin, type Variant } from '../../../src/games/assassin/index.js';
import { solveState } from '../../../src/games/assassin/solver.js';

/** The best score of any line of legal actions from `state`, by trying them all. */
export function bruteForceBest(state: AssassinState): number {
  return search(state, new Map());
}

function search(state: AssassinState, memo: Map<string, number>): number {
  const result = assassin.result(state);
  if (result.over) return result.score!;
  const { seed: _seed, random: _random, discard: _discard, turned: _turned, ...rules } = state;
  const key = JSON.stringify(rules);
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = -Infinity;
  for (const action of assassin.legalActions(state)) best = Math.max(best, search(act(state, action), memo));
  memo.set(key, best);
  return best;
}

/** One action the engine must accept. */
function act(state: AssassinState, action: AssassinAction): AssassinState {
  const next = assassin.apply(state, action);
  if (!next.ok) throw new Error(`${JSON.stringify(action)} refused: ${next.message}`);
  return next.state;
}

/** Plays `line` from `state` through the engine (every action must be accepted) and returns the final state. */
export function replay(state: AssassinState, line: readonly AssassinAction[]): AssassinState {
  return line.reduce(act, state);
}

/**
 * A late position: deal `seed` under `variants`, played with seeded random legal moves (never
 * conceding) until at most `left` stockpile cards remain; null when the game ended before. With
 * `reserveKept`, the reserve's other cards go to the discard (`recycle-reserve` turns the whole
 * reserve over, so a long one is more than trying every line can take).
 */
export function latePosition(seed: number, left: number, variants: Variant[] = [], reserveKept = Infinity): AssassinState | null {
  const pick = chooser(seed);
  let state = assassin.setup({ seed: `late-${seed}`, options: { variants } });
  while (state.stock.length > left || state.pending !== null) {
    const legal = assassin.legalActions(state).filter((a) => a.type !== 'concede');
    if (legal.length === 0) return null;
    state = act(state, legal[pick(legal.length)]!);
  }
  if (state.reserve.length > reserveKept) {
    const kept = state.reserve.filter((code) => !code.startsWith('JK')).slice(-reserveKept);
    state = { ...state, reserve: kept, discard: [...state.discard, ...state.reserve.filter((code) => !kept.includes(code))] };
  }
  return assassin.result(state).over ? null : state;
}

/**
 * A position a win is near: deal `seed`'s winning line (the solver's) played until `draws` cards are
 * left to turn before the win, with the stockpile cut to its next `left` cards (the rest discarded),
 * so that trying every line can tell a win with one card to spare from one with two; null when the
 * deal cannot be won.
 */
export function nearWin(seed: number, draws: number, left: number, variants: Variant[] = []): AssassinState | null {
  let state = assassin.setup({ seed: `near-${seed}`, options: { variants } });
  const solved = solveState(state, { budget: 50_000 });
  if (!solved.decided || !solved.won) return null;
  const line = [...solved.line];
  while (line.filter((action) => action.type === 'draw').length > draws) state = act(state, line.shift()!);
  return { ...state, stock: state.stock.slice(0, left), discard: [...state.discard, ...state.stock.slice(left)] };
}
