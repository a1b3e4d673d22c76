/**
 * Playing Risus Royale (rulebook, "Rules"; docs/rulings.md): start on an edge space, move each turn to an
 * adjacent uncleared space and face what is there, retreat after a defeat or an escape. After every
 * action the run is checked: the goal met wins; cornered, an isolated required opponent, or a goal that
 * can no longer be met loses (docs/rulings.md: the isolation check is automatic).
 *
 * Readings written down here:
 * - The rulebook has no end for a player who keeps losing to guards they cannot beat, so a run lasts
 *   at most MAX_TURNS turns (a turn is moving onto a space and facing it); a run that has not met its
 *   goal when the last turn's battle is over is lost.
 * - A move off a cleared space can cut the map in two. When it leaves an opponent the goal needs on
 *   the other side (docs/rulings.md: the goal can no longer be met), the run is lost at that move, before
 *   anything on the new space is turned up or fought: no battle that cannot matter is fought first.
 */
import { clonePlain } from '../../engine/clone.js';
import { type Applied, refused, sameAction } from '../../engine/game.js';
import { closeMove, openMove } from '../../engine/move.js';
import {
  canEscape,
  declarable,
  declare,
  escape,
  escapeBlocked,
  fightable,
  fightRound,
  loseBattle,
  pumpMax,
  startBattle,
  usable,
  useItem,
  type Work,
} from './battle.js';
import { goalMet, goalPossible } from './goals.js';
import { openNeighbours, placesToGo, startCells } from './map.js';
import type { RoyaleAction, RoyaleState } from './state.js';

/** The most turns a run may take (a generous bound: 16 spaces, each faced about six times). */
export const MAX_TURNS = 100;

/** Moves onto a space (healing the wounds of the last one) and faces its guard or its opponent. */
function enter(work: Work, cell: number, encounter: boolean): void {
  const { state: t } = work;
  t.position = cell;
  t.wounds = { S: 0, C: 0, D: 0, H: 0 };
  if (encounter) t.turns += 1;
  if (!encounter || !goalPossible(t)) {
    t.phase = 'move';
    return;
  }
  t.phase = 'battle';
  const space = t.cells[cell]!;
  if (space.state === 'hidden') space.state = 'guard';
  startBattle(work, space.state === 'guard' ? 'creature' : 'opponent');
}

/** Ends the run when it is won or lost, and ends a battle the player can no longer fight. */
function check(work: Work): void {
  const { state: t } = work;
  if (t.phase === 'battle' && battleActions(t).length === 0) loseBattle(work);
  if (t.phase === 'battle') return;
  const lose = (why: string) => {
    t.phase = 'lost';
    t.lostBecause = why;
    work.events.push({ type: 'lost', text: `The run is lost: ${why}.` });
  };
  if (goalMet(t)) {
    t.phase = 'won';
    work.events.push({ type: 'won', text: "Your goal is achieved: King Kozmo's kingdom is saved!" });
  } else if (!goalPossible(t)) lose('the goal can no longer be met (a needed opponent is cut off)');
  else if ((t.phase === 'start' || t.phase === 'move' || t.phase === 'retreat') && placesToGo(t).length === 0)
    lose('you are cornered, with no uncleared space to move to');
  else if ((t.phase === 'move' || t.phase === 'retreat') && t.turns >= MAX_TURNS)
    lose(`${MAX_TURNS} turns have passed and the kingdom has fallen into chaos`);
}

function battleActions(t: RoyaleState): RoyaleAction[] {
  return [
    ...declarable(t).map((item): RoyaleAction => ({ type: 'declare', item })),
    ...(canEscape(t) ? [{ type: 'escape' } as const] : []),
    ...fightable(t).flatMap((cliche): RoyaleAction[] => [
      { type: 'fight', cliche },
      ...Array.from({ length: pumpMax(t, cliche) }, (_, i): RoyaleAction => ({ type: 'fight', cliche, pump: i + 1 })),
    ]),
    ...usable(t).map((item): RoyaleAction => ({ type: 'use', item })),
  ];
}

/** Every action open now, exactly what the board offers; none once the run is over. */
export function legalActions(t: RoyaleState): RoyaleAction[] {
  switch (t.phase) {
    case 'start':
      return startCells(t).map((cell) => ({ type: 'start', cell }));
    case 'move':
      return openNeighbours(t).map((cell) => ({ type: 'move', cell }));
    case 'retreat':
      return openNeighbours(t).map((cell) => ({ type: 'retreat', cell }));
    case 'battle':
      return battleActions(t);
    default:
      return [];
  }
}

/**
 * Checks a run a move of someone else may have ended (a duel's rival clearing a space): lost when it is
 * cornered or its goal can no longer be met, as after a move of its own.
 */
export function settleRun(state: RoyaleState): Applied<RoyaleState> {
  const work = openMove(state, copyState);
  check(work);
  return closeMove(work);
}

/** A copy of the parts of a state an action may change; the deal's fixed parts are shared. */
function copyState(state: RoyaleState): RoyaleState {
  return {
    ...state,
    random: clonePlain(state.random),
    cells: state.cells.map((cell) => ({ ...cell })),
    battle: clonePlain(state.battle),
    wounds: { ...state.wounds },
    treasures: [...state.treasures],
    victory: [...state.victory],
    discard: [...state.discard],
    rolls: [],
  };
}

/** Applies one action, or says which rule forbids it. Never mutates `state`. */
export function applyAction(state: RoyaleState, action: RoyaleAction): Applied<RoyaleState> {
  if (state.phase === 'won' || state.phase === 'lost') return refused('game-over', 'This run is over.');
  const offered = legalActions(state).some((legal) => sameAction(legal, action));
  if (!offered) return refused(`royale-${action.type}`, refusal(state, action));
  const work = openMove(state, copyState);
  switch (action.type) {
    case 'start':
    case 'move':
      enter(work, action.cell, true);
      break;
    case 'retreat':
      enter(work, action.cell, false);
      break;
    case 'declare':
      declare(work, action.item);
      break;
    case 'escape':
      escape(work);
      break;
    case 'fight':
      fightRound(work, action.cliche, action.pump);
      break;
    case 'use':
      useItem(work, action.item);
      break;
  }
  check(work);
  return closeMove(work);
}

function refusal(t: RoyaleState, action: RoyaleAction): string {
  switch (action.type) {
    case 'start':
      return t.phase === 'start' ? 'Start on a space at the edge of the map.' : 'The run has already started.';
    case 'move':
    case 'retreat':
      return t.phase === 'battle' ? 'Finish the battle first.' : 'Move to an adjacent space that is not cleared.';
    case 'escape': {
      const blocked = escapeBlocked(t);
      if (blocked === 'needed') return 'He is needed for your goal: you may escape only an opponent your goal does not need.';
      if (blocked === 'cornered') return 'There is no uncleared space next to you to escape to.';
      return 'Escape is only possible from an opponent, before the battle starts.';
    }
    case 'fight':
      if (t.phase !== 'battle') return 'There is no battle.';
      if (action.pump !== undefined && fightable(t).includes(action.cliche)) {
        const most = pumpMax(t, action.cliche);
        return most === 0
          ? 'That cliché cannot be pumped here.'
          : `You can pump at most ${most} ${most === 1 ? 'die' : 'dice'} of that cliché now.`;
      }
      return "You cannot fight in that cliché: it is not one of the enemy's, or you have no dice left in it.";
    default:
      return t.phase === 'battle' ? 'That item cannot be used now.' : 'There is no battle.';
  }
}
