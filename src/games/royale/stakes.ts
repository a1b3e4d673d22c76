/**
 * What each move of a Risus Royale board would risk, before it is made (choices that show
 * their stakes): the exact chance to win a fight round, an escape or an item's ability roll
 * (fight-odds.ts), what a pump costs, whether the round can lose the battle, and whether the move
 * loses the run for certain. The board words these; it decides nothing itself.
 *
 * "For certain" means whatever the dice and whatever the face-down piles hold (goal-sight.ts): a
 * button must not tell what lies under the cards. Moves that do:
 * - onto a space, when the move cuts off an opponent the goal needs (rules.ts: lost at that move).
 *   A dead end, a space with no uncleared space next to it, is such a move unless clearing it may
 *   meet the goal: beaten there the player cannot retreat, and clearing it leaves nowhere to go (rule
 *   20, "paint yourself into a corner"); it is marked even then;
 * - onto a space on the run's last turn (rules.ts, MAX_TURNS), unless clearing it may meet the goal;
 * - a round, or an item's roll, every outcome of which loses the run: beaten with nowhere to retreat,
 *   or an opponent beaten with nowhere to go on to. An escape never does: it is offered only with a
 *   space to escape to, and failing it only means fighting. A guard beaten is not counted as either
 *   outcome: what it uncovers is face down.
 *
 * Risk, as the board colours it: `danger` for a move that loses the run for certain, leads into a
 * dead end, or can lose the battle (a round on the last die in a cliché, a pump that spends it, an
 * item whose failed roll leaves nothing to do); `safe` for a round won for certain, an escape and a
 * W item (a failed roll costs nothing else); `neutral` for the rest.
 */
import type { Risk } from '../../engine/game.js';
import { enemyCliches, playerDice } from './battle.js';
import { type AbilityOdds, abilityOdds, escapeOdds, type FightOdds, fightOdds } from './fight-odds.js';
import { goalPossibleAsSeen } from './goal-sight.js';
import { goalMet } from './goals.js';
import { openNeighbours, reachable } from './map.js';
import { legalActions, MAX_TURNS } from './rules.js';
import type { ClicheSuit, RoyaleAction, RoyaleState } from './state.js';
import { treasureOf } from './tables.js';

/** One move of the board with what it would risk. */
export interface RoyaleMove {
  action: RoyaleAction;
  risk: Risk;
  /** The run is lost for certain after this move, whatever the dice and the face-down cards (the Game contract's `fatal`). */
  endsRun: boolean;
  /** A move onto a space that cuts off an opponent the goal needs, as far as can be seen: the run is lost at once. */
  cutOff: boolean;
  /**
   * A move onto a space with no uncleared space next to it: beaten or victorious, the run ends there unless clearing it meets the goal
   * (when it cannot, `cutOff` too).
   */
  deadEnd: boolean;
  /** A move that takes the run's last turn: the run ends after its battle unless the goal is met. */
  lastTurn: boolean;
  /** A fight round or an escape: the dice each side rolls and the exact chance to win it. */
  odds: FightOdds | null;
  /** Declaring or using an item: its ability roll and the exact chance to make it. */
  ability: AbilityOdds | null;
  /** A pumped round: the dice it costs after the roll, win or lose. */
  pumpCost: number;
  /**
   * How the move can lose the battle: `certain` whatever is rolled; `if-lost` when the round is lost (its last die) or the item's roll
   * fails (nothing else left); or null.
   */
  beaten: 'certain' | 'if-lost' | null;
  /** Losing this battle ends the run: there is no uncleared space to retreat to (or the last turn is over). */
  defeatEndsRun: boolean;
}

type Stakes = Omit<RoyaleMove, 'risk'>;
/** What becomes of the run after one outcome: lost for certain, or still open. */
type Fate = 'lost' | 'open';

/** The run after the player is beaten in this battle: retreat, or lost with nowhere to go. */
function afterDefeat(t: RoyaleState): Fate {
  return openNeighbours(t).length === 0 || t.turns >= MAX_TURNS ? 'lost' : 'open';
}

/** The run after the enemy is beaten: a guard uncovers a face-down opponent; an opponent's space is cleared. */
function afterVictory(t: RoyaleState): Fate {
  if (t.battle?.enemy !== 'opponent') return 'open';
  const cleared: RoyaleState = {
    ...t,
    cells: t.cells.map((cell, i) => (i === t.position ? { ...cell, state: 'cleared' as const } : cell)),
  };
  if (goalMet(cleared)) return 'open';
  const stuck = openNeighbours(cleared).length === 0 || t.turns >= MAX_TURNS;
  return stuck || !goalPossibleAsSeen(cleared, reachable(cleared)) ? 'lost' : 'open';
}

/** The fates of the outcomes that can happen (an outcome with no chance is left out). */
function certainLoss(outcomes: { possible: boolean; fate: () => Fate }[]): boolean {
  return outcomes.filter((o) => o.possible).every((o) => o.fate() === 'lost');
}

const none = (action: RoyaleAction): Stakes => ({
  action,
  endsRun: false,
  cutOff: false,
  deadEnd: false,
  lastTurn: false,
  odds: null,
  ability: null,
  pumpCost: 0,
  beaten: null,
  defeatEndsRun: false,
});

/** A move onto a space: `start` and `move` face it, `retreat` does not (rules.ts, `enter`). */
function spaceStakes(t: RoyaleState, action: RoyaleAction, cell: number, encounter: boolean): Stakes {
  const there: RoyaleState = { ...t, position: cell };
  // A move that leaves every uncleared space within reach cuts nothing off: the run goes on, so the goal can still be met.
  const open = reachable(there);
  const cutOff = open.size < t.cells.filter((c) => c.state !== 'cleared').length && !goalPossibleAsSeen(there, open);
  const deadEnd = encounter && openNeighbours(there).length === 0;
  const lastTurn = encounter && t.turns + 1 >= MAX_TURNS;
  const lastChance = lastTurn && !goalPossibleAsSeen(there, new Set([cell]));
  return { ...none(action), endsRun: cutOff || lastChance, cutOff, deadEnd, lastTurn };
}

/** A round in `cliche` with `pump` dice pumped (battle.ts, `fightRound`). */
function roundStakes(t: RoyaleState, action: RoyaleAction, cliche: ClicheSuit, pump: number): Stakes {
  const odds = fightOdds(t, cliche, pump);
  if (!odds) return none(action);
  const defeatEndsRun = afterDefeat(t) === 'lost';
  const base = { ...none(action), odds, pumpCost: pump, defeatEndsRun };
  if (odds.theirs === 0) return { ...base, endsRun: afterVictory(t) === 'lost' };
  const left = playerDice(t, cliche) - pump;
  const lostIfLost = left - 1 <= 0;
  const lostIfWon = odds.theirs > 1 && left <= 0;
  const canWin = odds.chance.num > 0n;
  const canLose = odds.chance.num < odds.chance.den;
  const beaten = (!canLose || lostIfLost) && (!canWin || lostIfWon) ? 'certain' : canLose && lostIfLost ? 'if-lost' : null;
  const endsRun = certainLoss([
    { possible: canLose, fate: () => (lostIfLost ? afterDefeat(t) : 'open') },
    { possible: canWin, fate: () => (odds.theirs === 1 ? afterVictory(t) : lostIfWon ? afterDefeat(t) : 'open') },
  ]);
  return { ...base, beaten, endsRun };
}

/** Declaring a Plus or Minus item, or using an X or W item: an ability roll first (battle.ts, `declare`, `useItem`). */
function itemStakes(t: RoyaleState, action: RoyaleAction, item: string): Stakes {
  const ability = abilityOdds(t, item);
  const battle = t.battle!;
  const failed: RoyaleState = { ...t, battle: { ...battle, failed: [...battle.failed, item] } };
  const winsOutright = action.type === 'use' && treasureOf(item).kind === 'W';
  const canMake = ability.chance.num > 0n;
  const canFail = ability.chance.num < ability.chance.den;
  const failureLoses = canFail && legalActions(failed).length === 0;
  const endsRun = certainLoss([
    { possible: canMake, fate: () => (winsOutright ? afterVictory(t) : 'open') },
    { possible: canFail, fate: () => (failureLoses ? afterDefeat(t) : 'open') },
  ]);
  const beaten = failureLoses ? (canMake ? 'if-lost' : 'certain') : null;
  return { ...none(action), ability, beaten, defeatEndsRun: afterDefeat(t) === 'lost', endsRun };
}

/** What `action` would risk in `state`. */
function moveStakes(t: RoyaleState, action: RoyaleAction): Stakes {
  switch (action.type) {
    case 'start':
    case 'move':
      return spaceStakes(t, action, action.cell, true);
    case 'retreat':
      return spaceStakes(t, action, action.cell, false);
    case 'fight':
      return t.battle && enemyCliches(t).includes(action.cliche) ? roundStakes(t, action, action.cliche, action.pump ?? 0) : none(action);
    case 'escape':
      return { ...none(action), odds: escapeOdds(t) };
    case 'declare':
    case 'use':
      return t.battle ? itemStakes(t, action, action.item) : none(action);
  }
}

/** True when `action` loses the run for certain (the Game contract's `fatal`). */
export function fatalMove(t: RoyaleState, action: RoyaleAction): boolean {
  return moveStakes(t, action).endsRun;
}

function riskOf(move: Stakes): Risk {
  if (move.endsRun || move.deadEnd || move.beaten !== null) return 'danger';
  const { action } = move;
  if (action.type === 'fight') return move.odds !== null && move.odds.chance.num === move.odds.chance.den ? 'safe' : 'neutral';
  if (action.type === 'escape') return 'safe';
  return action.type === 'use' && treasureOf(action.item).kind === 'W' ? 'safe' : 'neutral';
}

/** Every legal move, in the board's order, with what it would risk. */
export function royaleMoves(t: RoyaleState): RoyaleMove[] {
  return legalActions(t).map((action) => {
    const move = moveStakes(t, action);
    return { ...move, risk: riskOf(move) };
  });
}
