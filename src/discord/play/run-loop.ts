/**
 * The way from one run into the next: the buttons of a finished run. Play again deals its
 * player a new run of the same game with the same options; Replay this deal deals the same seed again
 * (unranked: its seed was claimed by the first start); Leaderboard shows anyone the game's board (a
 * daily deal's, with how far each player came from the best possible score when it is known); Best
 * line (a game with a solver) shows anyone the deal's best line privately (best-line-click.ts).
 */

import { MessageFlags } from 'discord.js';
import { channelPlace } from '../../sessions/session.js';
import { startedFrom } from '../../sessions/session-service.js';
import type { Click } from '../actions/action.js';
import { placeOfClick } from '../actions/place.js';
import { rankingGuildOf } from '../client/reach.js';
import { handleBestLine } from '../coach/best-line-click.js';
import { dailyBest, dailySecretFor } from '../coach/best-scores.js';
import type { BotContext } from '../context.js';
import { corruptNotice, noGameNotice, otherGameNotice } from '../notices.js';
import { leaderboardEmbed } from '../render/leaderboard.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import { SHARE_ACTION } from './run-end.js';
import { answerShare } from './share-click.js';
import { randomSeed, startRun } from './start-game.js';

/** Answers a click on a run-end button. */
export async function handleRunEnd({ interaction, ctx, id }: Click): Promise<void> {
  if (id.action.type === 'best') {
    await handleBestLine({ interaction, ctx, id });
    return;
  }
  const starts = id.action.type === 'again' || id.action.type === 'replay';
  const loaded = await ctx.sessions.load(await placeOfClick({ interaction, ctx, id }));
  if (loaded.kind !== 'ok' || loaded.session.id !== id.sessionId || loaded.session.game !== id.game) {
    // A double click: the first click started the run this board leads to (looked at after the load, which it may have beaten).
    if (starts && (await startedAlready(ctx, interaction.channelId, interaction.user.id, id.sessionId))) {
      await interaction.deferUpdate();
      return;
    }
    const notice = loaded.kind === 'corrupt' ? corruptNotice(loaded.reason) : loaded.kind === 'none' ? noGameNotice : otherGameNotice;
    await interaction.reply(ephemeral(loaded.kind === 'ok' ? `${notice} A newer game has the channel now.` : notice));
    return;
  }
  const { session, game } = loaded;
  if (id.action.type === 'leaderboard') {
    const guildId = rankingGuildOf(interaction);
    const period = session.daily ? { kind: 'daily' as const, date: session.daily } : { kind: 'all' as const };
    const scope = guildId === null ? 'global' : 'server';
    const page = await ctx.leaderboard.page(game.id, scope, guildId, interaction.user.id, period);
    const secret = await dailySecretFor(ctx, game.id, session.daily, interaction.user.id);
    const best = session.daily && !secret ? await dailyBest(ctx, game.id, session.daily) : null;
    const heading = {
      gameTitle: game.title,
      gameId: game.id,
      scope,
      period: session.daily ? `daily deal of ${session.daily}` : 'all time',
      seed: null,
      describeScore: game.describeScore,
      best,
    } as const;
    await interaction.reply({
      embeds: [leaderboardEmbed(heading, page, interaction.user.id)],
      flags: MessageFlags.Ephemeral,
      allowedMentions: NO_PINGS,
    });
    return;
  }
  if (id.action.type === SHARE_ACTION && game.result(session.state).over) {
    await answerShare(interaction, game, session);
    return;
  }
  if (interaction.user.id !== session.ownerId) {
    await interaction.reply(ephemeral(`This was <@${session.ownerId}>'s run. Start your own with \`/${game.id} start\`.`));
    return;
  }
  if (!game.result(session.state).over) {
    await interaction.reply(ephemeral('This run is still going: finish it first, or end it with `/game end`.'));
    return;
  }
  await startRun(interaction, ctx, game, session.options ?? undefined, id.action.type === 'replay' ? session.seed : randomSeed(), {
    previousId: session.id,
    privately: session.privateTo !== null,
  });
}

/**
 * True when the member's Play again or Replay of the finished run `previousId` started a run already
 * (the channel's game, or their private run in the channel): a second click of it is a double click.
 */
async function startedAlready(ctx: BotContext, channelId: string, userId: string, previousId: string): Promise<boolean> {
  for (const place of [{ channelId, privateTo: userId }, channelPlace(channelId)]) {
    const loaded = await ctx.sessions.load(place);
    if (loaded.kind === 'ok' && startedFrom(loaded.session, { previousId, ownerId: userId })) return true;
  }
  return false;
}
