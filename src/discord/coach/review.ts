/**
 * The Review button of a finished run of a game with an advisor: privately, each move of the run with its verdict (good,
 * a mistake, or too close to call: the game's verdict) and the advisor's estimate of the move made
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
import type { CoachedGame, CoachTerms, ReviewedMove } from '../../engine/coach.js';
import { decisionsOfRun, type StoredReview } from '../../sessions/coach/run-reviews.js';
import type { Session } from '../../sessions/session.js';
import type { Click } from '../actions/action.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import type { ComponentId } from '../actions/custom-id.js';
import { placeOfClick } from '../actions/place.js';
import type { BotContext } from '../context.js';
import { coachOf } from '../game-entry.js';
import { unknownComponentNotice } from '../notices.js';
import { drawReviewChart } from '../pictures/board-picture.js';
import { COLORS, LIMITS } from '../render/message.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import { dailySecretFor } from './best-scores.js';
import { percent } from './estimates.js';

/** Who may see a run's review, and of which channel it is. */
interface Viewers {
  channelId: string;
  ownerId: string;
  daily: string | null;
}

/** True when the clicker may see the run's review: anyone, unless it is a daily deal still secret for them (its own player included). */
async function maySee(interaction: ComponentInteraction, ctx: BotContext, game: string, run: Viewers): Promise<boolean> {
  return !(await dailySecretFor(ctx, game, run.daily, interaction.user.id));
}

/** Why a review of today's daily deal of `game` is not shown to the clicker. */
const dailyNotice = (game: string) =>
  "This is today's daily deal: a review of it shows the cards it dealt, so it is for players who have finished it today, " +
  `and for everyone once the day is over (UTC). Play it with \`/${game} daily\`.`;

/** The stored review or the finished run a click may be answered with, or a notice saying why not. */
async function reviewToShow(
  interaction: ComponentInteraction,
  ctx: BotContext,
  id: ComponentId,
): Promise<{ stored: StoredReview } | { session: Session } | { notice: string }> {
  if (!coachOf(ctx.games, id.game)?.coach.advisor || Object.keys(id.action).length !== 1) return { notice: unknownComponentNotice };
  const stored = await ctx.reviews.stored(id.sessionId);
  if (stored && stored.channelId === interaction.channelId) {
    return (await maySee(interaction, ctx, id.game, stored)) ? { stored } : { notice: dailyNotice(id.game) };
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
  if (!(await maySee(interaction, ctx, id.game, session))) return { notice: dailyNotice(id.game) };
  return { session };
}

/** How each verdict reads in a move's line and in the legend. */
const MARKS = { good: '✓', close: '≈', mistake: '✗' } as const;

/** One move in a line: its number, its verdict, the move and its estimates, and the best other move unless it was good. */
function moveLine(move: ReviewedMove<unknown>, i: number, terms: CoachTerms): string {
  const made = `${move.words.made} (${percent(move.made.winChance)} · ${terms.expected(move.made.expectedScore)})`;
  const line = `\`${i + 1}\` ${MARKS[move.verdict]} ${made}`;
  if (move.verdict === 'good') return line;
  const best = `${move.words.best} (${percent(move.best.winChance)} · ${terms.expected(move.best.expectedScore)})`;
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

/** The private answer: accuracy, the costliest mistakes, every move with its verdict, and the chart (named `chart`), in the game's `terms`. */
export function reviewEmbeds(stored: StoredReview, chart: string | null, terms: CoachTerms): APIEmbed[] {
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
          return `**Move ${i + 1}** cost ${move.cost.toFixed(1)}: ${move.words.made} instead of ${move.words.best}.`;
        });
  const best = stored.best === null ? '' : ` · the deal's best possible score **${terms.score(stored.best)}**`;
  const scores = `Your score **${terms.score(stored.score)}**${best}`;
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
      `-# Each move is rated on what you knew then (never ${terms.hidden}): its estimated chance to ${terms.win} and expected score, ` +
        'from the same drawn orders of the unseen cards for every move. ✓ good: no move is clearly better. ' +
        `✗ a mistake: another move is clearly better, by more than ${terms.margin} of expected score. ` +
        '≈ close: too close to call, even on many orders; not counted as a mistake.',
    ].join('\n'),
    ...(chart ? { image: { url: `attachment://${chart}` } } : {}),
  };
  const moves: APIEmbed = {
    title: 'Every move',
    color: COLORS.good,
    description: within(
      review.moves.map((move, i) => moveLine(move, i, terms)),
      Math.min(LIMITS.embedDescription, LIMITS.embedTotal - summary.description!.length - 100),
    ),
  };
  return [summary, moves];
}

/** The answer with the review of a run of `found`'s game and its chart. */
async function reviewAnswer(ctx: BotContext, found: CoachedGame, stored: StoredReview) {
  const { terms } = found.coach;
  const chart = await drawReviewChart(
    found.rules.id,
    {
      win: terms.win,
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
    embeds: reviewEmbeds(stored, chart?.name ?? null, terms),
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
  await answerReview(interaction, ctx, id.game, shown);
}

/**
 * Answers a click, privately, with the review of a finished run the clicker may see: the stored one, or
 * the run's, worked out now (the answer says so and is filled in once it is done).
 */
export async function answerReview(
  interaction: ComponentInteraction,
  ctx: BotContext,
  game: string,
  shown: { stored: StoredReview } | { session: Session },
) {
  const found = coachOf(ctx.games, game);
  if (!found?.coach.advisor) {
    await interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  if ('stored' in shown) {
    await interaction.deferReply({ flags: ephemeral('').flags });
    await interaction.editReply(await reviewAnswer(ctx, found, shown.stored));
    return;
  }
  const run = decisionsOfRun(shown.session, found);
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
    await interaction.editReply(await reviewAnswer(ctx, found, await ctx.reviews.review(shown.session, run)));
  } catch (error) {
    ctx.log.warn(`the review of run ${shown.session.id} could not be worked out: ${String(error)}`);
    await interaction.editReply({
      content: 'The review could not be worked out just now (the solver is busy). Try again in a minute.',
      allowedMentions: NO_PINGS,
    });
  }
}
