/**
 * The daily post and a Share line in the sandbox's browser, on the bot's clock moved on by the test:
 * the server sets its daily post, the hour comes, Alice plays today's Scoundrel from the post's button
 * and shares it (her private answer, as the page shows it to her), and the next day's post names her on
 * yesterday's podium with its seed revealed. Saved as artifacts/sandbox/daily-post.png and share.png.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, users } from '../../local-discord/index.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { type DailyPostPage, nextDailyPost, useDailyPostPage } from './page.js';

let page: DailyPostPage;
useDailyPostPage((opened) => {
  page = opened;
});

describe('Sandbox: the daily post and Share', () => {
  it('draws the daily post with its buttons and yesterday’s podium, and a Share line', async () => {
    const { sandbox, browser, clock } = page;
    const first = await page.firstPost();
    const started = await page.dealScoundrel(users.alice, first);
    let board = started.message!;
    for (let moves = 0; moveButtons(sandbox.discord, board).length > 0; moves++) {
      expect(moves).toBeLessThan(100);
      board = (await playMove(sandbox.discord, users.alice, board, moveButtons(sandbox.discord, board)[0]!.customId!)).board;
    }
    const share = sandbox.discord.buttons(board).find((b) => b.label === 'Share')!.customId!;
    const shared = await sandbox.discord.press({ user: users.alice, message: board, customId: share });
    expect(shared.message?.content).toMatch(/^Scoundrel · daily deal of /);
    await browser.screenshotOfMessage(shared.message!.id, 'share');

    const settings = await sandbox.discord.run({ user: users.olga, channelId: CHANNEL_ID, name: 'settings' });
    const second = await nextDailyPost(sandbox, clock, settings.message?.content);
    expect(second.embeds[0]?.fields?.[0]?.value).toContain(`🥇 <@${users.alice.id}>`);
    await browser.screenshotOfMessage(second.id, 'daily-post');
  }, 180_000);
});
