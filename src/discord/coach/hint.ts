/**
 * The Hint button of an unranked run of a game with an advisor (engine/coach.ts): privately, the move the
 * advisor would make and each legal move's estimated chance to win and expected score. The advisor sees
 * only what the player knows (built by the game's coach from the run's seed and moves), and runs in the
 * solver's worker pool, never on the event loop: the answer is deferred and filled in.
 *
 * A custom id can be forged by anyone, so the button is only a question: the channel's game must be
 * the run it names, at the version it names, of a game with an advisor, unranked and not over; a run of
 * today's daily deal gets no hint for a member who has not finished their own ranked attempt at it.
 */

import { type APIEmbed, MessageFlags } from 'discord.js';
import type { Advice, CoachedGame, MoveEstimate } from '../../engine/coach.js';
import { gameMove } from '../../sessions/coach/game-move.js';
import { decisionsOfRun } from '../../sessions/coach/run-reviews.js';
import type { WorkerMove } from '../../sessions/coach/solver-messages.js';
import type { Session } from '../../sessions/session.js';
import type { Click } from '../actions/action.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import type { ComponentId } from '../actions/custom-id.js';
import { placeOfClick } from '../actions/place.js';
import type { BotContext } from '../context.js';
import { coachOf } from '../game-entry.js';
import { corruptNotice, noGameNotice, otherGameNotice, unknownComponentNotice } from '../notices.js';
import { COLORS } from '../render/message.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import { dailySecretFor } from './best-scores.js';
import { percent } from './estimates.js';

/** A game with an advisor: its rules, its coach, and the advisor. */
type Advised = CoachedGame & { advisor: NonNullable<CoachedGame['coach']['advisor']> };

/** The run a Hint click may be answered for, with its game's advisor; or a notice saying why not. */
async function runToHint(
  interaction: ComponentInteraction,
  ctx: BotContext,
  id: ComponentId,
): Promise<{ run: Session; found: Advised } | { notice: string }> {
  const found = coachOf(ctx.games, id.game);
  const advisor = found?.coach.advisor;
  if (!found || !advisor || Object.keys(id.action).length !== 1) return { notice: unknownComponentNotice };
  const loaded = await ctx.sessions.load(await placeOfClick({ interaction, ctx, id }));
  if (loaded.kind === 'corrupt') return { notice: corruptNotice(loaded.reason) };
  if (loaded.kind === 'none') return { notice: noGameNotice };
  const { session } = loaded;
  if (session.id !== id.sessionId || session.game !== id.game) return { notice: `${otherGameNotice} A newer game has the channel now.` };
  if (session.ranked)
    return { notice: 'Hints are only for unranked runs (a replayed deal, or a seed already played): this run is ranked.' };
  if (found.rules.result(session.state).over) return { notice: 'This run is over: there is no move left to hint at.' };
  if (session.version !== id.version) return { notice: 'That board is out of date: press Hint on the newest board.' };
  if (await dailySecretFor(ctx, id.game, session.daily, interaction.user.id)) {
    return {
      notice:
        "This is today's daily deal: hints on it are for players who have " +
        `finished their own attempt today. Play it with \`/${id.game} daily\`.`,
    };
  }
  return { run: session, found: { ...found, advisor } };
}

/** The advice's moves checked as the game's moves; throws when one is not. */
function checkedAdvice(found: Advised, advice: Advice<WorkerMove>): Advice<unknown> {
  const move = (raw: WorkerMove) => gameMove(found.rules, raw);
  return {
    ...advice,
    moves: advice.moves.map((estimate) => ({ ...estimate, action: move(estimate.action), plan: estimate.plan.map(move) })),
  };
}

/** The private answer: the advisor's move, how it would play on, and every move's estimates, worded by the game's coach. */
function hintEmbed(found: Advised, knowledge: unknown, advice: Advice<unknown>): APIEmbed {
  const { terms } = found.coach;
  const words = (action: unknown) => found.advisor.describe(knowledge, [action])[0] ?? '';
  const best = advice.moves[advice.best];
  const rest = best && best.plan.length > 1 ? found.advisor.describe(knowledge, best.plan).slice(1) : [];
  const plan = rest.length > 0 ? `\nThe rest of the turn: ${rest.join(', then ')}.` : '';
  const how = advice.exact
    ? 'Every card left is known, so these are exact: the best score each move still allows.'
    : `Estimated from what you know (never ${terms.hidden}): the unseen cards are dealt many ways and played on.`;
  const line = (move: MoveEstimate<unknown>, i: number) => {
    const text = `${words(move.action)}: ${terms.win} ${percent(move.winChance)} · expected score ${terms.expected(move.expectedScore)}`;
    return i === advice.best ? `**→ ${text}**` : text;
  };
  return {
    title: '💡 Hint',
    color: COLORS.good,
    description: [
      best ? `The advisor would: **${words(best.action)}**.${plan}` : 'No move to make.',
      '',
      ...advice.moves.map(line),
      '',
      `-# ${how}`,
    ].join('\n'),
  };
}

/** Answers a click on Hint. */
export async function handleHint({ interaction, ctx, id }: Click): Promise<void> {
  const hinted = await runToHint(interaction, ctx, id);
  if ('notice' in hinted) {
    await interaction.reply(ephemeral(hinted.notice));
    return;
  }
  const { run, found } = hinted;
  const replayed = decisionsOfRun(run, found);
  if (replayed === null) {
    await interaction.reply(ephemeral("This run's moves no longer replay to its board, so no hint can be worked out for it."));
    return;
  }
  const knowledge = replayed.now;
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  try {
    const job = { game: run.game, advise: knowledge, seed: `${run.id}-${run.version}` };
    const advice = checkedAdvice(found, (await ctx.advisor.advise(`${run.id}:${run.version}`, job)).advice);
    await interaction.editReply({ content: '', embeds: [hintEmbed(found, knowledge, advice)], allowedMentions: NO_PINGS });
  } catch (error) {
    ctx.log.warn(`a hint for run ${run.id} could not be worked out: ${String(error)}`);
    await interaction.editReply({
      content: 'The hint could not be worked out just now (the solver is busy). Try again in a minute.',
      allowedMentions: NO_PINGS,
    });
  }
}
