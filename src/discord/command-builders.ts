/**
 * The pieces slash commands are built from: where a command may be used, the option that picks a game, a deal's seed, and options
 * picked from a list or a range.
 */
import {
  type SlashCommandBooleanOption,
  SlashCommandBuilder,
  type SlashCommandIntegerOption,
  type SlashCommandStringOption,
} from '@discordjs/builders';
import { ApplicationIntegrationType, InteractionContextType } from 'discord.js';
import { EVERY_CONTEXT, EVERY_INSTALL } from './client/reach.js';

/** A command that works anywhere: in servers that installed the bot, through a member's own install, in DMs. */
export function commandEverywhere(name: string, description: string): SlashCommandBuilder {
  return new SlashCommandBuilder().setName(name).setDescription(description).setIntegrationTypes(EVERY_INSTALL).setContexts(EVERY_CONTEXT);
}

/** A command of a server that installed the bot, used in its channels only. */
export function serverCommand(name: string, description: string): SlashCommandBuilder {
  return new SlashCommandBuilder()
    .setName(name)
    .setDescription(description)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    .setContexts(InteractionContextType.Guild);
}

/** The `game` option: one of `games`, by title; required unless `required` is false. */
export function gameOption(games: readonly { id: string; title: string }[], description = 'Which game', required = true) {
  return (option: SlashCommandStringOption): SlashCommandStringOption =>
    option
      .setName('game')
      .setDescription(description)
      .setRequired(required)
      .addChoices(...games.map((game) => ({ name: game.title, value: game.id })));
}

/** The `private` option of a solo run: a board only its player sees, beside the channel's game. */
export function privateOption(option: SlashCommandBooleanOption): SlashCommandBooleanOption {
  return option.setName('private').setDescription("Play on a board only you see, beside the channel's game (default: in the channel)");
}

/** The `seed` option: a deal named by the seed a board shows, `description` saying what it is for. */
export function seedOption(description: string) {
  return (option: SlashCommandStringOption): SlashCommandStringOption =>
    option.setName('seed').setDescription(description).setMaxLength(32);
}

/**
 * A text option picked from `choices`, each value it sends with the name it shows, in their order (so no value is a whole
 * number); required only when `required` is true.
 */
export function choiceOption(name: string, description: string, choices: Readonly<Record<string, string>>, required = false) {
  return (option: SlashCommandStringOption): SlashCommandStringOption =>
    option
      .setName(name)
      .setDescription(description)
      .setRequired(required)
      .addChoices(...Object.entries(choices).map(([value, shown]) => ({ name: shown, value })));
}

/** A whole-number option from `range.min` to `range.max`; required only when `required` is true. */
export function rangeOption(name: string, description: string, range: { min: number; max: number }, required = false) {
  return (option: SlashCommandIntegerOption): SlashCommandIntegerOption =>
    option.setName(name).setDescription(description).setRequired(required).setMinValue(range.min).setMaxValue(range.max);
}
