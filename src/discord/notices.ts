/** The private notices the bot gives when a move or a command can't go ahead. */
import type { AnyGame } from '../engine/game.js';
import type { Session } from '../sessions/session.js';
import type { ActOutcome } from '../sessions/session-service.js';
import { movesMade } from './render/deal-line.js';
import { unlinked } from './render/text.js';

/** Why a session could not be read, and how to clear it. */
export function corruptNotice(reason: string): string {
  return `This channel's game can't be read (${reason}). Its owner, or a member with Manage Messages, can clear it with \`/game end\`.`;
}

/** A game is still running in the place: who runs it (a table's GM), and who may end it; or the member's own private run. */
export function busyNotice(session: Session, game: AnyGame): string {
  if (session.privateTo !== null)
    return (
      `You have a ${game.title} run going here on your private board. \`/game show\` sends it to you again; ` +
      'finish it, or end it with `/game end`, before you start another here.'
    );
  const runner = game.gm?.(session.state) ?? session.ownerId;
  const enders = game.gm ? 'its owner, its GM, or a member with Manage Messages' : 'its owner, or a member with Manage Messages';
  return (
    `A game of ${game.title} run by <@${runner}> is still going in this channel. ` +
    `Finish it, post its board again with \`/game show\`, or end it with \`/game end\` (${enders}). ` +
    'You can also start a game in another channel or a thread.'
  );
}

/** Someone clicked another member's solo run. */
function notYoursNotice(session: Session, game: AnyGame): string {
  return (
    `This is <@${session.ownerId}>'s ${game.title} run; only they can play it. ` +
    `Start your own with \`/${game.id} start\` in a channel without a game.`
  );
}

/** A board drawn for an older version of the game. */
function staleNotice(session: Session): string {
  return (
    `That board is out of date: the game has moved on to move ${movesMade(session)}. ` +
    `Use the newest board, or \`/game show\` to post it again. Nothing was changed.`
  );
}

/** A choice made on a private view drawn for an older version, which the game did not let stand: the view is shown anew. */
export function stalePanelNotice(session: Session): string {
  return (
    `⚠️ That was chosen on a view drawn before the game moved on (it is at move ` +
    `${movesMade(session)} now), so nothing was changed. Here it is as it stands now.`
  );
}

/** A board from a game that has ended since. */
export const otherGameNotice = 'That board belongs to a game that is over. Nothing was changed.';

/** No game in the channel. */
export const noGameNotice = 'There is no game in this channel. Start one with `/scoundrel start`; `/help` lists every game.';

/** A custom id this bot did not make or that was changed. */
export const unknownComponentNotice =
  "That control isn't one I recognise (it may be from an older version " +
  'of the bot). Use `/game show` for a fresh board. Nothing was changed.';

/** A move was saved but answering its click failed: say so, and where to see it. */
export function moveSavedNotice(session: Session, redrawn: boolean): string {
  const where = redrawn ? 'the board shows it' : 'use `/game show` to post the board again';
  return `Your move was made (move ${movesMade(session)}), but I could not answer your click in time: ${where}.`;
}

/** The same move came in twice (a double click): it was made once. */
const repeatedNotice = 'That move was already made; the board shows it.';

/** Who may end a game, when someone else tried: its owner, the GM who runs a table now, a moderator. */
export function endForbiddenNotice(ownerId: string | null, gmId: string | null = null): string {
  const owner = ownerId === null ? 'the member who started this game' : `<@${ownerId}>, who started this game`;
  if (gmId !== null && gmId === ownerId)
    return `Only the GM (<@${gmId}>), who started this game, or a member with Manage Messages can end it.`;
  const gm = gmId === null ? '' : `the GM (<@${gmId}>), `;
  return `Only ${gm}${owner}, or a member with Manage Messages can end it.`;
}

/** A finished ranked run could not be put on the leaderboard, so it was kept. */
export const unsettledNotice =
  'This run is over but I could not put it on the leaderboard yet, so I ' +
  'kept it: nothing was deleted. Please try `/game end` again in a moment.';

/** Something broke on the bot's side. */
export const internalErrorNotice = 'Something went wrong on my side and I could not finish that. Nothing was changed; please try again.';

/** The store stayed locked through every retry. */
export const storeBusyNotice = 'The game store is busy right now, so nothing was changed. Please try again in a moment.';

/** The answer to an interaction that arrives while the bot is stopping: nothing was done, and it is safe to do again. */
export const restartingNotice = 'I am restarting, so nothing was changed. Please try again in a few seconds.';

/** Why a move was not made, for the member who tried it. */
export function refusalNotice(outcome: Exclude<ActOutcome, { kind: 'applied' }>): string {
  switch (outcome.kind) {
    case 'none':
      return noGameNotice;
    case 'corrupt':
      return corruptNotice(outcome.reason);
    case 'other-game':
      return otherGameNotice;
    case 'stale':
      return staleNotice(outcome.session);
    case 'repeated':
      return repeatedNotice;
    case 'not-yours':
      return notYoursNotice(outcome.session, outcome.game);
    case 'invalid':
    case 'refused':
      // A refusal may quote what the member typed (a name, a cliché): it is shown as typed, unable to link.
      return `${unlinked(outcome.message)} Nothing was changed.`;
  }
}
