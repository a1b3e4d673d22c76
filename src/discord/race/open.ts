/** Opening a race in a channel: the race becomes the channel's game, and its board is posted for members to join. */
import type { ChatInputCommandInteraction } from 'discord.js';
import { type RaceOptions, race } from '../../games/race/index.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import { postBoard } from '../boards/boards.js';
import type { BotContext } from '../context.js';
import { answerUnstarted, randomSeed, starterOf } from '../play/start-game.js';
import { pingChallenged, scheduleExpiry } from './challenge.js';
import { RACE_EXPIRE } from './change.js';

/** A race to open: its set-up, and the members of the race before it (Race again), named on the new board. */
export interface RaceOpening extends RaceOptions {
  invited: readonly string[];
  /** The finished race whose Race again opens this one, so a second click of it opens nothing. */
  previousId?: string;
}

/** Opens a race for the member who asked, unless the channel has a game going; posts its board. */
export async function openRace(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  ctx: BotContext,
  opening: RaceOpening,
): Promise<void> {
  const { invited, previousId, ...options } = opening;
  const outcome = await ctx.sessions.start({
    ...starterOf(interaction, previousId),
    game: race,
    // A race record's own seed is never dealt: the deal's seed is chosen at Start.
    seed: randomSeed(),
    options,
  });
  if (outcome.kind !== 'started') {
    await answerUnstarted(interaction, outcome);
    return;
  }
  ctx.log.info(`opened race ${outcome.session.id} of ${opening.game} in channel ${interaction.channelId}`);
  const content = invited.length > 0 ? `Race again: ${invited.map((id) => `<@${id}>`).join(' ')}, join below.` : undefined;
  const { challenged } = options;
  // A challenge is answered within 15 minutes of its opening, or withdrawn.
  if (challenged) await scheduleExpiry(ctx, RACE_EXPIRE, outcome.session.id, interaction.channelId);
  await postBoard(interaction, ctx, outcome.session, ctx.races.ui, content);
  if (challenged) await pingChallenged(interaction, challenged, 'a race');
}
