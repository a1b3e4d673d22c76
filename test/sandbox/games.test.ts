/**
 * Every game in the sandbox's browser: Royal Assassin, Risus Royale and Rogue Risus started from the
 * page's composer (each ended with `/game end` so the channel is free for the next), then a Saga table
 * opened by Alice and joined by Bob, and its recap posted. Each board is drawn as the bot sent it, and a click (or a menu
 * choice) makes the bot redraw that same message in place.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, users } from '../../local-discord/index.js';
import type { Sandbox } from '../../sandbox/sandbox.js';
import type { TestBrowser } from './browser.js';
import { fillAndSend, openCommand, playAs, useSandboxPage } from './page.js';

let sandbox: Sandbox;
let browser: TestBrowser;
const log: string[] = [];
useSandboxPage({ log: (line) => log.push(line) }, (started, launched) => {
  [sandbox, browser] = [started, launched];
});

/**
 * Types `/command sub` in the composer, presses Enter for its option fields, fills them (a list is
 * picked by value or label: choices, booleans, members; a box is typed in) and sends with Enter.
 * Resolves with the bot's answer once the composer is empty again, or fails with the composer's error.
 */
async function send(command: string, options: Record<string, string | number> = {}): Promise<StoredMessage> {
  await openCommand(browser.page, command);
  return sendFilled(command, options);
}

/** Fills the open command's fields and sends it with Enter (see `send`). */
async function sendFilled(command: string, options: Record<string, string | number>): Promise<StoredMessage> {
  const { page } = browser;
  const known = new Set(sandbox.discord.messages(CHANNEL_ID).map((m) => m.id));
  await fillAndSend(page, options);
  const error = page.locator('.composer-error');
  const input = page.locator('.composer-input');
  await expect
    .poll(async () => ((await error.isVisible()) ? await error.innerText() : (await input.isVisible()) ? 'sent' : 'sending'), {
      timeout: 20000,
    })
    .toBe('sent');
  const answer = sandbox.discord.messages(CHANNEL_ID).find((m) => !known.has(m.id));
  if (!answer) throw new Error(`The bot did not answer ${command}`);
  return answer;
}

/** Types into an option field key by key, as a member does, and resolves with the names of the bot's suggestions once they show. */
async function typeForSuggestions(option: string, typed: string, expected: string[]): Promise<void> {
  const { page } = browser;
  await page.getByLabel(option, { exact: true }).pressSequentially(typed);
  await expect
    .poll(async () => ({
      heading: await page.locator('.composer-popup .popup-heading').allTextContents(),
      names: await page.locator('.composer-popup .suggestion').allInnerTexts(),
    }))
    .toEqual({
      heading: [expect.stringMatching(new RegExp(`^(Suggestions from .* for ${option}|.* has no suggestion for ${option})$`))],
      names: expected,
    });
}

/** A board as text: what the page draws for a message, or what the bot sent for it. */
interface BoardText {
  title: string | undefined;
  fields: string[];
  footer: string | undefined;
  /** Top-level components: action rows. */
  rows: number;
  buttons: (string | undefined)[];
  menus: (string | undefined)[];
  /** Where the page loads the board's picture from (a new upload on every edit), when it has one. */
  picture: string | undefined;
}

function sentBoard(messageId: string): BoardText {
  const sent = sandbox.discord.message(messageId);
  if (!sent) throw new Error(`The bot has no message ${messageId}`);
  const embed = sent.embeds[0];
  return {
    title: embed?.title,
    fields: embed?.fields?.map((f) => f.name) ?? [],
    footer: embed?.footer?.text,
    rows: sent.components.length,
    buttons: sandbox.discord.buttons(sent).map((b) => b.label),
    menus: sandbox.discord.selects(sent).map((s) => s.placeholder),
    picture: sent.attachments[0] && `/attachments/${sent.attachments[0].id}/${encodeURIComponent(sent.attachments[0].filename)}`,
  };
}

async function drawnBoard(board: Locator): Promise<BoardText> {
  const footer = board.locator('.embed-footer');
  return {
    title: await board.locator('.embed-title').innerText(),
    fields: await board.locator('.embed-field-name').allInnerTexts(),
    footer: (await footer.count()) > 0 ? await footer.innerText() : undefined,
    rows: await board.locator('.components > *').count(),
    buttons: await board.locator('.btn-label').allInnerTexts(),
    menus: await board.locator('.select-value').allInnerTexts(),
    picture:
      (await board.locator('.embed-image img').count()) > 0
        ? ((await board.locator('.embed-image img').getAttribute('src')) ?? undefined)
        : undefined,
  };
}

/** The board a command posted, once the page shows it as the bot sent it; a private answer (a refusal) fails with its text. */
async function boardOf(answer: StoredMessage): Promise<{ id: string; board: Locator }> {
  expect(answer.ephemeral, answer.content).toBe(false);
  const { id } = answer;
  const board = browser.page.locator(`#message-${id}`);
  await board.locator('.embed-title').waitFor();
  await expect.poll(() => drawnBoard(board)).toEqual(sentBoard(id));
  return { id, board };
}

/**
 * Does `act` on a board and waits for the bot to edit it, then for the page to redraw that same message as edited, with no new public
 * board.
 */
async function expectRedrawnInPlace(id: string, act: () => Promise<unknown>): Promise<BoardText> {
  const { page } = browser;
  const before = sentBoard(id);
  const publicBoards = page.locator('.message:not(.is-ephemeral) .embed');
  const boards = await publicBoards.count();
  await act();
  await expect.poll(() => sentBoard(id)).not.toEqual(before);
  const board = page.locator(`#message-${id}`);
  await expect.poll(() => drawnBoard(board)).toEqual(sentBoard(id));
  expect(await board.locator('.edited').count()).toBe(1);
  expect(await publicBoards.count()).toBe(boards);
  return sentBoard(id);
}

/** Clicks the board's first enabled button, or, when it has none, picks the first option of its first menu. */
async function playOnce(board: Locator): Promise<void> {
  const button = board.locator('.btn:not([disabled])').first();
  if ((await button.count()) > 0) {
    await button.click();
    return;
  }
  await board.locator('.select-trigger').first().click();
  await board.locator('.select-option').first().click();
}

/** `/game end` in the composer: the channel is free again. */
async function endGame(game: string): Promise<void> {
  const { content } = await send('/game end');
  expect(content).toBe(`<@${users.alice.id}>'s ${game} was ended. Abandoned runs are not ranked. The channel is free for a new game.`);
  await expect.poll(() => browser.page.locator('.message-content').last().innerText()).toMatch(new RegExp(`^@Alice's ${game} was ended`));
}

describe('Sandbox: every game in the browser', () => {
  it('starts Royal Assassin from the composer, draws its board and turns a card in place', async () => {
    const { id, board } = await boardOf(await send('/assassin start', { seed: 'games-assassin', variants: 'two-jokers' }));
    expect(sentBoard(id)).toMatchObject({
      title: "Royal Assassin · Alice's kingdom",
      footer: 'Seed games-assassin · unranked · two-jokers · 0 Royals killed · move 0',
    });
    expect(await board.locator('.reply-context').innerText()).toMatch(/Alice\s+used\s+\/assassin start/);
    const after = await expectRedrawnInPlace(id, () => playOnce(board));
    expect(after.footer).toMatch(/ · move 1$/);
    await browser.screenshot('games-assassin');
    await endGame('Royal Assassin');
  });

  it('starts Risus Royale with integer, text and boolean options, and steps onto the map in place', async () => {
    const { id, board } = await boardOf(
      await send('/royale start', {
        wizardry: 4,
        fighting: 4,
        thievery: 2,
        cleric: 2,
        name: 'Robin',
        seed: 'games-royale',
        easy: 'true',
        harder: 1,
      }),
    );
    expect(sentBoard(id)).toMatchObject({
      title: 'Risus Royale · Robin in the Kingdom of Kardz',
      footer: 'Seed games-royale · unranked · easy · harder +1 · move 0',
    });
    // The clichés are drawn in the picture (the board's text is compact), and said in its alt text.
    expect(await board.locator('.embed-image img').getAttribute('alt')).toContain(
      'Clichés: Wizardry 4 of 4, Fighting 4 of 4, Thievery 2 of 2, Cleric 2 of 2.',
    );
    const after = await expectRedrawnInPlace(id, () => playOnce(board));
    expect(after.footer).toBe('Seed games-royale · unranked · easy · harder +1 · move 1');
    await browser.screenshot('games-royale');
    await endGame('Risus Royale');
  });

  it('starts Rogue Risus with a cliché picked from its choices, and draws a card in place', async () => {
    const { id, board } = await boardOf(await send('/rogue start', { cliche: 'ice-mage', name: 'Frost', seed: 'games-rogue' }));
    expect(sentBoard(id)).toMatchObject({
      title: 'Rogue Risus · Frost the Ice Mage',
      footer: 'Seed games-rogue · deepest level 1 · move 0',
    });
    expect(await board.locator('.btn-label').allInnerTexts()).toEqual(['Draw a card']);
    const after = await expectRedrawnInPlace(id, () => playOnce(board));
    expect(after.footer).toMatch(/ · move 1$/);
    await browser.screenshot('games-rogue');
    await endGame('Rogue Risus');
  });

  it('opens a Saga table, lets Bob join and play a card from his private hand, and tells the resolved check in public', async () => {
    const { page } = browser;
    const opened = await boardOf(await send('/saga start', { decks: 2, edge: 3, ties: 'opponent' }));
    expect(sentBoard(opened.id)).toMatchObject({ title: "Saga for Risus · Alice's table", fields: ['Players'] });
    expect(await opened.board.locator('.embed-description').innerText()).toContain('2 decks');

    // A join answers privately and edits the one table message in place.
    await playAs(page, 'bob');
    const joined = await expectRedrawnInPlace(opened.id, () =>
      send('/saga join', { character: 'Zed', cliches: 'Weekend Warrior (3), Hairdresser (2)' }),
    );
    expect(joined.fields).toEqual(['Zed', 'Log']);
    expect(await opened.board.locator('.embed-field-value').first().innerText()).toContain('Weekend Warrior (3), Hairdresser (2)');

    // Alice, the GM, calls a check on Bob, taking the player and the cliché from the bot's suggestions as she types (Tab takes the
    // first, the arrows and Enter another); the table is posted anew below, pinging Bob, and the old one goes.
    await playAs(page, 'alice');
    await openCommand(page, '/saga check');
    await typeForSuggestions('player', 'bo', ['Zed (Bob) · hand 5/5 · edge 3']);
    await browser.screenshot('saga-autocomplete');
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('player', { exact: true }).inputValue()).toBe('Zed (Bob) · hand 5/5 · edge 3');
    await typeForSuggestions('cliche', 'e', ['Weekend Warrior (3)', 'Hairdresser (2)']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('cliche', { exact: true }).inputValue()).toBe('Weekend Warrior (3)');
    const checked = await boardOf(await sendFilled('/saga check', { style: 'physical', target: 5 }));
    await expect.poll(() => page.locator(`#message-${opened.id}`).count()).toBe(0);
    expect(sentBoard(checked.id).fields).toEqual(['Zed', 'Log']);
    expect(await checked.board.locator('.embed-image img').getAttribute('alt')).toContain(
      'Check (open), physical, Clubs trumps: to meet or beat 5 = 5; Zed 3 = 3, to play.',
    );

    // Bob opens his hand (only he sees it) and plays his first card, stopping if a chain allows: the GM's turn posts the table anew.
    await playAs(page, 'bob');
    const privateMessages = page.locator('.message.is-ephemeral');
    const shown = await privateMessages.count(); // the hand Bob was shown when he joined
    await checked.board.locator('.btn', { hasText: 'My hand / GM panel' }).click();
    await expect.poll(() => privateMessages.count()).toBe(shown + 1);
    const hand = privateMessages.last();
    expect(await hand.locator('.embed-title').innerText()).toBe('Your hand · Zed');
    expect(await hand.locator('.select-value').allInnerTexts()).toEqual(['Play a card…']);
    await hand.locator('.select-trigger').first().click();
    await hand.locator('.select-option').first().click();
    const stop = hand.locator('.btn', { hasText: 'Stop here' });
    await expect.poll(async () => (await stop.count()) > 0 || sandbox.discord.message(checked.id) === undefined).toBe(true);
    if (await stop.count()) await stop.click();
    await expect.poll(() => sandbox.discord.message(checked.id)).toBeUndefined();
    const newest = () =>
      sandbox.discord
        .messages(CHANNEL_ID)
        .filter((m) => !m.ephemeral)
        .at(-1)!;
    const ready = await boardOf(newest());

    // Alice resolves the check with the board's button: the table shows it, and the outcome is told below it.
    await playAs(page, 'alice');
    expect(await page.locator('.message.is-ephemeral', { hasText: 'Your hand' }).count()).toBe(0); // Bob's hand is his alone
    await ready.board.locator('.btn', { hasText: 'Resolve (GM)' }).click();
    await expect.poll(() => newest().embeds[0]?.title ?? '').toMatch(/^🎯 Check · Zed · (✅ Success|❌ Failure)$/);
    await expect.poll(() => page.locator(`#message-${newest().id} .embed-title`).innerText()).toMatch(/^🎯 Check · Zed/);
    expect(await ready.board.locator('.embed-image img').getAttribute('alt')).toMatch(
      /Check \(resolved\), physical, Clubs trumps: .*; Zed 3 \+ .* = \d+, (meets it|falls short)\./,
    );
    expect(await ready.board.locator('.embed-field', { hasText: 'Log' }).innerText()).toMatch(
      /Bob's Zed: \d+ against 5\. (Success|Failure)\./,
    );
    await browser.screenshot('games-saga');

    // The opponent's field suggests the name typed, new to the table, for a conflict.
    await openCommand(page, '/saga conflict');
    await typeForSuggestions('opponent', 'Ogre', ['Ogre']);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.composer-input').isVisible()).toBe(true);
    expect(log).toEqual([]);
  });

  it("posts the Saga table's recap for its GM: Bob's joining and the check, card by card", async () => {
    const posted = await send('/saga recap', { public: 'true' });
    expect(posted.embeds[0]?.title).toBe("📜 Recap · Alice's Saga table");
    const shown = browser.page.locator(`#message-${posted.id}`);
    await expect.poll(() => shown.count()).toBe(1);
    const story = await shown.locator('.embed-description').innerText();
    expect(story).toMatch(/Bob joins as Zed \(edge 3, hand of 5\)\./);
    expect(story).toMatch(/🎯 Check for Bob's Zed, physical, meet or beat 5: 3 \(Weekend Warrior\) \+ .* = \d+\. (Success|Failure)\./u);
    await shown.scrollIntoViewIfNeeded();
    await browser.screenshot('games-saga-recap');
    expect(log).toEqual([]);
  });
});
