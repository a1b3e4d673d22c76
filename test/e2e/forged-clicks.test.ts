/**
 * Forged clicks end to end: a custom id is data any member's client can send, from any message it can
 * see, never proof of anything. Every row of the action table (its own and every board's) is sent from
 * another member's public `/stats`: each is refused privately and no message changes. A board's own
 * buttons are its game's alone: a race's custom id of any type the race board does not have, and a duel's
 * Rematch on a board of another game, are refused and change nothing. A
 * player's own real move sent on another public message of the bot edits nothing and takes nothing
 * over. Best line answers only for a finished run the clicker may see, and solves no deal of a run that
 * does not exist.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, FOREIGN_CHANNEL_ID, GROUP_DM_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { catalog, modes } from '../../src/catalog.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { everyRow } from '../../src/discord/actions/table.js';
import { HELP_MENU_ID } from '../../src/discord/help/help-pages.js';
import { unknownComponentNotice } from '../../src/discord/notices.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { moveButtons, playToEnd } from '../helpers/moves.js';
import { startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest('sqlite', 'global');

/** How long a test waits for the solver's answer (its worker yields to everything else on a busy machine). */
const SOLVER_WAIT_MS = 90_000;

/** What a click is told when it must come from its game's live board (or a private board) and came from another message. */
const NOT_ITS_BOARD = /does not belong to this message/;

/** The session id and version a board's buttons carry. */
function boardOf(message: StoredMessage): { sessionId: string; version: number } {
  const id = decodeComponentId(env.discord.buttons(message)[0]?.customId ?? '');
  if (!id) throw new Error('the board has no buttons');
  return { sessionId: id.sessionId, version: id.version };
}

async function start(user: TestUser, channelId: string, seed: string): Promise<StoredMessage> {
  const answer = await env.discord.run({ user, channelId, name: 'scoundrel', subcommand: 'start', options: { seed } });
  if (!answer.message) throw new Error(`no board: ${JSON.stringify(answer)}`);
  return answer.message;
}

/** Sends a forged click (or, with `values`, a menu choice) on `message` and resolves with the private answer's text. */
async function forge(user: TestUser, message: StoredMessage, customId: string, values?: string[]): Promise<string> {
  const sent =
    values === undefined
      ? env.discord.forgeClick({ user, message, customId })
      : env.discord.forgeSelect({ user, message, customId, values });
  const answer = await env.discord.answerTo(sent);
  expect(answer.ephemeral).toBe(true);
  expect(answer.elapsedMs).toBeLessThan(3000);
  return answer.message?.content ?? '';
}

/**
 * A custom id of the kind of row `key`, naming the run `sessionId` at `version`, as a forger would write it: a board's own
 * row (`race.join`, `duel.rematch`) names its game.
 */
function forgedIdOf(key: string, sessionId: string, version: number): { customId: string; values?: string[] } {
  if (key === 'help.page') return { customId: HELP_MENU_ID, values: ['scoundrel'] };
  if (key === 'post.daily') return { customId: 'scoundrel:post:0:daily&date=2026-01-01' };
  const [game, type] = key.split('.');
  if (type !== undefined) return { customId: `${game}:${sessionId}:0:${type}` };
  if (key === 'move') return { customId: `scoundrel:${sessionId}:${version}:face&card=XX` };
  if (key === 'best') return { customId: `scoundrel:${sessionId}:${version}:best&seed=never-dealt&rule=lenient` };
  return { customId: `scoundrel:${sessionId}:${version}:${key}` };
}

/** Everything a message shows, to compare before and after. */
function shown(message: StoredMessage | undefined): string {
  return JSON.stringify([message?.content, message?.embeds, message?.components]);
}

/** How many solutions the bot's store holds whose key starts with `prefix`. */
async function storedSolutions(prefix = 'solution:'): Promise<number> {
  const storage = await openStorage(`sqlite://${env.databaseFile}`);
  try {
    const rows = (await storage.raw(`SELECT count(*) AS n FROM keyv WHERE key LIKE '${prefix}%'`)) as { n: number }[];
    return rows[0]?.n ?? 0;
  } finally {
    await storage.close();
  }
}

describe('Forged clicks of every row of the action table', () => {
  it('refuses each from a message that is not where its row allows, edits no message, and sends nothing but private answers', async () => {
    const board = await start(users.alice, CHANNEL_ID, 'forged-table');
    const { sessionId, version } = boardOf(board);
    const stats = await env.discord.run({ user: users.bob, channelId: CHANNEL_ID, name: 'stats', options: { public: true } });
    expect(stats.ephemeral).toBe(false);
    const watched = [stats.message!, board];
    const before = watched.map((message) => shown(env.discord.message(message.id)));
    const publicMessages = () => env.discord.messages(CHANNEL_ID).filter((message) => !message.ephemeral).length;
    const posted = publicMessages();
    const rows = everyRow([...catalog, ...modes]);
    expect(rows.map(({ key }) => key)).toEqual(expect.arrayContaining(['race.join', 'race.review', 'duel.rematch', 'again', 'move']));
    for (const { key, row } of rows) {
      const { customId, values } = forgedIdOf(key, sessionId, version);
      for (const user of [users.alice, users.bob]) {
        const answer = await forge(user, stats.message!, customId, values);
        // A row that must come from a board or a private message is refused for that alone; the others say why their own checks refuse.
        if (row.from !== 'anywhere')
          expect(answer, `${key} by ${user.username}`).toMatch(row.from === 'private' ? /privately/ : NOT_ITS_BOARD);
      }
    }
    expect(watched.map((message) => shown(env.discord.message(message.id)))).toEqual(before);
    expect(publicMessages()).toBe(posted);
    expect(await storedSolutions('solution:scoundrel:lenient:never-dealt')).toBe(0);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  });

  it("refuses a player's own move sent on another member's public message, which stays as it is, and the live board plays on", async () => {
    const board = await start(users.alice, CHANNEL_ID, 'forged-own-move');
    const stats = (await env.discord.run({ user: users.bob, channelId: CHANNEL_ID, name: 'stats', options: { public: true } })).message!;
    const move = moveButtons(env.discord, board)[0]!.customId!;
    expect(await forge(users.alice, stats, move)).toMatch(NOT_ITS_BOARD);
    expect(shown(env.discord.message(stats.id))).toBe(shown(stats));
    // The board is still the live one: its move is made on it.
    const played = await env.discord.press({ user: users.alice, message: board, customId: move });
    expect(played.callbackType, played.message?.content).toBe(7);
    expect(played.message?.id).toBe(board.id);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  });
});

describe("Forged clicks of a board's own buttons", () => {
  it('refuses a race custom id of a type the race board does not have with the unknown-button notice, changing nothing', async () => {
    const opened = await env.discord.run({
      user: users.alice,
      channelId: CHANNEL_ID,
      name: 'race',
      subcommandGroup: 'start',
      subcommand: 'scoundrel',
      options: {},
    });
    expect(opened.ephemeral, opened.message?.content).toBe(false);
    const board = opened.message!;
    const { sessionId, version } = boardOf(board);
    const publicMessages = () => env.discord.messages(CHANNEL_ID).filter((message) => !message.ephemeral).length;
    const posted = publicMessages();
    // Shared buttons of a game's board, a game's move, and another game's own button: none is a race board's.
    for (const type of ['hint', 'undo', 'view', 'show', 'watch', 'face&card=9S', 'rematch']) {
      for (const user of [users.alice, users.bob]) {
        expect(await forge(user, board, `race:${sessionId}:${version}:${type}`), `${type} by ${user.username}`).toBe(
          unknownComponentNotice,
        );
      }
    }
    expect(shown(env.discord.message(board.id))).toBe(shown(board));
    expect(publicMessages()).toBe(posted);
    expect(
      (await env.discord.press({ user: users.alice, message: board, customId: `race:${sessionId}:${version}:cancel` })).callbackType,
    ).toBe(7);
  });

  it("refuses a duel's Rematch on another game's board: the duel's own handler is never reached, and nothing changes", async () => {
    const board = await start(users.alice, CHANNEL_ID, 'forged-rematch');
    const { sessionId, version } = boardOf(board);
    const publicMessages = () => env.discord.messages(CHANNEL_ID).filter((message) => !message.ephemeral).length;
    const posted = publicMessages();
    const rematch = `scoundrel:${sessionId}:${version}:rematch`;
    // Not a button of a Scoundrel board, so a move the run refuses (its rules, or whose run it is), never an answer of the duel's.
    const answers = [await forge(users.alice, board, rematch), await forge(users.bob, board, rematch)];
    expect(answers[0]).toMatch(/not a Scoundrel move/);
    expect(answers[1]).toContain(`<@${users.alice.id}>'s Scoundrel run`);
    for (const answer of answers) expect(answer).not.toMatch(/duel/i);
    expect(shown(env.discord.message(board.id))).toBe(shown(board));
    expect(publicMessages()).toBe(posted);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  });
});

describe('Forged Best line clicks', () => {
  it(
    'gives the line only for a finished run, and solves no deal of a run that does not exist',
    async () => {
      const seed = 'forged-line';
      const board = await start(users.alice, CHANNEL_ID, seed);
      const { sessionId, version } = boardOf(board);
      const forgedHere = `scoundrel:${sessionId}:${version}:best&seed=${seed}&rule=lenient`;
      // At move 0 the run is still going: neither its player nor anyone else gets its line.
      expect(await forge(users.alice, board, forgedHere)).toMatch(/still going: its best line is shown once it is over/);
      expect(await forge(users.bob, board, forgedHere)).toMatch(/still going/);

      // Seeds nobody played, on a run that does not exist: refused, and nothing is solved or stored. The real
      // run's own deal is solved in the background from its start: wait for it, so it is not counted below.
      await expect.poll(() => storedSolutions(`solution:scoundrel:lenient:${seed}`), { timeout: SOLVER_WAIT_MS, interval: 200 }).toBe(1);
      const before = await storedSolutions();
      for (let i = 0; i < 5; i++) {
        expect(await forge(users.carol, board, `scoundrel:zz${i}:0:best&seed=never-dealt-${i}&rule=lenient`)).toMatch(
          /no longer this channel's game and was not ranked/,
        );
      }
      expect(await storedSolutions()).toBe(before);

      const over = await playToEnd(env.discord, users.alice, board);
      await expect
        .poll(() => env.discord.message(over.id)?.embeds[0]?.description, { timeout: SOLVER_WAIT_MS, interval: 200 })
        .toMatch(/Best possible: |You found the best possible score/);
      const bestLine = env.discord.buttons(env.discord.message(over.id)!).find((b) => b.label === 'Best line')!.customId!;
      // The finished run's id with another deal than its own is a tampered button: nothing is solved for it.
      const solvedSoFar = await storedSolutions();
      for (const forged of [`best&seed=never-dealt-9&rule=lenient`, `best&seed=${seed}&rule=strict`, `best&daily=2026-01-01`]) {
        expect(await forge(users.carol, over, `scoundrel:${sessionId}:${version}:${forged}`)).toMatch(/isn't one I recognise/);
      }
      expect(await storedSolutions()).toBe(solvedSoFar);
      // Once it is over, anyone may see a deal that is no secret; and it stays on record once the channel moves on.
      await startGame(env.discord, users.alice, 'scoundrel', { seed: 'forged-next' });
      const shownLine = await env.discord.press({ user: users.bob, message: over, customId: bestLine });
      expect(shownLine).toMatchObject({ ephemeral: true });
      expect(shownLine.message?.embeds[0]?.title).toBe('Scoundrel · the best line of this deal');
      expect(shownLine.message?.embeds[0]?.description).toContain(`Seed ${seed}`);
      await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    },
    2 * SOLVER_WAIT_MS,
  );
});

describe('Forged "keep playing" clicks', () => {
  for (const [where, channelId] of [
    ['a server with the bot', CHANNEL_ID],
    ['a server without the bot', FOREIGN_CHANNEL_ID],
    ['a group DM', GROUP_DM_ID],
  ] as const) {
    it(`refuses one on a public board in ${where}, privately, and leaves the board as it is`, async () => {
      const board = await start(users.alice, channelId, `keep-forged-${channelId.slice(-4)}`);
      const { sessionId, version } = boardOf(board);
      const before = env.discord.message(board.id)!;
      for (const user of [users.bob, users.alice]) {
        expect(await forge(user, board, `scoundrel:${sessionId}:${version}:dismiss`)).toMatch(
          /only works on a message I sent you privately: nothing was changed/,
        );
      }
      expect(shown(env.discord.message(board.id))).toBe(shown(before));
      await env.discord.run({ user: users.alice, channelId, name: 'game', subcommand: 'end' });
    });
  }
});
