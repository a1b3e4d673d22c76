/**
 * A line of play told room by room (the best line shown to players): each room as it was
 * turned, whether it was avoided, and otherwise each card faced in order with what it did to health,
 * and the health the room left. The line is played through the engine, so a line the rules refuse is
 * reported, never told.
 */
import { kindOf } from './cards.js';
import { applyAction } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';
import { scoreScoundrel } from './view.js';

/** One card faced: a monster on the weapon or barehanded, a weapon equipped, a potion drunk or wasted. */
export interface LineStep {
  card: string;
  how: 'weapon' | 'barehanded' | 'equip' | 'drink' | 'wasted';
  /** The weapon a monster was fought with. */
  weapon: string | null;
  /** Health gained (positive) or lost (negative) by this card. */
  change: number;
}

/** One room of the line: its cards as turned, and what was done there. */
export interface LineRoom {
  cards: string[];
  avoided: boolean;
  steps: LineStep[];
  /** Health when the room was left (or the run ended in it). */
  health: number;
}

/** A line told room by room with the state it ends in, or why the engine refused it. */
export type PlayedLine = { ok: true; rooms: LineRoom[]; end: ScoundrelState } | { ok: false; reason: string };

/** How a face action played out, from the states around it. */
function stepOf(before: ScoundrelState, action: Extract<ScoundrelAction, { type: 'face' }>, after: ScoundrelState): LineStep {
  const change = after.health - before.health;
  const kind = kindOf(action.card);
  if (kind === 'weapon') return { card: action.card, how: 'equip', weapon: null, change };
  if (kind === 'potion') return { card: action.card, how: before.turn.potionUsed ? 'wasted' : 'drink', weapon: null, change };
  const armed = action.weapon === true && before.weapon !== null;
  return { card: action.card, how: armed ? 'weapon' : 'barehanded', weapon: armed ? before.weapon : null, change };
}

/** Plays `line` from `start`, room by room. */
export function playLine(start: ScoundrelState, line: readonly ScoundrelAction[]): PlayedLine {
  const rooms: LineRoom[] = [];
  let state = start;
  let room: LineRoom | null = null;
  for (const [i, action] of line.entries()) {
    if (scoreScoundrel(state).over) return { ok: false, reason: `action ${i + 1} comes after the run is over` };
    room ??= { cards: [...state.room], avoided: false, steps: [], health: state.health };
    const next = applyAction(state, action);
    if (!next.ok) return { ok: false, reason: `action ${i + 1} is refused: ${next.message}` };
    if (action.type === 'avoid') room.avoided = true;
    else room.steps.push(stepOf(state, action, next.state));
    room.health = next.state.health;
    state = next.state;
    // A room is over when the next one is turned (nothing faced in it yet) or the run ends.
    if (room.avoided || state.turn.faced === 0 || scoreScoundrel(state).over) {
      rooms.push(room);
      room = null;
    }
  }
  if (room) rooms.push(room);
  return { ok: true, rooms, end: state };
}
