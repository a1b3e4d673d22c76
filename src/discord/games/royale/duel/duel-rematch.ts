/**
 * Rematch, on a finished duel's board: a new duel of the same two players with the same rules on a
 * fresh map, the clicker challenging the other with the character they played (pinged once, Accept or
 * Decline as any challenge). A custom id can be forged by anyone, so the button is only a question: the
 * duel it names must be this channel's game, over, and the clicker one of its two players.
 */
import { type DuelState, duel } from '../../../../games/royale/duel/duel.js';
import type { Session } from '../../../../sessions/session.js';
import { startedFrom } from '../../../../sessions/session-service.js';
import type { Click } from '../../../actions/action.js';
import { unknownComponentNotice } from '../../../notices.js';
import { randomSeed } from '../../../play/start-game.js';
import { ephemeral } from '../../../respond.js';
import { challengeToDuel } from './duel-command.js';

/** Answers Rematch: the clicker challenges the other player of the finished duel again, or is told privately why not. */
export async function rematchDuel({ interaction, ctx, id }: Click): Promise<void> {
  const loaded = Object.keys(id.action).length === 1 ? await ctx.sessions.load(interaction.channelId) : null;
  if (loaded?.kind === 'ok' && startedFrom(loaded.session, { previousId: id.sessionId, ownerId: interaction.user.id })) {
    // A second click of the Rematch that made the channel's challenge: acknowledged quietly.
    await interaction.deferUpdate();
    return;
  }
  if (loaded?.kind !== 'ok' || loaded.game.id !== duel.id || loaded.session.id !== id.sessionId) {
    const notice = loaded ? "That duel is not this channel's game any more: challenge with `/royale duel`." : unknownComponentNotice;
    await interaction.reply(ephemeral(notice));
    return;
  }
  const { state } = loaded.session as Session<DuelState>;
  const mine = state.seats.findIndex((seat) => seat.id === interaction.user.id);
  const character = state.seats[mine]?.options;
  if (state.status !== 'over' || !character) {
    const notice = state.status !== 'over' ? 'This duel is not over yet.' : 'Only the two players of this duel can ask for a rematch.';
    await interaction.reply(ephemeral(`${notice} Nothing was started.`));
    return;
  }
  const other = state.seats[mine === 0 ? 1 : 0];
  await challengeToDuel(interaction, ctx, {
    character,
    challenged: { id: other.id, name: other.name },
    seed: randomSeed(),
    knownDeal: false,
    previousId: loaded.session.id,
  });
}
