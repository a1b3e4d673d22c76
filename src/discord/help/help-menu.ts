/**
 * The menu under a `/help` answer: picking a page redraws that private answer in place. Anything else
 * sent with the menu's id (another value, several, a button) is refused privately and changes nothing.
 */

import { MessageFlags } from 'discord.js';
import type { Click } from '../actions/action.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import { HELP_MENU_ID, helpPage } from './help-pages.js';

/** Shows the page picked in the help menu (made from `source`), privately: in place of the help answer, or as a new private answer. */
export async function pickHelpPage({ interaction, ctx }: Click): Promise<void> {
  const [value, ...more] = interaction.isStringSelectMenu() && interaction.customId === HELP_MENU_ID ? interaction.values : [];
  const page = value !== undefined && more.length === 0 ? helpPage(ctx, value) : null;
  if (page === null) {
    await interaction.reply(
      ephemeral("That isn't a page of `/help`, so nothing was changed. Pick one from the menu, or use `/help` again."),
    );
    return;
  }
  // The help answer is private, so it is redrawn in place; a menu on any other message answers privately instead.
  if (interaction.message.flags.has(MessageFlags.Ephemeral)) await interaction.update({ ...page, allowedMentions: NO_PINGS });
  else await interaction.reply({ ...page, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
}
