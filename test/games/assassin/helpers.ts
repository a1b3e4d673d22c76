/** Stacked Royal Assassin games for the rule tests. */
import {
  type AssassinAction,
  type AssassinState,
  type AssassinView,
  assassin,
  type Column,
  type Variant,
} from '../../../src/games/assassin/index.js';
import { assassinDeck } from '../../../src/games/assassin/setup.js';
import { movesOf } from '../moves.js';

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

/** Plays actions in turn, failing the test on a refusal; expects a refusal and returns its message. */
export const { play, refusal } = movesOf(assassin);

/** The view. */
export function view(state: AssassinState): AssassinView {
  return assassin.view(state) as AssassinView;
}
