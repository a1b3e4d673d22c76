/**
 * `/game end` on the channel's game: what the channel is told, and the question a table that keeps a
 * story asks first. A Saga table is a whole campaign, and ending it closes its board and deletes its
 * story (`/saga recap`), so `/game end` there answers the members who may end it privately with **End
 * the table** or **Keep it** (`dismiss`), and only the first ends it. A custom id can be forged by
 * anyone, so End the table is only a question: the table it names must still be the channel's game,
 * and the session service's end checks again who may end it. Its double click finds the table gone and
 * is acknowledged quietly.
 */
import {
  type APIButtonComponentWithCustomId,
  type BaseInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  ComponentType,
  PermissionFlagsBits,
} from 'discord.js';
import type { AnyGame } from '../../engine/game.js';
import { channelPlace, type Session } from '../../sessions/session.js';
import type { EndOutcome } from '../../sessions/session-outcomes.js';
import type { Click } from '../actions/action.js';
import { encodeComponentId } from '../actions/custom-id.js';
import { closeLiveBoard } from '../boards/boards.js';
import { reachOf } from '../client/reach.js';
import type { BotContext } from '../context.js';
import { rulesOf } from '../game-entry.js';
import { endForbiddenNotice, unknownComponentNotice, unsettledNotice } from '../notices.js';
import { ephemeral, NO_PINGS, publicMessage } from '../respond.js';

/** The action type of End the table on the question. */
const END_TABLE = 'end-table';

/** True when the member may end any game here as a moderator: Manage Messages, in a server that has the bot. */
export function isModerator(interaction: BaseInteraction): boolean {
  return reachOf(interaction) === 'channel' && (interaction.memberPermissions?.has(PermissionFlagsBits.ManageMessages) ?? false);
}

/** True for a game whose `/game end` is asked about first: a table that keeps a story (its `journal`). */
export function asksBeforeEnd(game: AnyGame): boolean {
  return game.seating === 'table' && game.journal !== undefined;
}

/** Asks the member, privately, before ending the table `session` of `game`. */
export async function askBeforeEnd(interaction: ChatInputCommandInteraction, session: Session, game: AnyGame): Promise<void> {
  const board = { game: session.game, sessionId: session.id, version: session.version };
  const buttons: APIButtonComponentWithCustomId[] = [
    {
      type: ComponentType.Button,
      style: ButtonStyle.Danger,
      label: 'End the table',
      custom_id: encodeComponentId({ ...board, action: { type: END_TABLE } }),
    },
    {
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      label: 'Keep it',
      custom_id: encodeComponentId({ ...board, action: { type: 'dismiss' } }),
    },
  ];
  await interaction.reply({
    ...ephemeral(
      `⚠️ This ends the ${game.title} table for everyone: its board closes, and its story (every result, who joined and left) ` +
        'is deleted. End it?',
    ),
    components: [{ type: ComponentType.ActionRow, components: buttons }],
  });
}

/** What the channel is told once its game was ended by `userId`, and what the game's last board then says above it. */
function endedNotes(outcome: Extract<EndOutcome, { kind: 'ended' }>, game: AnyGame | undefined, userId: string) {
  const whose = outcome.ownerId ? `<@${outcome.ownerId}>'s ` : 'The ';
  const by = outcome.ownerId === userId ? '' : ` by <@${userId}>`;
  const over = outcome.session !== null && game?.result(outcome.session.state).over === true;
  // A table (Saga) is never ranked: ending it closes it rather than abandoning a run.
  const table = game?.seating === 'table';
  const what = over || table ? 'The channel is free for a new game.' : 'Abandoned runs are not ranked. The channel is free for a new game.';
  const closed = over
    ? `This game was cleared from the channel${by}.`
    : table
      ? `⛔ This table was closed${by} with \`/game end\`.`
      : `⛔ This game was abandoned${by} with \`/game end\`: it is not ranked and can't be played on.`;
  return { content: `${whose}${outcome.game ?? 'game'} was ended${by}. ${what}`, closed };
}

/** Tells the channel its game (of `game`'s rules) was ended, by `send` (the answer's public message), and closes its last board. */
export async function announceEnd(
  interaction: BaseInteraction,
  ctx: BotContext,
  outcome: Extract<EndOutcome, { kind: 'ended' }>,
  game: AnyGame | undefined,
  send: (message: ReturnType<typeof publicMessage>) => Promise<unknown>,
): Promise<void> {
  ctx.log.info(`ended the game in channel ${interaction.channelId} by ${interaction.user.id}`);
  const { content, closed } = endedNotes(outcome, game, interaction.user.id);
  await send(publicMessage({ content, embeds: [], components: [] }));
  if (outcome.session) await closeLiveBoard(interaction.client, ctx, outcome.session, closed);
}

/** Answers End the table: the table named ends, if it is still the channel's game and the clicker may end it. */
export async function endTable({ interaction, ctx, id }: Click): Promise<void> {
  if (Object.keys(id.action).length !== 1) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const outcome = await ctx.sessions.end(channelPlace(interaction.channelId), interaction.user.id, isModerator(interaction), id.sessionId);
  if (outcome.kind === 'none') {
    // The table is gone: ended by this very question's first click, or otherwise.
    await interaction.deferUpdate();
    return;
  }
  if (outcome.kind !== 'ended') {
    const notice = outcome.kind === 'forbidden' ? endForbiddenNotice(outcome.ownerId, outcome.gmId) : unsettledNotice;
    await interaction.update({ content: `${notice} Nothing was changed.`, embeds: [], components: [], allowedMentions: NO_PINGS });
    return;
  }
  await interaction.update({ content: 'You ended the table.', embeds: [], components: [], allowedMentions: NO_PINGS });
  const game = outcome.session ? rulesOf(ctx.games, outcome.session.game) : undefined;
  await announceEnd(interaction, ctx, outcome, game, (message) => interaction.followUp(message));
}
