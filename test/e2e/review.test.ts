/**
 * Review, through the real client: a finished Scoundrel run's game-over board offers it; a click is
 * answered privately within 3 s saying the review is being worked out, and the answer is filled in
 * with the accuracy, the costliest moves, every move and the chart; a second click is shown the stored
 * review. A run still going, a forged id for a run that is not this channel's, and today's daily deal
 * for a member who has not finished it are refused privately. Nothing on the board changes.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { playToEnd } from '../helpers/moves.js';
import { forgedAction } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

const reviewOf = (message: StoredMessage) => env.discord.buttons(message).find((b) => b.label === '🔎 Review');

async function start(user: TestUser, subcommand: 'start' | 'daily', seed?: string): Promise<StoredMessage> {
  const answer = await env.discord.run(
    { user, channelId: CHANNEL_ID, name: 'scoundrel', subcommand, options: seed ? { seed } : {} },
    { timeoutMs: 60_000 },
  );
  return answer.message!;
}

/** A forged Review click on the run of `board` (or of `sessionId`), and the private answer's text. */
const forgedReview = (user: TestUser, board: StoredMessage, sessionId?: string) =>
  forgedAction(env.discord, user, board, 'scoundrel', 'review', sessionId);

/** Presses Review and waits for the answer to be filled in; gives the filled-in message. */
async function reviewed(user: TestUser, board: StoredMessage): Promise<StoredMessage> {
  const answer = await env.discord.press({ user, message: board, customId: reviewOf(board)!.customId! }, { timeoutMs: 30_000 });
  expect(answer.ephemeral).toBe(true);
  expect(answer.elapsedMs).toBeLessThan(3000);
  const id = answer.message!.id;
  await expect.poll(() => env.discord.message(id)?.embeds[0]?.title, { timeout: 90_000, interval: 200 }).toBe('🔎 Review');
  return env.discord.message(id)!;
}

describe('Review', () => {
  it('reviews a finished run privately once, with its chart; refuses a run still going and a forged id', async () => {
    const board = await start(users.alice, 'start', 'review-deal');
    expect(reviewOf(board)).toBeUndefined();
    expect(await forgedReview(users.alice, board)).toMatch(/still going: it can be reviewed once it is over/);
    const end = await playToEnd(env.discord, users.alice, board);
    expect(reviewOf(end)?.customId).toMatch(/^scoundrel:[a-z0-9]+:\d+:review$/);
    // The solver's best possible score is written onto the board when it is ready (a board drawn before says
    // "Best possible: working it out…"): wait for that edit, so the board is at rest before the review is asked for.
    await expect
      .poll(() => env.discord.message(end.id)?.embeds[0]?.description, { timeout: 90_000, interval: 200 })
      .toMatch(/Best possible: (?!working it out)|You found the best possible score/);
    const before = env.discord.message(end.id)?.editedAt;

    const first = await env.discord.press({ user: users.bob, message: end, customId: reviewOf(end)!.customId! }, { timeoutMs: 30_000 });
    expect(first).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(first.message?.content).toMatch(/Reviewing this run: the advisor is going over its \d+ moves/);
    await expect.poll(() => env.discord.message(first.message!.id)?.embeds[0]?.title, { timeout: 90_000, interval: 200 }).toBe('🔎 Review');
    const answer = env.discord.message(first.message!.id)!;
    expect(answer.visibleTo).toBe(users.bob.id);
    const [summary, moves] = answer.embeds;
    expect(summary?.description).toMatch(/Your score \*\*−\d+\*\* · the deal's best possible score \*\*−?\d+\*\*/);
    expect(summary?.description).toMatch(/Accuracy \*\*\d+ %\*\*: \d+ of \d+ moves with a choice/);
    expect(summary?.description).toMatch(/\*\*Move \d+\*\* cost \d+\.\d/);
    expect(moves?.description).toMatch(/^`1` [✓≈✗] /);
    expect(answer.attachments.map((a) => a.filename)).toEqual(['scoundrel-review.png']);
    expect(answer.attachments[0]?.description).toMatch(/A chart of the run's \d+ moves/);

    // The second click is shown the stored review, the same numbers.
    const again = await reviewed(users.alice, end);
    expect(again.embeds.map((e) => e.description)).toEqual(answer.embeds.map((e) => e.description));
    expect(env.discord.message(end.id)?.editedAt).toBe(before);

    expect(await forgedReview(users.bob, end, 'zz9')).toMatch(/not this channel's game, and it has no review here/);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 240_000);

  it("reviews today's daily deal only for its player and members who have finished it", async () => {
    const board = await start(users.alice, 'daily');
    const end = await playToEnd(env.discord, users.alice, board);
    const refused = await env.discord.press({ user: users.bob, message: end, customId: reviewOf(end)!.customId! });
    expect(refused).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(refused.message?.content).toMatch(/today's daily deal: a review of it shows the cards it dealt/);
    expect((await reviewed(users.alice, end)).embeds[0]?.title).toBe('🔎 Review');
  }, 240_000);
});
