/**
 * Three members play the day's deal from one daily post in the sandbox's browser, at the same time, each
 * on a board only they see: the page, as Alice sees it, shows the post with today's standings (no card)
 * and her own board, and neither Bob's board nor Carol's. Saved as artifacts/sandbox/daily-standings.png
 * and daily-private-board.png.
 */
import { describe, expect, it } from 'vitest';
import { users } from '../../local-discord/index.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { type DailyPostPage, useDailyPostPage } from './page.js';

let page: DailyPostPage;
useDailyPostPage((opened) => {
  page = opened;
});

describe('Sandbox: a server plays its daily together', () => {
  it('deals three members today on private boards from one post, and the post shows their standings', async () => {
    const { sandbox, browser } = page;
    const post = await page.firstPost();

    const players = [users.alice, users.bob, users.carol];
    const boards = await Promise.all(
      players.map(async (user) => {
        const dealt = await page.dealScoundrel(user, post);
        expect(dealt.message?.visibleTo).toBe(user.id);
        const { board } = await playMove(sandbox.discord, user, dealt.message!, moveButtons(sandbox.discord, dealt.message!)[0]!.customId!);
        return board;
      }),
    );
    const today = () => sandbox.discord.message(post.id)?.embeds[0]?.fields?.find((f) => f.name === 'Scoundrel · today')?.value ?? '';
    await expect.poll(() => players.every((user) => today().includes(`<@${user.id}>`)), { timeout: 10_000 }).toBe(true);
    expect(today()).not.toMatch(/[♠♥♦♣]/);

    // Alice's page: the post and her own board, and nobody else's.
    await browser.screenshotOfMessage(post.id, 'daily-standings');
    await browser.screenshotOfMessage(boards[0]!.id, 'daily-private-board');
    for (const other of boards.slice(1)) expect(await browser.page.locator(`#message-${other.id}`).count()).toBe(0);
    const postText = await browser.page.locator(`#message-${post.id}`).innerText();
    expect(postText).toMatch(/Scoundrel · today/);
    expect(postText).not.toMatch(/[♠♥♦♣]/);
  }, 180_000);
});
