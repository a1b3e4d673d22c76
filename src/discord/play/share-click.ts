/**
 * The Share button of a finished daily run: its player gets, privately, a spoiler-free summary to paste
 * wherever they like (src/engine/share.ts), ready to copy as plain text. Only the run's own player gets
 * it; the marks come from the game (`shareMarks`), worked out again from the run's start and its moves.
 */

import type { AnyGame } from '../../engine/game.js';
import { runInit } from '../../engine/replay.js';
import { shareText } from '../../engine/share.js';
import { signed } from '../../engine/words.js';
import type { Session } from '../../sessions/session.js';
import type { ComponentInteraction } from '../actions/component-interaction.js';
import { ephemeral } from '../respond.js';

/** The marks of a finished run, from its start and the moves that read as the game's. */
function marksOf(game: AnyGame, session: Session): string[] {
  if (!game.shareMarks || session.actions === null) return [];
  const actions: { type: string }[] = [];
  for (const action of session.actions) {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) break;
    actions.push(parsed.data);
  }
  return game.shareMarks(game.setup(runInit(session)), actions);
}

/** The Share text of a finished daily run. */
export function shareOf(game: AnyGame, session: Session & { daily: string }): string {
  const result = game.result(session.state);
  const score = result.score === undefined ? '' : ` · ${game.describeScore?.(result.score) ?? `score ${signed(result.score)}`}`;
  return shareText({
    title: game.title,
    date: session.daily,
    result: `${result.won ? 'Won' : 'Lost'}${score}`,
    ranked: session.ranked,
    marks: marksOf(game, session),
  });
}

/** Answers the Share button of a finished run: its Share text, privately, to its player. */
export async function answerShare(interaction: ComponentInteraction, game: AnyGame, session: Session): Promise<void> {
  if (session.daily === null) {
    await interaction.reply(ephemeral('Only daily runs have a Share line.'));
    return;
  }
  if (interaction.user.id !== session.ownerId) {
    await interaction.reply(
      ephemeral(`This was <@${session.ownerId}>'s run: its Share line is theirs. Play today's with \`/${game.id} daily\`.`),
    );
    return;
  }
  await interaction.reply(ephemeral(shareOf(game, { ...session, daily: session.daily })));
}
