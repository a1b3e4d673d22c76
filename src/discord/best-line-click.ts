/**
 * The Best line button of a finished Scoundrel run (issue 20): anyone may press it, and gets the deal's
 * best line privately, room by room. The button names its deal (seed and weapon rule), so it answers
 * whatever the channel plays since; a daily deal's button names only its day, since its seed is not shown
 * until the day is over. Today's daily line would show today's deck card by card, so it goes only to
 * the run's own player and to those who have finished their ranked attempt at it; everyone else gets
 * it once the day is over (UTC). When the line is not solved yet, the answer is deferred and filled in.
 */
import { MessageFlags } from 'discord.js';
import { z } from 'zod';
import { weaponRuleSchema } from '../games/scoundrel/state.js';
import { utcDate, isUtcDate } from '../sessions/calendar.js';
import type { Deal, Solution } from '../sessions/deal-solutions.js';
import type { ComponentInteraction } from './component-interaction.js';
import type { BotContext } from './context.js';
import type { ComponentId } from './custom-id.js';
import { unknownComponentNotice } from './notices.js';
import { bestLineEmbed } from './render/best-line.js';
import { ephemeral, NO_PINGS } from './respond.js';
import { SEED_PATTERN } from './start-game.js';

/** What a Best line button carries: a seed and its weapon rule, or the day of a daily deal. */
const bestActionSchema = z.union([
  z.object({ type: z.literal('best'), seed: z.string().regex(SEED_PATTERN), rule: weaponRuleSchema }).strict(),
  z.object({ type: z.literal('best'), daily: z.string().refine(isUtcDate) }).strict(),
]);

/** The deal a button names and how the answer names it, or a notice saying why it is not shown. */
async function dealOfButton(interaction: ComponentInteraction, ctx: BotContext, id: ComponentId): Promise<{ deal: Deal; name: string } | { notice: string }> {
  const action = bestActionSchema.safeParse(id.action);
  if (!action.success) return { notice: unknownComponentNotice };
  if ('seed' in action.data) return { deal: { seed: action.data.seed, weaponRule: action.data.rule }, name: `Seed ${action.data.seed}` };
  const date = action.data.daily;
  const seed = await ctx.dailies.recordedSeed('scoundrel', date);
  if (seed === null) return { notice: `No Scoundrel deal was dealt on ${date}.` };
  if (date === utcDate(ctx.now()) && !(await hasPlayedToday(interaction, ctx, id, date))) {
    return {
      notice:
        "This is today's daily deal: its best line shows the whole deck, so it is for players who have played it today, " +
        'and for everyone once the day is over (UTC). Play it with `/scoundrel daily`.',
    };
  }
  return { deal: { seed, weaponRule: 'lenient' }, name: `Daily deal of ${date}` };
}

/** True when the member played the run this button is on, or has finished their ranked attempt at today's deal. */
async function hasPlayedToday(interaction: ComponentInteraction, ctx: BotContext, id: ComponentId, date: string): Promise<boolean> {
  const loaded = await ctx.sessions.load(interaction.channelId);
  if (loaded.kind === 'ok' && loaded.session.id === id.sessionId && loaded.session.ownerId === interaction.user.id) return true;
  return ctx.leaderboard.hasFinishedDaily('scoundrel', date, interaction.user.id);
}

/** The private answer with the line. */
function lineAnswer(name: string, solution: Solution) {
  return { content: '', embeds: [bestLineEmbed(name, solution)], allowedMentions: NO_PINGS };
}

/** Answers a click on Best line. */
export async function handleBestLine(interaction: ComponentInteraction, ctx: BotContext, id: ComponentId): Promise<void> {
  const named = await dealOfButton(interaction, ctx, id);
  if ('notice' in named) {
    await interaction.reply(ephemeral(named.notice));
    return;
  }
  const known = await ctx.solutions.known(named.deal);
  if (known) {
    await interaction.reply({ ...lineAnswer(named.name, known), flags: MessageFlags.Ephemeral });
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  try {
    await interaction.editReply(lineAnswer(named.name, await ctx.solutions.solve(named.deal, { urgent: true })));
  } catch (error) {
    ctx.log.warn(`the best line of seed ${named.deal.seed} could not be worked out: ${String(error)}`);
    await interaction.editReply({ content: "The best line of this deal could not be worked out just now (the solver is busy). Try again in a minute.", allowedMentions: NO_PINGS });
  }
}
