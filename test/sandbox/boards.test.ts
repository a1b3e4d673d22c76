/**
 * Every game's board in the sandbox's browser, mid-game and over, with the picture of its table: the picture the bot uploaded is drawn in the embed (loaded, not a broken image) with its
 * alt text, the compact text beside it, and on a finished solo run the buttons into the next one; a
 * board cleared with `/game end` keeps its picture and text, without buttons. Each board is saved as a
 * PNG under artifacts/sandbox/ (`<game>-mid.png`, `<game>-over.png`, `<game>-closed.png`) for a person
 * to look at. The moves are made through the local Discord (the page draws whatever the bot sends).
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import type { Sandbox } from '../../sandbox/sandbox.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import type { TestBrowser } from './browser.js';
import { loadedWidth, useSandboxPage } from './page.js';
import { sagaTable } from './saga-table.js';

let sandbox: Sandbox;
let browser: TestBrowser;
const log: string[] = [];
useSandboxPage({ log: (line) => log.push(line), viewport: { width: 1280, height: 1000 } }, (started, launched) => {
  [sandbox, browser] = [started, launched];
});

/** What the picture shows, in the words of its alt text. */
const altOf = (message: StoredMessage) => message.attachments[0]?.description ?? '';

/**
 * Waits for the page to draw the board as the bot last sent it, with its picture loaded (decoded, not
 * a broken image) and described by its alt text, then saves the message as artifacts/sandbox/<name>.png.
 */
async function expectDrawn(message: StoredMessage, name: string): Promise<void> {
  const sent = sandbox.discord.message(message.id)!;
  const board = browser.page.locator(`#message-${sent.id}`);
  await board.locator('.embed-title').waitFor();
  await board.scrollIntoViewIfNeeded();
  await expect.poll(() => board.locator('.embed-footer').innerText()).toBe(sent.embeds[0]!.footer!.text);
  const picture = board.locator('.embed-image img');
  await expect
    .poll(() => picture.getAttribute('src'))
    .toBe(`/attachments/${sent.attachments[0]!.id}/${encodeURIComponent(sent.attachments[0]!.filename)}`);
  await expect.poll(() => loadedWidth(picture)).toBe(800);
  expect(await picture.getAttribute('alt')).toBe(altOf(sent));
  expect(await board.locator('.btn-label').allInnerTexts()).toEqual(sandbox.discord.buttons(sent).map((b) => b.label));
  await browser.screenshotOf(board, name);
}

/** Plays the first move (or menu choice) on the board until `done` holds for it; fails after `limit` moves. */
async function playUntil(
  user: TestUser,
  start: StoredMessage,
  done: (board: StoredMessage) => boolean,
  limit = 3000,
): Promise<StoredMessage> {
  let board = start;
  for (let moves = 0; moves < limit; moves++) {
    if (done(board)) return board;
    const buttons = moveButtons(sandbox.discord, board).filter((b) => !b.disabled);
    const menus = sandbox.discord.selects(board);
    if (buttons.length === 0 && menus.length === 0) break;
    const played =
      buttons.length > 0
        ? await playMove(sandbox.discord, user, board, buttons[0]!.customId!)
        : await playMove(sandbox.discord, user, board, menus[0]!.customId, [menus[0]!.options[0]!.value]);
    board = played.board;
  }
  throw new Error(`the board never came to what the screenshot wants: ${altOf(board)}`);
}

const isOver = (board: StoredMessage) => sandbox.discord.buttons(board).some((b) => b.label === 'Play again');

async function start(game: string, options: Record<string, string | number>): Promise<StoredMessage> {
  const answer = await sandbox.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: game, subcommand: 'start', options });
  expect(answer.ephemeral).toBe(false);
  return answer.message!;
}

async function endGame(): Promise<void> {
  await sandbox.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
}

const SOLO: [string, Record<string, string | number>, (board: StoredMessage) => boolean][] = [
  ['scoundrel', { seed: 'shots-scoundrel' }, (b) => /Weapon: /.test(altOf(b)) && /Room: [^.]+,[^.]+\./.test(altOf(b))],
  ['assassin', { seed: 'shots-assassin' }, (b) => /Turned: /.test(altOf(b)) && /attacked with/.test(altOf(b))],
  [
    'royale',
    { wizardry: 4, fighting: 3, thievery: 2, cleric: 1, name: 'Robin', seed: 'shots-royale-0' },
    (b) =>
      /Last rolls: /.test(altOf(b)) &&
      /Battle with/.test(altOf(b)) &&
      /Row 1: [^.]*(cleared|of)/.test(altOf(b)) &&
      /Treasures: /.test(altOf(b)),
  ],
  [
    'rogue',
    { cliche: 'fire-mage', name: 'Ember', seed: 'shots-rogue' },
    (b) => /Your roll \d+ against \d+/.test(altOf(b)) && /Drawn on this level: [^,]+,[^,]+,/.test(altOf(b)),
  ],
];

describe('Sandbox: every board with its picture, mid-game and over', () => {
  it.each(SOLO)(
    '%s: the board mid-game, then over with Play again, Replay this deal and Leaderboard, then cleared',
    async (game, options, interesting) => {
      const first = await start(game, options);
      const mid = await playUntil(users.alice, first, (board) => !isOver(board) && interesting(board));
      await expectDrawn(mid, `${game}-mid`);
      const over = await playUntil(users.alice, mid, isOver);
      expect(sandbox.discord.buttons(over).map((b) => b.label)).toEqual(
        expect.arrayContaining(['Play again', 'Replay this deal (unranked)', 'Leaderboard']),
      );
      await expectDrawn(over, `${game}-over`);
      await endGame();
      await expect.poll(() => sandbox.discord.message(over.id)?.content).toMatch(/cleared from the channel/);
      await expectDrawn(over, `${game}-closed`);
      expect(log).toEqual([]);
    },
  );

  it('assassin with two Jokers: the picture shows where each one is', async () => {
    const first = await start('assassin', { seed: 'shots-jokers', variants: 'two-jokers' });
    const mid = await playUntil(users.alice, first, (b) =>
      /Jokers: Joker 1 (?!in the stockpile)[^;]+; Joker 2 (?!in the stockpile)/.test(altOf(b)),
    );
    await expectDrawn(mid, 'assassin-two-jokers-mid');
    await endGame();
  });

  it('saga: the table mid-round (one player has played, one is still to play), then after the fight ends', async () => {
    const { live, open, fight, playCard, resolve } = sagaTable(sandbox);
    await open();
    /** Draws the live table, looking again when it was posted anew (moved below a public record) while the page drew it. */
    const drawnTable = async (name: string) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await expectDrawn(live(), name);
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    };
    /** The newest public record of a resolved contest, once the page draws it, saved as artifacts/sandbox/<name>.png. */
    const expectRecord = async (title: RegExp, name: string): Promise<StoredMessage> => {
      const record = () =>
        sandbox.discord
          .messages(CHANNEL_ID)
          .filter((m) => !m.ephemeral && m.components.length === 0 && m.embeds[0]?.title !== undefined)
          .at(-1);
      await expect.poll(() => record()?.embeds[0]?.title ?? '', { timeout: 10_000 }).toMatch(title);
      const drawn = browser.page.locator(`#message-${record()!.id}`);
      await expect.poll(() => drawn.locator('.embed-title').innerText(), { timeout: 10_000 }).toMatch(title);
      // The table is posted anew under the record: wait for the page to draw it, so the record is not redrawn while it is photographed.
      await browser.page.locator(`#message-${live().id} .embed-image img`).waitFor({ timeout: 10_000 });
      await browser.screenshotOf(drawn, name);
      return record()!;
    };
    const round = async () => {
      await playCard(users.bob);
      await playCard(users.carol);
      await resolve();
    };
    await fight('Goblin King');
    await expect.poll(() => altOf(live())).toContain('Fight against Goblin King, round 1 (open)');
    await round();
    await expectRecord(/^⚔️ Fight vs Goblin King · round 1 · \d of 2 meet it$/, 'saga-resolved');
    await playCard(users.bob);
    await expect
      .poll(() => altOf(live()))
      .toMatch(/Fight against Goblin King, round 2 \(open\).*Bo the Bold [^;]*= \d+, played; Cy \d+ = \d+, to play\./);
    await drawnTable('saga-mid');
    await playCard(users.carol);
    await resolve();
    const fightOn = () => /Fight with Goblin King, rank \d, round \d+\./.test(altOf(live()));
    for (let n = 0; n < 12 && fightOn(); n++) await round();
    expect(altOf(live())).toMatch(
      /Fight with Goblin King, rank \d, round \d+: (the opponent is beaten|everyone is out, the opponent wins)\./,
    );
    await drawnTable('saga-over');

    // A hidden fight: the table, its picture and its alt text say the target and the rank are hidden until the round is resolved,
    // and the round's record tells them.
    await fight('Grub the Goblin King of the Under-Marsh', { style: 'social', rank: 17, hidden: true });
    await playCard(users.bob);
    await expect.poll(() => altOf(live())).toMatch(/round 1 \(open\).*to meet or beat a hidden target;.*rank hidden, round 1\./);
    expect(`${JSON.stringify(live().embeds)} ${altOf(live())}`).not.toMatch(/Under-Marsh's rank|rank 17|\(17\)/);
    await drawnTable('saga-hidden');
    await playCard(users.carol);
    await resolve();
    const told = await expectRecord(
      /^⚔️ Fight vs Grub the Goblin King of the Under-Marsh · round 1 · \d of 2 meet it$/,
      'saga-hidden-resolved',
    );
    expect(told.embeds[0]!.description).toMatch(/To meet or beat: 17 \(Grub the Goblin King of the Under-Marsh's rank\) \+ /);
    expect(log).toEqual([]);
  });
});
