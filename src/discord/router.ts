/** Routes every interaction to its command or component handler; no failure goes unanswered. */
import type { AutocompleteInteraction, Interaction, RepliableInteraction } from 'discord.js';
import { StoreBusyError } from '../sessions/kv-store.js';
import type { Command } from './command.js';
import { handleComponent } from './components.js';
import type { BotContext } from './context.js';
import { internalErrorNotice, storeBusyNotice } from './notices.js';
import { ephemeral } from './respond.js';

/** Answers with a private notice, whether or not the interaction was already answered. */
async function answerPrivately(interaction: RepliableInteraction, content: string): Promise<void> {
  if (interaction.replied || interaction.deferred) await interaction.followUp(ephemeral(content));
  else await interaction.reply(ephemeral(content));
}

/** Answers an autocomplete request with the command's suggestions; none when it has none or they fail. */
async function suggest(interaction: AutocompleteInteraction, command: Command | undefined, ctx: BotContext): Promise<void> {
  try {
    if (command?.autocomplete) await command.autocomplete(interaction, ctx);
    else await interaction.respond([]);
  } catch (error) {
    ctx.log.warn(`autocomplete for /${interaction.commandName} failed: ${String(error)}`);
    if (!interaction.responded) await interaction.respond([]).catch(() => undefined);
  }
}

/** Makes the handler for `Events.InteractionCreate`: each command of `ctx.commands` by its name, and the components. */
export function createRouter(ctx: BotContext): (interaction: Interaction) => Promise<void> {
  const byName = new Map(ctx.commands.map((command) => [command.data.name, command]));
  return async (interaction) => {
    if (interaction.isAutocomplete()) {
      await suggest(interaction, byName.get(interaction.commandName), ctx);
      return;
    }
    if (!interaction.isRepliable()) return;
    const started = Date.now();
    const what = interaction.isChatInputCommand()
      ? `/${interaction.commandName}`
      : interaction.isMessageComponent()
        ? interaction.customId
        : `type ${interaction.type}`;
    try {
      if (interaction.isChatInputCommand()) {
        const command = byName.get(interaction.commandName);
        if (command) await command.execute(interaction, ctx);
        else await interaction.reply(ephemeral(`I don't know \`/${interaction.commandName}\`. \`/help\` lists my commands.`));
      } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
        await handleComponent(interaction, ctx);
      } else {
        await interaction.reply(ephemeral("I don't handle that kind of interaction."));
      }
    } catch (error) {
      const busy = error instanceof StoreBusyError;
      if (busy) ctx.log.warn(`interaction ${interaction.id} (${what}): ${error.message}`);
      else ctx.log.error(`interaction ${interaction.id} (${what}) failed`, error);
      try {
        await answerPrivately(interaction, busy ? storeBusyNotice : internalErrorNotice);
      } catch (replyError) {
        ctx.log.error(`could not tell the user that interaction ${interaction.id} failed`, replyError);
      }
    }
    const elapsed = Date.now() - started;
    if (elapsed > 1500) ctx.log.warn(`interaction ${interaction.id} (${what}) took ${elapsed} ms`);
  };
}
