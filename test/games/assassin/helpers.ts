/** Stacked Royal Assassin games for the rule tests. */
import { expect } from 'vitest';
import {
  type AssassinAction,
  type AssassinState,
  type AssassinView,
  assassin,
  type Column,
  type Variant,
} from '../../../src/games/assassin/index.js';
import { assassinDeck } from '../../../src/games/assassin/setup.js';

/** A full stockpile whose top cards are `top`, the rest in a fixed order that starts with no Royal and no low card. */
export function stack(top: string[], variants: Variant[] = []): string[] {
  const rest = assassinDeck({ variants });
  for (const code of top) rest.splice(rest.indexOf(code), 1);
  return [...top, ...rest];
}

/** A game dealt from a stacked stockpile. */
export function deal(top: string[], variants: Variant[] = []): AssassinState {
  return assassin.setup({ seed: 'assassin-test', deck: stack(top, variants), options: { variants } });
}

/** For each target in turn, a draw and then the card played: on that column's Pretender, or onto the reserve. */
export function drawThen(...targets: (Column | 'reserve')[]): AssassinAction[] {
  return targets.flatMap((target) => [{ type: 'draw' }, target === 'reserve' ? { type: 'reserve' } : { type: 'attack', column: target }]);
}

/** Plays actions in turn, failing the test on any refusal. */
export function play(state: AssassinState, ...actions: AssassinAction[]): AssassinState {
  let current = state;
  for (const action of actions) {
    const outcome = assassin.apply(current, action);
    if (!outcome.ok) throw new Error(`${JSON.stringify(action)} refused: ${outcome.message}`);
    current = outcome.state;
  }
  return current;
}

/** Expects a refusal and returns its message. */
export function refusal(state: AssassinState, action: AssassinAction): string {
  const outcome = assassin.apply(state, action);
  expect(outcome.ok).toBe(false);
  return outcome.ok ? '' : outcome.message;
}

/** The view. */
export function view(state: AssassinState): AssassinView {
  return assassin.view(state) as AssassinView;
}
