/**
 * Forged clicks end to end: a custom id is data any member's client can send, never proof of anything.
 * Best line answers only for a finished run the clicker may see, and solves no deal of a run that does
 * not exist; "keep playing" closes only the clicker's own private question, never a public board, in a
 * server with the bot, a server without it and a group DM.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, FOREIGN_CHANNEL_ID, GROUP_DM_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { playToEnd } from '../helpers/moves.js';
import { startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest('sqlite', 'global');

/** How long a test waits for the solver's answer (its worker yields to everything else on a busy machine). */
const SOLVER_WAIT_MS = 90_000;

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

/** Sends a forged click on `message` and resolves with the private answer's text. */
async function forge(user: TestUser, message: StoredMessage, customId: string): Promise<string> {
  const answer = await env.discord.answerTo(env.discord.forgeClick({ user, message, customId }));
  expect(answer.ephemeral).toBe(true);
  expect(answer.elapsedMs).toBeLessThan(3000);
  return answer.message?.content ?? '';
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
      const shown = await env.discord.press({ user: users.bob, message: over, customId: bestLine });
      expect(shown).toMatchObject({ ephemeral: true });
      expect(shown.message?.embeds[0]?.title).toBe('Scoundrel · the best line of this deal');
      expect(shown.message?.embeds[0]?.description).toContain(`Seed ${seed}`);
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
          /only closes a question I asked you privately\. Nothing was changed/,
        );
      }
      const after = env.discord.message(board.id)!;
      expect(after.content).toBe(before.content);
      expect(after.embeds).toEqual(before.embeds);
      expect(env.discord.buttons(after)).toEqual(env.discord.buttons(before));
      await env.discord.run({ user: users.alice, channelId, name: 'game', subcommand: 'end' });
    });
  }
});
