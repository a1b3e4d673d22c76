/**
 * Where the bot is, for an interaction. In a server that installed the bot, and in the bot's
 * own DM, the bot is a member: it can read and post in the channel by REST (`channel`). In a server or
 * group DM reached only through a player's own (user) install, it cannot: every board lives in the
 * interaction's own responses, edited with the interaction's token while it lasts (`interaction`). So
 * do the boards of a channel hidden from the bot in a server that has it: a member that may not view
 * the channel is refused every REST call there (403), while its interactions still answer.
 */
import { ApplicationIntegrationType, type BaseInteraction, InteractionContextType, PermissionFlagsBits } from 'discord.js';

/** How the bot reaches a channel: as a member by REST, or only through interactions. */
export type Reach = 'channel' | 'interaction';

/** The bot's reach where `interaction` happened: `channel` when the server's install (or the bot's DM) authorized it. */
export function reachOf(interaction: BaseInteraction): Reach {
  if (interaction.context === InteractionContextType.BotDM) return 'channel';
  const owners: Partial<Record<ApplicationIntegrationType, string>> = interaction.authorizingIntegrationOwners?.toJSON() ?? {};
  if (Object.keys(owners).length === 0) return 'channel';
  return owners[ApplicationIntegrationType.GuildInstall] !== undefined ? 'channel' : 'interaction';
}

/** How the bot reaches the boards it answers `interaction` with: by REST only where it is a member that may view the channel. */
export function boardReachOf(interaction: BaseInteraction): Reach {
  if (reachOf(interaction) === 'interaction') return 'interaction';
  if (interaction.context === InteractionContextType.BotDM) return 'channel';
  return interaction.appPermissions?.has(PermissionFlagsBits.ViewChannel) === false ? 'interaction' : 'channel';
}

/** The server a run counts for: the interaction's server when the bot is installed there, none otherwise. */
export function rankingGuildOf(interaction: BaseInteraction): string | null {
  return reachOf(interaction) === 'channel' ? interaction.guildId : null;
}

/** The installs a command that works anywhere is registered for: servers that installed the bot, and users. */
export const EVERY_INSTALL = [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall];

/** The contexts a command that works anywhere is used in: servers, the bot's DM, group DMs. */
export const EVERY_CONTEXT = [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel];
