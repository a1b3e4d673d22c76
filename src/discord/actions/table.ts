/**
 * The action table: every kind of button and menu the bot draws, one row each, saying what it does,
 * who may press it, which message it may come from and what answering it may change. The dispatcher
 * (dispatch.ts) finds a click's row from its custom id, checks in one place that the click comes from
 * a message the row allows (origin.ts), and only then calls the row's handler; the handler checks who
 * pressed it against what the store holds. Adding a button every board shares is adding a row here; a
 * game's or mode's own button (a duel's Rematch, a race board's) is a row its board declares
 * (`GameUi.actions`), so this file names no game.
 *
 * A row is found by the custom id `<game>:<session>:<version>:<type…>`: `post.<type>` for a daily
 * post's buttons (whose session part is `post`) and `help.<type>` for /help's menu; then the clicked
 * game's board's own row of that type (keyed `<game>.<type>`); then the button every game's board
 * shares of that type; then `move`: a game's own moves, checked by its rules. A board whose buttons are
 * all its own (`GameUi.ownActionsOnly`: a race's) has no shared row and no move.
 */

import { handleBestLine } from '../coach/best-line-click.js';
import { handleHint } from '../coach/hint.js';
import { handleReview } from '../coach/review.js';
import { handleWatch } from '../coach/watch-click.js';
import { pressDailyPost } from '../daily/daily-post-click.js';
import { DAILY_POST_SESSION } from '../daily/daily-post-message.js';
import { boardOf, type GameMode } from '../game-entry.js';
import { pickHelpPage } from '../help/help-menu.js';
import { endTable } from '../play/game-end.js';
import { handleMove, handleUndo, showPrivateView } from '../play/moves.js';
import { handleRunEnd } from '../play/run-loop.js';
import { handleShow } from '../play/show-click.js';
import type { ActionRow } from './action.js';
import { dismissQuestion } from './confirm.js';
import type { ComponentId } from './custom-id.js';

/**
 * The buttons every game's board shares, by their type, and `move`. A button whose answer edits the
 * message it came from (a move, Undo) comes from the live board or a private message; one that answers
 * privately, or posts a new board after its own checks (Play again, whose double click must find the
 * board it came from, not the new one), may come from any message carrying it. A board's own rows
 * (`GameUi.actions`) follow the same rule.
 */
const SHARED = {
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
} as const satisfies Record<string, ActionRow>;

/** The rows of the two scopes that are no game's, by `<scope>.<type>`: a daily post's buttons (session part `post`) and /help's menu. */
const SCOPED = {
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

/** The scopes that are no game's: their custom ids find their own rows only. */
const SCOPES = new Set(Object.keys(SCOPED).map((key) => key.split('.')[0]!));

/** A row of the action table and the key it is found by: `post.daily`, `race.join` (a board's own), `again` (shared), `move`. */
export interface FoundRow {
  key: string;
  row: ActionRow;
}

/** The row `table` has under `key`, itself (never an object's inherited property), or undefined. */
function own(table: Readonly<Record<string, ActionRow>> | undefined, key: string): ActionRow | undefined {
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The row a custom id names among `games` (the catalog's and the modes): its scope's own row, the
 * clicked game's board's own row, a button every board shares, or a game's move; null for a game there
 * is not, or a type its scope, or a board whose buttons are all its own, does not have.
 */
export function findRow(id: ComponentId, games: readonly GameMode[]): FoundRow | null {
  const { type } = id.action;
  const scope = id.sessionId === DAILY_POST_SESSION ? 'post' : id.game;
  if (SCOPES.has(scope)) {
    const key = `${scope}.${type}`;
    const row = own(SCOPED, key);
    return row ? { key, row } : null;
  }
  const board = boardOf(games, id.game);
  if (!board) return null;
  const mine = own(board.actions, type);
  if (mine) return { key: `${id.game}.${type}`, row: mine };
  if (board.ownActionsOnly) return null;
  const shared = own(SHARED, type);
  return shared ? { key: type, row: shared } : { key: 'move', row: SHARED.move };
}

/** Every row a click can find among `games`, by its key: the scopes', the shared ones, then each board's own. */
export function everyRow(games: readonly GameMode[]): FoundRow[] {
  const rows = (table: Readonly<Record<string, ActionRow>>, prefix = '') =>
    Object.entries(table).map(([key, row]) => ({ key: `${prefix}${key}`, row }));
  return [...rows(SCOPED), ...rows(SHARED), ...games.flatMap(({ rules, board }) => rows(board.actions ?? {}, `${rules.id}.`))];
}
