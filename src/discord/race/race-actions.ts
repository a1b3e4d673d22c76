/**
 * A race board's own buttons, as rows of the action table (actions/table.ts): the race board declares
 * them (`GameUi.actions`), and they are its only buttons, so a race's custom id of any other type finds
 * no row. Its Best line and Review are the race's own, not the ones every board shares.
 */
import type { ActionRow } from '../actions/action.js';
import { acceptRace, cancelRace, declineRace, joinRace, leaveRace, raceAgain, showMyRaceBoard, startRace } from './components.js';
import { raceBestLine, reviewRaceRun } from './race-coach.js';

/** Every button of a race board, by its type. */
export const RACE_ACTIONS = {
  join: { does: 'Enters an open race', who: 'anyone', from: 'board', edits: ['board'], handle: joinRace },
  leave: { does: 'Leaves an open race', who: 'entrants', from: 'board', edits: ['board'], handle: leaveRace },
  start: { does: 'Starts the race', who: 'opener', from: 'board', edits: ['board'], handle: startRace },
  cancel: { does: 'Cancels an open race', who: 'opener', from: 'board', edits: ['board'], handle: cancelRace },
  accept: {
    does: 'Accepts a challenge: the race starts at once',
    who: 'challenged',
    from: 'board',
    edits: ['board'],
    handle: acceptRace,
  },
  decline: {
    does: 'Declines a challenge (its opener withdraws it)',
    who: 'challenged',
    from: 'board',
    edits: ['board'],
    handle: declineRace,
  },
  mine: {
    does: "My board: the entrant's own board of a running race, privately",
    who: 'entrants',
    from: 'board',
    edits: [],
    handle: showMyRaceBoard,
  },
  again: {
    does: 'Race again: a new race of the same game and options, as a new board',
    who: 'anyone',
    from: 'anywhere',
    edits: ['new'],
    handle: raceAgain,
  },
  best: {
    does: "Best line of a finished race's shared deal, privately to an entrant",
    who: 'entrants',
    from: 'board',
    edits: [],
    handle: raceBestLine,
  },
  review: {
    does: "A review of the clicker's own run of a finished race, move by move, privately",
    who: 'entrants',
    from: 'board',
    edits: [],
    handle: reviewRaceRun,
  },
} as const satisfies Record<string, ActionRow>;
