/**
 * The Best line button of a finished run of a game with a solver: it shows the deal's best line privately,
 * step by step. A custom id can be forged by anyone, so the button is only a question: the run it names must be
 * a real, finished run (the channel's game, or a ranked run on record) whose deal is the one the button
 * names, and the clicker must be allowed to see it: the run's own player, or anyone once the deal is no
 * secret. A daily deal's line shows the day's deck card by card, so until the day is over (UTC) it goes
 * only to the run's player and to those who have finished their ranked attempt at it. Only such runs'
 * deals are ever solved here. When the line is not solved (or no longer kept), the answer is deferred
 * and filled in.
 */

import { MessageFlags } from 'discord.js';
import { z } from 'zod';
import type { CoachedGame, Deal } from '../../engine/coach.js';
import { dealName, type Solution } from '../../sessions/coach/deal-solutions.js';
import { isUtcDate } from '../../sessions/time/calendar.js';
import type { Click } from '../actions/action.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import type { ComponentId } from '../actions/custom-id.js';
import { placeOfClick } from '../actions/place.js';
import type { BotContext } from '../context.js';
import { coachOf } from '../game-entry.js';
import { unknownComponentNotice } from '../notices.js';
import { SEED_PATTERN } from '../play/start-game.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import { bestLineEmbed } from './best-line.js';
import { dailySecretFor } from './best-scores.js';

/** What a Best line button carries: a seed and the name of its rules, or the day of a daily deal. */
const bestActionSchema = z.union([
  z.object({ type: z.literal('best'), seed: z.string().regex(SEED_PATTERN), rule: z.string().max(40) }).strict(),
  z.object({ type: z.literal('best'), daily: z.string().refine(isUtcDate) }).strict(),
]);

/** A finished run a Best line button may name: whose it is, its deal, and its day when it was a daily. */
interface FinishedRun {
  userId: string;
  deal: Deal;
  daily: string | null;
}

/** The finished run the button's session id names: the channel's game, or a ranked run on record; or why there is none. */
async function runOfButton(interaction: ComponentInteraction, ctx: BotContext, id: ComponentId): Promise<FinishedRun | { notice: string }> {
  const loaded = await ctx.sessions.load(await placeOfClick({ interaction, ctx, id }));
  if (loaded.kind === 'ok' && loaded.session.id === id.sessionId && loaded.session.game === id.game) {
    const { session, game } = loaded;
    if (!game.result(session.state).over) return { notice: 'This run is still going: its best line is shown once it is over.' };
    const deal = ctx.solutions.dealOf(session);
    return deal ? { userId: session.ownerId, deal, daily: session.daily } : { notice: unknownComponentNotice };
  }
  const record = await ctx.leaderboard.run(id.sessionId);
  const deal = record && record.game === id.game ? ctx.solutions.dealOf(record) : null;
  if (!record || !deal) {
    return {
      notice:
        "That run is no longer this channel's game and was not ranked, so its " +
        'best line is not kept. Replay its deal and press Best line at the end.',
    };
  }
  return { userId: record.userId, deal, daily: record.daily ?? null };
}

/** True when the button names the run's own deal (a daily run's button names its day only). */
function namesRun(action: z.infer<typeof bestActionSchema>, run: FinishedRun): boolean {
  if ('daily' in action) return run.daily === action.daily;
  return run.daily === null && run.deal.seed === action.seed && run.deal.rules === action.rule;
}

/** True when the clicker may see the run's line: anyone, unless it is a daily deal still secret for them (its own player included). */
async function maySee(interaction: ComponentInteraction, ctx: BotContext, run: FinishedRun): Promise<boolean> {
  return !(await dailySecretFor(ctx, run.deal.game, run.daily, interaction.user.id));
}

/** The run a click may see the line of, and how the answer names its deal; or a notice saying why not. */
async function runToShow(
  interaction: ComponentInteraction,
  ctx: BotContext,
  id: ComponentId,
): Promise<{ run: FinishedRun; name: string } | { notice: string }> {
  const action = bestActionSchema.safeParse(id.action);
  if (!action.success) return { notice: unknownComponentNotice };
  const run = await runOfButton(interaction, ctx, id);
  if ('notice' in run) return run;
  if (!namesRun(action.data, run)) return { notice: unknownComponentNotice };
  if (!(await maySee(interaction, ctx, run))) {
    return {
      notice:
        "This is today's daily deal: its best line shows the whole deck, so it is for players who have finished it today, " +
        `and for everyone once the day is over (UTC). Play it with \`/${run.deal.game} daily\`.`,
    };
  }
  return { run, name: run.daily === null ? `Seed ${run.deal.seed}` : `Daily deal of ${run.daily}` };
}

/** The private answer with the line. */
function lineAnswer(name: string, solution: Solution, found: CoachedGame) {
  return { content: '', embeds: [bestLineEmbed(name, solution, found)], allowedMentions: NO_PINGS };
}

/** Answers a click on Best line. */
export async function handleBestLine({ interaction, ctx, id }: Click): Promise<void> {
  const shown = await runToShow(interaction, ctx, id);
  if ('notice' in shown) {
    await interaction.reply(ephemeral(shown.notice));
    return;
  }
  await answerBestLine(interaction, ctx, shown.run.deal, shown.name, shown.run.daily !== null);
}

/**
 * Answers a click, privately, with the best line of `deal` (named `name` in the answer) for a clicker who
 * may see it; a deal not solved yet is solved first (kept for good with `keep`), the answer deferred.
 */
export async function answerBestLine(interaction: ComponentInteraction, ctx: BotContext, deal: Deal, name: string, keep: boolean) {
  const found = coachOf(ctx.games, deal.game);
  if (!found) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  const known = await ctx.solutions.known(deal);
  if (known) {
    await interaction.reply({ ...lineAnswer(name, known, found), flags: MessageFlags.Ephemeral });
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  try {
    await interaction.editReply(lineAnswer(name, await ctx.solutions.solve(deal, { urgent: true, keep }), found));
  } catch (error) {
    ctx.log.warn(`the best line of ${dealName(deal)} could not be worked out: ${String(error)}`);
    await interaction.editReply({
      content: 'The best line of this deal could not be worked out just now (the solver is busy). Try again in a minute.',
      allowedMentions: NO_PINGS,
    });
  }
}
