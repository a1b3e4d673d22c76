/**
 * The sandbox in a real browser: `/scoundrel start` typed in the page's composer reaches the real bot
 * through the local Discord, the board it sends is drawn as Discord draws it, its buttons play turns,
 * and another member's click is refused privately (only they see the refusal).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_ID, users } from '../../local-discord/index.js';
import { type Sandbox, startSandbox } from '../../sandbox/sandbox.js';
import { launchChromium, type TestBrowser } from './browser.js';

let sandbox: Sandbox;
let browser: TestBrowser;
const log: string[] = [];

beforeAll(async () => {
  [sandbox, browser] = await Promise.all([startSandbox({ port: 0, log: (line) => log.push(line) }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

/** The board's footer text, e.g. `Seed … · weapon rule: lenient · move 2`. */
function footer(): Promise<string> {
  return browser.page.locator('.message .embed-footer').last().innerText();
}

describe('Sandbox: Scoundrel in the browser', () => {
  it('starts a run from the composer, plays turns on the buttons, and refuses another member privately', async () => {
    const { page } = browser;
    await page.goto(sandbox.url);
    await page.locator('body.is-ready').waitFor();

    // The composer lists the commands the bot registered, and gives /scoundrel start its options.
    await page.locator('.composer-input').click();
    await page.keyboard.type('/scoun');
    await expect.poll(() => page.locator('.popup-item .popup-command').allInnerTexts()).toEqual(['/scoundrel start', '/scoundrel daily']);
    await browser.screenshot('01-command-picker');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.opt-name').allInnerTexts()).toEqual(['seed', 'private', 'weapon-rule']);
    await page.getByLabel('seed', { exact: true }).fill('sandbox-browser');
    await page.getByLabel('weapon-rule', { exact: true }).selectOption('strict');
    await page.keyboard.press('Enter');

    // The board: the bot's embed and buttons, exactly as it sent them.
    const board = page
      .locator('.message')
      .filter({ has: page.locator('.embed') })
      .last();
    await board.locator('.embed-title').waitFor();
    expect(await board.locator('.reply-context').innerText()).toMatch(/Alice\s+used\s+\/scoundrel start/);
    expect(await board.locator('.embed-title').innerText()).toBe("Scoundrel · Alice's run");
    expect(await footer()).toBe('Seed sandbox-browser · weapon rule: strict · move 0');
    const sent = sandbox.discord.latestMessage(CHANNEL_ID);
    expect(await board.locator('.btn-label').allInnerTexts()).toEqual(sandbox.discord.buttons(sent).map((b) => b.label));
    expect(await board.locator('.embed-field-name').allInnerTexts()).toEqual(sent.embeds[0]?.fields?.map((f) => f.name));
    // With pictures on (the default), the text is compact: health is in the picture, and in its alt text.
    expect(await board.locator('.embed-image img').getAttribute('alt')).toMatch(/^Scoundrel table\. Health 20 of 20\./);
    await browser.screenshot('02-board-start');

    // Several turns, each click redrawing the same message in place.
    for (let move = 1; move <= 4; move++) {
      await board.locator('.btn:not([disabled])').first().click();
      await expect.poll(footer).toBe(`Seed sandbox-browser · weapon rule: strict · move ${move}`);
    }
    await expect.poll(() => page.locator('.message .embed').count()).toBe(1);
    expect(await board.locator('.edited').count()).toBe(1);
    await browser.screenshot('03-board-after-4-moves');

    // Bob clicks Alice's board: refused, privately; the board does not move.
    await page.locator('[data-user="bob"]').click();
    expect(await page.locator('.user-panel-name').innerText()).toBe('Bob');
    await board.locator('.btn:not([disabled])').first().click();
    const refusal = page.locator('.message.is-ephemeral');
    await refusal.waitFor();
    expect(await refusal.locator('.message-content').innerText()).toBe(
      "This is @Alice's Scoundrel run; only they can play it. Start your own with /scoundrel start in a channel without a game.",
    );
    expect(await refusal.locator('.ephemeral-note').innerText()).toContain('Only you can see this');
    expect(await refusal.locator('.reply-context').innerText()).toContain("Scoundrel · Alice's run");
    expect(await footer()).toContain('move 4');
    await browser.screenshot('04-refused-as-bob');

    // Alice does not see Bob's refusal; the other channel is empty.
    await page.locator('[data-user="alice"]').click();
    expect(await page.locator('.message.is-ephemeral').count()).toBe(0);
    expect(await page.locator('.message').count()).toBe(1);
    await browser.screenshot('05-back-as-alice');
    await page.locator('.channel', { hasText: 'second-table' }).click();
    expect(await page.locator('#channel-name').innerText()).toBe('second-table');
    expect(await page.locator('.message').count()).toBe(0);

    expect(sandbox.discord.latestMessage(CHANNEL_ID, { ephemeral: true }).visibleTo).toBe(users.bob.id);
    expect(log).toEqual([]);
  });
});
