/**
 * A Risus Royale duel in the sandbox's browser: Alice challenges Bob from the composer, Bob picks his
 * character in the board's menu to accept, and they take turns on the one public board, posted anew
 * for whoever must act. Saves `royale-duel-challenge.png`, `royale-duel-mid.png` (both markers on the
 * map) and `royale-duel-over.png` under artifacts/sandbox/.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage } from '../../local-discord/index.js';
import type { Sandbox } from '../../sandbox/sandbox.js';
import type { TestBrowser } from './browser.js';
import { fillAndSend, openCommand, playAs, useSandboxPage } from './page.js';

let sandbox: Sandbox;
let browser: TestBrowser;
const log: string[] = [];
useSandboxPage({ log: (line) => log.push(line) }, (started, launched) => {
  [sandbox, browser] = [started, launched];
});

/** Types `/royale duel` in the composer with its options and sends it. */
async function sendDuel(options: Record<string, string | number>): Promise<void> {
  await openCommand(browser.page, '/royale duel');
  await fillAndSend(browser.page, options);
}

/** The duel's newest board as the bot sent it. */
function newest(): StoredMessage | undefined {
  return sandbox.discord
    .messages(CHANNEL_ID)
    .filter((m) => !m.ephemeral && /Risus Royale duel/.test(m.embeds[0]?.title ?? ''))
    .at(-1);
}

/** The page's drawing of the duel's newest board, once it shows the bot's last edit of it and no click on it is under way. */
async function shownBoard(): Promise<Locator> {
  const page = browser.page;
  const drawn = async () => {
    const sent = newest()!;
    const board = page.locator(`#message-${sent.id}`);
    const footer = (await board.locator('.embed-footer').count()) > 0 ? await board.locator('.embed-footer').innerText() : null;
    return footer === sent.embeds[0]!.footer!.text && (await board.locator('.is-loading').count()) === 0;
  };
  await expect.poll(drawn, { timeout: 10_000 }).toBe(true);
  return page.locator(`#message-${newest()!.id}`);
}

/** Who the board says must act: "alice" or "bob". */
function toAct(): string {
  const id = /<@(\d+)>, your turn/.exec(newest()?.content ?? '')?.[1];
  return sandbox.discord.messages(CHANNEL_ID).length > 0 && id ? (id.endsWith('1') ? 'alice' : 'bob') : '';
}

/** The label of the fight with the best chance on the newest board, else of its first move. */
function pick(): string {
  const enabled = sandbox.discord.buttons(newest()!).filter((b) => !b.disabled);
  const chance = (label: string) => Number(/(\d+)%/.exec(label)?.[1] ?? (/>99%/.test(label) ? 100 : 0));
  const fights = enabled.filter((b) => /^(Wizardry|Fighting|Thievery|Cleric) /.test(b.label ?? ''));
  const best = fights.reduce<(typeof fights)[number] | null>((top, b) => (!top || chance(b.label!) > chance(top.label!) ? b : top), null);
  return (best ?? enabled[0])!.label!;
}

/** The player to act clicks the fight with the best chance, else the first move; resolves once the bot has moved the duel on. */
async function playOnce(): Promise<void> {
  const before = JSON.stringify(newest());
  await playAs(browser.page, toAct());
  const board = await shownBoard();
  await board.locator('.btn:not([disabled])', { hasText: pick() }).first().click();
  await expect.poll(() => JSON.stringify(newest()), { timeout: 10_000 }).not.toBe(before);
}

describe('Sandbox: a Risus Royale duel', () => {
  it('is challenged, accepted with a character from the menu, and played by turns on one board', async () => {
    await playAs(browser.page, 'alice');
    await sendDuel({ member: '@Bob', wizardry: 4, fighting: 3, thievery: 2, cleric: 1, name: 'Ann', seed: 'e2e-duel-40' });
    await expect.poll(() => newest()?.embeds[0]?.title, { timeout: 10_000 }).toBe('Risus Royale duel · a challenge');
    const challenge = await shownBoard();
    await browser.screenshotOf(challenge, 'royale-duel-challenge');

    await playAs(browser.page, 'bob');
    await challenge.locator('.select-trigger').first().click();
    await challenge.locator('.select-option', { hasText: 'Wizardry 1 · Fighting 4 · Thievery 3 · Cleric 2' }).click();
    await expect.poll(() => newest()?.embeds[0]?.title, { timeout: 10_000 }).toBe('Risus Royale duel · ★ Ann vs ◆ Bob');
    expect(toAct()).toBe('alice');

    // Ann starts, beats the guard, loses to Feisty and retreats; then Bob starts where she started.
    for (let move = 0; move < 9; move++) await playOnce();
    const mid = await shownBoard();
    await expect
      .poll(() => mid.locator('.embed-image img').getAttribute('alt'), { timeout: 10_000 })
      .toMatch(/A duel: Ann stands on row 1, column 2/);
    await browser.screenshotOf(mid, 'royale-duel-mid');

    // Played until nobody is to act: the finished duel keeps buttons of its own (Rematch).
    for (let move = 0; toAct() !== ''; move++) {
      expect(move).toBeLessThan(100);
      await playOnce();
    }
    const over = await shownBoard();
    expect(await over.locator('.embed-description').innerText()).toMatch(/wins the duel|nobody wins/);
    await browser.screenshotOf(over, 'royale-duel-over');
    expect(log).toEqual([]);
  }, 180_000);
});
