/**
 * The Scoundrel players `npm run advisor` compares, each playing a whole deal from what a player
 * sees: the advisor (src/games/scoundrel/advisor.ts), random legal play, the bench's careful player
 * (the first move on the board that is not red, as bench-clicks.ts clicks) and a greedy one-room
 * player (each turn the end with the most health plus a share of what the weapon can still absorb,
 * avoiding a room that costs too much: advisor-policy.ts).
 */
import { performance } from 'node:perf_hooks';
import { chooser } from '../src/engine/chooser.js';
import { type AdviseOptions, advise } from '../src/games/scoundrel/advisor.js';
import { greedyChoice } from '../src/games/scoundrel/advisor-policy.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../src/games/scoundrel/index.js';
import { knowledgeOf } from '../src/games/scoundrel/knowledge.js';
import { packState } from '../src/games/scoundrel/solver-state.js';
import { enumerateTurn, stepActions, TurnOutcomes } from '../src/games/scoundrel/solver-turn.js';
import { scoundrelMoves } from '../src/games/scoundrel/stakes.js';

/** The players, in the order the table lists them. */
export const PLAYERS = ['advisor', 'random', 'careful', 'greedy'] as const;
export type PlayerName = (typeof PLAYERS)[number];

/** How one player did on one deal; the advisor's decisions are timed (a decision: more than one legal move). */
export interface PlayedDeal {
  score: number;
  won: boolean;
  decisionMs: number[];
}

/** Picks the next moves (one, or the rest of a turn) from the state and the cards avoided so far. */
type Chooser = (state: ScoundrelState, avoided: ReadonlySet<string>, decision: number) => ScoundrelAction[];

/** Plays deal `seed` to the end with `choose`, timing each call that had more than one legal move to choose from. */
function playDeal(state: ScoundrelState, choose: Chooser, timed: boolean): PlayedDeal {
  const avoided = new Set<string>();
  const decisionMs: number[] = [];
  let planned: ScoundrelAction[] = [];
  while (!scoundrel.result(state).over) {
    if (planned.length === 0) {
      const many = scoundrel.legalActions(state).length > 1;
      const started = performance.now();
      planned = choose(state, avoided, decisionMs.length);
      if (timed && many) decisionMs.push(performance.now() - started);
    }
    const action = planned.shift()!;
    if (action.type === 'avoid') for (const code of state.room) avoided.add(code);
    const next = scoundrel.apply(state, action);
    if (!next.ok) throw new Error(`a player's move was refused: ${next.message}`);
    state = next.state;
  }
  const result = scoundrel.result(state);
  return { score: result.score ?? 0, won: result.won === true, decisionMs };
}

/** The advisor: its best move and the rest of the turn as it plans it (no card is revealed within a turn). */
function advisor(options: Omit<AdviseOptions, 'seed'>, seed: string): Chooser {
  return (state, avoided, decision) => {
    const legal = scoundrel.legalActions(state);
    if (legal.length === 1) return legal;
    const advice = advise(knowledgeOf(state, avoided), { ...options, seed: `${seed}-${decision}` });
    return advice.moves[advice.best]!.plan;
  };
}

/** Random legal play, seeded. */
function randomly(seed: number): Chooser {
  const pick = chooser(seed);
  return (state) => {
    const legal = scoundrel.legalActions(state);
    return [legal[pick(legal.length)]!];
  };
}

/** The bench's careful player: the first move on the board that is not red (a move that kills or the room's costliest fight). */
const carefully: Chooser = (state) => {
  const moves = scoundrelMoves(state);
  return [(moves.find((move) => move.risk !== 'danger') ?? moves[0]!).action];
};

const outcomes = new TurnOutcomes();
/** The greedy one-room player: the turn end it rates best, played card by card, or an avoid. */
const greedily: Chooser = (state) => {
  const position = packState(state);
  enumerateTurn(position, outcomes);
  if (outcomes.count === 0) return stepActions(position.room, outcomes.endSteps);
  const pick = greedyChoice(position, outcomes);
  return pick === -1 ? [{ type: 'avoid' }] : stepActions(position.room, outcomes.steps[pick]!);
};

/** Plays `state` (a fresh deal, number `deal`) with `player`. */
export function playAs(player: PlayerName, state: ScoundrelState, deal: number, advisorOptions: Omit<AdviseOptions, 'seed'>): PlayedDeal {
  switch (player) {
    case 'advisor':
      return playDeal(state, advisor(advisorOptions, `${state.seed}-advice`), true);
    case 'random':
      return playDeal(state, randomly(deal + 1), false);
    case 'careful':
      return playDeal(state, carefully, false);
    case 'greedy':
      return playDeal(state, greedily, false);
  }
}
