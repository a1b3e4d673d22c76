/**
 * The Review button of a finished Scoundrel run: privately, each move of the run with its verdict (good,
 * a mistake, or too close to call: games/scoundrel/verdict.ts) and the advisor's estimate of the move made
 * against the best other move, the three mistakes that cost the most, an accuracy figure (the moves that
 * were not mistakes), and a chart of the run (pictures/review-chart.ts) with the deal's best possible
 * score marked. The advisor sees at each move only what the player knew then. The review is worked out
 * in the solver's worker pool, never on the event loop, once a run: the answer says it is being worked
 * out and is edited when it is done, and later clicks are shown the stored review (sessions/run-reviews.ts).
 *
 * A custom id can be forged by anyone, so the button is only a question: the run it names must be this
 * channel's finished game (or a run of this channel reviewed before), and a run of today's daily deal is
 * reviewed only for its player and for members who have finished their own attempt at it today.
 */

import type { APIEmbed } from 'discord.js';
import type { ReviewedMove } from '../../games/scoundrel/review.js';
import { decisionsOfRun, type StoredReview } from '../../sessions/coach/run-reviews.js';
import type { Session } from '../../sessions/session.js';
import type { Click } from '../actions/action.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import type { ComponentId } from '../actions/custom-id.js';
import { placeOfClick } from '../actions/place.js';
import type { BotContext } from '../context.js';
import { moveWords, percent, score } from '../games/scoundrel/move-words.js';
import { unknownComponentNotice } from '../notices.js';
import { drawReviewChart } from '../pictures/board-picture.js';
import { COLORS, LIMITS } from '../render/message.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import { dailySecretFor } from './best-scores.js';

/** Who may see a run's review, and of which channel it is. */
interface Viewers {
  channelId: string;
  ownerId: string;
  daily: string | null;
}

/** True when the clicker may see the run's review: anyone, unless it is a daily deal still secret for them (its own player included). */
async function maySee(interaction: ComponentInteraction, ctx: BotContext, run: Viewers): Promise<boolean> {
  return !(await dailySecretFor(ctx, 'scoundrel', run.daily, interaction.user.id));
}

const DAILY_NOTICE =
  "This is today's daily deal: a review of it shows the cards it dealt, so it is for players who have finished it today, " +
  'and for everyone once the day is over (UTC). Play it with `/scoundrel daily`.';

/** The stored review or the finished run a click may be answered with, or a notice saying why not. */
async function reviewToShow(
  interaction: ComponentInteraction,
  ctx: BotContext,
  id: ComponentId,
): Promise<{ stored: StoredReview } | { session: Session } | { notice: string }> {
  if (id.game !== 'scoundrel' || Object.keys(id.action).length !== 1) return { notice: unknownComponentNotice };
  const stored = await ctx.reviews.stored(id.sessionId);
  if (stored && stored.channelId === interaction.channelId) {
    return (await maySee(interaction, ctx, stored)) ? { stored } : { notice: DAILY_NOTICE };
  }
  const loaded = await ctx.sessions.load(await placeOfClick({ interaction, ctx, id }));
  if (loaded.kind !== 'ok' || loaded.session.id !== id.sessionId || loaded.session.game !== id.game) {
    return {
      notice:
        "That run is not this channel's game, and it has no review here. Press Review on the game-over board of a run in its own channel.",
    };
  }
  const { session, game } = loaded;
  if (!game.result(session.state).over) return { notice: 'This run is still going: it can be reviewed once it is over.' };
  if (!(await maySee(interaction, ctx, session))) return { notice: DAILY_NOTICE };
  return { session };
}

/** How each verdict reads in a move's line and in the legend. */
const MARKS = { good: '✓', close: '≈', mistake: '✗' } as const;

/** One move in a line: its number, its verdict, the move and its estimates, and the best other move unless it was good. */
function moveLine(move: ReviewedMove, i: number): string {
  const made = `${moveWords(move.made.action, move.weapon)} (${percent(move.made.winChance)} · ${score(move.made.expectedScore)})`;
  const line = `\`${i + 1}\` ${MARKS[move.verdict]} ${made}`;
  if (move.verdict === 'good') return line;
  const best = `${moveWords(move.best.action, move.weapon)} (${percent(move.best.winChance)} · ${score(move.best.expectedScore)})`;
  return `${line} · ${move.verdict === 'mistake' ? 'best:' : 'close to'} ${best}`;
}

/** Lines joined within `most` characters, the rest counted in a last line. */
function within(lines: readonly string[], most: number): string {
  const kept: string[] = [];
  let length = 0;
  for (const [i, line] of lines.entries()) {
    const more = `… and ${lines.length - i} more moves`;
    if (length + line.length + 1 + more.length > most) return [...kept, more].join('\n');
    kept.push(line);
    length += line.length + 1;
  }
  return kept.join('\n');
}

/** The private answer: accuracy, the costliest mistakes, every move with its verdict, and the chart. */
export function reviewEmbeds(stored: StoredReview, chart: boolean): APIEmbed[] {
  const { review } = stored;
  const accuracy =
    review.choices === 0
      ? 'No move of this run had a choice.'
      : `Accuracy **${Math.round((review.accurate / review.choices) * 100)} ` +
        `%**: ${review.accurate} of ${review.choices} moves with a choice were not mistakes.`;
  const costly =
    review.costliest.length === 0
      ? ['No move was a clear mistake by the advisor’s estimates.']
      : review.costliest.map((i) => {
          const move = review.moves[i]!;
          return (
            `**Move ${i + 1}** cost ${move.cost.toFixed(1)}: ${moveWords(move.made.action, move.weapon)} ` +
            `instead of ${moveWords(move.best.action, move.weapon)}.`
          );
        });
  const best = stored.best === null ? '' : ` · the deal's best possible score **${score(stored.best).replace('.0', '')}**`;
  const scores = `Your score **${score(stored.score).replace('.0', '')}**${best}`;
  const summary: APIEmbed = {
    title: '🔎 Review',
    color: COLORS.good,
    description: [
      scores,
      accuracy,
      '',
      '**The costliest mistakes**',
      ...costly,
      '',
      "-# Each move is rated on what you knew then (never the dungeon's order): its estimated chance to clear and expected score, " +
        'from the same drawn orders of the unseen cards for every move. ✓ good: no move is clearly better. ' +
        '✗ a mistake: another move is clearly better, by more than half a point of expected score. ' +
        '≈ close: too close to call, even on many orders; not counted as a mistake.',
    ].join('\n'),
    ...(chart ? { image: { url: 'attachment://scoundrel-review.png' } } : {}),
  };
  const moves: APIEmbed = {
    title: 'Every move',
    color: COLORS.good,
    description: within(
      review.moves.map((move, i) => moveLine(move, i)),
      Math.min(LIMITS.embedDescription, LIMITS.embedTotal - summary.description!.length - 100),
    ),
  };
  return [summary, moves];
}

/** The answer with the review and its chart. */
async function reviewAnswer(ctx: BotContext, stored: StoredReview) {
  const chart = await drawReviewChart(
    {
      points: stored.review.moves.map((move) => move.made),
      costliest: stored.review.costliest,
      close: stored.review.moves.flatMap((move, i) => (move.verdict === 'close' ? [i] : [])),
      score: stored.score,
      best: stored.best,
    },
    ctx.log,
  );
  return {
    content: '',
    embeds: reviewEmbeds(stored, chart !== null),
    files: chart ? [{ attachment: chart.file, name: chart.name, description: chart.alt }] : [],
    allowedMentions: NO_PINGS,
  };
}

/** Answers a click on Review. */
export async function handleReview({ interaction, ctx, id }: Click): Promise<void> {
  const shown = await reviewToShow(interaction, ctx, id);
  if ('notice' in shown) {
    await interaction.reply(ephemeral(shown.notice));
    return;
  }
  await answerReview(interaction, ctx, shown);
}

/**
 * Answers a click, privately, with the review of a finished run the clicker may see: the stored one, or
 * the run's, worked out now (the answer says so and is filled in once it is done).
 */
export async function answerReview(
  interaction: ComponentInteraction,
  ctx: BotContext,
  shown: { stored: StoredReview } | { session: Session },
) {
  if ('stored' in shown) {
    await interaction.deferReply({ flags: ephemeral('').flags });
    await interaction.editReply(await reviewAnswer(ctx, shown.stored));
    return;
  }
  const run = decisionsOfRun(shown.session);
  if (run === null) {
    await interaction.reply(ephemeral("This run's moves no longer replay to its board, so it cannot be reviewed."));
    return;
  }
  await interaction.reply(
    ephemeral(
      `🔎 Reviewing this run: the advisor is going over its ${run.decisions.length} moves. This answer is filled in when it is done.`,
    ),
  );
  try {
    await interaction.editReply(await reviewAnswer(ctx, await ctx.reviews.review(shown.session, run)));
  } catch (error) {
    ctx.log.warn(`the review of run ${shown.session.id} could not be worked out: ${String(error)}`);
    await interaction.editReply({
      content: 'The review could not be worked out just now (the solver is busy). Try again in a minute.',
      allowedMentions: NO_PINGS,
    });
  }
}
