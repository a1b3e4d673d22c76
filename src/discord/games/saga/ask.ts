/** Saga's questions before a move: the GM resolving over an open edge chain is asked once. */
import { type SagaState, saga } from '../../../games/saga/index.js';
import type { Question } from '../../game-ui.js';
import { characterOf } from './text.js';

/**
 * The GM resolving while a player may still play another card is asked once: "Carol may still play:
 * resolve anyway?". Yes resolves `anyway` and so ends the chain; no leaves the contest open.
 */
export function askBeforeResolve(state: SagaState, action: Record<string, unknown>, actor: string): Question | null {
  if (action.type !== 'resolve' || actor !== state.gm) return null;
  const view = saga.view(state);
  const sides = view.contest?.sides ?? [];
  if (sides.some((side) => side.state === 'to-play')) return null;
  const chains = sides.filter((side) => side.state === 'may-play').map((side) => `**${characterOf(view, side.player)}**`);
  if (chains.length === 0) return null;
  const who = chains.length <= 2 ? chains.join(' and ') : `${chains.slice(0, -1).join(', ')} and ${chains.at(-1) ?? ''}`;
  return {
    text: `${who} may still play: resolve anyway? Resolving now ends ${chains.length === 1 ? 'that edge chain' : 'those edge chains'}.`,
    yes: { label: 'Resolve anyway', action: { type: 'resolve', anyway: true } },
    no: 'Wait for them',
  };
}
