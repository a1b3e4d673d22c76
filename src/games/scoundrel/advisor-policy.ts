/**
 * A fast one-room Scoundrel player on the solver's packed positions (solver-state.ts), and the
 * play-out the advisor runs with it. Each turn it lists every way the turn can end (solver-turn.ts)
 * and takes the one that leaves the most health plus a share of what the weapon can still absorb;
 * it avoids the room when even that end costs too much. It looks only at what a player sees: the
 * room, the board and how many cards of each kind and value are left, never the dungeon's order.
 */
import { CARD_KIND, CARD_VALUE, MONSTER, Position, packStateInto, TOP_VALUE } from './solver-state.js';
import { enumerateTurn, TurnOutcomes } from './solver-turn.js';
import type { ScoundrelState } from './state.js';

/** How much one point of damage the weapon can still absorb is worth against one point of health. */
const ABSORB_WEIGHT = 0.3;
/** Health a turn may cost before the player avoids the room, when the rules allow it. */
const AVOID_COST = 12;

/** One turn end, as `enumerateTurn` lists it, with the room it was listed on. */
export interface TurnEnd {
  leftover: number;
  health: number;
  weapon: number;
  limit: number;
  steps: number;
}

/** How good a turn end looks to the one-room player: health plus a share of the damage the weapon can absorb among the monsters left. */
export function endValue(position: Position, room: ArrayLike<number>, roomLength: number, end: TurnEnd): number {
  let absorb = 0;
  if (end.weapon > 0) {
    for (let value = 2; value <= Math.min(end.limit, TOP_VALUE); value++) absorb += position.monsters[value]! * Math.min(value, end.weapon);
    // The monsters faced this turn are gone: take them out of what is left.
    for (let slot = 0; slot < roomLength; slot++) {
      const card = room[slot]!;
      if ((end.leftover & (1 << slot)) !== 0 || CARD_KIND[card] !== MONSTER) continue;
      const value = CARD_VALUE[card]!;
      if (value <= end.limit) absorb -= Math.min(value, end.weapon);
    }
  }
  return end.health + ABSORB_WEIGHT * absorb;
}

/** The end of `outcomes` the one-room player takes (the index), or -1 to avoid. */
export function greedyChoice(position: Position, outcomes: TurnOutcomes): number {
  let pick = -1;
  let best = -Infinity;
  for (let i = 0; i < outcomes.count; i++) {
    const value = endValue(position, position.room, position.roomLength, endAt(outcomes, i));
    if (value > best) {
      best = value;
      pick = i;
    }
  }
  const canAvoid = position.canAvoid && !position.dungeonEmpty;
  if (canAvoid && (pick === -1 || position.health - outcomes.health[pick]! >= AVOID_COST)) return -1;
  return pick;
}

/** The `i`-th end of `outcomes`. */
export function endAt(outcomes: TurnOutcomes, i: number): TurnEnd {
  return {
    leftover: outcomes.leftover[i]!,
    health: outcomes.health[i]!,
    weapon: outcomes.weapon[i]!,
    limit: outcomes.limit[i]!,
    steps: outcomes.steps[i]!,
  };
}

/** Plays a turn end on `position` (the room as it was listed): the faced cards go, the room refills for the next turn. */
function enterEnd(position: Position, room: ArrayLike<number>, roomLength: number, end: TurnEnd): void {
  position.roomLength = 0;
  for (let slot = 0; slot < roomLength; slot++) {
    if ((end.leftover & (1 << slot)) !== 0) position.room[position.roomLength++] = room[slot]!;
    else position.forget(room[slot]!);
  }
  position.health = end.health;
  position.weapon = end.weapon;
  position.limit = end.limit;
  position.canonicalWeapon();
  position.faced = 0;
  position.potionUsed = false;
  position.lastTurnAvoided = false;
  position.fillRoom();
}

/** Avoids the room of `position`: it goes under the dungeon in order and the next room is turned. */
function avoidRoom(position: Position): void {
  for (let i = 0; i < 4; i++) position.queue[position.tail++] = position.room[i]!;
  position.roomLength = 0;
  position.fillRoom();
  position.lastTurnAvoided = true;
}

const outcomes = new TurnOutcomes();
const room = new Int8Array(4);
/** The position each play-out from a state or a copy plays on: packed anew each time, so play-outs make no new positions. */
const played = new Position();

/** Plays `position` (at the start of a turn) to the end with the one-room player, changing it, and returns the score. */
export function playOut(position: Position): number {
  for (;;) {
    enumerateTurn(position, outcomes);
    if (outcomes.count === 0) return outcomes.endScore;
    const pick = greedyChoice(position, outcomes);
    if (pick === -1) {
      avoidRoom(position);
      continue;
    }
    room.set(position.room);
    enterEnd(position, room, position.roomLength, endAt(outcomes, pick));
  }
}

/** Plays an engine state (at the start of a turn) to the end with the one-room player, as `playOut` does; the state is left as it is. */
export function playOutState(state: ScoundrelState): number {
  return playOut(packStateInto(played, state));
}

/** The score of `position` played on from one of its turn ends (`room` as it was when the end was listed); `position` is left as it is. */
export function playOutFrom(position: Position, room: Int8Array, roomLength: number, end: TurnEnd): number {
  enterEnd(played.copyFrom(position), room, roomLength, end);
  return playOut(played);
}
