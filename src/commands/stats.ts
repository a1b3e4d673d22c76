/** `/stats [user] [game] [public]`: a player's games, wins, scores, streaks and last results. */

import { MessageFlags } from 'discord.js';
import { findGame, rankedGames } from '../catalog.js';
import type { Command } from '../discord/command.js';
import { commandEverywhere, gameOption } from '../discord/command-builders.js';
import { displayName } from '../discord/names.js';
import { raceStatsField } from '../discord/render/race-stats-field.js';
import { statsEmbed } from '../discord/render/stats.js';
import { ephemeral, NO_PINGS } from '../discord/respond.js';
import { utcDate } from '../sessions/time/calendar.js';

/** The /stats command. */
export const statsCommand: Command = {
  data: commandEverywhere('stats', "A player's games, wins, best and average scores, streaks and last results")
    .addUserOption((option) => option.setName('user').setDescription('Whose stats (default: yours)'))
    .addStringOption(gameOption(rankedGames(), 'One game (default: every game played)', false))
    .addBooleanOption((option) => option.setName('public').setDescription('Show them to the channel (default: only you)')),
  async execute(interaction, ctx) {
    const user = interaction.options.getUser('user') ?? interaction.user;
    const gameId = interaction.options.getString('game');
    const game = gameId === null ? undefined : findGame(gameId);
    if (gameId !== null && game?.seating !== 'solo') {
      await interaction.reply(ephemeral('Pick a game from the list. `/help` lists the games.'));
      return;
    }
    const [stats, held, races] = await Promise.all([
      ctx.leaderboard.stats(user.id, game?.id),
      ctx.leaderboard.achievementsOf(user.id, game?.id),
      ctx.races.stats.of(user.id),
    ]);
    const member = interaction.options.getUser('user') ? interaction.options.getMember('user') : interaction.member;
    const ranked = statsEmbed(displayName(user, member), stats, (id) => findGame(id) ?? { id, title: id }, held, utcDate(ctx.now()));
    // Races are counted apart from ranked runs: a race run is on no score board.
    const raced = raceStatsField(races, game);
    const embed = raced ? { ...ranked, fields: [...(ranked.fields ?? []).slice(0, 24), raced] } : ranked;
    const isPublic = interaction.options.getBoolean('public') ?? false;
    await interaction.reply({ embeds: [embed], allowedMentions: NO_PINGS, ...(isPublic ? {} : { flags: MessageFlags.Ephemeral }) });
  },
};
