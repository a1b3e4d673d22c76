/**
 * The Share button of a finished run (src/discord/play/share-click.ts): its line goes to the run's own
 * player alone, privately; another member pressing it, or a forged Share on a run that is no daily, gets
 * a private refusal and no line.
 */
import { type InteractionReplyOptions, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { ComponentInteraction } from '../../src/discord/actions/component-interaction.js';
import { answerShare } from '../../src/discord/play/share-click.js';
import type { AnyGame } from '../../src/engine/game.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { FIXTURE_OWNER, sessionOf } from '../helpers/session.js';

const OTHER = '6'.repeat(18);

/** Who pressed Share, and what they were answered. */
function pressedBy(userId: string) {
  const answers: InteractionReplyOptions[] = [];
  const interaction = { user: { id: userId }, reply: async (answer: InteractionReplyOptions) => void answers.push(answer) };
  return { interaction: interaction as unknown as ComponentInteraction, answers };
}

/** A Scoundrel run of its owner: a daily of `daily`, or no daily. */
function run(daily: string | null) {
  const start = scoundrel.setup({ seed: 'share-click' });
  return sessionOf('scoundrel', start, { daily, actions: [], seed: 'share-click', options: null });
}

describe('Discord: the Share button', () => {
  it("gives the run's own player its line, privately", async () => {
    const { interaction, answers } = pressedBy(FIXTURE_OWNER);
    await answerShare(interaction, scoundrel as AnyGame, run('2026-11-22'));
    expect(answers).toHaveLength(1);
    expect(answers[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(answers[0]?.content?.split('\n')[0]).toBe('Scoundrel · daily deal of 2026-11-22');
  });

  it('refuses, privately, another member, and a Share of a run that is no daily', async () => {
    const other = pressedBy(OTHER);
    await answerShare(other.interaction, scoundrel as AnyGame, run('2026-11-22'));
    const owner = pressedBy(FIXTURE_OWNER);
    await answerShare(owner.interaction, scoundrel as AnyGame, run(null));
    expect([...other.answers, ...owner.answers]).toEqual([
      {
        content: `This was <@${FIXTURE_OWNER}>'s run: its Share line is theirs. Play today's with \`/scoundrel daily\`.`,
        flags: MessageFlags.Ephemeral,
        allowedMentions: { parse: [] },
      },
      { content: 'Only daily runs have a Share line.', flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } },
    ]);
  });
});
