/** How the bot names a member: their server nickname, else their display name, else their username. */
import type { APIInteractionDataResolvedGuildMember, APIInteractionGuildMember, GuildMember, User } from 'discord.js';

/** The name a member shows in this server. */
export function displayName(
  user: User,
  member: GuildMember | APIInteractionGuildMember | APIInteractionDataResolvedGuildMember | null | undefined,
): string {
  if (member && 'displayName' in member) return member.displayName;
  if (member && 'nick' in member && member.nick) return member.nick;
  return user.globalName ?? user.username;
}
