/**
 * The action table: every kind of button and menu the bot draws, one row each, saying what it does,
 * who may press it, which message it may come from and what answering it may change. The dispatcher
 * (dispatch.ts) finds a click's row from its custom id, checks in one place that the click comes from
 * a message the row allows (origin.ts), and only then calls the row's handler; the handler checks who
 * pressed it against what the store holds. Adding a button is adding a row here.
 *
 * A row is found by the custom id `<game>:<session>:<version>:<type…>`: `<game>.<type>` for the rows of
 * a scope of their own (a race board's buttons, the help menu), `post.<type>` for a daily post's
 * buttons (whose session part is `post`), the type itself for the buttons every game's board shares,
 * and `move` for everything else: a game's own moves, checked by its rules.
 */

import { handleBestLine } from '../coach/best-line-click.js';
import { handleHint } from '../coach/hint.js';
import { handleReview } from '../coach/review.js';
import { handleWatch } from '../coach/watch-click.js';
import { pressDailyPost } from '../daily/daily-post-click.js';
import { DAILY_POST_SESSION } from '../daily/daily-post-message.js';
import { rematchDuel } from '../games/royale/duel/duel-rematch.js';
import { pickHelpPage } from '../help/help-menu.js';
import { endTable } from '../play/game-end.js';
import { handleMove, handleUndo, showPrivateView } from '../play/moves.js';
import { handleRunEnd } from '../play/run-loop.js';
import { handleShow } from '../play/show-click.js';
import { acceptRace, cancelRace, declineRace, joinRace, leaveRace, raceAgain, showMyRaceBoard, startRace } from '../race/components.js';
import { raceBestLine, reviewRaceRun } from '../race/race-coach.js';
import type { ActionRow } from './action.js';
import { dismissQuestion } from './confirm.js';
import type { ComponentId } from './custom-id.js';

/**
 * Every kind of button, by the key `rowKey` finds for a custom id. A button whose answer edits the
 * message it came from (a move, Undo, a race board's change) comes from the live board or a private
 * message; one that answers privately, or posts a new board after its own checks (Play again, whose
 * double click must find the board it came from, not the new one), may come from any message carrying it.
 */
export const ACTIONS = {
  move: {
    does: "A game's own move, from its board, a private view or a question asked before it (`sure`)",
    who: 'players',
    from: 'board-or-private',
    edits: ['board', 'private'],
    handle: handleMove,
  },
  view: {
    does: "Opens the clicker's private view (a hand, the GM's panel); inside that view, draws it again",
    who: 'players',
    from: 'board-or-private',
    edits: ['private'],
    handle: showPrivateView,
  },
  undo: {
    does: 'Takes back the last move of an unranked run',
    who: 'owner',
    from: 'board-or-private',
    edits: ['board'],
    handle: handleUndo,
  },
  dismiss: {
    does: '"Keep playing": closes a question asked privately before a move, making nothing',
    who: 'recipient',
    from: 'private',
    edits: ['private'],
    handle: dismissQuestion,
  },
  'end-table': {
    does: '"End the table": ends the Saga table `/game end` asked about, from that private question',
    who: 'enders',
    from: 'private',
    edits: ['board', 'private', 'new'],
    handle: endTable,
  },
  again: {
    does: "Play again: a new deal of the finished run's game and options, as a new board",
    who: 'owner',
    from: 'anywhere',
    edits: ['new'],
    handle: handleRunEnd,
  },
  replay: {
    does: "Replay this deal: the finished run's deal again, unranked, as a new board",
    who: 'owner',
    from: 'anywhere',
    edits: ['new'],
    handle: handleRunEnd,
  },
  leaderboard: {
    does: "The game's leaderboard (the daily deal's, for a daily run), privately",
    who: 'anyone',
    from: 'anywhere',
    edits: [],
    handle: handleRunEnd,
  },
  share: {
    does: "A finished daily run's spoiler-free Share line, privately to its player",
    who: 'owner',
    from: 'anywhere',
    edits: [],
    handle: handleRunEnd,
  },
  best: {
    does: "The deal's best line, privately, once the clicker may see it",
    who: 'anyone',
    from: 'anywhere',
    edits: [],
    handle: handleBestLine,
  },
  show: {
    does: 'Shows a run finished on a private board to the channel, once (a daily whose day is not over: its result and Share line only)',
    who: 'owner',
    from: 'private',
    edits: ['new'],
    handle: handleShow,
  },
  hint: {
    does: "The advisor's hint for the next move of an unranked run, privately",
    who: 'anyone',
    from: 'board-or-private',
    edits: [],
    handle: handleHint,
  },
  review: {
    does: 'A review of a finished run, move by move, privately',
    who: 'anyone',
    from: 'anywhere',
    edits: [],
    handle: handleReview,
  },
  watch: {
    does: "The channel's last finished run played back, posted in the channel once",
    who: 'anyone',
    from: 'board-or-private',
    edits: ['new'],
    handle: handleWatch,
  },
  rematch: {
    does: "Rematch: a finished duel's two players again, the clicker challenging the other, as a new board",
    who: 'players',
    from: 'anywhere',
    edits: ['new'],
    handle: rematchDuel,
  },
  'race.join': { does: 'Enters an open race', who: 'anyone', from: 'board', edits: ['board'], handle: joinRace },
  'race.leave': { does: 'Leaves an open race', who: 'entrants', from: 'board', edits: ['board'], handle: leaveRace },
  'race.start': { does: 'Starts the race', who: 'opener', from: 'board', edits: ['board'], handle: startRace },
  'race.cancel': { does: 'Cancels an open race', who: 'opener', from: 'board', edits: ['board'], handle: cancelRace },
  'race.accept': {
    does: 'Accepts a challenge: the race starts at once',
    who: 'challenged',
    from: 'board',
    edits: ['board'],
    handle: acceptRace,
  },
  'race.decline': {
    does: 'Declines a challenge (its opener withdraws it)',
    who: 'challenged',
    from: 'board',
    edits: ['board'],
    handle: declineRace,
  },
  'race.mine': {
    does: "My board: the entrant's own board of a running race, privately",
    who: 'entrants',
    from: 'board',
    edits: [],
    handle: showMyRaceBoard,
  },
  'race.again': {
    does: 'Race again: a new race of the same game and options, as a new board',
    who: 'anyone',
    from: 'anywhere',
    edits: ['new'],
    handle: raceAgain,
  },
  'race.best': {
    does: "Best line of a finished race's shared deal, privately to an entrant",
    who: 'entrants',
    from: 'board',
    edits: [],
    handle: raceBestLine,
  },
  'race.review': {
    does: "A review of the clicker's own run of a finished race, move by move, privately",
    who: 'entrants',
    from: 'board',
    edits: [],
    handle: reviewRaceRun,
  },
  'post.daily': {
    does: "A daily post's game: today's daily deal for the clicker, as a new board",
    who: 'anyone',
    from: 'anywhere',
    edits: ['new'],
    handle: pressDailyPost,
  },
  'help.page': {
    does: "/help's menu: a game's page, in place of the private help answer",
    who: 'recipient',
    from: 'anywhere',
    edits: ['private'],
    handle: pickHelpPage,
  },
} as const satisfies Record<string, ActionRow>;

/** The key of a row of the action table. */
export type ActionKey = keyof typeof ACTIONS;

/** The scopes with rows of their own: a race board's buttons, the help menu, a daily post's buttons (by their session part). */
const SCOPES = new Set(Object.keys(ACTIONS).flatMap((key) => (key.includes('.') ? [key.split('.')[0]!] : [])));

/**
 * The key of the row a custom id names: its scope's own row, a shared button of a game's board, or a
 * game's move; null for a type its scope does not have.
 */
export function rowKey(id: ComponentId): ActionKey | null {
  const scope = id.sessionId === DAILY_POST_SESSION ? 'post' : id.game;
  if (SCOPES.has(scope)) {
    const key = `${scope}.${id.action.type}`;
    return key in ACTIONS ? (key as ActionKey) : null;
  }
  return id.action.type in ACTIONS ? (id.action.type as ActionKey) : 'move';
}
