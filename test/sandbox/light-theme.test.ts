/**
 * The sandbox in Discord's light theme (`?theme=light`): the page takes the light colours (a white channel,
 * light embeds, dark text), and a Scoundrel board, mid-game and over, is drawn there with its picture, as
 * a player on the light theme sees it. Saved as artifacts/sandbox/scoundrel-light-mid.png and
 * scoundrel-light-over.png for a person to look at beside the dark ones.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, users } from '../../local-discord/index.js';
import type { Sandbox } from '../../sandbox/sandbox.js';
import { moveButtons, playMove, playToEnd } from '../helpers/moves.js';
import type { TestBrowser } from './browser.js';
import { loadedWidth, useSandboxPage } from './page.js';

let sandbox: Sandbox;
let browser: TestBrowser;
const log: string[] = [];
useSandboxPage({ log: (line) => log.push(line), viewport: { width: 1280, height: 1000 }, theme: 'light' }, (started, launched) => {
  [sandbox, browser] = [started, launched];
});

/** The page's own getComputedStyle, which the tests' TypeScript (no DOM types) does not know of. */
type PageWindow = { getComputedStyle(el: unknown): Record<'color' | 'backgroundColor', string> };

/** A colour of an element of the page, as the browser computed it. */
const colour = (selector: string, property: 'color' | 'backgroundColor'): Promise<string> =>
  browser.page
    .locator(selector)
    .first()
    .evaluate((el, p) => (globalThis as unknown as PageWindow).getComputedStyle(el)[p], property);

/** Waits for the page to draw the board as the bot last sent it, its picture loaded, and saves it as artifacts/sandbox/<name>.png. */
async function expectDrawn(message: StoredMessage, name: string): Promise<void> {
  const sent = sandbox.discord.message(message.id)!;
  const board = browser.page.locator(`#message-${sent.id}`);
  await expect.poll(() => board.locator('.embed-footer').innerText()).toBe(sent.embeds[0]!.footer!.text);
  const picture = board.locator('.embed-image img');
  await expect.poll(() => loadedWidth(picture)).toBe(800);
  expect(await board.locator('.btn-label').allInnerTexts()).toEqual(sandbox.discord.buttons(sent).map((b) => b.label));
  await browser.screenshotOf(board, name);
}

describe('Sandbox: the light theme', () => {
  it('draws the page in the light colours, and a Scoundrel board mid-game and over with its picture', async () => {
    expect(await browser.page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await colour('body', 'backgroundColor')).toBe('rgb(255, 255, 255)');
    expect(await colour('body', 'color')).toBe('rgb(49, 51, 56)');

    const started = await sandbox.discord.run({
      user: users.alice,
      channelId: CHANNEL_ID,
      name: 'scoundrel',
      subcommand: 'start',
      options: { seed: 'shots-scoundrel' },
    });
    let board = started.message!;
    for (let i = 0; i < 3; i++)
      board = (await playMove(sandbox.discord, users.alice, board, moveButtons(sandbox.discord, board)[0]!.customId!)).board;
    await expectDrawn(board, 'scoundrel-light-mid');
    expect(await colour(`#message-${board.id} .embed`, 'backgroundColor')).toBe('rgb(242, 243, 245)');

    const over = await playToEnd(sandbox.discord, users.alice, board);
    await expectDrawn(over, 'scoundrel-light-over');
    expect(log).toEqual([]);
  }, 120_000);
});
