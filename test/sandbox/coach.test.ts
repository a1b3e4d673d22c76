/**
 * Review and Watch in the sandbox's browser: a finished Scoundrel run's Review answer (with its chart)
 * and its replay (the GIF in its embed) are drawn as Discord draws them, pictures loaded, and saved under
 * artifacts/sandbox/ (`review.png`, `watch.png`) for a person to look at.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, users } from '../../local-discord/index.js';
import type { Sandbox } from '../../sandbox/sandbox.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import type { TestBrowser } from './browser.js';
import { loadedWidth, useSandboxPage } from './page.js';

let sandbox: Sandbox;
let browser: TestBrowser;
useSandboxPage({ viewport: { width: 1280, height: 1000 } }, (started, launched) => {
  [sandbox, browser] = [started, launched];
});

/** Waits for the page to draw the message's picture, loaded; saves the message as artifacts/sandbox/<name>.png. */
async function shot(messageId: string, name: string): Promise<void> {
  const message = browser.page.locator(`#message-${messageId}`);
  await message.locator('.embed-title').first().waitFor();
  await message.scrollIntoViewIfNeeded();
  const picture = message.locator('.embed-image img').first();
  await expect.poll(() => loadedWidth(picture), { timeout: 20_000 }).toBeGreaterThan(0);
  await browser.screenshotOf(message, name);
}

describe('Review and Watch in the browser', () => {
  it('draw the review with its chart and the replay', async () => {
    const discord = sandbox.discord;
    const started = await discord.run(
      { user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'start', options: { seed: 'coach-shot' } },
      { timeoutMs: 60_000 },
    );
    let board = started.message!;
    for (let moves = 0; moveButtons(discord, board).length > 0 && moves < 200; moves++) {
      board = (await playMove(discord, users.alice, board, moveButtons(discord, board)[0]!.customId!)).board;
    }
    const button = (label: string) => discord.buttons(board).find((b) => b.label === label)!.customId!;
    const review = await discord.press({ user: users.alice, message: board, customId: button('🔎 Review') }, { timeoutMs: 30_000 });
    await expect.poll(() => discord.message(review.message!.id)?.embeds[0]?.title, { timeout: 90_000, interval: 200 }).toBe('🔎 Review');
    await shot(review.message!.id, 'review');
    const watch = await discord.press({ user: users.alice, message: board, customId: button('▶️ Watch') }, { timeoutMs: 30_000 });
    await expect.poll(() => discord.message(watch.message!.id)?.attachments.length, { timeout: 90_000, interval: 200 }).toBe(1);
    await shot(watch.message!.id, 'watch');
  }, 240_000);
});
