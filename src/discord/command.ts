/**
 * The shape of a slash command module (a game's in src/discord/games/<id>/, the shared ones in commands/): its definition and its handler.
 */
import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import type { AutocompleteInteraction, ChatInputCommandInteraction, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { BotContext } from './context.js';

/** A slash command: `data` is registered by the deploy script, `execute` answers it. */
export interface Command {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  /** Answers the choices for an option marked for autocomplete while the member types it (commands without such options leave it out). */
  autocomplete?(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void>;
  /** A solo game's options on its `start` subcommand. */
  startOptions?: StartOptions;
}

/** A solo game's own options on its `start` subcommand (all but the seed), which other commands (a race) offer as they are. */
export interface StartOptions {
  /** Adds the options to a subcommand. */
  add(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  /** The game's options read from the interaction, or why they do not work (a sentence). */
  read(interaction: ChatInputCommandInteraction): { options: unknown } | { problem: string };
  /**
   * For a game where each player plays a character of their own (a cliché, a name): the options of a
   * race (`race`) with the character of an entrant's own options (`own`) put in, or why it does not fit.
   */
  character?(race: unknown, own: unknown): { options: unknown } | { problem: string };
}
