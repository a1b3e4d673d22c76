/**
 * Best line and Review on a finished race's board, for its entrants: Best line shows the shared deal's
 * best line privately (where the bot solves the game: Scoundrel), Review reviews the clicker's own race
 * run move by move (a race run is a session of its own, reviewed as any run). A custom id can be forged
 * by anyone, so each button is only a question: the race must be this channel's game and over, and the
 * clicker one of its entrants. A race dealt on a day's daily deal keeps that deal's secrets until the
 * day is over: then its line and reviews go only to those who have finished their own attempt at it.
 */
import type { RaceState } from '../../games/race/index.js';
import type { Session } from '../../sessions/session.js';
import type { Click } from '../actions/action.js';
import { answerBestLine } from '../coach/best-line-click.js';
import { dailySecretFor } from '../coach/best-scores.js';
import { answerReview } from '../coach/review.js';
import { coachOf } from '../game-entry.js';
import { unknownComponentNotice } from '../notices.js';
import { ephemeral } from '../respond.js';
import { raceOfClick } from './components.js';

/** Why the clicker may not see the deal and runs of `race` now, or null when they may. */
async function refusalOf({ interaction, ctx }: Click, race: Session<RaceState>): Promise<string | null> {
  const { status, seed, entrants, game } = race.state;
  if (status !== 'over' || seed === null) return 'This race is not over yet: its deal is shown once it is.';
  if (!entrants.some((entrant) => entrant.id === interaction.user.id))
    return "This race's deal and runs are for its entrants: race the next one to see them.";
  if (await dailySecretFor(ctx, game, await ctx.dailies.dateOf(game, seed), interaction.user.id)) {
    return (
      "This race was dealt today's daily deal: its best line and reviews wait for those who have finished their own attempt " +
      `at it, and for everyone once the day is over (UTC). Play it with \`/${game} daily\`.`
    );
  }
  return null;
}

/** The finished race a click names, with its seed, when the clicker may see it; otherwise they are told privately why not. */
async function finishedRaceOf(click: Click): Promise<{ race: Session<RaceState>; seed: string } | null> {
  const race = await raceOfClick(click);
  if (!race) return null;
  const refusal = await refusalOf(click, race);
  if (refusal === null && race.state.seed !== null) return { race, seed: race.state.seed };
  await click.interaction.reply(ephemeral(refusal ?? unknownComponentNotice));
  return null;
}

/** Best line: the race's shared deal's best line, privately to an entrant. */
export async function raceBestLine(click: Click): Promise<void> {
  const finished = await finishedRaceOf(click);
  if (!finished) return;
  const { race, seed } = finished;
  const deal = click.ctx.solutions.dealOf({ game: race.state.game, seed, options: race.state.options });
  if (!deal) {
    await click.interaction.reply(ephemeral(unknownComponentNotice));
    return;
  }
  await answerBestLine(click.interaction, click.ctx, deal, `The race's deal, seed ${seed}`, false);
}

/** Review: the clicker's own run of the finished race, move by move, privately. */
export async function reviewRaceRun(click: Click): Promise<void> {
  const finished = await finishedRaceOf(click);
  if (!finished) return;
  const { interaction, ctx } = click;
  const run = await ctx.races.runs.load(finished.race.id, interaction.user.id);
  if (!run || !coachOf(ctx.games, run.session.game)?.coach.advisor) {
    await interaction.reply(
      ephemeral(run ? unknownComponentNotice : 'You never opened your board in this race: there is no run to review.'),
    );
    return;
  }
  if (!run.game.result(run.session.state).over) {
    await interaction.reply(ephemeral('Your run did not finish before the race ended: only a finished run is reviewed.'));
    return;
  }
  const stored = await ctx.reviews.stored(run.session.id);
  await answerReview(interaction, ctx, run.session.game, stored ? { stored } : { session: run.session });
}
