/**
 * Watch, through the real client: a finished solo run's game-over board offers it; two members pressing
 * it at once get one replay (the first click's answer, public, a looping GIF with a frame a move, under
 * Discord's upload limit) and the other is told privately it is being made; a later click is given a
 * link to it. A run still going and a forged id for a run that is not the channel's are refused
 * privately, and nothing on the board changes. Every solo game's runs play back (Rogue Risus's started
 * without a name too). Today's daily deal is played back only privately, to the members who have finished
 * it, until the day is over; then its one public replay is posted.
 */
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_ID,
  type InteractionAnswer,
  OTHER_CHANNEL_ID,
  type StoredMessage,
  type TestUser,
  users,
} from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { UPLOAD_LIMIT } from '../../src/sessions/coach/replay-messages.js';
import { decodeGif, type ShownFrame } from '../helpers/gif.js';
import { playOut, playToEnd } from '../helpers/moves.js';
import { boardOf, forgedAction } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

const DAY = 86_400_000;

const watchOf = (message: StoredMessage) => env.discord.buttons(message).find((b) => b.label === '▶️ Watch');

/** The moves a finished run's board says it was played in: the version its Watch button carries. */
const movesOf = (end: StoredMessage) => decodeComponentId(watchOf(end)!.customId!)!.version;

/** Runs `/<game> <subcommand>` for `user` with `options` in `channelId` and plays the run to its end; resolves with its last board. */
async function playedRun(
  user: TestUser,
  game: string,
  subcommand: 'start' | 'daily',
  options: Record<string, string | number | boolean>,
  channelId = CHANNEL_ID,
): Promise<StoredMessage> {
  const started = await env.discord.run({ user, channelId, name: game, subcommand, options }, { timeoutMs: 60_000 });
  return playOut(env.discord, user, boardOf(started));
}

/** The replay an answer to Watch carries, once its GIF is in: the message, and the GIF's frames. */
async function replayOf(answer: InteractionAnswer): Promise<{ message: StoredMessage; frames: ShownFrame[] }> {
  const id = answer.message!.id;
  await expect.poll(() => env.discord.message(id)?.attachments.length, { timeout: 90_000, interval: 200 }).toBe(1);
  const message = env.discord.message(id)!;
  const [gif] = message.attachments;
  expect(gif).toMatchObject({ contentType: 'image/gif' });
  expect(gif!.size).toBeLessThan(UPLOAD_LIMIT);
  expect(message.embeds[0]?.image?.url).toBe(`attachment://${gif!.filename}`);
  return { message, frames: decodeGif(new Uint8Array(await (await fetch(gif!.url)).arrayBuffer())).frames };
}

/** Checks a replay's frames against its run: the deal and one a move (a move that changes nothing drawn lengthens the frame before). */
function expectFrameAMove(frames: readonly ShownFrame[], moves: number): void {
  expect(frames.length).toBeGreaterThan(1);
  expect(frames.length).toBeLessThanOrEqual(moves + 1);
}

/** The channel's public messages. */
const publicMessages = (channelId: string) => env.discord.messages(channelId).filter((m) => !m.ephemeral);

/** A forged Watch click on the run of `board` (or of `sessionId`), and the private answer's text. */
const forgedWatch = (user: TestUser, board: StoredMessage, sessionId?: string) =>
  forgedAction(env.discord, user, board, 'assassin', 'watch', sessionId);

describe('Watch', () => {
  it('posts one replay of a finished run however many press it at once, a frame a move', async () => {
    const started = await env.discord.run(
      { user: users.alice, channelId: CHANNEL_ID, name: 'assassin', subcommand: 'start', options: { seed: 'watch-deal' } },
      { timeoutMs: 60_000 },
    );
    const board = started.message!;
    expect(watchOf(board)).toBeUndefined();
    expect(await forgedWatch(users.bob, board)).toMatch(/still going: it can be watched once it is over/);
    const end = await playToEnd(env.discord, users.alice, board);
    const watch = watchOf(end)!;
    expect(watch.customId).toMatch(/^assassin:[a-z0-9]+:\d+:watch$/);
    const before = env.discord.message(end.id)?.editedAt;
    const moves = decodeComponentId(watch.customId!)!.version;

    const answers = await Promise.all(
      [users.bob, users.carol].map((user) => env.discord.press({ user, message: end, customId: watch.customId! }, { timeoutMs: 30_000 })),
    );
    for (const answer of answers) expect(answer.elapsedMs).toBeLessThan(3000);
    const made = answers.filter((a) => !a.ephemeral);
    const told = answers.filter((a) => a.ephemeral);
    expect(made).toHaveLength(1);
    expect(told.map((a) => a.message?.content)).toEqual(['A replay of this run is being made: it is posted here in a moment.']);
    const replayId = made[0]!.message!.id;
    await expect.poll(() => env.discord.message(replayId)?.attachments.length, { timeout: 90_000, interval: 200 }).toBe(1);
    const replay = env.discord.message(replayId)!;
    expect(replay.embeds[0]?.title).toMatch(/^▶️ Alice's Royal Assassin run, played back: \d+ moves$/);
    const [gif] = replay.attachments;
    expect(replay.embeds[0]?.image?.url).toBe('attachment://assassin-replay.gif');
    expect(gif).toMatchObject({ filename: 'assassin-replay.gif', contentType: 'image/gif' });
    expect(gif!.size).toBeLessThan(UPLOAD_LIMIT);
    const frames = decodeGif(new Uint8Array(await (await fetch(gif!.url)).arrayBuffer())).frames;
    // The deal and one frame a move (a move that changes nothing drawn lengthens the frame before).
    expect(frames.length).toBeGreaterThan(1);
    expect(frames.length).toBeLessThanOrEqual(moves + 1);

    const later = await env.discord.press({ user: users.dave, message: end, customId: watch.customId! });
    expect(later).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(later.message?.content).toContain(`replay is already in the channel: https://discord.com/channels/`);
    expect(later.message?.content).toContain(`/${replayId}`);
    expect(await forgedWatch(users.bob, end, 'zz9')).toMatch(/does not belong to this message/);
    expect(env.discord.message(end.id)?.editedAt).toBe(before);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 240_000);

  it.each([
    ['scoundrel', 'Scoundrel', { seed: 'watch-scoundrel' }],
    ['royale', 'Risus Royale', { wizardry: 2, fighting: 4, thievery: 2, cleric: 2, seed: 'watch-royale' }],
    ['rogue', 'Rogue Risus', { cliche: 'fighter', seed: 'watch-rogue' }],
  ])(
    'plays back a finished %s run in the channel',
    async (game, title, options) => {
      const end = await playedRun(users.alice, game, 'start', options);
      const answer = await env.discord.press({ user: users.bob, message: end, customId: watchOf(end)!.customId! }, { timeoutMs: 30_000 });
      expect(answer).toMatchObject({ callbackType: 5, ephemeral: false });
      const { message, frames } = await replayOf(answer);
      expect(message.embeds[0]?.title).toMatch(new RegExp(`^▶️ Alice's ${title} run, played back: \\d+ moves?$`));
      expectFrameAMove(frames, movesOf(end));
      await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    },
    240_000,
  );

  it("plays today's daily deal back only privately, to members who have finished it, until the day is over", async () => {
    const end = await playedRun(users.alice, 'assassin', 'daily', {});
    const press = (user: TestUser) => env.discord.press({ user, message: end, customId: watchOf(end)!.customId! }, { timeoutMs: 30_000 });
    const shown = publicMessages(CHANNEL_ID).length;

    const refused = await press(users.bob);
    expect(refused).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(refused.message?.content).toMatch(
      /^This is today's daily deal: until the day is over \(UTC\), its replays are only for players who have finished their own attempt at it, privately\. Play it with `\/assassin daily`\.$/,
    );
    // Carol finishes her own attempt at the deal elsewhere: she may watch Alice's privately, as Alice may.
    await playedRun(users.carol, 'assassin', 'daily', {}, OTHER_CHANNEL_ID);
    for (const user of [users.alice, users.carol]) {
      const answer = await press(user);
      expect(answer).toMatchObject({ callbackType: 5, ephemeral: true });
      const { message, frames } = await replayOf(answer);
      expect(message.visibleTo).toBe(user.id);
      expect(message.embeds[0]?.title).toMatch(/^▶️ Alice's Royal Assassin run, played back: \d+ moves$/);
      expectFrameAMove(frames, movesOf(end));
    }
    expect(publicMessages(CHANNEL_ID)).toHaveLength(shown);

    // The day is over: the run's one public replay is posted, the private ones having claimed nothing.
    env.moveClock(DAY);
    const posted = await press(users.bob);
    expect(posted).toMatchObject({ callbackType: 5, ephemeral: false });
    expectFrameAMove((await replayOf(posted)).frames, movesOf(end));
    expect((await press(users.dave)).message?.content).toContain(`replay is already in the channel: `);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 240_000);
});
