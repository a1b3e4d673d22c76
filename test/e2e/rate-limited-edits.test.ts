/**
 * Edits under Discord's rate limits, end to end: while Discord answers 429 to every edit of a channel's
 * messages, commands and clicks are still answered inside 3 seconds (an answer never waits behind the
 * edits' queue), and once the limit lifts the old boards lose their buttons and the live board shows the
 * newest move, each message edited no more than it needs (edits waiting for the same message are merged).
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, users } from '../../local-discord/index.js';
import { moveButtons } from '../helpers/moves.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

/** Every edit of a channel message by REST. */
const EDIT = /^PATCH \/channels\/\d+\/messages\/\d+$/;

describe('Edits while Discord rate-limits them', () => {
  it('answers every /game show in time, and takes the buttons off every old board once the limit lifts', async () => {
    const first = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'limited-1' }));
    // For about eight seconds every edit is refused with 429 (one second to wait, eight times over).
    env.discord.failNext({ route: EDIT, status: 429, times: 8, retryAfterSeconds: 1 });
    const boards: StoredMessage[] = [first];
    for (let i = 0; i < 10; i++) {
      const shown = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'show' });
      expect(shown.elapsedMs, `/game show ${i + 1}`).toBeLessThan(3000);
      expect(shown.ephemeral).toBe(false);
      boards.push(shown.message!);
    }
    const live = boards.at(-1)!;
    const moved = await env.discord.press({ user: users.alice, message: live, customId: moveButtons(env.discord, live)[0]!.customId! });
    expect(moved.elapsedMs).toBeLessThan(3000);

    await expect
      .poll(() => boards.slice(0, -1).filter((board) => env.discord.buttons(env.discord.message(board.id)!).length > 0).length, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(0);
    expect(moveButtons(env.discord, env.discord.message(live.id)!).length).toBeGreaterThan(0);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 60_000);
});
