/** A fight at a Saga table as the rule tests play it: the GM's call, and the moves of its rounds as steps for `act`. */
import { expect } from 'vitest';
import type { SagaAction, SagaState } from '../../../src/games/saga/index.js';
import type { Opponent, Style } from '../../../src/games/saga/state.js';
import { ANN, act, annJoins, GM, type Step, table, view } from './helpers.js';

/** The GM's call of a fight against `opponent` in `style`, each fighter as [player, cliché]. */
export function fightAgainst(opponent: Opponent, style: Style, ...fighters: [string, string][]): SagaAction {
  return { type: 'fight', fighters: fighters.map(([player, cliche]) => ({ player, cliche })), style, opponent };
}

/** The GM calls a fight against a Ninja of `rank` in `style`, each fighter as [player, cliché]: Ann's Weekend Warrior unless named. */
export function ninjaFight(rank: number, style: Style = 'physical', fighters: [string, string][] = [[ANN, 'Weekend Warrior']]): Step {
  return [GM, fightAgainst({ name: 'Ninja', rank }, style, ...fighters)];
}

/** A player plays a card, pumped or not. */
export function play(who: string, card: string, pump: 'none' | 'pump' | 'double' = 'none'): Step {
  return [who, { type: 'play', card, pump }];
}

/** A player stops their edge chain. */
export function stop(who: string): Step {
  return [who, { type: 'stop' }];
}

/** The GM resolves what is open. */
export const resolve: Step = [GM, { type: 'resolve' }];

/**
 * Ann (edge 1) fights a Ninja of `rank`, wins two rounds pumping 9♦ and 9♥, and plays 8♦ pumped in the third, down to 0 cards:
 * the table before the GM resolves that round.
 */
export function pumpedDownToZero(rank: number): SagaState {
  let state = act(annJoins(table(['9D', '9H', '8D', 'AS', '2S', '3S']), 1), ninjaFight(rank));
  for (const card of ['9D', '9H']) state = act(state, play(ANN, card, 'pump'), resolve);
  expect(view(state).fight).toMatchObject({ outcome: 'on', opponent: { rank: rank - 2 } });
  return act(state, play(ANN, '8D', 'pump'));
}
