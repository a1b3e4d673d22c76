/**
 * Every game's board fits a screen: in the sandbox's page at its default width, with the picture of its table, every board of a
 * played run (Scoundrel, Royal Assassin, Risus Royale, Rogue Risus), of a Risus Royale duel and of a Saga table's fights is at most
 * 700 px tall, mid-run and finished. The tallest board of each is saved as artifacts/sandbox/tallest-<game>-<mid|over>.png.
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
useSandboxPage({ log: (line) => log.push(line) }, (started, launched) => {
  [sandbox, browser] = [started, launched];
});

/** The most a board may take of the page's height. */
const MOST = 700;

/** The tallest boards seen, by name ("royale-mid"): their height and what they showed. */
const tallest = new Map<string, { height: number; where: string }>();

/**
 * Measures the board as the bot last sent it, once the page draws it with its picture loaded, and keeps it (and a screenshot of it)
 * when it is the tallest of `name` yet.
 */
async function measure(message: StoredMessage, name: string): Promise<void> {
  const sent = sandbox.discord.message(message.id)!;
  const board = browser.page.locator(`#message-${sent.id}`);
  const picture = board.locator('.embed-image img');
  const file = sent.attachments[0];
  expect(file, `${name}: the board has a picture`).toBeDefined();
  await expect.poll(() => picture.getAttribute('src')).toBe(`/attachments/${file!.id}/${encodeURIComponent(file!.filename)}`);
  await board.scrollIntoViewIfNeeded(); // the page loads a picture only near the window
  await expect.poll(() => loadedWidth(picture)).toBe(800);
  const height = Math.round((await board.boundingBox())!.height);
  if (height <= (tallest.get(name)?.height ?? 0)) return;
  tallest.set(name, { height, where: `${sent.embeds[0]?.footer?.text ?? ''} ${sent.embeds[0]?.title ?? ''}` });
  await browser.screenshotOf(board, `tallest-${name}`);
}

/**
 * The move a player makes: the button with the best chance (of those `among`, default all), else the first enabled button, else the
 * first option of the first menu.
 */
function pick(board: StoredMessage, among: RegExp = /./): { customId: string; values?: string[] } | null {
  const enabled = moveButtons(sandbox.discord, board).filter((b) => !b.disabled);
  const buttons = enabled.filter((b) => among.test(b.label ?? ''));
  const chance = (label: string) => Number(/(\d+)%/.exec(label)?.[1] ?? (/>99%/.test(label) ? 100 : -1));
  const best = buttons.reduce<(typeof buttons)[number] | null>(
    (top, b) => (chance(b.label ?? '') > (top ? chance(top.label ?? '') : -1) ? b : top),
    null,
  );
  const button = best ?? enabled[0];
  if (button) return { customId: button.customId! };
  const menu = sandbox.discord.selects(board)[0];
  return menu ? { customId: menu.customId, values: [menu.options[0]!.value] } : null;
}

/** Measures the board `current()` gives, looking again when it was posted anew (a duel's turn, a Saga record) while the page drew it. */
async function measureLatest(current: () => StoredMessage, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(current(), name);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const isOver = (board: StoredMessage) => sandbox.discord.buttons(board).some((b) => b.label === 'Play again');

/** Plays a solo run to its end, measuring every board. */
async function playMeasured(game: string, user: TestUser, start: StoredMessage): Promise<void> {
  let board = start;
  for (let move = 0; !isOver(board); move++) {
    expect(move, 'the run ends').toBeLessThan(1000);
    await measure(board, `${game}-mid`);
    const next = pick(board)!;
    board = (await playMove(sandbox.discord, user, board, next.customId, next.values)).board;
  }
  await measure(board, `${game}-over`);
}

const run = (user: TestUser, name: string, subcommand: string, options: Record<string, string | number | boolean> = {}) =>
  sandbox.discord.run({ user, channelId: CHANNEL_ID, name, subcommand, options });

const endGame = () => run(users.alice, 'game', 'end');

const ROBIN = { wizardry: 4, fighting: 3, thievery: 2, cleric: 1, name: 'Robin' };

const SOLO: [string, Record<string, string | number>[]][] = [
  ['scoundrel', [{ seed: 'shots-scoundrel' }, { seed: 'heights-scoundrel-1' }]],
  ['assassin', [{ seed: 'shots-assassin' }, { seed: 'heights-assassin-1', variants: 'two-jokers' }]],
  [
    'royale',
    [
      { ...ROBIN, seed: 'shots-royale-0' },
      { wizardry: 1, fighting: 2, thievery: 3, cleric: 4, name: 'Robin of the Long Name', seed: 'heights-royale-2' },
    ],
  ],
  [
    'rogue',
    [
      { cliche: 'fire-mage', name: 'Ember', seed: 'shots-rogue' },
      { cliche: 'fighter', name: 'Frost', seed: 'heights-rogue-1' },
    ],
  ],
];

/** The heights the tests expect: each at most MOST. */
function expectFits(...names: string[]): void {
  const heights = Object.fromEntries(names.map((name) => [name, tallest.get(name)]));
  console.log(heights);
  for (const name of names) expect(tallest.get(name)?.height, `${name}: ${JSON.stringify(tallest.get(name))}`).toBeLessThanOrEqual(MOST);
}

describe('Sandbox: every board fits a screen', () => {
  it.each(SOLO)(
    '%s: every board of its runs, mid-run and finished, is at most 700 px tall',
    async (game, runs) => {
      for (const options of runs) {
        try {
          const answer = await run(users.alice, game, 'start', options);
          await playMeasured(game, users.alice, answer.message!);
        } finally {
          await endGame();
        }
      }
      expectFits(`${game}-mid`, `${game}-over`);
      expect(log).toEqual([]);
    },
    600_000,
  );

  it('royale duel: every board of a duel played to its end, mid-duel and finished, is at most 700 px tall', async () => {
    const newest = () =>
      sandbox.discord
        .messages(CHANNEL_ID)
        .filter((m) => !m.ephemeral && /Risus Royale duel ·/.test(m.embeds[0]?.title ?? '') && m.attachments.length > 0)
        .at(-1);
    const toAct = (board: StoredMessage) => Object.values(users).find((u) => board.content.includes(`<@${u.id}>, your turn`))!;
    try {
      const challenge = (await run(users.alice, 'royale', 'duel', { ...ROBIN, member: users.bob.id, seed: 'e2e-duel-40' })).message!;
      const menu = sandbox.discord.selects(challenge)[0]!;
      const bobs = menu.options.find((o) => o.label === 'Wizardry 1 · Fighting 4 · Thievery 3 · Cleric 2')!;
      await sandbox.discord.answerTo(
        // Bob's character, as the duel's sandbox test picks it: with this seed and the fights picked by chance, the duel ends early.
        sandbox.discord.select({ user: users.bob, message: challenge, customId: menu.customId, values: [bobs.value] }),
      );
      await expect.poll(() => newest()?.components.length ?? 0).toBeGreaterThan(0);
      // Played until nobody is to act: the finished duel keeps a button of its own (Rematch).
      for (let move = 0; newest()!.content.includes('your turn'); move++) {
        expect(move, 'the duel ends').toBeLessThan(100);
        await measureLatest(() => newest()!, 'duel-mid');
        const board = newest()!;
        // A duel's player fights with the best chance (the map's moves say their risk too: taking the safest wanders for long).
        const next = pick(board, /^(Wizardry|Fighting|Thievery|Cleric) /)!;
        const before = JSON.stringify(board);
        const answer = await sandbox.discord.answerTo(
          next.values
            ? sandbox.discord.select({ user: toAct(board), message: board, customId: next.customId, values: next.values })
            : sandbox.discord.click({ user: toAct(board), message: board, customId: next.customId }),
        );
        expect(answer.ephemeral, answer.message?.content).toBe(false);
        await expect.poll(() => JSON.stringify(newest())).not.toBe(before);
      }
      await measureLatest(() => newest()!, 'duel-over');
    } finally {
      await endGame();
    }
    expectFits('duel-mid', 'duel-over');
    expect(log).toEqual([]);
  }, 600_000);

  it('saga: the table through a fight (open, mid-round, resolved, over) and a hidden fight is at most 700 px tall', async () => {
    const { live, open, fight, playCard, resolve } = sagaTable(sandbox);
    const measureTable = (name: string) => measureLatest(live, name);
    const fightOn = () => /round \d+ \(open\)/.test(live().attachments[0]?.description ?? '');
    try {
      await open();
      for (const [opponent, extra] of [
        ['Goblin King', {}],
        ['Grub the Goblin King of the Under-Marsh', { style: 'social', rank: 17, hidden: true }],
      ] as const) {
        await fight(opponent, extra);
        for (let round = 0; round < 12 && fightOn(); round++) {
          await measureTable('saga-mid');
          await playCard(users.bob);
          await measureTable('saga-mid');
          await playCard(users.carol);
          await measureTable('saga-mid');
          await resolve();
        }
        await measureTable('saga-over');
      }
    } finally {
      await endGame();
    }
    expectFits('saga-mid', 'saga-over');
    expect(log).toEqual([]);
  }, 600_000);
});
