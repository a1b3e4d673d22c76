/**
 * A duel's replay line for each move (Watch), naming who did what: "Ann fights with Wizardry. Round 1: 10
 * against 14, they lose a die." A player's move says their name and the move in words, then what it narrated:
 * their own lines without their name (the board's log names them on each), the other player's with theirs, and
 * the duel's end. An answer to the challenge is what it narrated ("Bob accepts the duel. Ann plays first.").
 * Only what the board's log showed in the channel, so nothing the duel hides.
 */
import type { GameEvent } from '../../../engine/game.js';
import type { RoyaleAction } from '../state.js';
import { TABLES, treasureOf } from '../tables.js';
import type { DuelAction, DuelState } from './duel-state.js';

/** A space of the map in words: "row 2, column 3". */
function spaceText(cell: number): string {
  return `row ${Math.floor(cell / 4) + 1}, column ${(cell % 4) + 1}`;
}

/** A player's move in words, after their name: "fights with Wizardry", "retreats to row 4, column 2". */
function deedText(action: RoyaleAction): string {
  switch (action.type) {
    case 'start':
      return `starts on ${spaceText(action.cell)}`;
    case 'move':
      return `moves to ${spaceText(action.cell)}`;
    case 'retreat':
      return `retreats to ${spaceText(action.cell)}`;
    case 'fight': {
      const pumped = action.pump === undefined ? '' : `, pumping ${action.pump} ${action.pump === 1 ? 'die' : 'dice'}`;
      return `fights with ${TABLES.clicheNames[action.cliche]}${pumped}`;
    }
    case 'escape':
      return 'tries to escape';
    case 'declare':
      return `declares the ${treasureOf(action.item).name}`;
    case 'use':
      return `uses the ${treasureOf(action.item).name}`;
  }
}

/** The line of a duel's move made on `before`, with the events it narrated. */
export function duelCaption(before: DuelState, action: DuelAction, events: readonly GameEvent[]): string {
  const texts = events.map((event) => event.text);
  if (action.type === 'accept' || action.type === 'decline' || action.type === 'expire') return texts.join(' ');
  const seat = before.seats[before.turn];
  const name = seat.options?.name ?? seat.name;
  const own = `${name}: `;
  return [`${name} ${deedText(action)}.`, ...texts.map((text) => (text.startsWith(own) ? text.slice(own.length) : text))].join(' ');
}
