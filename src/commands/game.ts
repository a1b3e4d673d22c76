/**
 * `/game show` and `/game end`: the channel's current game, whatever it is, or the member's own private
 * run in the channel (`private:true`, or by default when they have one there).
 */

import type { SlashCommandBooleanOption } from '@discordjs/builders';
import type { ChatInputCommandInteraction } from 'discord.js';
import { findGame, findUi } from '../catalog.js';
import { closeLiveBoard, postBoard } from '../discord/boards/boards.js';
import { reachOf } from '../discord/client/reach.js';
import type { Command } from '../discord/command.js';
import { commandEverywhere } from '../discord/command-builders.js';
import type { BotContext } from '../discord/context.js';
import { corruptNotice, endForbiddenNotice, noGameNotice, unsettledNotice } from '../discord/notices.js';
import { announceEnd, askBeforeEnd, asksBeforeEnd, isModerator } from '../discord/play/game-end.js';
import { ephemeral } from '../discord/respond.js';
import { channelPlace, type Place } from '../sessions/session.js';
import type { EndOutcome } from '../sessions/session-outcomes.js';
import { mayEnd } from '../sessions/session-service.js';

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
  const moderator = isModerator(interaction);
  const place = await placeOfCommand(interaction, ctx);
  // A table that keeps a story (Saga's campaign) asks the members who may end it first.
  const loaded = place.privateTo === null ? await ctx.sessions.load(place) : null;
  if (loaded?.kind === 'ok' && asksBeforeEnd(loaded.game) && (moderator || mayEnd(loaded, interaction.user.id))) {
    await askBeforeEnd(interaction, loaded.session, loaded.game);
    return;
  }
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
  const game = outcome.session ? findGame(outcome.session.game) : undefined;
  await announceEnd(interaction, ctx, outcome, game, (message) => interaction.reply(message));
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
