/**
 * A Scoundrel race in the sandbox's browser: Alice opens it from the composer, Bob and Carol join from
 * the race board, Alice starts it, and each plays the one deal on a private board only they see, while
 * the public board shows how far each has come (cards left in the dungeon, health) without a card.
 * Saves `race-open.png`, `race-private.png` (Bob's own board), `race-mid.png` (the standings mid-race)
 * and `race-over.png` (places, the deal and its best possible score) under artifacts/sandbox/.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, users } from '../../local-discord/index.js';
import type { Sandbox } from '../../sandbox/sandbox.js';
import { moveButtons } from '../helpers/moves.js';
import type { TestBrowser } from './browser.js';
import { fillAndSend, openCommand, playAs, useSandboxPage } from './page.js';

let sandbox: Sandbox;
let browser: TestBrowser;
const log: string[] = [];
useSandboxPage({ log: (line) => log.push(line) }, (started, opened) => {
  [sandbox, browser] = [started, opened];
});

type Player = 'alice' | 'bob' | 'carol';

/** The race's public board as the bot last sent or edited it. */
function raceBoard(): StoredMessage | undefined {
  return sandbox.discord
    .messages(CHANNEL_ID)
    .filter((m) => !m.ephemeral && /Scoundrel race/.test(m.embeds[0]?.title ?? ''))
    .at(-1);
}

/** The newest private board of `player` (an answer only they see, with a picture). */
function privateBoard(player: Player): StoredMessage | undefined {
  return sandbox.discord
    .messages(CHANNEL_ID)
    .filter((m) => m.ephemeral && m.visibleTo === users[player].id && m.embeds.length > 0)
    .at(-1);
}

/** The page's drawing of `message` once it shows the bot's last edit (its footer) and its picture has loaded. */
async function shown(message: () => StoredMessage | undefined): Promise<Locator> {
  const page = browser.page;
  const drawn = async () => {
    const sent = message();
    if (!sent) return false;
    const view = page.locator(`#message-${sent.id}`);
    if ((await view.count()) === 0) return false;
    const footer = (await view.locator('.embed-footer').count()) > 0 ? await view.locator('.embed-footer').innerText() : null;
    return footer === (sent.embeds[0]?.footer?.text ?? null) && (await view.locator('.is-loading').count()) === 0;
  };
  await expect.poll(drawn, { timeout: 15_000 }).toBe(true);
  return page.locator(`#message-${message()!.id}`);
}

/** Clicks the race board's button labelled `label` as `player`. */
async function pressOnRace(player: Player, label: string): Promise<void> {
  await playAs(browser.page, player);
  const board = await shown(raceBoard);
  await board.locator('.btn:not([disabled])', { hasText: label }).first().click();
}

/** `player` brings back their private board and makes `moves` moves on it (the first move each time; a run that ends, ends). */
async function play(player: Player, moves: number): Promise<void> {
  await pressOnRace(player, 'My board');
  await expect.poll(() => privateBoard(player)?.id, { timeout: 10_000 }).toBeDefined();
  const footer = () => privateBoard(player)?.embeds[0]?.footer?.text;
  for (let move = 0; move < moves; move++) {
    // The page shows the board as the bot last left it ("move N" in its footer) before its buttons are read.
    const view = await shown(() => privateBoard(player));
    const board = privateBoard(player)!;
    const button = moveButtons(sandbox.discord, board).find((b) => !b.disabled);
    if (!button || /You have finished/.test(board.content ?? '')) return;
    const before = footer();
    const seen = sandbox.discord.messages(CHANNEL_ID).length;
    await view.locator('.btn:not([disabled])', { hasText: button.label! }).first().click();
    // A move that ends the run is asked about first, in a message of its own: make it.
    const asked = () =>
      sandbox.discord
        .messages(CHANNEL_ID)
        .slice(seen)
        .find((m) => m.visibleTo === users[player].id && /ends your run/.test(m.content ?? ''));
    await expect.poll(() => footer() !== before || asked() !== undefined, { timeout: 10_000 }).toBe(true);
    const question = asked();
    if (question) await browser.page.locator(`#message-${question.id} .btn`, { hasText: 'end my run' }).click();
    await expect.poll(footer, { timeout: 10_000 }).not.toBe(before);
  }
}

/** The race board's text: its description, fields and footer. */
function standings(): string {
  const embed = raceBoard()?.embeds[0];
  return [embed?.description ?? '', ...(embed?.fields ?? []).map((f) => `${f.name} ${f.value}`), embed?.footer?.text ?? ''].join('\n');
}

describe('Sandbox: a race on one deal', () => {
  it('is opened, joined and started from the race board, and played by each on a private board', async () => {
    await playAs(browser.page, 'alice');
    await openCommand(browser.page, '/race start scoundrel');
    await fillAndSend(browser.page, { seed: 'sandbox-race-1', minutes: 30 });
    await expect.poll(() => raceBoard()?.embeds[0]?.title, { timeout: 10_000 }).toMatch(/Scoundrel race/);

    await pressOnRace('bob', 'Join');
    await pressOnRace('carol', 'Join');
    await expect.poll(standings, { timeout: 10_000 }).toMatch(/Carol/);
    await browser.screenshotOf(await shown(raceBoard), 'race-open');
    await pressOnRace('alice', 'Start');
    await expect.poll(() => sandbox.discord.buttons(raceBoard()!).map((b) => b.label)).toEqual(['My board']);

    await play('bob', 3);
    const bobs = await shown(() => privateBoard('bob'));
    expect(await bobs.locator('.ephemeral-note').count()).toBe(1);
    await browser.screenshotOf(bobs, 'race-private');
    await play('alice', 2);
    await play('carol', 1);
    // The public board follows within 5 s and shows progress, never a card.
    await expect.poll(standings, { timeout: 10_000 }).toMatch(/left in the dungeon/);

    expect(standings()).not.toMatch(/[♠♣♥♦]|\b(?:[2-9]|10|[JQKA])[SCHD]\b/);
    await browser.screenshotOf(await shown(raceBoard), 'race-mid');

    for (const player of ['alice', 'bob', 'carol'] as const) await play(player, 200);
    await expect.poll(() => raceBoard()?.components.length ?? -1, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(standings, { timeout: 15_000 }).toMatch(/sandbox-race-1/);
    expect(sandbox.discord.buttons(raceBoard()!).map((b) => b.label)).toContain('Race again');
    await browser.screenshotOf(await shown(raceBoard), 'race-over');
    expect(log).toEqual([]);
  }, 240_000);
});
