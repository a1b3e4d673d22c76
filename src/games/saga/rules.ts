/** Applying the table's actions and listing what each member may do now (issue 4). */
import { clonePlain } from '../../engine/clone.js';
import { applied, refused, type Applied } from '../../engine/game.js';
import { Random } from '../../engine/random.js';
import { playerDone } from './contest.js';
import type { Work } from './pile.js';
import type { SagaAction, SagaState } from './state.js';
import { HANDLERS, pumpLevels } from './table.js';

/** Applies an action by `actor`, or says why the table refuses it. Never mutates `state`. */
export function applyAction(state: SagaState, action: SagaAction, actor = ''): Applied<SagaState> {
  const t = clonePlain(state);
  const work: Work = { t, random: new Random(t.random), events: [] };
  const handler = HANDLERS[action.type] as (work: Work, action: SagaAction, actor: string) => string | null;
  const refusal = handler(work, action, actor);
  if (refusal !== null) return refused(`saga-${action.type}`, refusal);
  t.random = work.random.save();
  return applied(t, work.events);
}

/**
 * What the buttons offer a member: the acting player plays each card of the hand at each pump level
 * the cliché allows, or stops after a card at or under the edge; the GM resolves once the player is
 * done, adds single payback cards while a contest is open, and heals hurt players. Joining, checks
 * and fights carry free values and come from slash commands, so they are not listed.
 */
export function legalActions(state: SagaState, actor = ''): SagaAction[] {
  const actions: SagaAction[] = [];
  const contest = state.contest?.status === 'open' ? state.contest : null;
  const acting = contest ? state.players.find((p) => p.id === contest.player) : undefined;
  if (contest && acting && actor === acting.id && contest.mayPlay) {
    for (const card of new Set(acting.hand)) {
      for (const pump of pumpLevels(acting, contest.cliche)) actions.push({ type: 'play', card, pump });
    }
    if (contest.mine.length > 0) actions.push({ type: 'stop' });
  }
  if (actor === state.gm) {
    if (contest && acting && playerDone(contest, acting)) actions.push({ type: 'resolve' });
    if (contest) for (const card of new Set(state.payback)) actions.push({ type: 'payback', cards: [card] });
    for (const player of state.players) {
      if (player.handSize < player.edge + 2) actions.push({ type: 'heal', player: player.id });
    }
  }
  return actions;
}
