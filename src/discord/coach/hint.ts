/**
 * The Hint button of an unranked Scoundrel run: privately, the move the advisor would make and each
 * legal move's estimated chance to clear the dungeon and expected score. The advisor sees only what
 * the player knows (games/scoundrel/knowledge.ts), worked out from the run's seed and moves, and runs
 * in the solver's worker pool, never on the event loop: the answer is deferred and filled in.
 *
 * A custom id can be forged by anyone, so the button is only a question: the channel's game must be
 * the run it names, at the version it names, unranked and not over; a run of today's daily deal gets
 * no hint for a member who has not finished their own ranked attempt at it.
 */

import { type APIEmbed, MessageFlags } from 'discord.js';
import { runInit } from '../../engine/replay.js';
import { samePlain } from '../../engine/same-plain.js';
import type { Advice, MoveEstimate } from '../../games/scoundrel/advisor.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../games/scoundrel/index.js';
import { knowledgeAfter, type ScoundrelKnowledge } from '../../games/scoundrel/knowledge.js';
import { scoundrelActionSchema, scoundrelOptionsSchema } from '../../games/scoundrel/state.js';
import type { Session } from '../../sessions/session.js';
import type { Click } from '../actions/action.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import type { ComponentId } from '../actions/custom-id.js';
import { placeOfClick } from '../actions/place.js';
import type { BotContext } from '../context.js';
import { moveWords, percent, score } from '../games/scoundrel/move-words.js';
import { corruptNotice, noGameNotice, otherGameNotice, unknownComponentNotice } from '../notices.js';
import { COLORS } from '../render/message.js';
import { ephemeral, NO_PINGS } from '../respond.js';
import { dailySecretFor } from './best-scores.js';

/** What the player of the run knows, replayed from the run's seed and moves; null when they no longer give its state. */
function knowledgeOfRun(session: Session): ScoundrelKnowledge | null {
  const actions = scoundrelActionSchema.array().safeParse(session.actions);
  const options = scoundrelOptionsSchema.partial().nullish().safeParse(session.options);
  if (!actions.success || !options.success) return null;
  const replayed = knowledgeAfter(scoundrel.setup(runInit({ ...session, options: options.data ?? {} })), actions.data);
  if (!replayed.ok || !samePlain(replayed.state, session.state)) return null;
  return replayed.knowledge;
}

/** The run a Hint click may be answered for, or a notice saying why not. */
async function runToHint(
  interaction: ComponentInteraction,
  ctx: BotContext,
  id: ComponentId,
): Promise<Session<ScoundrelState> | { notice: string }> {
  if (id.game !== scoundrel.id || Object.keys(id.action).length !== 1) return { notice: unknownComponentNotice };
  const loaded = await ctx.sessions.load(await placeOfClick({ interaction, ctx, id }));
  if (loaded.kind === 'corrupt') return { notice: corruptNotice(loaded.reason) };
  if (loaded.kind === 'none') return { notice: noGameNotice };
  const { session } = loaded;
  if (session.id !== id.sessionId || session.game !== id.game) return { notice: `${otherGameNotice} A newer game has the channel now.` };
  if (session.ranked)
    return { notice: 'Hints are only for unranked runs (a replayed deal, or a seed already played): this run is ranked.' };
  const state = session.state as ScoundrelState;
  if (scoundrel.result(state).over) return { notice: 'This run is over: there is no move left to hint at.' };
  if (session.version !== id.version) return { notice: 'That board is out of date: press Hint on the newest board.' };
  if (await dailySecretFor(ctx, scoundrel.id, session.daily, interaction.user.id)) {
    return {
      notice:
        "This is today's daily deal: hints on it are for players who have " +
        'finished their own attempt today. Play it with `/scoundrel daily`.',
    };
  }
  return session as Session<ScoundrelState>;
}

/** Each move of a plan in words, with the weapon held when it is made. */
function planWords(state: ScoundrelState, plan: readonly ScoundrelAction[]): string[] {
  let at = state;
  return plan.map((action) => {
    const words = moveWords(action, at.weapon);
    const next = scoundrel.apply(at, action);
    if (next.ok) at = next.state;
    return words;
  });
}

/** One move's line: the move, its chance to clear and its expected score. */
function moveLine(move: MoveEstimate, weapon: string | null, best: boolean): string {
  const text = `${moveWords(move.action, weapon)}: clear ${percent(move.winChance)} · expected score ${score(move.expectedScore)}`;
  return best ? `**→ ${text}**` : text;
}

/** The private answer: the advisor's move, how it would play the rest of the turn, and every move's estimates. */
function hintEmbed(state: ScoundrelState, advice: Advice): APIEmbed {
  const best = advice.moves[advice.best];
  const plan = best && best.plan.length > 1 ? `\nThe rest of the turn: ${planWords(state, best.plan).slice(1).join(', then ')}.` : '';
  const how = advice.exact
    ? 'Every card left is known, so these are exact: the best score each move still allows.'
    : 'Estimated from what you know (never the order of the dungeon): the unseen cards are dealt many ways and played on.';
  return {
    title: '💡 Hint',
    color: COLORS.good,
    description: [
      best ? `The advisor would: **${moveWords(best.action, state.weapon)}**.${plan}` : 'No move to make.',
      '',
      ...advice.moves.map((move, i) => moveLine(move, state.weapon, i === advice.best)),
      '',
      `-# ${how}`,
    ].join('\n'),
  };
}

/** Answers a click on Hint. */
export async function handleHint({ interaction, ctx, id }: Click): Promise<void> {
  const run = await runToHint(interaction, ctx, id);
  if ('notice' in run) {
    await interaction.reply(ephemeral(run.notice));
    return;
  }
  const knowledge = knowledgeOfRun(run);
  if (knowledge === null) {
    await interaction.reply(ephemeral("This run's moves no longer replay to its board, so no hint can be worked out for it."));
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  try {
    const { advice } = await ctx.advisor.advise(`${run.id}:${run.version}`, { advise: knowledge, seed: `${run.id}-${run.version}` });
    await interaction.editReply({ content: '', embeds: [hintEmbed(run.state, advice)], allowedMentions: NO_PINGS });
  } catch (error) {
    ctx.log.warn(`a hint for run ${run.id} could not be worked out: ${String(error)}`);
    await interaction.editReply({
      content: 'The hint could not be worked out just now (the solver is busy). Try again in a minute.',
      allowedMentions: NO_PINGS,
    });
  }
}
