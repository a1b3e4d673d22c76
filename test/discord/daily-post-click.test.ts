/**
 * A daily post's button (src/discord/daily/daily-post-click.ts) deals the daily of its post's UTC day
 * until that day's last moment, and starts nothing from its first moment after: the deals are over.
 */
import { type InteractionReplyOptions, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog.js';
import type { ComponentInteraction } from '../../src/discord/actions/component-interaction.js';
import type { BotContext } from '../../src/discord/context.js';
import { pressDailyPost } from '../../src/discord/daily/daily-post-click.js';

/** What a member is answered who presses the Risus Royale button of the post of 2026-11-22 at `at`. */
async function pressedAt(at: string): Promise<InteractionReplyOptions[]> {
  const answers: InteractionReplyOptions[] = [];
  const interaction = { reply: async (answer: InteractionReplyOptions) => void answers.push(answer) };
  const ctx = { games: catalog, now: () => new Date(at) };
  const id = { game: 'royale', sessionId: 'post', version: 0, action: { type: 'daily', date: '2026-11-22' } };
  await pressDailyPost({ interaction: interaction as unknown as ComponentInteraction, ctx: ctx as unknown as BotContext, id });
  return answers;
}

describe("Discord: a daily post's button at the end of its day (UTC)", () => {
  it("deals the post's daily at 23:59:59.999, and nothing from midnight on", async () => {
    // Risus Royale's daily starts with the member's character: the post's button says so while its deal is today's.
    expect(await pressedAt('2026-11-22T23:59:59.999Z')).toEqual([
      {
        content: "Today's daily Risus Royale starts with your character: use `/royale daily private:true` here, with yours.",
        flags: MessageFlags.Ephemeral,
        allowedMentions: { parse: [] },
      },
    ]);
    expect(await pressedAt('2026-11-23T00:00:00.000Z')).toEqual([
      {
        content:
          "This post's deals were those of 2026-11-22, and that day is over. Today's daily Risus Royale is a new deal: `/royale daily`.",
        flags: MessageFlags.Ephemeral,
        allowedMentions: { parse: [] },
      },
    ]);
  });
});
