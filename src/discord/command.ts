/**
 * The shape of a slash command module (a game's in src/discord/games/<id>/, the shared ones in commands/): its definition and its handler.
 */
import type { AutocompleteInteraction, ChatInputCommandInteraction, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { BotContext } from './context.js';

/** A slash command: `data` is registered by the deploy script, `execute` answers it. */
export interface Command {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  /** Answers the choices for an option marked for autocomplete while the member types it (commands without such options leave it out). */
  autocomplete?(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void>;
}
