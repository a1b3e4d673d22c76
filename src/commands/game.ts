/**
 * `/game show` and `/game end`: the channel's current game, whatever it is, or the member's own private
 * run in the channel (`private:true`, or by default when they have one there).
 */

import type { SlashCommandBooleanOption } from '@discordjs/builders';
import { type ChatInputCommandInteraction, PermissionFlagsBits } from 'discord.js';
import { findGame, findUi } from '../catalog.js';
import { closeLiveBoard, postBoard } from '../discord/boards/boards.js';
import { reachOf } from '../discord/client/reach.js';
import type { Command } from '../discord/command.js';
import { commandEverywhere } from '../discord/command-builders.js';
import type { BotContext } from '../discord/context.js';
import { corruptNotice, endForbiddenNotice, noGameNotice, unsettledNotice } from '../discord/notices.js';
import { ephemeral, publicMessage } from '../discord/respond.js';
import { channelPlace, type Place } from '../sessions/session.js';
import type { EndOutcome } from '../sessions/session-outcomes.js';

/**
 * Where the bot is not in the server (a player's own install), a run belongs to its player alone:
 * nobody else there may show or end it, moderators included. The refusal, or null.
 */
function guestRefusal(interaction: ChatInputCommandInteraction, ownerId: string | null, what: string): string | null {
  if (reachOf(interaction) === 'channel' || ownerId === interaction.user.id) return null;
  const whose = ownerId === null ? 'its player' : `<@${ownerId}>`;
  return `This game was started by ${whose} through their own install of the bot, so only they can ${what} it here.`;
}

/** Where the command acts: the member's private run in the channel when they ask for it or have one there, else the channel's game. */
async function placeOfCommand(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<Place> {
  const own: Place = { channelId: interaction.channelId, privateTo: interaction.user.id };
  const asked = interaction.options.getBoolean('private');
  if (asked !== null) return asked ? own : channelPlace(interaction.channelId);
  return (await ctx.sessions.load(own)).kind === 'none' ? channelPlace(interaction.channelId) : own;
}

async function show(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const place = await placeOfCommand(interaction, ctx);
  const loaded = await ctx.sessions.load(place);
  const ui = loaded.kind === 'ok' ? findUi(loaded.game.id) : undefined;
  const refusal = loaded.kind === 'ok' ? guestRefusal(interaction, loaded.session.ownerId, 'show') : null;
  if (refusal) await interaction.reply(ephemeral(refusal));
  else if (loaded.kind === 'ok' && ui) await postBoard(interaction, ctx, loaded.session, ui);
  else if (loaded.kind === 'corrupt') await interaction.reply(ephemeral(corruptNotice(loaded.reason)));
  else await interaction.reply(ephemeral(place.privateTo === null ? noGameNotice : noPrivateRunNotice));
}

async function end(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const moderator = reachOf(interaction) === 'channel' && (interaction.memberPermissions?.has(PermissionFlagsBits.ManageMessages) ?? false);
  const place = await placeOfCommand(interaction, ctx);
  const outcome = await ctx.sessions.end(place, interaction.user.id, moderator);
  if (place.privateTo !== null) {
    await interaction.reply(ephemeral(outcome.kind === 'ended' ? privateEndNotice(outcome) : noPrivateRunNotice));
    if (outcome.kind === 'ended' && outcome.session)
      await closeLiveBoard(interaction.client, ctx, outcome.session, '⛔ You ended this run.');
    return;
  }
  if (outcome.kind !== 'ended') {
    const forbidden =
      outcome.kind === 'forbidden'
        ? (guestRefusal(interaction, outcome.ownerId, 'end') ?? endForbiddenNotice(outcome.ownerId, outcome.gmId))
        : null;
    const notice = outcome.kind === 'none' ? noGameNotice : (forbidden ?? unsettledNotice);
    await interaction.reply(ephemeral(notice));
    return;
  }
  ctx.log.info(`ended the game in channel ${interaction.channelId} by ${interaction.user.id}`);
  const whose = outcome.ownerId ? `<@${outcome.ownerId}>'s ` : 'The ';
  const by = outcome.ownerId === interaction.user.id ? '' : ` by <@${interaction.user.id}>`;
  const game = outcome.session ? findGame(outcome.session.game) : undefined;
  const over = outcome.session !== null && game?.result(outcome.session.state).over === true;
  // A table (Saga) is never ranked: ending it closes it rather than abandoning a run.
  const table = game?.seating === 'table';
  const what = over || table ? 'The channel is free for a new game.' : 'Abandoned runs are not ranked. The channel is free for a new game.';
  await interaction.reply(
    publicMessage({ content: `${whose}${outcome.game ?? 'game'} was ended${by}. ${what}`, embeds: [], components: [] }),
  );
  if (outcome.session) {
    const closed = over
      ? `This game was cleared from the channel${by}.`
      : table
        ? `⛔ This table was closed${by} with \`/game end\`.`
        : `⛔ This game was abandoned${by} with \`/game end\`: it is not ranked and can't be played on.`;
    await closeLiveBoard(interaction.client, ctx, outcome.session, closed);
  }
}

/** What a member is told who asked for their private run in a channel where they have none. */
const noPrivateRunNotice = "You have no private board in this channel. Without `private:true` this acts on the channel's game.";

/** What a member is told whose private run was ended: abandoned and unranked, unless it was over. */
function privateEndNotice(outcome: Extract<EndOutcome, { kind: 'ended' }>): string {
  const game = outcome.session ? findGame(outcome.session.game) : undefined;
  const over = outcome.session !== null && game?.result(outcome.session.state).over === true;
  return `Your private ${outcome.game ?? 'game'} run here was ended.${over ? '' : ' Abandoned runs are not ranked.'}`;
}

/** The `private` option of `/game show` and `/game end`. */
function privateRun(option: SlashCommandBooleanOption): SlashCommandBooleanOption {
  return option.setName('private').setDescription("Your own private run here (default: yours when you have one, else the channel's game)");
}

/** The /game command. */
export const gameCommand: Command = {
  data: commandEverywhere('game', "This channel's game")
    .addSubcommand((sub) => sub.setName('show').setDescription("Post this channel's game board again").addBooleanOption(privateRun))
    .addSubcommand((sub) =>
      sub
        .setName('end')
        .setDescription("Abandon this channel's game (its owner, a table's GM, or a member with Manage Messages)")
        .addBooleanOption(privateRun),
    ),
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    if (sub === 'show') return show(interaction, ctx);
    if (sub === 'end') return end(interaction, ctx);
    await interaction.reply(ephemeral(`I don't know \`/game ${sub}\`. Try \`/game show\` or \`/game end\`.`));
  },
};
