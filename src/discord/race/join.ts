/**
 * Joining a race with a character of one's own (`/race join <game> …`), in a game where each player
 * plays their own (a cliché, a name): the race's rules stay its opener's, the character is the entrant's.
 * A challenged member accepts a challenge of such a game this way.
 */
import type { ChatInputCommandInteraction } from 'discord.js';
import { redrawLiveBoard } from '../boards/boards.js';
import type { StartOptions } from '../command.js';
import type { BotContext } from '../context.js';
import { displayName } from '../names.js';
import { refusalNotice } from '../notices.js';
import { ephemeral } from '../respond.js';
import { beginRace } from './begin.js';
import { changeRace, loadRace } from './change.js';

/** Joins the channel's race of `game` with the character of `own` (the entrant's options as the game's start reads them). */
export async function joinWithCharacter(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  game: { id: string; title: string },
  character: NonNullable<StartOptions['character']>,
  own: unknown,
): Promise<void> {
  const session = await loadRace(ctx, interaction.channelId);
  if (session?.state.status !== 'open') {
    await interaction.reply(ephemeral('There is no race open to join in this channel. Nothing was changed.'));
    return;
  }
  if (session.state.game !== game.id) {
    await interaction.reply(
      ephemeral(`The race here is not ${game.title}: use \`/race join ${session.state.game}\`. Nothing was changed.`),
    );
    return;
  }
  const merged = character(session.state.options, own);
  if ('problem' in merged) {
    await interaction.reply(ephemeral(`${merged.problem} Nothing was changed.`));
    return;
  }
  // The challenged member accepts a challenge this way, with their character: the race starts at once.
  const accepting = session.state.challenged === interaction.user.id;
  const name = displayName(interaction.user, interaction.member);
  const outcome = accepting
    ? await beginRace(interaction, ctx, session, { accept: true, options: merged.options })
    : await changeRace(ctx, interaction.channelId, session.id, interaction.user.id, { type: 'join', name, options: merged.options });
  if (outcome.kind !== 'applied') {
    await interaction.reply(ephemeral(refusalNotice(outcome)));
    return;
  }
  await interaction.reply(
    ephemeral(
      accepting
        ? 'You accepted the challenge, with your own character: the race is on. Click **My board** on the race board to play.'
        : `You are in the ${game.title} race, with your own character.`,
    ),
  );
  await redrawLiveBoard(interaction.client, ctx, outcome.session, ctx.races.ui);
}
