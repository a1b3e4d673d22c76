/** Starting a game from a slash command, shared by every game's `start`. */
import { randomBytes } from 'node:crypto';
import type { ChatInputCommandInteraction } from 'discord.js';
import type { AnyGame } from '../engine/game.js';
import { postBoard } from './boards.js';
import type { BotContext } from './context.js';
import { findUi } from './games/index.js';
import { busyNotice, corruptNotice } from './notices.js';
import { ephemeral } from './respond.js';

/** What a seed may look like: letters, digits, `-` and `_`, up to 32 characters. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** A fresh random seed of 8 characters. */
export function randomSeed(): string {
  return randomBytes(6).readUIntBE(0, 6).toString(36).padStart(8, '0').slice(-8);
}

/** Starts `game` in the interaction's channel and posts its board, or says why it can't. */
export async function startGame(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  game: AnyGame,
  options: unknown,
): Promise<void> {
  const seedOption = interaction.options.getString('seed');
  if (seedOption !== null && !SEED_PATTERN.test(seedOption)) {
    await interaction.reply(ephemeral('A seed is 1 to 32 letters, digits, `-` or `_`, e.g. `seed:dragon-42`. Nothing was started.'));
    return;
  }
  const ui = findUi(game.id);
  if (!ui || !interaction.channelId) {
    await interaction.reply(ephemeral(`${game.title} can't be played here.`));
    return;
  }
  const outcome = await ctx.sessions.start({
    channelId: interaction.channelId,
    guildId: interaction.guildId,
    game,
    ownerId: interaction.user.id,
    ownerName: interaction.member && 'displayName' in interaction.member
      ? interaction.member.displayName
      : (interaction.user.globalName ?? interaction.user.username),
    seed: seedOption ?? randomSeed(),
    options,
  });
  if (outcome.kind === 'busy') {
    await interaction.reply(ephemeral(busyNotice(outcome.session, outcome.game)));
    return;
  }
  if (outcome.kind === 'corrupt') {
    await interaction.reply(ephemeral(corruptNotice(outcome.reason)));
    return;
  }
  ctx.log.info(`started ${game.id} ${outcome.session.id} in channel ${interaction.channelId} for ${interaction.user.id}`);
  await postBoard(interaction, ctx, outcome.session, ui);
}
