/**
 * Moves that end a run ask once in ranked runs: a click on a move the game calls fatal (the
 * player dies for certain) is answered privately with "this ends your run" and two buttons: make the
 * move (the same move, marked `sure`), or keep playing (`dismiss`). Unranked runs have Undo instead.
 * A game may also ask its own question before a move (GameUi.ask), answered the same way.
 */

import { type APIButtonComponentWithCustomId, ButtonStyle, type ChatInputCommandInteraction, ComponentType } from 'discord.js';
import type { Place, Session } from '../../sessions/session.js';
import type { Loaded } from '../../sessions/session-outcomes.js';
import type { BotContext } from '../context.js';
import { rulesOf } from '../game-entry.js';
import type { GameUi } from '../game-ui.js';
import { userText } from '../render/text.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import type { Click } from './action.js';
import type { ComponentInteraction } from './component-interaction.js';
import { type ComponentId, encodeComponentId, isEncodable, type Move } from './custom-id.js';

/** The action type of "keep playing" on a confirmation. */
const DISMISS = 'dismiss';

/** The label of the button or menu option that was used, to name the move in the question. */
function chosenLabel(interaction: ComponentInteraction): string | null {
  for (const row of interaction.message.components) {
    if (!('components' in row)) continue;
    for (const component of row.components) {
      if (interaction.isButton() && 'customId' in component && component.customId === interaction.customId && 'label' in component)
        return component.label ?? null;
      if (interaction.isStringSelectMenu() && 'options' in component && component.customId === interaction.customId) {
        return component.options.find((o) => o.value === interaction.values[0])?.label ?? null;
      }
    }
  }
  return null;
}

/** Asks first when `action` ends a ranked run for certain; true when it asked (and the move waits for the answer). */
export async function askBeforeFatalMove(
  interaction: ComponentInteraction,
  ctx: BotContext,
  id: ComponentId,
  action: Move,
  place: Place,
): Promise<boolean> {
  if (!rulesOf(ctx.games, id.game)?.fatal || !isEncodable(action)) return false;
  const loaded = await ctx.sessions.peek(place, id.sessionId, id.version);
  // Only the very board of a ranked run, clicked by its player, asks; anything else goes on to be refused as it should.
  if (!loaded?.session.ranked) return false;
  return askIfFatal(interaction, loaded, id, action);
}

/**
 * Asks first when `action` ends the run `loaded` for certain (a ranked run, or a race's); true when it
 * asked. Only the very board of the run, clicked by its player, asks.
 */
export async function askIfFatal(interaction: ComponentInteraction, loaded: Loaded, id: ComponentId, action: Move): Promise<boolean> {
  const { session, game } = loaded;
  if (session.game !== id.game || session.id !== id.sessionId || session.version !== id.version) return false;
  if (interaction.user.id !== session.ownerId || !game.fatal || !isEncodable(action)) return false;
  const move = game.actionSchema.safeParse(action);
  if (!move.success || !game.fatal(session.state, move.data)) return false;
  const board = { game: id.game, sessionId: id.sessionId, version: id.version };
  const buttons: APIButtonComponentWithCustomId[] = [
    {
      type: ComponentType.Button,
      style: ButtonStyle.Danger,
      label: 'Make the move (end my run)',
      custom_id: encodeComponentId({ ...board, action: { ...action, sure: true } }),
    },
    {
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      label: 'Keep playing',
      custom_id: encodeComponentId({ ...board, action: { type: DISMISS } }),
    },
  ];
  const label = chosenLabel(interaction);
  const why = session.ranked ? 'This run is ranked' : 'This is a race';
  await interaction.reply({
    ...ephemeral(
      `⚠️ ${label ? `**${userText(label, 100)}** ends your run` : 'That move ends your run'}. ` +
        `${why}, so it can't be taken back. Make it?`,
    ),
    components: [{ type: ComponentType.ActionRow, components: buttons }],
    allowedMentions: NO_PINGS,
  });
  return true;
}

/**
 * Asks first when the game has a question for this move by this member (GameUi.ask), on the session as
 * it is now; true when it asked. The "yes" button makes the game's own move; "no" changes nothing.
 */
export async function askBeforeMove(
  interaction: ComponentInteraction | ChatInputCommandInteraction,
  ui: GameUi,
  session: Session,
  action: Move,
): Promise<boolean> {
  const question = ui.ask?.(session.state, action, interaction.user.id);
  if (!question) return false;
  const board = { game: session.game, sessionId: session.id, version: session.version };
  const buttons: APIButtonComponentWithCustomId[] = [
    {
      type: ComponentType.Button,
      style: ButtonStyle.Primary,
      label: question.yes.label,
      custom_id: encodeComponentId({ ...board, action: { ...question.yes.action, sure: true } }),
    },
    {
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      label: question.no,
      custom_id: encodeComponentId({ ...board, action: { type: DISMISS } }),
    },
  ];
  await interaction.reply({
    ...ephemeral(question.text),
    components: [{ type: ComponentType.ActionRow, components: buttons }],
    allowedMentions: NO_PINGS,
  });
  return true;
}

/**
 * Answers "keep playing" on a confirmation: nothing was changed, and the clicker's own private question
 * is closed (its row in the action table takes it from a private message only).
 */
export async function dismissQuestion({ interaction }: Click): Promise<void> {
  await interaction.update({ content: 'Nothing was changed: keep playing.', embeds: [], components: [], allowedMentions: NO_PINGS });
}
