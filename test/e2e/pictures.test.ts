/**
 * Boards drawn as pictures, through the real client: every game's board, mid-game and over,
 * carries one picture of its table (a PNG under 200 KB, shown as the embed's image, with alt text); an
 * edit replaces the picture instead of adding one; a board closed with `/game end` keeps its picture and
 * its text; `/settings pictures:off` (Manage Server) leaves boards text only, and `on` brings pictures back.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { boardOf, endGame, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Checks that the message shows exactly one picture of the table, and returns its bytes. */
async function expectPicture(message: StoredMessage, game: string): Promise<Buffer> {
  expect(message.attachments).toHaveLength(1);
  const [picture] = message.attachments;
  expect(picture).toMatchObject({ filename: `${game}-board.png`, contentType: 'image/png' });
  expect(picture!.description?.length).toBeGreaterThan(20);
  expect(message.embeds[0]?.image?.url).toBe(`attachment://${game}-board.png`);
  const bytes = Buffer.from(await (await fetch(picture!.url)).arrayBuffer());
  expect(bytes.subarray(0, 8)).toEqual(PNG);
  expect(bytes.length).toBeLessThan(200 * 1024);
  return bytes;
}

/** Plays the first move of type `prefer` (else the first move, or menu choice) each time until the game is over. */
async function playToEnd(user: TestUser, start: StoredMessage, prefer?: string): Promise<StoredMessage> {
  let board = start;
  for (let moves = 0; moves < 3000; moves++) {
    const buttons = moveButtons(env.discord, board).filter((b) => !b.disabled);
    const menus = env.discord.selects(board);
    if (buttons.length === 0 && menus.length === 0) return board;
    const preferred = buttons.find((b) => decodeComponentId(b.customId ?? '')?.action.type === prefer) ?? buttons[0];
    const played =
      preferred !== undefined
        ? await playMove(env.discord, user, board, preferred.customId!)
        : await playMove(env.discord, user, board, menus[0]!.customId, [menus[0]!.options[0]!.value]);
    board = played.board;
  }
  throw new Error('the game did not end');
}

/** Each game's start, and the move its run prefers: a Risus Royale run fighting first wins on this seed in 7 turns (most take 100). */
const STARTS: [string, Record<string, string | number>, string?][] = [
  ['scoundrel', { seed: 'pictures-1' }],
  ['assassin', { seed: 'pictures-2' }],
  ['royale', { wizardry: 2, fighting: 4, thievery: 2, cleric: 2, seed: 'e2e-royale-70' }, 'fight'],
  ['rogue', { cliche: 'fighter', seed: 'pictures-4' }],
];

describe('Boards drawn as pictures', () => {
  it.each(STARTS)(
    '%s: the board shows a picture of the table mid-game and when the game is over, each edit replacing it',
    async (game, options, prefer) => {
      const start = boardOf(await startGame(env.discord, users.alice, game, options));
      const first = await expectPicture(start, game);
      const moved = await playMove(env.discord, users.alice, start, moveButtons(env.discord, start)[0]!.customId!);
      expect(moved.board.id).toBe(start.id);
      const second = await expectPicture(moved.board, game);
      expect(second.equals(first)).toBe(false);
      const over = await playToEnd(users.alice, moved.board, prefer);
      await expectPicture(over, game);
      await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    },
  );

  it('keeps the picture and the text of a board closed with /game end, and only takes its buttons off', async () => {
    const start = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'pictures-end' }));
    const moved = await playMove(env.discord, users.alice, start, moveButtons(env.discord, start)[0]!.customId!);
    const before = await expectPicture(moved.board, 'scoundrel');
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    // The command answers first, then the board is edited.
    await expect.poll(() => env.discord.message(start.id)?.content).toMatch(/abandoned.*can't be played on/);
    const closed = env.discord.message(start.id)!;
    expect(closed.components).toEqual([]);
    expect(closed.embeds).toEqual(moved.board.embeds);
    expect((await expectPicture(closed, 'scoundrel')).equals(before)).toBe(true);
  });

  it('saga: the table shows a picture of the characters and the open check', async () => {
    await env.discord.run({ user: users.olga, channelId: CHANNEL_ID, name: 'saga', subcommand: 'start' });
    await env.discord.run({
      user: users.bob,
      channelId: CHANNEL_ID,
      name: 'saga',
      subcommand: 'join',
      options: { character: 'Bo', cliches: 'Ninja (4)' },
    });
    await env.discord.run({
      user: users.olga,
      channelId: CHANNEL_ID,
      name: 'saga',
      subcommand: 'check',
      options: { player: 'Bo', cliche: 'Ninja', style: 'physical', target: 9 },
    });
    const table = () =>
      env.discord
        .messages(CHANNEL_ID)
        .filter((m) => m.embeds[0]?.title?.startsWith('Saga for Risus') && !m.ephemeral)
        .at(-1)!;
    // The command answers first, then the table is edited in place.
    await expect.poll(() => table().attachments[0]?.description).toMatch(/Check .*to meet or beat/);
    await expectPicture(table(), 'saga');
    await endGame(env.discord, users.olga);
  });

  it('keeps boards text only with /settings pictures:off (Manage Server), and draws pictures again with on', async () => {
    const refused = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'settings', options: { pictures: 'off' } });
    expect(refused.message?.content).toMatch(/Only members with Manage Server/);
    const off = await env.discord.run({ user: users.olga, channelId: CHANNEL_ID, name: 'settings', options: { pictures: 'off' } });
    expect(off).toMatchObject({ ephemeral: true });
    expect(off.message?.content).toMatch(/Pictures are now off/);
    const plain = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'pictures-off' }));
    expect(plain.attachments).toEqual([]);
    expect(plain.embeds[0]?.image).toBeUndefined();
    expect(plain.embeds[0]?.fields?.map((f) => f.name)).toContain('Room');
    await env.discord.run({ user: users.olga, channelId: CHANNEL_ID, name: 'settings', options: { pictures: 'on' } });
    const moved = await playMove(env.discord, users.alice, plain, moveButtons(env.discord, plain)[0]!.customId!);
    await expectPicture(moved.board, 'scoundrel');
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  });
});
