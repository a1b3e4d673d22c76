/**
 * A challenge of one member by another (a race of two, a Risus Royale duel): the challenged member is
 * pinged once, by a line of its own under the board, and the challenge is withdrawn by the bot's
 * scheduled work when nobody answered it within 15 minutes.
 */
import type { ChatInputCommandInteraction } from 'discord.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import type { BotContext } from '../context.js';

/** How long a challenge waits for its answer. */
export const CHALLENGE_MS = 15 * 60_000;

/** Schedules the expiry of the challenge `sessionId` (work of `kind`, for the channel it is in) 15 minutes from now. */
export async function scheduleExpiry(ctx: BotContext, kind: string, sessionId: string, channelId: string): Promise<void> {
  await ctx.work.schedule(kind, sessionId, new Date(ctx.now().getTime() + CHALLENGE_MS), { channelId });
}

/** Pings the challenged member once, by this line alone, under the board that holds their Accept and Decline. */
export async function pingChallenged(
  interaction: ChatInputCommandInteraction | ComponentInteraction,
  challenged: string,
  what: string,
): Promise<void> {
  await interaction.followUp({
    content: `<@${challenged}>, you are challenged to ${what}: Accept or Decline on the board above.`,
    allowedMentions: { parse: [], users: [challenged] },
  });
}
