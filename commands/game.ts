/** `/game show` and `/game end`: the channel's current game, whatever it is. */
import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { closeLiveBoard, postBoard } from '../src/discord/boards.js';
import type { Command } from '../src/discord/command.js';
import type { BotContext } from '../src/discord/context.js';
import { findUi } from '../src/discord/games/index.js';
import { corruptNotice, endForbiddenNotice, noGameNotice, unsettledNotice } from '../src/discord/notices.js';
import { findGame } from '../src/games/index.js';
import { ephemeral, publicMessage } from '../src/discord/respond.js';

async function show(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const loaded = await ctx.sessions.load(interaction.channelId);
  const ui = loaded.kind === 'ok' ? findUi(loaded.game.id) : undefined;
  if (loaded.kind === 'ok' && ui) await postBoard(interaction, ctx, loaded.session, ui);
  else if (loaded.kind === 'corrupt') await interaction.reply(ephemeral(corruptNotice(loaded.reason)));
  else await interaction.reply(ephemeral(noGameNotice));
}

async function end(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const moderator = interaction.memberPermissions?.has(PermissionFlagsBits.ManageMessages) ?? false;
  const outcome = await ctx.sessions.end(interaction.channelId, interaction.user.id, moderator);
  if (outcome.kind !== 'ended') {
    const notice = outcome.kind === 'none' ? noGameNotice : outcome.kind === 'forbidden' ? endForbiddenNotice(outcome.ownerId) : unsettledNotice;
    await interaction.reply(ephemeral(notice));
    return;
  }
  ctx.log.info(`ended the game in channel ${interaction.channelId} by ${interaction.user.id}`);
  const whose = outcome.ownerId ? `<@${outcome.ownerId}>'s ` : 'The ';
  const by = outcome.ownerId === interaction.user.id ? '' : ` by <@${interaction.user.id}>`;
  const over = outcome.session !== null && findGame(outcome.session.game)?.result(outcome.session.state).over === true;
  const what = over ? 'The channel is free for a new game.' : 'Abandoned runs are not ranked. The channel is free for a new game.';
  await interaction.reply(publicMessage({ content: `${whose}${outcome.game ?? 'game'} was ended${by}. ${what}`, embeds: [], components: [] }));
  const ui = outcome.session ? findUi(outcome.session.game) : undefined;
  if (outcome.session && ui) {
    const closed = over ? `This game was cleared from the channel${by}.` : `⛔ This game was abandoned${by} with \`/game end\`: it is not ranked and can't be played on.`;
    await closeLiveBoard(interaction.client, ctx, outcome.session, ui, closed);
  }
}

/** The /game command. */
export const gameCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('game')
    .setDescription("This channel's game")
    .setContexts(InteractionContextType.Guild)
    .addSubcommand((sub) => sub.setName('show').setDescription("Post this channel's game board again"))
    .addSubcommand((sub) =>
      sub.setName('end').setDescription("Abandon this channel's game (its owner, or a member with Manage Messages)"),
    ),
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    if (sub === 'show') return show(interaction, ctx);
    if (sub === 'end') return end(interaction, ctx);
    await interaction.reply(ephemeral(`I don't know \`/game ${sub}\`. Try \`/game show\` or \`/game end\`.`));
  },
};
