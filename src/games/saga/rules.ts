/** Applying the table's actions and listing what each member may do now. */
import type { Applied } from '../../engine/game.js';
import { makeMove } from '../../engine/move.js';
import { playersIn, sideOf } from './contest.js';
import { paybackChoices } from './payback.js';
import type { Work } from './pile.js';
import { effectiveHand, fullHand } from './seats.js';
import type { SagaAction, SagaState } from './state.js';
import { HANDLERS } from './table.js';
import { playOptions } from './view.js';

/** Applies an action by `actor`, or says why the table refuses it. Never mutates `state`. */
export function applyAction(state: SagaState, action: SagaAction, actor = ''): Applied<SagaState> {
  const handler = HANDLERS[action.type] as (work: Work, action: SagaAction, actor: string) => string | null;
  return makeMove(state, `saga-${action.type}`, (work) => handler(work, action, actor));
}

/**
 * What the buttons and menus offer a member: a player in the open contest plays each card of the hand
 * at each pump level the cliché allows, or stops after a card at or under the edge; the GM resolves
 * once everyone in it has played (`anyway` while an edge chain is open), adds each payback card (every copy its own choice) while a contest
 * is open, heals every player whose hand is below a full one, and ends what is open. Joining, calls,
 * edges, leaving and the GM seat carry free values and come from slash commands, so they are not listed.
 */
export function legalActions(state: SagaState, actor = ''): SagaAction[] {
  const actions: SagaAction[] = playOptions(state, actor).map(({ card, pump }) => ({ type: 'play', card, pump }));
  const side = sideOf(state.contest, actor);
  if (side?.mayPlay && side.mine.length > 0) actions.push({ type: 'stop' });
  if (actor === state.gm) {
    const open = state.contest;
    if (open && playersIn(state, open, 'to-play').length === 0)
      actions.push(playersIn(state, open, 'may-play').length > 0 ? { type: 'resolve', anyway: true } : { type: 'resolve' });
    if (state.contest) for (const choice of paybackChoices(state.payback)) actions.push({ type: 'payback', cards: [choice.value] });
    for (const player of state.players) {
      if (effectiveHand(state, player) < fullHand(player)) actions.push({ type: 'heal', player: player.id });
    }
    if (state.contest || state.fight?.outcome === 'on') actions.push({ type: 'end' });
  }
  return actions;
}
