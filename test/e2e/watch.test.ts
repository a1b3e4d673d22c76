/**
 * Watch, through the real client: a finished solo run's game-over board offers it; two members pressing
 * it at once get one replay (the first click's answer, public, a looping GIF with a frame a move, under
 * Discord's upload limit) and the other is told privately it is being made; a later click is given a
 * link to it. A run still going and a forged id for a run that is not the channel's are refused
 * privately, and nothing on the board changes.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { UPLOAD_LIMIT } from '../../src/sessions/coach/replay-messages.js';
import { decodeGif } from '../helpers/gif.js';
import { playToEnd } from '../helpers/moves.js';
import { forgedAction } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

const watchOf = (message: StoredMessage) => env.discord.buttons(message).find((b) => b.label === '▶️ Watch');

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
});
