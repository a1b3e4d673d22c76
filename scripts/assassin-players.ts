/**
 * The Royal Assassin players `npm run advisor -- --game assassin` compares, each playing a whole deal
 * from what a player sees: the advisor (src/games/assassin/advisor.ts), random legal play (never
 * conceding), and a greedy player that attacks whenever it can (then continues from the reserve,
 * places the Joker, turns a card, and puts the card on the reserve only when it cannot attack).
 */
import { performance } from 'node:perf_hooks';
import { chooser } from '../src/engine/chooser.js';
import { advise } from '../src/games/assassin/advisor.js';
import { type AssassinAction, type AssassinState, assassin } from '../src/games/assassin/index.js';
import { knowledgeOf } from '../src/games/assassin/knowledge.js';
import type { PlayedDeal } from './advisor-players.js';

/** The players, in the order the table lists them. */
export const ASSASSIN_PLAYERS = ['advisor', 'random', 'greedy'] as const;
type PlayerName = (typeof ASSASSIN_PLAYERS)[number];

/** Picks the next move. */
type Chooser = (state: AssassinState, legal: AssassinAction[], decision: number) => AssassinAction;

/** Plays a deal to the end with `choose`, timing each choice among more than one legal move. */
function playDeal(state: AssassinState, choose: Chooser, timed: boolean): PlayedDeal {
  const decisionMs: number[] = [];
  while (!assassin.result(state).over) {
    const legal = assassin.legalActions(state);
    let action = legal[0]!;
    if (legal.length > 1) {
      const started = performance.now();
      action = choose(state, legal, decisionMs.length);
      if (timed) decisionMs.push(performance.now() - started);
    }
    const next = assassin.apply(state, action);
    if (!next.ok) throw new Error(`a player's move was refused: ${next.message}`);
    state = next.state;
  }
  const result = assassin.result(state);
  return { score: result.score ?? 0, won: result.won === true, decisionMs };
}

/** The advisor's move, from the player's knowledge only. */
function advisor(samples: number, seed: string): Chooser {
  return (state, _legal, decision) => {
    const advice = advise(knowledgeOf(state), { seed: `${seed}-${decision}`, samples });
    return advice.moves[advice.best]!.action;
  };
}

/** Random legal play, seeded; it concedes only when nothing else is left. */
function randomly(seed: number): Chooser {
  const pick = chooser(seed);
  return (_state, legal) => {
    const plays = legal.filter((action) => action.type !== 'concede');
    return plays.length === 0 ? legal[0]! : plays[pick(plays.length)]!;
  };
}

/** The greedy player's preference by kind of move (lower first). */
const GREEDY_RANK: Record<AssassinAction['type'], number> = { attack: 0, continue: 1, joker: 2, draw: 3, reserve: 4, concede: 5 };

/** Attacks whenever it can (the first column on the board), else the next kind of move in GREEDY_RANK's order. */
const greedily: Chooser = (_state, legal) =>
  legal.reduce((pick, action) => (GREEDY_RANK[action.type] < GREEDY_RANK[pick.type] ? action : pick));

/** Plays `state` (a fresh deal, number `deal`) with `player`. */
export function playAssassinAs(player: PlayerName, state: AssassinState, deal: number, samples: number): PlayedDeal {
  switch (player) {
    case 'advisor':
      return playDeal(state, advisor(samples, `${state.seed}-advice`), true);
    case 'random':
      return playDeal(state, randomly(deal + 1), false);
    case 'greedy':
      return playDeal(state, greedily, false);
  }
}
